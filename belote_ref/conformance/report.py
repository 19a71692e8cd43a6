"""The report of a conformance run: one line per clause (passed, thin, failed, unsupported, not
exercised, skipped) with the comparisons actually made, the first difference of each failure
(a hand's result side by side) with its reproducing transcript, the coverage table (each
situation of each clause, per option value, and how often it was compared), engine errors,
totals; as text, JSON or JUnit XML (spec/conformance.md, Report)."""

from __future__ import annotations

import json
import shlex
import xml.etree.ElementTree as ET
from dataclasses import dataclass, field
from typing import Any, Callable

from .. import shown
from . import protocol
from .clauses import all_clauses
from .profiles import kit_profile
from .coverage import DEFAULT_THIN, ClauseCoverage, clause_coverage
from .results import Departure, Outcome

EXIT_CONFORMANT, EXIT_DEPARTURES, EXIT_UNDRIVABLE = 0, 1, 2
PASSED, FAILED, NOT_EXERCISED, SKIPPED = "passed", "failed", "not exercised", "skipped"
THIN, UNSUPPORTED = "thin", "unsupported"
MARK = {PASSED: "PASS", FAILED: "FAIL", NOT_EXERCISED: "----", SKIPPED: "SKIP", THIN: "THIN", UNSUPPORTED: "UNSP"}


@dataclass(frozen=True)
class Subject:
    """What a report is about, for its wording: the conformance kit checks an engine through the
    adapter protocol; ``belote-ref check-client`` reuses these writers for a table client."""

    noun: str = "engine"
    suite: str = "belote-ref conformance"
    protocol: str = protocol.PROTOCOL_VERSION


ENGINE = Subject()


@dataclass
class ClauseLine:
    id: str
    title: str
    status: str
    checks: int
    """Comparisons made (passed or departed)."""
    departures: list[Departure]
    coverage: ClauseCoverage | None = None
    not_possible: int = 0
    """Comparisons an earlier departure made impossible."""
    unsupported: dict[str, Any] = field(default_factory=dict)
    """Canonical option values of this clause the engine does not support."""


def clause_lines(outcome: Outcome, wanted: Callable[[str], bool], thin: int = DEFAULT_THIN,
                 base: dict[str, Any] | None = None) -> list[ClauseLine]:
    out = []
    played = outcome.played
    compared = outcome.compared()
    option_clauses = kit_profile(outcome.profile).option_clauses
    for cid, title in all_clauses(outcome.profile):
        deps = [d for d in outcome.departures if d.clause == cid]
        n = compared.get(cid, 0)
        cov = clause_coverage(cid, outcome.coverage, played, thin, base) if played else None
        unsupported = {k: v for k, v in outcome.unsupported.items() if option_clauses.get(k) == cid}
        if not wanted(cid):
            status = SKIPPED
        elif deps:
            status = FAILED
        elif unsupported:
            status = UNSUPPORTED
        elif not n:
            status = NOT_EXERCISED
        elif cov is not None and cov.thin:
            status = THIN
        else:
            status = PASSED
        out.append(ClauseLine(cid, title, status, n, deps, cov, outcome.blocked.get(cid, 0), unsupported))
    return out


def exit_code(outcome: Outcome, lines: list[ClauseLine] | None = None, min_coverage: bool = False) -> int:
    """2 the engine could not be driven; 1 departures, a canonical option value unsupported or
    (with ``min_coverage``) a thin clause; 0 conformant."""
    if outcome.errors or outcome.stopped:
        return EXIT_UNDRIVABLE
    if outcome.departures or outcome.unsupported:
        return EXIT_DEPARTURES
    if min_coverage and lines is not None and any(line.status == THIN for line in lines):
        return EXIT_DEPARTURES
    return EXIT_CONFORMANT


