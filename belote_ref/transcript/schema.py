"""The JSON Schemas of transcripts, rulesets, actions, seat views, audit reports, perft files and
the table server's protocol (``schemas/table/``), served by a
``referencing.Registry`` (never the network), and their validators (Draft 2020-12 with the
format checker).

The files are the repository's ``schemas/`` (found by :func:`belote_ref.resources.data_path`,
also inside an installed wheel)
so that an installed copy works.

Speed: a transcript holds thousands of small values (cards, actions) drawn from a few hundred
distinct ones. The validator built here remembers, per ``items`` subschema, the array elements it
has already found valid (scalars and flat objects of scalars, keyed with their types) and does not
descend into them again. The verdict and the errors are those of plain ``Draft202012Validator``:
only values already proven valid are skipped (a test compares both on mutated transcripts). For
the same reason the validator works on copies of the schemas whose local ``#/$defs`` references
are inlined (:func:`inline_local_refs`); the files keep their references.

Start-up: ``jsonschema`` (with its format checkers) and ``referencing`` are imported only when a
validator is built. A valid document never needs one: :func:`fits` decides with the compiled
check of :mod:`belote_ref.transcript.fastcheck`, and ``jsonschema`` is asked only for the
messages of an invalid document.
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from functools import cache
from typing import TYPE_CHECKING, Any, Iterable, Iterator

from ..jsonread import key_path, shown
from ..resources import data_path
from .fastcheck import Check, Compiler, Unsupported, flat_key

if TYPE_CHECKING:
    from jsonschema import Draft202012Validator
    from jsonschema.exceptions import ValidationError
    from referencing import Registry

SCHEMA_BASE = "https://belote-ref.example/schemas/"
TRANSCRIPT_ID = SCHEMA_BASE + "transcript/1.0.0"
ACANOMAS_TRANSCRIPT_ID = SCHEMA_BASE + "acanomas-transcript/1.1.0"
"""The transcripts of profile belote-acanomas (their documents say ``"profile": "belote-acanomas"``)."""
RULESET_ID = SCHEMA_BASE + "ruleset/1.0.0"
ACTION_ID = SCHEMA_BASE + "action/1.0.0"
SEAT_VIEW_ID = SCHEMA_BASE + "seat-view/1.0.0"
AUDIT_REPORT_ID = SCHEMA_BASE + "audit-report/1.0.0"
CONFORMANCE_REPORT_ID = SCHEMA_BASE + "conformance-report/1.0.0"
"""The report of ``belote-ref conformance --json``."""
PERFT_ID = SCHEMA_BASE + "perft/1.0.0"
"""The conformance kit's perft files (``corpus/perft/``, ``--perft``)."""
TABLE_CLIENT_ID = SCHEMA_BASE + "table/client/1.1.0"
TABLE_SERVER_ID = SCHEMA_BASE + "table/server/1.1.0"
TABLE_HTTP_ID = SCHEMA_BASE + "table/http/1.1.0"

SCHEMA_FILES: dict[str, str] = {
    TRANSCRIPT_ID: "transcript.schema.json",
    ACANOMAS_TRANSCRIPT_ID: "acanomas-transcript.schema.json",
    RULESET_ID: "ruleset.schema.json",
    ACTION_ID: "action.schema.json",
    SEAT_VIEW_ID: "seat-view.schema.json",
    AUDIT_REPORT_ID: "audit-report.schema.json",
    CONFORMANCE_REPORT_ID: "conformance-report.schema.json",
    PERFT_ID: "perft.schema.json",
    TABLE_CLIENT_ID: "table/client.schema.json",
    TABLE_SERVER_ID: "table/server.schema.json",
    TABLE_HTTP_ID: "table/http.schema.json",
}


def schema_text(file_name: str) -> str:
    """The text of one schema file."""
    return data_path("schemas", file_name).read_text(encoding="utf-8")


@cache
def schemas() -> dict[str, dict[str, Any]]:
    """Every schema, by ``$id``."""
    out: dict[str, dict[str, Any]] = {}
    for schema_id, name in SCHEMA_FILES.items():
        doc = json.loads(schema_text(name))
        if doc.get("$id") != schema_id:
            raise RuntimeError(f"schema file {name} has $id {doc.get('$id')!r}, expected {schema_id}")
        out[schema_id] = doc
    return out


_ANNOTATIONS = frozenset({"description", "title", "$comment"})


