"""A fast structural check of a JSON value against one of our (inlined) schemas: valid or not,
no message. It decides exactly as Draft 2020-12 (``jsonschema``) does for the keywords our
schemas use, without importing ``jsonschema``; a schema with any other keyword raises
:class:`Unsupported` when compiled (the caller then asks ``jsonschema``). The audit runs it on
every hand and asks ``jsonschema`` only for the messages of an invalid one
(:func:`belote_ref.transcript.schema.fast_check`); a test compares both verdicts on the corpus
and on mutated transcripts.

Each subschema is compiled once (by identity: the cached schemas live on) into a predicate;
a predicate remembers the strings and flat objects it has found valid (a transcript repeats a
few hundred distinct cards and actions), like the memoising validator of
:mod:`belote_ref.transcript.schema`.
"""

from __future__ import annotations

import numbers
import re
from collections.abc import Mapping, Sequence
from typing import Any, Callable

Check = Callable[[Any], bool]

MEMO_LIMIT = 50_000
"""The most valid values one predicate remembers."""
_ANNOTATIONS = frozenset({"title", "description", "$comment", "$schema", "$id", "$defs", "default", "examples",
                          "deprecated", "readOnly", "writeOnly"})


class Unsupported(Exception):
    """A schema uses a keyword (or a reference) this check does not implement."""


def _integer(v: Any) -> bool:
    """Draft 2020-12's integer: an int that is no boolean, or a float with no fraction."""
    return (isinstance(v, int) and not isinstance(v, bool)) or (isinstance(v, float) and v.is_integer())


def _number(v: Any) -> bool:
    return isinstance(v, numbers.Number) and not isinstance(v, bool)


TYPES: dict[str, Check] = {
    "object": lambda v: isinstance(v, dict), "array": lambda v: isinstance(v, list),
    "string": lambda v: isinstance(v, str), "null": lambda v: v is None, "boolean": lambda v: isinstance(v, bool),
    "integer": _integer, "number": _number,
}
"""Draft 2020-12's types (an integer may be written 1.0; a boolean is no number)."""


def _unbool(v: Any) -> Any:
    return ("bool", v) if isinstance(v, bool) else v


def equal(one: Any, two: Any) -> bool:
    """JSON equality as ``const`` and ``enum`` test it: ``true`` is not ``1``, recursively."""
    if one is two:
        return True
    if isinstance(one, str) or isinstance(two, str):
        return bool(one == two)
    if isinstance(one, Sequence) and isinstance(two, Sequence):
        return len(one) == len(two) and all(equal(a, b) for a, b in zip(one, two))
    if isinstance(one, Mapping) and isinstance(two, Mapping):
        return len(one) == len(two) and all(k in two and equal(v, two[k]) for k, v in one.items())
    return bool(_unbool(one) == _unbool(two))


def flat_key(item: Any) -> Any:
    """A hashable key for a small object of strings, integers, booleans and nulls; None for
    anything else. Keys tell 1 from True, so only an identical JSON value can hit."""
    if len(item) > 8:
        return None
    flags = False
    for v in item.values():
        tv = type(v)
        if tv is not str and tv is not int and v is not None:
            if tv is not bool:
                return None
            flags = True
    if flags:
        return (5, tuple((k, type(v) is bool, v) for k, v in item.items()))
    return (1, tuple(item.items()))