def verdict(code: int, subject: Subject = ENGINE, outcome: Outcome | None = None) -> str:
    if code == EXIT_DEPARTURES and outcome is not None and not outcome.departures:
        return "canonical option values unsupported" if outcome.unsupported else "coverage below the minimum"
    return {EXIT_CONFORMANT: "conformant", EXIT_DEPARTURES: "departures found",
            EXIT_UNDRIVABLE: f"the {subject.noun} could not be driven"}[code]


def totals(lines: list[ClauseLine]) -> dict[str, int]:
    out = {PASSED: 0, FAILED: 0, NOT_EXERCISED: 0, SKIPPED: 0, THIN: 0, UNSUPPORTED: 0}
    for line in lines:
        out[line.status] += 1
    return out


def _tail(line: ClauseLine, thin: int) -> str:
    possible = f", {line.not_possible} not possible after an earlier departure" if line.not_possible else ""
    if line.status == NOT_EXERCISED:
        return "not exercised" + (f" ({line.not_possible} comparisons not possible after earlier departures)"
                                  if line.not_possible else "")
    if line.status == SKIPPED:
        return "skipped"
    if line.status == UNSUPPORTED:
        values = ", ".join(f"{k}={v}" for k, v in line.unsupported.items())
        return f"canonical {values} not supported by the engine ({line.checks} compared under the values it supports)"
    text = f"({line.checks} compared{possible}"
    if line.status == FAILED:
        text += f", {len(line.departures)} departure(s)"
    if line.status == THIN and line.coverage is not None:
        worst = sorted(line.coverage.thin, key=lambda t: t[2])[:3]
        text += "; thin: " + ", ".join(f"{s}{' [' + k + ']' if k else ''} {n}/{thin}" for k, s, n in worst)
    return text + ")"


def _result_table(d: Departure) -> list[str]:
    result = d.extra.get("result") or []
    # the team game's rows; profile belote-acanomas's rows and the game's start
    rows = result.get("rows") or [] if isinstance(result, dict) else result
    if not rows:
        return []
    out = ["      the hand's result, side by side (rules: what the rules give from the engine's own earlier fields):"]
    w = max(len(r["field"]) for r in rows)
    for r in rows:
        mark = {"same": "", "follows": "  follows", "departs": f"  DEPARTS {r.get('clause', '')}",
                "not compared": "  not compared"}.get(r["verdict"], "")
        rules = f"  rules {json.dumps(r['rules_from_engine'])}" if "rules_from_engine" in r else ""
        out.append(f"        {r['field']:<{w}}  reference {json.dumps(r['reference']):<14} engine "
                   f"{json.dumps(r['engine']):<14}{rules}{mark}")
    carried = d.extra.get("carried_in")
    if carried:
        out.append(f"        carried in: totals {carried['totals']}, disputed {carried['disputed']}, target {carried['target']}")
    start = result.get("start") if isinstance(result, dict) else None
    if start:
        out.append(f"        start: {json.dumps(start, separators=(', ', ': '))}")
    return out


def coverage_text(lines: list[ClauseLine], thin: int) -> list[str]:
    out = [f"coverage (comparisons made, per situation and option value; thin below {thin}):"]
    for line in lines:
        if line.coverage is None or line.status == SKIPPED:
            continue
        for key, row in line.coverage.table.items():
            if not row:
                continue
            cells = ", ".join(f"{s} {n}" + ("!" if n < thin else "") for s, n in row.items())
            out.append(f"  {line.id}{' [' + key + ']' if key else ''}: {cells}")
    return out


def replay_command(rerun: list[str], path: str) -> str:
    """The shell command that replays the reproduction ``path`` (spec/conformance.md, section 4,
    Replaying a reproduction): the run's own ``rerun`` words, then ``--replay PATH``, quoted."""
    return shlex.join([*rerun, "--replay", path])