def inline_local_refs(doc: dict[str, Any]) -> dict[str, Any]:
    """A copy of a schema whose local ``#/$defs/NAME`` references are replaced by the (shared)
    definitions they name. Our definitions have no ``$id``, anchors or recursion, so the copy
    validates exactly as the original; references to other schemas by ``$id`` stay references.
    Sharing one object per definition lets the validator's memo serve every place it is used."""
    defs = doc.get("$defs", {})
    done: dict[str, Any] = {}

    def resolve(name: str, stack: tuple[str, ...]) -> Any:
        if name not in done:
            if name in stack:
                raise RuntimeError(f"recursive $defs/{name} cannot be inlined")
            done[name] = walk(defs[name], stack + (name,))
        return done[name]

    def walk(node: Any, stack: tuple[str, ...]) -> Any:
        if isinstance(node, list):
            return [walk(x, stack) for x in node]
        if not isinstance(node, dict):
            return node
        ref = node.get("$ref")
        if isinstance(ref, str) and ref.startswith("#/$defs/") and "/" not in ref[8:]:
            target = resolve(ref[8:], stack)
            rest = {k: v for k, v in node.items() if k != "$ref"}
            if set(rest) <= _ANNOTATIONS:
                return target
            return {"allOf": [target], **{k: walk(v, stack) for k, v in rest.items()}}
        return {k: (v if k in ("const", "enum", "$defs") else walk(v, stack)) for k, v in node.items()}

    out = walk(doc, ())
    out["$defs"] = doc.get("$defs", {})
    return out


@cache
def _validation_schemas() -> dict[str, dict[str, Any]]:
    return {schema_id: inline_local_refs(doc) for schema_id, doc in schemas().items()}


def _registry_of(docs: dict[str, dict[str, Any]]) -> Registry:
    from referencing import Registry, Resource
    from referencing.jsonschema import DRAFT202012

    return Registry().with_resources(
        (schema_id, Resource.from_contents(doc, default_specification=DRAFT202012)) for schema_id, doc in docs.items()
    )


@cache
def registry() -> Registry:
    """A registry serving every schema by its ``$id`` (no retrieval: unknown URIs fail)."""
    return _registry_of(schemas())


@cache
def _validation_registry() -> Registry:
    return _registry_of(_validation_schemas())


_MEMO_LIMIT = 50_000
_FAST_KEYWORDS = frozenset({"type", "items", "minItems", "maxItems", "properties", "required", "anyOf", "allOf",
                            "description", "title", "$comment"})


def _memo_key(item: Any) -> Any:
    """A hashable key for a string, an integer, null, a small object of those, or a short list
    of those; None for anything else (validated in full every time). Keys tell 1 from True and
    "1" from 1, so only an identical JSON value can hit."""
    t = type(item)
    if t is str:
        return item
    if t is int:
        return (0, item)
    if item is None:
        return (3,)
    if t is bool:
        return (4, item)
    if t is dict:
        return flat_key(item)
    if t is list:
        if len(item) > 12:
            return None
        for v in item:
            tv = type(v)
            if tv is not str and tv is not int:
                return None
        return (2, tuple(item))
    return None


