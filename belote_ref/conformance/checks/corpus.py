"""The corpus files the golden and negative checks replay, read through the transcript package's
reader (:mod:`belote_ref.transcript.read`: strict JSON, format and version, schema, ruleset), and
the reference's result of one recorded hand."""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path
from typing import Any, Callable, Iterable, Iterator, Mapping

from ...actions import action_from_json
from ...cards import parse_cards
from ...errors import BeloteError
from ...hand import OVER
from ...machine import Game
from ...rules import classic_rules
from ...ruleset import make_ruleset
from ...transcript.read import Unreadable, load_text, parse_json, read_document
from ..results import CorpusError
from .context import CheckContext


@dataclass(frozen=True)
class CorpusFile:
    """One readable transcript of the corpus."""

    path: Path
    doc: dict[str, Any]
    options: dict[str, Any]
    """Every option of its ruleset (canonical values filled in)."""
    totals: tuple[int, int]
    """Match totals carried into its first hand."""
    disputed: int
    """Disputed points carried into its first hand."""


def json_files(paths: Iterable[Path]) -> list[Path]:
    """The ``*.json`` files of each folder (sorted), and each file given as itself."""
    out: list[Path] = []
    for p in paths:
        if p.is_dir():
            out.extend(sorted(p.glob("*.json")))
        elif p.is_file():
            out.append(p)
    return out


def read_corpus_file(path: Path) -> CorpusFile:
    """Read one transcript; raise :class:`~belote_ref.transcript.read.Unreadable` naming what is
    wrong and where."""
    t = read_document(parse_json(load_text(str(path))))
    start = t.doc.get("start") or {}
    totals = start.get("totals") or [0, 0]
    return CorpusFile(path, t.doc, t.ruleset.options(), (int(totals[0]), int(totals[1])), int(start.get("disputed") or 0))


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


def reference_result(options: Mapping[str, Any], hand: Mapping[str, Any], totals: tuple[int, int],
                     disputed: int) -> tuple[tuple[int, int], int]:
    """Play one recorded hand on the reference alone; the totals and disputed points after it
    (what the next hand carries in)."""
    game = Game(classic_rules(make_ruleset(dict(options))), hand["dealer"], totals, disputed)
    try:
        game.deal(parse_cards(" ".join(hand["order"])))
    except BeloteError as exc:
        raise CorpusError(f"the reference cannot start this hand: {exc}") from None
    h = game.hand
    for i, a in enumerate(hand["actions"]):
        if h.stage == OVER:
            raise CorpusError(f"action {i} comes after the end of the hand")
        try:
            game.apply(action_from_json(a))
        except BeloteError as exc:
            raise CorpusError(f"action {i} is refused by the reference: {exc}") from None
    if h.stage != OVER:
        raise CorpusError("the hand does not end")
    return game.totals, game.disputed


__all__ = ["CorpusFile", "corpus_files", "json_files", "read_corpus_file", "reference_result"]
