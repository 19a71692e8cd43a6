"""The report of a client check, clause by clause (passed, failed, not exercised): the first
failure of each clause with the messages around it and where its transcripts are; text here,
JSON and JUnit XML through the conformance kit's writers (:mod:`belote_ref.conformance.report`).
"""

from __future__ import annotations

from typing import Any

from ..shown import report as shown_report
from ..conformance.report import (FAILED, NOT_EXERCISED, PASSED, SKIPPED, ClauseLine, Subject, exit_code, junit,
                                  to_json, totals, verdict)
from ..table.protocol import PROTOCOL_VERSION
from . import clauses as C
from .checks import ARROWS
from .run import CheckResult

CLIENT = Subject(noun="client", suite="belote-ref check-client", protocol=PROTOCOL_VERSION)


def clause_lines(result: CheckResult) -> list[ClauseLine]:
    """Every TABLE-CLIENT clause in spec order, then each rules clause a refusal named."""
    outcome = result.outcome
    out = []
    for cid, title in C.client_clauses():
        deps = [d for d in outcome.departures if d.clause == cid]
        n = outcome.exercised.get(cid, 0)
        status = FAILED if deps else PASSED if n else NOT_EXERCISED
        out.append(ClauseLine(cid, title, status, n, deps))
    rules: list[str] = []
    for d in outcome.departures:
        if not d.clause.startswith(C.PREFIX) and d.clause not in rules:
            rules.append(d.clause)
    for cid in rules:
        deps = [d for d in outcome.departures if d.clause == cid]
        out.append(ClauseLine(cid, C.title(cid), FAILED, outcome.exercised.get(cid, len(deps)), deps))
    return out


def handshake(result: CheckResult) -> dict[str, Any]:
    return {"name": result.client, "protocol": PROTOCOL_VERSION, "server": result.server_url}


def timing(result: CheckResult) -> dict[str, Any]:
    return {"seconds": round(result.seconds, 3),
            "messages": sum(s.watch.count for s in result.sessions if s.watch is not None)}


def sessions_json(result: CheckResult) -> list[dict[str, Any]]:
    out = []
    for s in result.sessions:
        w = s.watch
        out.append({
            "name": s.plan.name, "purpose": s.plan.purpose, "seat": s.plan.seat, "room": s.room,
            "seed": s.plan.seed, "seconds": round(s.seconds, 3),
            "hands": w.hands_ended if w else 0, "actions": w.actions if w else 0, "messages": w.count if w else 0,
            "match_over": bool(w and w.match_over), "client_exit": s.client_exit, "files": s.files,
            "departures": len(w.outcome.departures) if w else 0, "errors": len(s.errors),
        })
    return out


def report_json(result: CheckResult) -> dict[str, Any]:
    lines = clause_lines(result)
    doc = to_json(result.outcome, lines, handshake(result), timing(result), CLIENT)
    doc["sessions"] = sessions_json(result)
    return doc


def report_junit(result: CheckResult) -> str:
    return junit(result.outcome, clause_lines(result), handshake(result), timing(result), CLIENT)


def _around(d: Any) -> list[str]:
    mark = d.extra.get("message")
    out = []
    for w in d.extra.get("around", []):
        arrow = ARROWS.get(w["dir"], w["dir"])
        text = w["text"] if len(w["text"]) <= 200 else w["text"][:200] + "..."
        out.append(f"      {'>>' if w['n'] == mark else '  '} #{w['n']} {w['t']:.3f}s c{w['conn']} {arrow} {text}")
    return out


def _count(n: int, word: str) -> str:
    return f"{n} {word}" if n == 1 else f"{n} {word}s"


def report_text(result: CheckResult) -> str:
    lines = clause_lines(result)
    outcome = result.outcome
    mark = {PASSED: "PASS", FAILED: "FAIL", NOT_EXERCISED: "----", SKIPPED: "SKIP"}
    width = max(len(line.id) for line in lines)
    out = [f"belote-ref check-client: {result.client}, table protocol {PROTOCOL_VERSION}"]
    for s in result.sessions:
        w = s.watch
        hands = f"{_count(w.hands_ended, 'hand')} finished, {_count(w.actions, 'action')}" if w else "not started"
        out.append(f"  session {s.plan.name}: seat {s.plan.seat}, room {s.room}, {hands}, {s.seconds:.1f} s"
                   + (f"; the client {s.client_exit}" if s.client_exit else ""))
    rules_header = False
    for line in lines:
        if not line.id.startswith(C.PREFIX) and not rules_header:
            out.append("rules clauses named by the server's refusals of the client's actions:")
            rules_header = True
        tail = f"({_count(line.checks, 'check')})" if line.status in (PASSED, FAILED) else line.status
        out.append(f"{mark[line.status]}  {line.id:<{width}}  {line.title}  {tail}")
        if line.departures:
            d = line.departures[0]
            more = f" (+{len(line.departures) - 1} more)" if len(line.departures) > 1 else ""
            where = f"session {d.case}" + (f", seq {d.step}" if d.step is not None else "") + \
                f", {d.extra.get('at_s', 0):.3f} s"
            out.append(f"      first failure{more} [{where}]: {d.message}")
            out.extend(_around(d))
            if d.path:
                out.append(f"      transcript: {d.path}")
    if outcome.errors:
        out.append(f"the client could not be driven ({len(outcome.errors)}):")
        for e in outcome.errors[:10]:
            out.append(f"  [session {e.case}] " + e.failure.describe().replace("\n", "\n  "))
    files = [f for s in result.sessions for f in s.files]
    if files:
        out.append("transcripts: " + ", ".join(files))
    for n in outcome.not_run[:10]:
        out.append(f"note: {n}")
    if len(outcome.not_run) > 10:
        out.append(f"note: ... and {len(outcome.not_run) - 10} more")
    t = totals(lines)
    tm = timing(result)
    out.append(f"totals: {t[PASSED]} passed, {t[FAILED]} failed, {t[NOT_EXERCISED]} not exercised; "
               f"{len(result.sessions)} sessions, {tm['messages']} messages, {result.seconds:.1f} s")
    code = exit_code(outcome)
    out.append(f"verdict: {verdict(code, CLIENT)} (exit {code})")
    return shown_report(out)