def _memo_validator_class() -> Any:
    """Draft 2020-12 whose ``items`` and ``properties`` keywords skip values already proven valid
    against the same subschema."""
    from jsonschema import Draft202012Validator, validators

    proven: dict[int, set[Any]] = {}
    plain_items = Draft202012Validator.VALIDATORS["items"]

    shapes: dict[int, tuple[Any, ...] | None] = {}

    def shape(subschema: Any) -> tuple[Any, ...] | None:
        """What :func:`proven_valid` reads of a subschema, looked up once: None when it uses a
        keyword outside :data:`_FAST_KEYWORDS` (then nothing is proven structurally)."""
        if type(subschema) is not dict or not subschema.keys() <= _FAST_KEYWORDS:
            return None
        return (subschema.get("type"), tuple(subschema.get("anyOf", ())), tuple(subschema.get("allOf", ())),
                "anyOf" in subschema, "allOf" in subschema, subschema.get("minItems", 0), subschema.get("maxItems"),
                subschema.get("items"), tuple(subschema.get("required", ())),
                tuple(subschema.get("properties", {}).items()))

    def proven_valid(value: Any, subschema: Any) -> bool:
        """True only if ``value`` is certainly valid against ``subschema``: it was proven before,
        or the subschema uses only type/items/properties/required/min-maxItems/anyOf/allOf and
        every part is proven (then it is remembered as proven). False means "not known": the
        validator then checks in full."""
        sid = id(subschema)
        known = proven.get(sid)
        key = _memo_key(value)
        if known is not None and key is not None and key in known:
            return True
        if sid in shapes:
            s = shapes[sid]
        else:
            s = shapes[sid] = shape(subschema)
        if s is None:
            return False
        t, any_of, all_of, has_any, has_all, min_items, max_items, items, required, props = s
        if has_any and not any(proven_valid(value, b) for b in any_of):
            return False
        if has_all and not all(proven_valid(value, b) for b in all_of):
            return False
        if t == "array":
            if type(value) is not list:
                return False
            if len(value) < min_items or (max_items is not None and len(value) > max_items):
                return False
            if items is not None and not _items_proven(value, items):
                return False
        elif t == "object":
            if type(value) is not dict:
                return False
            for r in required:
                if r not in value:
                    return False
            for k, sub in props:
                if k in value and not proven_valid(value[k], sub):
                    return False
        elif not (t is None and (has_any or has_all)):
            return False
        if key is not None:
            if known is None:
                known = proven[sid] = set()
            if len(known) < _MEMO_LIMIT:
                known.add(key)
        return True

    def _items_proven(value: list[Any], items: Any) -> bool:
        known_items = proven.get(id(items))
        if known_items is not None:
            try:  # strings are their own keys; other keys are tuples, so ints and bools never match
                if known_items.issuperset(value):
                    return True
            except TypeError:  # objects or lists among the items: compare their keys
                keys = [_memo_key(x) for x in value]
                if None not in keys and known_items.issuperset(keys):
                    return True
        return all(proven_valid(x, items) for x in value)

    def checked(validator: Any, value: Any, subschema: Any, path: Any, schema_path: Any,
                known: set[Any]) -> Iterator[ValidationError]:
        key = _memo_key(value)
        if key is not None and key in known:
            return
        if proven_valid(value, subschema):
            return
        failed = False
        for error in validator.descend(value, subschema, path=path, schema_path=schema_path):
            failed = True
            yield error
        if not failed and key is not None and len(known) < _MEMO_LIMIT:
            known.add(key)

    def items(validator: Any, items_schema: Any, instance: Any, schema: dict[str, Any]) -> Iterator[ValidationError]:
        if type(instance) is not list or "prefixItems" in schema or type(items_schema) is not dict:
            yield from plain_items(validator, items_schema, instance, schema)
            return
        known = proven.get(id(items_schema))
        if known is None:
            known = proven[id(items_schema)] = set()
        for index, item in enumerate(instance):
            t = type(item)
            if (t is str and item in known) or (t is dict and (key := _memo_key(item)) is not None and key in known):
                continue
            yield from checked(validator, item, items_schema, index, None, known)

    def properties(validator: Any, props: Any, instance: Any, schema: dict[str, Any]) -> Iterator[ValidationError]:
        if type(instance) is not dict:
            return
        for name, subschema in props.items():
            if name in instance:
                if type(subschema) is not dict:
                    yield from validator.descend(instance[name], subschema, path=name, schema_path=name)
                    continue
                known = proven.get(id(subschema))
                if known is None:
                    known = proven[id(subschema)] = set()
                yield from checked(validator, instance[name], subschema, name, name, known)

    return validators.extend(Draft202012Validator, validators={"items": items, "properties": properties})


@cache
def validator(schema_id: str = TRANSCRIPT_ID) -> Any:
    """The validator of one schema (memoising; see the module docstring)."""
    from jsonschema import Draft202012Validator

    cls = _memo_validator_class()
    return cls(_validation_schemas()[schema_id], registry=_validation_registry(),
               format_checker=Draft202012Validator.FORMAT_CHECKER)


def plain_validator(schema_id: str = TRANSCRIPT_ID) -> Draft202012Validator:
    """A plain Draft 2020-12 validator, for comparison with :func:`validator`."""
    from jsonschema import Draft202012Validator

    return Draft202012Validator(
        schemas()[schema_id], registry=registry(), format_checker=Draft202012Validator.FORMAT_CHECKER
    )


def json_path(parts: Iterable[Any]) -> str:
    """The JSON path of a value from its keys and indices: ``$.hands[0].dealer``."""
    out = "$"
    for p in parts:
        out = f"{out}[{p}]" if isinstance(p, int) else key_path(out, str(p))
    return out