def text(outcome: Outcome, lines: list[ClauseLine], handshake: dict[str, Any], timing: dict[str, Any],
         thin: int = DEFAULT_THIN, min_coverage: bool = False, rerun: list[str] | None = None,
         replay: bool = False) -> str:
    """The text report (spec/conformance.md, section 5). ``rerun``: the command words that drive
    the engine as this run did, printed with ``--replay FILE`` under each reproduction;
    ``replay``: the run replays one reproduction, so its report leads with the failure (the
    ``FAIL`` lines, the other clauses counted in one line, no coverage table)."""
    width = max(len(line.id) for line in lines)
    name = handshake.get("name", "?")
    profile = handshake.get("profile") or protocol.DEFAULT_PROFILE
    out = [f"belote-ref conformance: engine {name!r} {handshake.get('version', '')}".rstrip()
           + f", protocol {handshake.get('protocol', '?')} (kit {protocol.PROTOCOL_VERSION}), profile {profile}"]
    for line in lines:
        if replay and line.status != FAILED:
            continue
        out.append(f"{MARK[line.status]}  {line.id:<{width}}  {line.title}  {_tail(line, thin)}")
        if line.departures:
            d = line.departures[0]
            more = f" (+{len(line.departures) - 1} more)" if len(line.departures) > 1 else ""
            where = f"{d.check} {d.case}" + (f", step {d.step}" if d.step is not None else "")
            out.append(f"      first difference{more} [{where}]: {d.message}")
            out.extend(_result_table(d))
            if d.path:
                out.append(f"      reproduce: {d.path}")
                if rerun is not None:
                    out.append(f"      replay: {replay_command(rerun, d.path)}")
    if replay:
        others = {k: n for k, n in totals([x for x in lines if x.status != FAILED]).items() if n}
        out.append("other clauses: " + (", ".join(f"{n} {k}" for k, n in others.items()) or "none"))
    elif any(line.coverage is not None for line in lines):
        out.extend(coverage_text(lines, thin))
    if outcome.errors:
        out.append(f"engine errors ({len(outcome.errors)}):")
        for e in outcome.errors[:10]:
            out.append(f"  [{e.check} {e.case}] " + e.failure.describe().replace("\n", "\n  "))
        if len(outcome.errors) > 10:
            out.append(f"  ... and {len(outcome.errors) - 10} more (--json lists them all)")
    if outcome.stopped:
        out.append(f"run stopped: {outcome.stopped}")
    if outcome.unsupported:
        out.append("unsupported canonical option values (the engine's handshake; the kit played the values it "
                   "supports): " + ", ".join(f"{k}={v}" for k, v in outcome.unsupported.items()))
    notes = [n for n in outcome.not_run if not n.startswith("departure in skipped")]
    skipped_deps = [n for n in outcome.not_run if n.startswith("departure in skipped")]
    for n in notes[:8]:
        out.append(f"note: {n}")
    if len(notes) > 8:
        out.append(f"note: ... and {len(notes) - 8} more (--json lists them all)")
    if skipped_deps:
        out.append(f"note: {len(skipped_deps)} departure(s) in skipped clauses (still departing)")
    t = totals(lines)
    cases = ", ".join(f"{k} {outcome.cases.get(k, 0)}" for k in ("golden", "negative", "perft", "differential"))
    out.append(f"totals: {t[PASSED]} passed, {t[THIN]} thin, {t[FAILED]} failed, {t[UNSUPPORTED]} unsupported, "
               f"{t[NOT_EXERCISED]} not exercised, {t[SKIPPED]} skipped; "
               f"cases: {cases}; {timing.get('requests', 0)} requests, {timing.get('seconds', 0):.1f} s "
               f"({timing.get('engine_wait', 0):.1f} s waiting for the engine"
               + (f"; slowest answer {timing['slowest_request']['seconds']:.3f} s to {timing['slowest_request']['type']!r}"
                  if timing.get("slowest_request") else "") + ")")
    code = exit_code(outcome, lines, min_coverage)
    out.append(f"verdict: {verdict(code, ENGINE, outcome)} (exit {code})")
    return shown.report(out)


