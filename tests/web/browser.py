"""Headless Chromium for the browser tests: Debian's ``/usr/bin/chromium`` driven by Playwright's
Python API (no browser downloaded by Playwright). ``BELOTE_REF_CHROMIUM`` names another
executable. When neither Playwright nor a Chromium can be had, the tests skip and say why.

Screenshots go to ``out/screenshots/`` (git-ignored); with ``BELOTE_REF_SCREENSHOTS=DIR`` the
docs/browser.md's three (table, viewer, rulebook) are copied there too:
``BELOTE_REF_SCREENSHOTS=docs/screenshots python3 -m pytest tests/web``.
"""

from __future__ import annotations

import os
import re
import shutil
import tempfile
from pathlib import Path
from typing import Any, Iterator

import pytest

ROOT = Path(__file__).resolve().parents[2]
SHOTS = ROOT / "out" / "screenshots"
FLAGS = ["--headless", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
         "--disable-background-networking", "--disable-component-update", "--disable-sync",
         "--disable-dev-shm-usage"]
CARD_CODE = re.compile(r"(?<![A-Za-z0-9_-])(10|[7-9JQKA])([CDHS])(?![A-Za-z0-9_-])")
CARD_PRETTY = re.compile(r"(10|[7-9JQKA])([♣♦♥♠])")
SUIT_OF = {"♣": "C", "♦": "D", "♥": "H", "♠": "S"}


def chromium_path() -> str | None:
    wanted = os.environ.get("BELOTE_REF_CHROMIUM")
    if wanted:
        return wanted if Path(wanted).is_file() else None
    for name in ("/usr/bin/chromium", "/usr/bin/chromium-browser"):
        if Path(name).is_file():
            return name
    return shutil.which("chromium") or shutil.which("chromium-browser")


def browser_context() -> Iterator[Any]:
    """A persistent Chromium context in a new user-data-dir, closed (and its processes ended)
    at the end."""
    try:
        from playwright.sync_api import sync_playwright
    except ImportError:
        pytest.skip("no browser: Playwright is not installed (pip install -e '.[test]')")
    exe = chromium_path()
    if exe is None:
        pytest.skip("no browser: Chromium is missing (apt-get install chromium, or set BELOTE_REF_CHROMIUM)")
    profile = tempfile.mkdtemp(prefix="belote-ref-chromium-")
    pw = sync_playwright().start()
    try:
        try:
            context = pw.chromium.launch_persistent_context(
                profile, executable_path=exe, headless=True, args=FLAGS, viewport={"width": 1280, "height": 900})
        except Exception as exc:  # noqa: BLE001 - a browser that does not start is no browser
            pytest.skip(f"no browser: {exe} did not start: {str(exc).splitlines()[0]}")
        try:
            yield context
        finally:
            context.close()
    finally:
        pw.stop()
        shutil.rmtree(profile, ignore_errors=True)


def screenshot(page: Any, name: str, readme: bool = False, full_page: bool = False) -> Path:
    SHOTS.mkdir(parents=True, exist_ok=True)
    path = SHOTS / f"{name}.png"
    page.screenshot(path=str(path), full_page=full_page)
    target = os.environ.get("BELOTE_REF_SCREENSHOTS")
    if readme and target:
        folder = Path(target) if Path(target).is_absolute() else ROOT / target
        folder.mkdir(parents=True, exist_ok=True)
        shutil.copy2(path, folder / f"{name}.png")
    return path


def cards_named(text: str) -> set[str]:
    """Every card a text names, written ``KH`` or ``K♥``."""
    found = {m.group(1) + m.group(2) for m in CARD_CODE.finditer(text)}
    found |= {m.group(1) + SUIT_OF[m.group(2)] for m in CARD_PRETTY.finditer(text)}
    return found