@dataclass(frozen=True, slots=True)
class SchemaProblem:
    """One schema violation: the JSON path of the value and what is wrong with it."""

    path: str
    message: str

    def __str__(self) -> str:
        return f"{self.path}: {self.message}"


def _in_json(error: ValidationError) -> str:
    """The validator's message with the values it quotes written as JSON (:func:`shown`), not in
    Python's notation: ``"dealer" is missing (a required key)``, ``null is not of type "boolean"``,
    ``"never" is not one of ["required", "optional"]``; the value checked shortened to about 60
    characters (``[{"leader": 1, ... is too long``), never what is wrong with it."""
    v, value, instance, message = error.validator, error.validator_value, error.instance, error.message
    if v == "required" and isinstance(value, list):
        key = next((k for k in value if message == f"{k!r} is a required property"), None)
        if key is not None:
            return f"{shown(key)} is missing (a required key)"
    if v == "additionalProperties" and isinstance(instance, dict) and isinstance(error.schema, dict):
        known = error.schema.get("properties", {})
        extra = [k for k in instance if k not in known]
        if extra and message.endswith(" unexpected)"):
            return (f"Additional properties are not allowed ({', '.join(map(shown, extra))} "
                    f"{'was' if len(extra) == 1 else 'were'} unexpected)")
    if v == "const" and message == f"{value!r} was expected":
        return f"{shown(value)} was expected"
    text = repr(instance)
    if not message.startswith(text):
        return message
    rest = message[len(text):]
    if v == "type":
        types = [value] if isinstance(value, str) else list(value) if isinstance(value, list) else []
        rest = f" is not of type {', '.join(map(shown, types))}"
    elif v == "enum":
        rest = f" is not one of {shown(value)}"
    return shown(instance, 60) + rest


def _reason_kept(error: ValidationError, limit: int = 200) -> str:
    """The validator's message (:func:`_in_json`) in about ``limit`` characters, its reason always
    kept: a message still too long (another long quoted value) keeps both its ends."""
    message = _in_json(error)
    if len(message) <= limit:
        return message
    half = (limit - 5) // 2
    return message[:half] + " ... " + message[-half:]


CARD_WORDS = ("rank 7 8 9 10 J Q K A, then suit letter C D H S, as in JH or 10S "
              "(suit symbols such as J\u2665 are read by the Python API only)")
PATTERN_WORDS: dict[str, str] = {
    "card": "a card: " + CARD_WORDS,
    "legal_action": "a legal action as text: pass, take H, a card (10H) or a card with belote (KH belote)",
    "format_version": "a format version 1.MINOR.PATCH",
    "version": "a version MAJOR.MINOR.PATCH",
    "clauses": "a clause ID such as PLAY-TURN",
    "id": "a ruleset ID such as belote-classic-1.0.0",
}
"""What each pattern of the schemas stands for, by the name of the property or definition that
holds it: the messages say this rather than show the regular expression."""


@cache
def _pattern_names() -> dict[str, str]:
    """Each pattern of every schema file (``schemas/`` and ``schemas/adapter/``), by its text,
    to the words of :data:`PATTERN_WORDS`."""
    out: dict[str, str] = {}

    def walk(node: Any, name: str) -> None:
        if isinstance(node, dict):
            pattern = node.get("pattern")
            if isinstance(pattern, str) and name in PATTERN_WORDS:
                out[pattern] = PATTERN_WORDS[name]
                if name == "card" and "|T|" in pattern:  # the adapter protocol also reads T for ten
                    out[pattern] = PATTERN_WORDS[name].replace("as in JH or 10S", "as in JH, 10S or TS")
            for k, v in node.items():
                walk(v, name if k in ("items", "properties", "$defs", "allOf", "anyOf", "oneOf") else k)
        elif isinstance(node, list):
            for x in node:
                walk(x, name)

    for folder in (data_path("schemas"), data_path("schemas", "adapter")):
        for f in sorted(folder.glob("*.schema.json")):
            walk(json.loads(f.read_text(encoding="utf-8")), "")
    return out


