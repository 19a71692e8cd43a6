"""The JSON Schemas of transcripts, rulesets, actions, seat views and audit reports, served by a
``referencing.Registry`` (never the network), and their validators (Draft 2020-12 with the
format checker).

The canonical files are in the repository's ``schemas/``; the package carries an identical copy
(``belote_ref/transcript/schemas/``, kept equal by a test and by ``belote-ref corpus regenerate``)
so that an installed copy works.

Speed: a transcript holds thousands of small values (cards, actions) drawn from a few hundred
distinct ones. The validator built here remembers, per ``items`` subschema, the array elements it
has already found valid (scalars and flat objects of scalars, keyed with their types) and does not
descend into them again. The verdict and the errors are those of plain ``Draft202012Validator``:
only values already proven valid are skipped (a test compares both on mutated transcripts).
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from functools import cache
from importlib import resources
from typing import Any, Iterator

from jsonschema import Draft202012Validator, validators
from jsonschema.exceptions import ValidationError, best_match
from referencing import Registry, Resource
from referencing.jsonschema import DRAFT202012

SCHEMA_BASE = "https://belote-ref.example/schemas/"
TRANSCRIPT_ID = SCHEMA_BASE + "transcript/1.0.0"
RULESET_ID = SCHEMA_BASE + "ruleset/1.0.0"
ACTION_ID = SCHEMA_BASE + "action/1.0.0"
SEAT_VIEW_ID = SCHEMA_BASE + "seat-view/1.0.0"
AUDIT_REPORT_ID = SCHEMA_BASE + "audit-report/1.0.0"

SCHEMA_FILES: dict[str, str] = {
    TRANSCRIPT_ID: "transcript.schema.json",
    RULESET_ID: "ruleset.schema.json",
    ACTION_ID: "action.schema.json",
    SEAT_VIEW_ID: "seat-view.schema.json",
    AUDIT_REPORT_ID: "audit-report.schema.json",
}


def schema_text(file_name: str) -> str:
    """The text of one packaged schema file."""
    return (resources.files("belote_ref.transcript") / "schemas" / file_name).read_text(encoding="utf-8")


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


@cache
def registry() -> Registry:
    """A registry serving every schema by its ``$id`` (no retrieval: unknown URIs fail)."""
    return Registry().with_resources(
        (schema_id, Resource.from_contents(doc, default_specification=DRAFT202012))
        for schema_id, doc in schemas().items()
    )


_SCALAR_TYPES = (str, int, bool, float, type(None))
_MEMO_LIMIT = 50_000


def _memo_key(item: Any, depth: int = 0) -> Any:
    """A hashable key that tells JSON values apart by type (1, 1.0 and True differ) for scalars,
    small flat objects and short lists of those; None for anything else."""
    t = type(item)
    if t in _SCALAR_TYPES:
        return (t, item)
    if depth > 1:
        return None
    if t is dict and len(item) <= 8:
        parts = []
        for k, v in item.items():
            key = _memo_key(v, depth + 1)
            if key is None:
                return None
            parts.append((k, key))
        return (dict, tuple(parts))
    if t is list and len(item) <= 8:
        keys = []
        for v in item:
            key = _memo_key(v, depth + 1)
            if key is None:
                return None
            keys.append(key)
        return (list, tuple(keys))
    return None


def _memo_validator_class() -> Any:
    """Draft 2020-12 whose ``items`` and ``properties`` keywords skip values already proven valid
    against the same subschema."""
    proven: dict[int, set[Any]] = {}

    def checked(validator: Any, value: Any, subschema: Any, path: Any, schema_path: Any = None) -> Iterator[ValidationError]:
        if type(subschema) is not dict:
            yield from validator.descend(value, subschema, path=path, schema_path=schema_path)
            return
        key = _memo_key(value)
        known = proven.get(id(subschema))
        if known is None:
            known = proven[id(subschema)] = set()
        elif key is not None and key in known:
            return
        failed = False
        for error in validator.descend(value, subschema, path=path, schema_path=schema_path):
            failed = True
            yield error
        if not failed and key is not None and len(known) < _MEMO_LIMIT:
            known.add(key)

    plain_items = Draft202012Validator.VALIDATORS["items"]

    def items(validator: Any, items_schema: Any, instance: Any, schema: dict[str, Any]) -> Iterator[ValidationError]:
        if type(instance) is not list or "prefixItems" in schema or type(items_schema) is not dict:
            yield from plain_items(validator, items_schema, instance, schema)
            return
        for index, item in enumerate(instance):
            yield from checked(validator, item, items_schema, index)

    def properties(validator: Any, props: Any, instance: Any, schema: dict[str, Any]) -> Iterator[ValidationError]:
        if type(instance) is not dict:
            return
        for name, subschema in props.items():
            if name in instance:
                yield from checked(validator, instance[name], subschema, name, name)

    return validators.extend(Draft202012Validator, validators={"items": items, "properties": properties})


@cache
def validator(schema_id: str = TRANSCRIPT_ID) -> Any:
    """The validator of one schema (memoising; see the module docstring)."""
    cls = _memo_validator_class()
    return cls(schemas()[schema_id], registry=registry(), format_checker=Draft202012Validator.FORMAT_CHECKER)


def plain_validator(schema_id: str = TRANSCRIPT_ID) -> Draft202012Validator:
    """A plain Draft 2020-12 validator, for comparison with :func:`validator`."""
    return Draft202012Validator(
        schemas()[schema_id], registry=registry(), format_checker=Draft202012Validator.FORMAT_CHECKER
    )


@dataclass(frozen=True, slots=True)
class SchemaProblem:
    """One schema violation: the JSON path of the value and what is wrong with it."""

    path: str
    message: str

    def __str__(self) -> str:
        return f"{self.path}: {self.message}"


def _short(message: str, limit: int = 200) -> str:
    return message if len(message) <= limit else message[: limit - 3] + "..."


def schema_problems(instance: Any, schema_id: str = TRANSCRIPT_ID, limit: int = 20) -> list[SchemaProblem]:
    """The schema violations of ``instance``, the most relevant first, at most ``limit``."""
    errors = list(validator(schema_id).iter_errors(instance))
    if not errors:
        return []
    first = best_match(errors)
    ordered = [first] + sorted((e for e in errors if e is not first), key=lambda e: [str(p) for p in e.absolute_path])
    return [SchemaProblem(_leaf_error(e).json_path, _short(_leaf_error(e).message)) for e in ordered[:limit]]


def _leaf_error(error: ValidationError) -> ValidationError:
    """The deepest relevant error under an anyOf/allOf error (its path names the value best)."""
    while error.context:
        error = best_match(error.context)
    return error


def is_valid(instance: Any, schema_id: str = TRANSCRIPT_ID) -> bool:
    return validator(schema_id).is_valid(instance)