def _clause_json(line: ClauseLine) -> dict[str, Any]:
    out: dict[str, Any] = {"id": line.id, "title": line.title, "status": line.status, "checks": line.checks,
                           "not_possible": line.not_possible, "departures": len(line.departures),
                           "first": line.departures[0].to_json() if line.departures else None}
    if line.coverage is not None:
        out["coverage"] = line.coverage.table
        out["thin"] = [{"option": k, "situation": s, "compared": n} for k, s, n in line.coverage.thin]
    if line.unsupported:
        out["unsupported"] = line.unsupported
    return out


def to_json(outcome: Outcome, lines: list[ClauseLine], handshake: dict[str, Any], timing: dict[str, Any],
            subject: Subject = ENGINE, thin: int = DEFAULT_THIN, min_coverage: bool = False) -> dict[str, Any]:
    code = exit_code(outcome, lines, min_coverage)
    return {
        "kit": {"protocol": subject.protocol},
        subject.noun: handshake,
        "clauses": [_clause_json(line) for line in lines],
        "departures": [d.to_json() for d in outcome.departures],
        "errors": [e.to_json() for e in outcome.errors],
        "cases": dict(outcome.cases),
        "notes": list(outcome.not_run),
        "stopped": outcome.stopped,
        "unsupported": dict(outcome.unsupported),
        "coverage": {"threshold": thin, "failing": min_coverage},
        "totals": totals(lines),
        "timing": timing,
        "verdict": verdict(code, subject, outcome),
        "exit_code": code,
    }


def junit(outcome: Outcome, lines: list[ClauseLine], handshake: dict[str, Any], timing: dict[str, Any],
          subject: Subject = ENGINE, thin: int = DEFAULT_THIN, min_coverage: bool = False) -> str:
    t = totals(lines)
    classname = subject.suite.replace(" ", ".")
    failing_thin = t[THIN] if min_coverage else 0
    suite = ET.Element("testsuite", name=subject.suite, tests=str(len(lines) + (1 if outcome.errors else 0)),
                       failures=str(t[FAILED] + t[UNSUPPORTED] + failing_thin),
                       errors=str(1 if outcome.errors or outcome.stopped else 0),
                       skipped=str(t[NOT_EXERCISED] + t[SKIPPED]),
                       time=f"{timing.get('seconds', 0):.3f}")
    props = ET.SubElement(suite, "properties")
    ET.SubElement(props, "property", name=subject.noun, value=str(handshake.get("name", "?")))
    ET.SubElement(props, "property", name="protocol", value=str(handshake.get("protocol", "?")))
    for line in lines:
        case = ET.SubElement(suite, "testcase", classname=classname, name=line.id)
        if line.status == FAILED:
            d = line.departures[0]
            f = ET.SubElement(case, "failure", message=d.message[:500], type=d.check)
            f.text = json.dumps(d.to_json(), indent=1)
        elif line.status == UNSUPPORTED:
            ET.SubElement(case, "failure", message=_tail(line, thin)[:500], type="unsupported")
        elif line.status == THIN and min_coverage:
            ET.SubElement(case, "failure", message=_tail(line, thin)[:500], type="coverage")
        elif line.status in (NOT_EXERCISED, SKIPPED):
            ET.SubElement(case, "skipped", message=line.status)
    if outcome.errors or outcome.stopped:
        case = ET.SubElement(suite, "testcase", classname=classname, name=f"{subject.noun}-driving")
        e = ET.SubElement(case, "error", message=outcome.stopped or outcome.errors[0].failure.detail[:500])
        e.text = "\n\n".join(x.failure.describe() for x in outcome.errors[:20])
    root = ET.Element("testsuites")
    root.append(suite)
    ET.indent(root)
    return ET.tostring(root, encoding="unicode") + "\n"