def error_message(error: ValidationError) -> str:
    """The message of a schema error in the game's words: a pattern is named by what it stands
    for (a card, a version ...), never shown as a regular expression; a card written with a suit
    symbol or in lower case gets its spelling in files; a long value quoted is shortened, never the
    reason (an array too long or too short says how many items it has and may have)."""
    if error.validator == "pattern" and isinstance(error.instance, str):
        words = _pattern_names().get(str(error.validator_value))
        if words is not None:
            message = f"{shown(error.instance, 60)} is not {words}"
            if words.startswith(("a card", "a legal action")):
                from ..cards import CardSyntaxError, parse_card

                text, belote = error.instance, ""
                if text.endswith(" belote"):
                    text, belote = text[:-7], " belote"
                try:
                    message += f"; write {parse_card(text)}{belote}"
                except CardSyntaxError:
                    pass
            return message
    message = _reason_kept(error)
    if error.validator in ("maxItems", "minItems") and isinstance(error.instance, list):
        bound = "at most" if error.validator == "maxItems" else "at least"
        message += f" ({len(error.instance)} items, {bound} {error.validator_value})"
    return message


@dataclass(frozen=True, slots=True)
class RankedProblem:
    """A schema problem with what :func:`pick` needs to order it (no reference to the instance)."""

    key: Any
    order: list[str]
    problem: SchemaProblem


def ranked(errors: Iterable[ValidationError], prefix: tuple[Any, ...] = ()) -> list[RankedProblem]:
    """Validation errors as ranked problems; ``prefix`` is the path of the validated value in its
    document (``("hands", 3)`` for a hand validated on its own)."""
    from jsonschema.exceptions import best_match, relevance

    out = []
    for e in errors:
        if prefix:
            e.path.extendleft(reversed(prefix))
        leaf = _leaf_error(best_match([e]))
        key: Any = relevance(e)
        out.append(RankedProblem((key[0], list(key[1]), *key[2:]), [str(p) for p in e.absolute_path],
                                 SchemaProblem(leaf.json_path, error_message(leaf))))
    return out


def pick(problems: list[RankedProblem], limit: int = 20) -> list[SchemaProblem]:
    """The most relevant problem first (as :func:`jsonschema.exceptions.best_match` ranks), then
    the others by path; each once; at most ``limit``."""
    if not problems:
        return []
    first = max(problems, key=lambda r: r.key)
    out: list[SchemaProblem] = []
    for r in [first] + sorted((r for r in problems if r is not first), key=lambda r: r.order):
        if r.problem not in out:
            out.append(r.problem)
            if len(out) == limit:
                break
    return out


def problems_of(errors: Iterable[ValidationError], limit: int = 20) -> list[SchemaProblem]:
    """Schema problems from validation errors, the most relevant first, at most ``limit``."""
    return pick(ranked(errors), limit)


def schema_problems(instance: Any, schema_id: str = TRANSCRIPT_ID, limit: int = 20) -> list[SchemaProblem]:
    """The schema violations of ``instance``, the most relevant first, at most ``limit``."""
    return pick(ranked_problems(instance, schema_id), limit)


def ranked_problems(instance: Any, schema_id: str = TRANSCRIPT_ID) -> list[RankedProblem]:
    """The ranked schema problems of a document (none, at the cost of :func:`fits`, when it is valid)."""
    if fits(instance, _validation_schemas()[schema_id]):
        return []
    return ranked(validator(schema_id).iter_errors(instance))


def hand_problems(hand: Any, index: int, schema_id: str = TRANSCRIPT_ID) -> list[RankedProblem]:
    """The ranked schema problems of hand ``index`` of a transcript, validated on its own (none,
    at the cost of :func:`fits`, when it is valid)."""
    if fits(hand, hand_schema(schema_id)):
        return []
    return ranked(hand_validator(schema_id).iter_errors(hand), ("hands", index))


def hand_validator(schema_id: str = TRANSCRIPT_ID) -> Any:
    """The validator of one item of a transcript's ``hands`` (the same memoising validator,
    on the same inlined subschema that validates it inside a whole transcript)."""
    return validator(schema_id).evolve(schema=_validation_schemas()[schema_id]["properties"]["hands"]["items"])


@cache
def fact_names(schema_id: str = TRANSCRIPT_ID) -> frozenset[str]:
    """The facts a hand of a transcript may record (the properties of its ``facts`` in the
    schema): the audit checks these; another name is a fact this reader does not know."""
    hand = _validation_schemas()[schema_id]["properties"]["hands"]["items"]
    return frozenset(hand["properties"]["facts"]["properties"])


_FITS: dict[int, tuple[Any, Check]] = {}
"""The predicate of each subschema tried by :func:`fits` (by ``id``: the cached schemas live on)."""


@cache
def _compiler() -> Compiler:
    return Compiler(_referred)


