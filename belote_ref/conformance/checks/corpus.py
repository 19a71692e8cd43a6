"""The corpus files the golden and negative checks replay, read through the transcript package's
reader (:mod:`belote_ref.transcript.read`: strict JSON, format and version, schema, ruleset), and
the reference's result of one recorded hand."""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache
from pathlib import Path
from typing import Any, Callable, Iterable, Iterator, Mapping

from ...actions import action_from_json
from ...cards import parse_cards
from ...errors import BeloteError
from ...hand import OVER
from ...machine import Game
from ...rules import classic_rules
from ...ruleset import make_ruleset
from ...transcript.audit import check_profile
from ...transcript.read import Transcript, Unreadable, load_text, parse_json, read_document
from ..results import CorpusError
from .context import CheckContext


@dataclass(frozen=True)
class CorpusFile:
    """One readable transcript of the corpus."""

    path: Path
    doc: dict[str, Any]
    options: dict[str, Any]
    """Every option of its ruleset (canonical values filled in)."""
    totals: tuple[int, ...]
    """Match totals carried into its first hand (per team; per side in profile belote-acanomas)."""
    disputed: int
    """Disputed points carried into its first hand."""
    profile: str = "belote-classic"
    match: dict[str, Any] | None = None
    """Profile belote-acanomas: the pots, seats out and sides barred carried into its first game."""


def json_files(paths: Iterable[Path]) -> list[Path]:
    """The ``*.json`` files of each folder (sorted), and each file given as itself."""
    out: list[Path] = []
    for p in paths:
        if p.is_dir():
            out.extend(sorted(p.glob("*.json")))
        elif p.is_file():
            out.append(p)
    return out


def read_corpus_file(path: Path, profile: str | None = None) -> CorpusFile:
    """Read one transcript (with ``profile``: of that profile, as ``audit --profile`` reads it);
    raise :class:`~belote_ref.transcript.read.Unreadable` naming what is wrong and where. The
    file is read each time; the same text is checked once (the command checks the corpus
    before the run, the checks read it again)."""
    text = load_text(str(path))
    t = check_profile(_document(text) if len(text) <= CACHED_TEXT else read_document(parse_json(text)), profile)
    start = t.doc.get("start") or {}
    profile = str(t.doc.get("profile") or "belote-classic")
    if profile != "belote-classic":
        ruleset: Any = t.ruleset
        sides = 2 if ruleset.pairs else ruleset.players
        totals = start.get("totals") or [0] * sides
        match = {"pots": list(start.get("pots") or []), "out": list(start.get("out") or []),
                 "barred": list(start.get("barred") or [])}
        return CorpusFile(path, t.doc, t.ruleset.options(), tuple(int(x) for x in totals), 0, profile, match)
    totals = start.get("totals") or [0, 0]
    return CorpusFile(path, t.doc, t.ruleset.options(), (int(totals[0]), int(totals[1])), int(start.get("disputed") or 0))


CACHED_TEXT = 1 << 20
"""The longest transcript text whose reading is remembered (:func:`_document`)."""


@lru_cache(maxsize=256)
def _document(text: str) -> Transcript:
    """The transcript of ``text`` (:func:`~belote_ref.transcript.read.read_document`), remembered."""
    return read_document(parse_json(text))


def corpus_files(
    ctx: CheckContext, check: str, folders: Iterable[Path], what: str,
    check_doc: Callable[[Path, dict[str, Any]], None] | None = None,
) -> Iterator[CorpusFile]:
    """Each readable transcript of ``folders`` whose options the engine supports (``check_doc``
    may refuse one with a ValueError); the others are noted as not run (with why), and so is an
    empty corpus."""
    paths = json_files(folders)
    if not paths:
        ctx.not_run(f"{check}: no {what} found")
        return
    for n, path in enumerate(paths):
        ctx.progress(check, n, len(paths))
        try:
            f = read_corpus_file(path)
            if check_doc is not None:
                check_doc(path, f.doc)
        except Unreadable as exc:
            ctx.not_run(f"{check} {path}: unreadable: {exc}")
            continue
        except ValueError as exc:
            ctx.not_run(f"{check} {path}: {exc}")
            continue
        why = ctx.supports(f.options)
        if why:
            ctx.not_run(f"{check} {path.name}: {why}")
            continue
        yield f


def state_after(profile: str, result: Mapping[str, Any]) -> tuple[tuple[int, ...], int, dict[str, Any] | None]:
    """The match state the next hand carries in, from a ``result`` (the team game) or a
    ``game_result`` (profile belote-acanomas): totals, disputed points, the rest of the match."""
    if profile == "belote-classic":
        return (result["totals"][0], result["totals"][1]), result["disputed"], None
    return tuple(result["totals"]), 0, {"pots": result["pots"], "out": result["out"], "barred": result["barred"]}


def reference_state(f: CorpusFile, upto: int) -> tuple[tuple[int, ...], int, dict[str, Any] | None]:
    """The match state carried into hand ``upto`` of a corpus file: its hands before it played on
    the reference alone, through the protocol (any profile)."""
    from ..reference_adapter import ReferenceAdapter
    from .lockstep import HandCase, start_request

    totals, disputed, match = f.totals, f.disputed, f.match
    for n, hand in enumerate(f.doc["hands"][:upto]):
        ref = ReferenceAdapter(trusted=True, profile=f.profile)
        case = HandCase("", f.options, hand["dealer"], list(hand["order"]), totals, disputed, match=match)
        r = ref.handle(start_request(f.profile, case))
        if r.get("type") == "error":
            raise CorpusError(f"hand {n}: the reference cannot start it: {r.get('message')}")
        for i, a in enumerate(hand["actions"]):
            r = ref.handle({"type": "apply", "action": a})
            if not r.get("accepted"):
                raise CorpusError(f"hand {n}: action {i} is refused by the reference: {r.get('reason', r.get('message'))}")
        r = ref.handle({"type": ref.kit.result})
        if r.get("type") == "error":
            raise CorpusError(f"hand {n}: {r.get('message')}")
        totals, disputed, match = state_after(f.profile, r)
    return totals, disputed, match


__all__ = ["CorpusFile", "corpus_files", "json_files", "read_corpus_file", "reference_state",
           "state_after"]
