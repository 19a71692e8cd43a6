"""The report of a conformance run: one line per clause (passed, failed, not exercised, skipped),
the first difference of each failure with its reproducing transcript, engine errors, totals;
as text, JSON or JUnit XML (spec/conformance.md, Report)."""

from __future__ import annotations

import json
import xml.etree.ElementTree as ET
from dataclasses import dataclass
from typing import Any, Callable

from . import protocol
from .clauses import all_clauses
from .results import Departure, Outcome

EXIT_CONFORMANT, EXIT_DEPARTURES, EXIT_UNDRIVABLE = 0, 1, 2
PASSED, FAILED, NOT_EXERCISED, SKIPPED = "passed", "failed", "not exercised", "skipped"


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
    departures: list[Departure]


def clause_lines(outcome: Outcome, wanted: Callable[[str], bool]) -> list[ClauseLine]:
    out = []
    for cid, title in all_clauses():
        deps = [d for d in outcome.departures if d.clause == cid]
        n = outcome.exercised.get(cid, 0)
        status = SKIPPED if not wanted(cid) else FAILED if deps else PASSED if n else NOT_EXERCISED
        out.append(ClauseLine(cid, title, status, n, deps))
    return out


def exit_code(outcome: Outcome) -> int:
    if outcome.errors or outcome.stopped:
        return EXIT_UNDRIVABLE
    return EXIT_DEPARTURES if outcome.departures else EXIT_CONFORMANT


def verdict(code: int, subject: Subject = ENGINE) -> str:
    return {EXIT_CONFORMANT: "conformant", EXIT_DEPARTURES: "departures found",
            EXIT_UNDRIVABLE: f"the {subject.noun} could not be driven"}[code]


def totals(lines: list[ClauseLine]) -> dict[str, int]:
    out = {PASSED: 0, FAILED: 0, NOT_EXERCISED: 0, SKIPPED: 0}
    for line in lines:
        out[line.status] += 1
    return out


def text(outcome: Outcome, lines: list[ClauseLine], handshake: dict[str, Any], timing: dict[str, Any]) -> str:
    mark = {PASSED: "PASS", FAILED: "FAIL", NOT_EXERCISED: "----", SKIPPED: "SKIP"}
    width = max(len(line.id) for line in lines)
    name = handshake.get("name", "?")
    out = [f"belote-ref conformance: engine {name!r} {handshake.get('version', '')}".rstrip()
           + f", protocol {handshake.get('protocol', '?')} (kit {protocol.PROTOCOL_VERSION})"]
    for line in lines:
        tail = f"({line.checks} checks)" if line.status in (PASSED, FAILED) else line.status
        out.append(f"{mark[line.status]}  {line.id:<{width}}  {line.title}  {tail}")
        if line.departures:
            d = line.departures[0]
            more = f" (+{len(line.departures) - 1} more)" if len(line.departures) > 1 else ""
            where = f"{d.check} {d.case}" + (f", step {d.step}" if d.step is not None else "")
            out.append(f"      first difference{more} [{where}]: {d.message}")
            if d.path:
                out.append(f"      reproduce: {d.path}")
    if outcome.errors:
        out.append(f"engine errors ({len(outcome.errors)}):")
        for e in outcome.errors[:10]:
            out.append(f"  [{e.check} {e.case}] " + e.failure.describe().replace("\n", "\n  "))
        if len(outcome.errors) > 10:
            out.append(f"  ... and {len(outcome.errors) - 10} more")
    if outcome.stopped:
        out.append(f"run stopped: {outcome.stopped}")
    notes = [n for n in outcome.not_run if not n.startswith("departure in skipped")]
    skipped_deps = [n for n in outcome.not_run if n.startswith("departure in skipped")]
    for n in notes[:8]:
        out.append(f"note: {n}")
    if len(notes) > 8:
        out.append(f"note: ... and {len(notes) - 8} more")
    if skipped_deps:
        out.append(f"note: {len(skipped_deps)} departure(s) in skipped clauses (still departing)")
    t = totals(lines)
    cases = ", ".join(f"{k} {outcome.cases.get(k, 0)}" for k in ("golden", "negative", "perft", "differential"))
    out.append(f"totals: {t[PASSED]} passed, {t[FAILED]} failed, {t[NOT_EXERCISED]} not exercised, {t[SKIPPED]} skipped; "
               f"cases: {cases}; {timing.get('requests', 0)} requests, {timing.get('seconds', 0):.1f} s "
               f"({timing.get('engine_wait', 0):.1f} s waiting for the engine"
               + (f"; slowest answer {timing['slowest_request']['seconds']:.3f} s to {timing['slowest_request']['type']!r}"
                  if timing.get("slowest_request") else "") + ")")
    code = exit_code(outcome)
    out.append(f"verdict: {verdict(code)} (exit {code})")
    return "\n".join(out) + "\n"


def to_json(outcome: Outcome, lines: list[ClauseLine], handshake: dict[str, Any], timing: dict[str, Any],
            subject: Subject = ENGINE) -> dict[str, Any]:
    code = exit_code(outcome)
    return {
        "kit": {"protocol": subject.protocol},
        subject.noun: handshake,
        "clauses": [{"id": line.id, "title": line.title, "status": line.status, "checks": line.checks,
                     "departures": len(line.departures),
                     "first": line.departures[0].to_json() if line.departures else None} for line in lines],
        "departures": [d.to_json() for d in outcome.departures],
        "errors": [e.to_json() for e in outcome.errors],
        "cases": dict(outcome.cases),
        "notes": list(outcome.not_run),
        "stopped": outcome.stopped,
        "totals": totals(lines),
        "timing": timing,
        "verdict": verdict(code, subject),
        "exit_code": code,
    }


def junit(outcome: Outcome, lines: list[ClauseLine], handshake: dict[str, Any], timing: dict[str, Any],
          subject: Subject = ENGINE) -> str:
    t = totals(lines)
    classname = subject.suite.replace(" ", ".")
    suite = ET.Element("testsuite", name=subject.suite, tests=str(len(lines) + (1 if outcome.errors else 0)),
                       failures=str(t[FAILED]), errors=str(1 if outcome.errors or outcome.stopped else 0),
                       skipped=str(t[NOT_EXERCISED] + t[SKIPPED]), time=f"{timing.get('seconds', 0):.3f}")
    props = ET.SubElement(suite, "properties")
    ET.SubElement(props, "property", name=subject.noun, value=str(handshake.get("name", "?")))
    ET.SubElement(props, "property", name="protocol", value=str(handshake.get("protocol", "?")))
    for line in lines:
        case = ET.SubElement(suite, "testcase", classname=classname, name=line.id)
        if line.status == FAILED:
            d = line.departures[0]
            f = ET.SubElement(case, "failure", message=d.message[:500], type=d.check)
            f.text = json.dumps(d.to_json(), indent=1)
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