def fits(value: Any, schema: Any) -> bool:
    """Whether ``value`` is valid against the (inlined) subschema ``schema``: the fast check
    (:mod:`~belote_ref.transcript.fastcheck`), or Draft 2020-12 for a schema it does not implement."""
    found = _FITS.get(id(schema))
    if found is None:
        try:
            check = _compiler().check(schema)
        except Unsupported:
            from jsonschema import Draft202012Validator

            check = Draft202012Validator(schema, registry=_validation_registry(),
                                         format_checker=Draft202012Validator.FORMAT_CHECKER).is_valid
        found = _FITS[id(schema)] = schema, check
    return bool(found[1](value))


@cache
def _referred(ref: str) -> Any:
    """The (inlined) schema an ``$id`` reference names."""
    if ref in _validation_schemas():
        return _validation_schemas()[ref]
    return _validation_registry().resolver().lookup(ref).contents


_JSON_TYPES = {dict: "object", list: "array", str: "string", bool: "boolean", int: "integer", float: "number",
               type(None): "null"}


def _declared_type(schema: Any) -> Any:
    """The ``type`` a subschema declares, looking through ``$ref`` and a one-part ``allOf``
    (None: not declared)."""
    while isinstance(schema, dict):
        if "type" in schema:
            return schema["type"]
        if isinstance(schema.get("$ref"), str):
            schema = _referred(schema["$ref"])
        elif len(schema.get("allOf", ())) == 1:
            schema = schema["allOf"][0]
        else:
            return None
    return None


def _may_fit(value: Any, schema: Any) -> bool:
    """False when ``schema`` declares a type ``value`` does not have (a cheap first test)."""
    declared = _declared_type(schema)
    if declared is None:
        return True
    kind = _JSON_TYPES.get(type(value))
    kinds = declared if isinstance(declared, list) else [declared]
    return kind in kinds or (kind == "integer" and "number" in kinds)


@cache
def _names_keys(schema_id: int) -> bool:
    """Whether the subschema (by ``id``; see :data:`_FITS`) names object keys or array items anywhere."""
    def walk(node: Any) -> bool:
        if isinstance(node, dict):
            if "properties" in node or "items" in node or "$ref" in node:
                return True
            return any(walk(v) for v in node.values())
        if isinstance(node, list):
            return any(walk(v) for v in node)
        return False
    return walk(_KEPT[schema_id])


_KEPT: dict[int, Any] = {}


def _applying(value: Any, schema: Any) -> Iterator[dict[str, Any]]:
    """The subschemas that apply to ``value`` (schema-valid) under ``schema``: itself, what it
    refers to, every ``allOf`` part, the ``anyOf`` / ``oneOf`` branches ``value`` is valid
    against, and the ``then`` (or ``else``) its ``if`` selects (only when one names keys)."""
    if not isinstance(schema, dict):
        return
    yield schema
    ref = schema.get("$ref")
    if isinstance(ref, str):
        yield from _applying(value, _referred(ref))
    for part in schema.get("allOf", ()):
        yield from _applying(value, part)
    for key in ("anyOf", "oneOf"):
        branches = [b for b in schema.get(key, ()) if _may_fit(value, b)]
        for branch in branches:
            if len(branches) == 1 or fits(value, branch):  # a valid value fits one branch at least
                yield from _applying(value, branch)
    if "if" in schema:
        then, other = schema.get("then"), schema.get("else")
        if any(isinstance(b, dict) and _names_keys(_keep(b)) for b in (then, other)):
            yield from _applying(value, then if fits(value, schema["if"]) else other)


def _keep(schema: dict[str, Any]) -> int:
    _KEPT.setdefault(id(schema), schema)
    return id(schema)


_UNKNOWN_MEMO: dict[tuple[Any, ...], list[tuple[Any, ...]]] = {}
"""The unknown keys of flat objects (scalars only: actions, mostly) already walked, by their
schemas and :func:`_memo_key` (a transcript repeats a few hundred distinct ones)."""


def unknown_keys(value: Any, schema_id: str = TRANSCRIPT_ID, parts: tuple[Any, ...] = (),
                 schemas: list[Any] | None = None) -> list[tuple[Any, ...]]:
    """The path (as parts, after ``parts``) of every key of ``value`` (a schema-valid document of
    ``schema_id``, or the part of it at ``parts`` under ``schemas``) that its schema does not
    name: the keys a reader ignores (spec/transcripts.md, Versioning, Unknown fields), in document
    order. An object whose schema names no ``properties`` at all is free-form (no key of it is
    unknown), and so is one that allows ``patternProperties`` or ``additionalProperties`` or
    bounds its keys with ``maxProperties`` instead of naming them (profile belote-acanomas's
    recorded views, compared key by key with the reference's, and ruleset options, each checked
    by the ruleset)."""
    if schemas is None:
        schemas = [_validation_schemas()[schema_id]]
    out: list[tuple[Any, ...]] = []
    _walk(value, schemas, parts, out)
    return out