class Compiler:
    """Compiles subschemas into predicates; ``resolve`` gives the schema an ``$ref`` names."""

    def __init__(self, resolve: Callable[[str], Any]) -> None:
        self.resolve = resolve
        self.done: dict[int, tuple[Any, Check]] = {}
        self.compiling: set[int] = set()
        self.strings: dict[int, set[str]] = {}
        """The strings each predicate (by its schema's id) found valid."""

    def check(self, schema: Any) -> Check:
        """The predicate of ``schema`` (compiled once)."""
        found = self.done.get(id(schema))
        if found is None:
            if id(schema) in self.compiling:
                raise Unsupported("a recursive schema")
            self.compiling.add(id(schema))
            found = self.done[id(schema)] = schema, self._compile(schema)
        return found[1]

    def _compile(self, schema: Any) -> Check:
        if schema is True:
            return lambda v: True
        if schema is False:
            return lambda v: False
        if not isinstance(schema, dict):
            raise Unsupported(f"a schema is an object or a boolean, not {schema!r}")
        found = [self._keyword(k, v, schema) for k, v in schema.items() if k not in _ANNOTATIONS]
        checks = tuple(c for c in found if c is not None)
        if len(checks) == 1 and "$ref" in schema:  # only a reference: its target's predicate
            return checks[0]
        strings = self.strings[id(schema)] = set()
        ints: set[int] = set()  # type int only: True never looks one up
        flat: set[Any] = set()

        def memo(v: Any) -> bool:
            t = type(v)
            if t is str:
                if v in strings:
                    return True
                known: set[Any] = strings
                key: Any = v
            elif t is int:
                if v in ints:
                    return True
                known, key = ints, v
            elif t is dict:
                key = flat_key(v)
                if key is not None and key in flat:
                    return True
                known = flat
            else:
                key = None
            for c in checks:
                if not c(v):
                    return False
            if key is not None and len(known) < MEMO_LIMIT:
                known.add(key)
            return True

        return memo

    def _keyword(self, k: str, value: Any, schema: dict[str, Any]) -> Check | None:
        """The predicate of one keyword (None: it constrains nothing by itself)."""
        if k == "type":
            kinds = value if isinstance(value, list) else [value]
            try:
                tests = [TYPES[t] for t in kinds]
            except (KeyError, TypeError):
                raise Unsupported(f"type {value!r}") from None
            if len(tests) == 1:
                return tests[0]
            return lambda v: any(t(v) for t in tests)
        if k == "enum":
            if all(type(e) is str for e in value):
                names = frozenset(value)
                return lambda v: isinstance(v, str) and v in names
            return lambda v: any(equal(e, v) for e in value)
        if k == "const":
            return lambda v: equal(v, value)
        if k == "pattern":
            search = re.compile(value).search
            return lambda v: not isinstance(v, str) or search(v) is not None
        if k in ("minimum", "maximum", "exclusiveMinimum", "exclusiveMaximum"):
            return _bound(k, value)
        if k in ("minLength", "maxLength", "minItems", "maxItems", "minProperties", "maxProperties"):
            return _size(k, value)
        if k == "required":
            names = frozenset(value)
            return lambda v: not isinstance(v, dict) or names <= v.keys()
        if k == "properties":
            props = [(name, self.check(sub)) for name, sub in value.items()]

            def properties(v: Any) -> bool:
                if isinstance(v, dict):
                    if len(v) < len(props):
                        for n, x in v.items():
                            c = named.get(n)
                            if c is not None and not c(x):
                                return False
                    else:
                        for n, c in props:
                            if n in v and not c(v[n]):
                                return False
                return True

            named = dict(props)
            return properties
        if k == "patternProperties":
            pats = [(re.compile(p).search, self.check(sub)) for p, sub in value.items()]
            return lambda v: not isinstance(v, dict) or all(c(x) for s, c in pats for key, x in v.items() if s(key))
        if k == "additionalProperties":
            return self._additional(value, schema)
        if k == "items":
            if "prefixItems" in schema:
                raise Unsupported("prefixItems")
            return self._items(value)
        if k in ("allOf", "anyOf", "oneOf"):
            parts = [self.check(s) for s in value]
            if k == "allOf":
                return lambda v: all(p(v) for p in parts)
            if k == "anyOf":
                if len(parts) == 2:
                    first, second = parts
                    return lambda v: first(v) or second(v)
                return lambda v: any(p(v) for p in parts)
            return lambda v: sum(1 for p in parts if p(v)) == 1
        if k == "not":
            part = self.check(value)
            return lambda v: not part(v)
        if k == "if":
            test = self.check(value)
            then = self.check(schema.get("then", True))
            other = self.check(schema.get("else", True))
            return lambda v: then(v) if test(v) else other(v)
        if k in ("then", "else"):
            return None  # with "if"; alone they constrain nothing
        if k == "$ref":
            if not isinstance(value, str) or "#" in value:
                raise Unsupported(f"$ref {value!r}")
            return self.check(self.resolve(value))
        raise Unsupported(f"keyword {k!r}")

    def _additional(self, extra: Any, schema: dict[str, Any]) -> Check | None:
        """``additionalProperties``: the keys neither ``properties`` names nor a
        ``patternProperties`` pattern matches."""
        named = schema.get("properties", {})
        patterns = "|".join(schema.get("patternProperties", {}))
        search = re.compile(patterns).search if patterns else None

        def extras(v: dict[str, Any]) -> list[str]:
            return [k for k in v if k not in named and not (search is not None and search(k))]

        if isinstance(extra, dict):
            sub = self.check(extra)
            return lambda v: not isinstance(v, dict) or all(sub(v[k]) for k in extras(v))
        if not extra:
            return lambda v: not isinstance(v, dict) or not extras(v)
        return None

    def _items(self, items: Any) -> Check:
        """``items`` (no ``prefixItems``): a list of strings already proven valid is checked at once."""
        if items is False:
            return lambda v: not isinstance(v, list) or not v
        each = self.check(items)
        strings = self.strings.get(id(items), set())

        def check(v: Any) -> bool:
            if not isinstance(v, list):
                return True
            try:  # strings are their own memo keys: a list of known cards at once
                if strings.issuperset(v):
                    return True
            except TypeError:  # unhashable items
                pass
            for x in v:
                if not each(x):
                    return False
            return True

        return check


def _bound(k: str, limit: Any) -> Check:
    """The predicate of ``minimum``, ``maximum`` or an exclusive bound (numbers only; a boolean is none)."""
    if k == "minimum":
        return lambda v: not _number(v) or not v < limit
    if k == "maximum":
        return lambda v: not _number(v) or not v > limit
    if k == "exclusiveMinimum":
        return lambda v: not _number(v) or v > limit
    return lambda v: not _number(v) or v < limit


_SIZED = {"Length": str, "Items": list, "Properties": dict}


def _size(k: str, n: Any) -> Check:
    """The predicate of a ``min``/``max`` ``Length``, ``Items`` or ``Properties`` keyword."""
    kind = _SIZED[k[3:]]
    if k.startswith("min"):
        return lambda v: not isinstance(v, kind) or len(v) >= n
    return lambda v: not isinstance(v, kind) or len(v) <= n