def _may_apply(schema: Any, always: bool) -> Iterator[dict[str, Any]]:
    """The subschemas that may apply to a value under ``schema``, whatever the value (a superset
    of :func:`_applying`'s): itself, what it refers to, its ``allOf`` parts and, unless
    ``always`` (then only those that apply to every value), every ``anyOf`` / ``oneOf`` branch
    and the ``then`` and ``else`` of its ``if``."""
    if not isinstance(schema, dict):
        return
    yield schema
    ref = schema.get("$ref")
    if isinstance(ref, str):
        yield from _may_apply(_referred(ref), always)
    for part in schema.get("allOf", ()):
        yield from _may_apply(part, always)
    if not always:
        for key in ("anyOf", "oneOf"):
            for branch in schema.get(key, ()):
                yield from _may_apply(branch, always)
        if "if" in schema:
            for branch in (schema.get("then"), schema.get("else")):
                yield from _may_apply(branch, always)


def _frees(sub: dict[str, Any]) -> bool:
    """Whether a subschema leaves its object free-form (see :func:`unknown_keys`)."""
    extra = sub.get("additionalProperties")
    return bool(sub.get("patternProperties")) or "maxProperties" in sub or (extra is not None and extra is not False)


@cache
def _same_for_every_value(ids: tuple[int, ...]) -> bool:
    """Whether :func:`_level` and :func:`_items_of` find the same for every value under these
    subschemas (by ``id``; see :data:`_KEPT`): the subschemas that apply to some values only
    leave no object free-form, name no ``items``, and name only keys the others name, with
    values that hold no object."""
    schemas = [_KEPT[i] for i in ids]
    always = {id(sub): sub for schema in schemas for sub in _may_apply(schema, True)}
    named: dict[str, list[Any]] = {}
    for sub in always.values():
        for k, v in (sub.get("properties") or {}).items():
            named.setdefault(k, []).append(v)
    for schema in schemas:
        for sub in _may_apply(schema, False):
            if id(sub) in always:
                continue
            if _frees(sub) or "items" in sub:
                return False
            for k in sub.get("properties") or {}:
                if k not in named or not any(_holds_no_object(_keep(v)) for v in named[k]):
                    return False
    return True


_SCALARS = frozenset({"string", "integer", "number", "boolean", "null"})


@cache
def _holds_no_object(schema_id: int) -> bool:
    """Whether every valid value of a subschema (by ``id``; see :data:`_KEPT`) is a scalar or an
    array of such values, to any depth (looking through ``$ref`` and a one-part ``allOf``): no
    key in it can be unknown."""
    schema = _KEPT[schema_id]
    while isinstance(schema, dict):
        t = schema.get("type")
        if (isinstance(t, str) and t in _SCALARS) or (isinstance(t, list) and set(t) <= _SCALARS):
            return True
        if t == "array":
            items = schema.get("items")
            return isinstance(items, dict) and _holds_no_object(_keep(items))
        if t is not None:
            return False
        if isinstance(schema.get("$ref"), str):
            schema = _referred(schema["$ref"])
        elif len(schema.get("allOf", ())) == 1:
            schema = schema["allOf"][0]
        else:
            return False
    return False


_Level = tuple[dict[str, list[Any]], bool, frozenset[str]]
_LEVELS: dict[tuple[int, ...], _Level] = {}
"""The level (:func:`_level`) of each list of subschemas that gives the same for every value, by their ``id``."""
_ITEMS: dict[tuple[int, ...], list[Any]] = {}
"""The ``items`` subschemas of each list of subschemas that gives the same for every value, by their ``id``."""


def _level(value: dict[str, Any], schemas: list[Any]) -> _Level:
    """The keys the subschemas applying to ``value`` name, each with the subschemas naming it;
    whether they leave the object free-form (then no key of it is unknown); the keys whose values
    may hold objects (the others are not walked)."""
    ids = tuple(map(id, schemas))
    found = _LEVELS.get(ids)
    if found is not None:
        return found
    named: dict[str, list[Any]] = {}
    free = False
    for schema in schemas:
        for sub in _applying(value, schema):
            for k, v in (sub.get("properties") or {}).items():
                named.setdefault(k, []).append(v)
            free = free or _frees(sub)
    deep = frozenset(k for k, subs in named.items() if not any(_holds_no_object(_keep(s)) for s in subs))
    if _same_for_every_value(tuple(_keep(s) for s in schemas)):
        _LEVELS[ids] = named, free, deep
    return named, free, deep


def _items_of(value: list[Any], schemas: list[Any]) -> list[Any]:
    """The ``items`` subschemas of the subschemas applying to ``value``."""
    ids = tuple(map(id, schemas))
    found = _ITEMS.get(ids)
    if found is not None:
        return found
    items = [sub["items"] for schema in schemas for sub in _applying(value, schema) if isinstance(sub.get("items"), dict)]
    if _same_for_every_value(tuple(_keep(s) for s in schemas)):
        _ITEMS[ids] = items
    return items


def _walk(value: Any, schemas: list[Any], parts: tuple[Any, ...], out: list[tuple[Any, ...]]) -> None:
    if isinstance(value, dict):
        ids = tuple(map(id, schemas))
        level = _LEVELS.get(ids)
        memo = None
        if level is None:  # the subschemas that apply depend on the value: remember flat objects
            key = _memo_key(value)  # None unless a small flat object
            memo = None if key is None else (ids, key)
            if memo is not None and memo in _UNKNOWN_MEMO:
                out.extend(parts + rel for rel in _UNKNOWN_MEMO[memo])
                return
        named, free, deep = level or _level(value, schemas)
        found: list[tuple[Any, ...]] = out if memo is None else []
        if named and not free:
            for key, item in value.items():
                if key not in named:
                    found.append(parts + (key,))
                elif key in deep and isinstance(item, (dict, list)):
                    _walk(item, named[key], parts + (key,), found)
        if memo is not None:
            if len(_UNKNOWN_MEMO) < _MEMO_LIMIT:
                _UNKNOWN_MEMO[memo] = [p[len(parts):] for p in found]
            out.extend(found)
    elif isinstance(value, list):
        for item in value:
            if isinstance(item, (dict, list)):
                break
        else:  # scalars only
            return
        items = _items_of(value, schemas)
        if items:
            for i, item in enumerate(value):
                if isinstance(item, (dict, list)):
                    _walk(item, items, parts + (i,), out)


def hand_schema(schema_id: str = TRANSCRIPT_ID) -> Any:
    """The (inlined) subschema of one item of a transcript's ``hands``."""
    return _validation_schemas()[schema_id]["properties"]["hands"]["items"]


def _leaf_error(error: ValidationError) -> ValidationError:
    """The deepest relevant error under an anyOf/allOf error (its path names the value best)."""
    from jsonschema.exceptions import best_match

    while error.context:
        error = best_match(error.context)
    return error


def is_valid(instance: Any, schema_id: str = TRANSCRIPT_ID) -> bool:
    return fits(instance, _validation_schemas()[schema_id])


def self_contained(ref: str) -> dict[str, Any]:
    """The schema at ``ref`` (an ``$id`` with an optional ``#/$defs/...`` fragment) with every
    reference, local or to another schema, replaced by what it names: a validator of it never
    looks anything up, which makes small messages about twice as fast to check. Valid only for
    schemas without recursion (ours)."""
    reg = registry()

    def walk(node: Any, base: str, stack: tuple[str, ...]) -> Any:
        if isinstance(node, list):
            return [walk(x, base, stack) for x in node]
        if not isinstance(node, dict):
            return node
        out: dict[str, Any] = {}
        if "$ref" in node:
            target = node["$ref"]
            uri = base + target if target.startswith("#") else target
            if uri in stack:
                raise RuntimeError(f"recursive reference {uri} cannot be made self-contained")
            resolved = reg.resolver(base_uri=base).lookup(uri)
            inner = walk(resolved.contents, resolved.resolver._base_uri or base, stack + (uri,))
            rest = {k: walk(v, base, stack) for k, v in node.items() if k != "$ref"}
            return {"allOf": [inner], **rest} if rest else inner
        for k, v in node.items():
            if k in ("$defs", "$id", "$schema"):
                continue
            out[k] = v if k in ("const", "enum") else walk(v, base, stack)
        return out

    base = ref.split("#", 1)[0]
    return walk({"$ref": ref}, base, ())
