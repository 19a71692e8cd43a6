"""The card faces of the browser pages, drawn here as SVG (no fonts, images or art fetched from
anywhere): one file per card, ``static/cards/KH.svg`` (rank then suit letter, as cards are written
everywhere in belote_ref, CARDS-DECK), and ``back.svg``.

The files are committed; ``python3 -m belote_ref.web.cardgen --write`` regenerates them and
``tests/web/test_pages.py`` fails when they differ from what this module draws.

A face: large corner indices (readable on a phone, where a card is about 60 px wide), pips for
7 to 10, one large pip for the ace, a framed letter for the jack, queen and king. Suits are
drawn as paths, so they look the same whatever fonts the browser has.
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

from ..cards import CARDS, Suit
from ..files import write_whole

OUT = Path(__file__).resolve().parent / "static" / "cards"
W, H = 240, 336
RED, BLACK = "#c0182c", "#1b1b1f"

# Suit outlines in a 100 x 100 box centred on (50, 50).
SUIT_PATHS = {
    Suit.HEARTS: "M50 92C22 70 4 52 4 31C4 15 16 5 30 5C40 5 47 11 50 20C53 11 60 5 70 5C84 5 96 15 96 31"
                 "C96 52 78 70 50 92Z",
    Suit.DIAMONDS: "M50 2L88 50L50 98L12 50Z",
    Suit.SPADES: "M50 4C72 26 96 42 96 62C96 77 85 85 72 85C63 85 56 80 53 73C54 83 59 91 68 96H32"
                 "C41 91 46 83 47 73C44 80 37 85 28 85C15 85 4 77 4 62C4 42 28 26 50 4Z",
    Suit.CLUBS: "M50 6A21 21 0 0 1 68 38A21 21 0 1 1 55 72C56 83 60 90 68 96H32C40 90 44 83 45 72"
                "A21 21 0 1 1 32 38A21 21 0 0 1 50 6Z",
}

# Pip centres (x, y) on the 240 x 336 face; pips below the middle are drawn upside down.
_COL = (80, 120, 160)
_PIPS = {
    "7": [(_COL[0], 84), (_COL[2], 84), (_COL[1], 126), (_COL[0], 168), (_COL[2], 168), (_COL[0], 252), (_COL[2], 252)],
    "8": [(_COL[0], 84), (_COL[2], 84), (_COL[1], 126), (_COL[0], 168), (_COL[2], 168), (_COL[1], 210),
          (_COL[0], 252), (_COL[2], 252)],
    "9": [(_COL[0], 84), (_COL[2], 84), (_COL[0], 140), (_COL[2], 140), (_COL[1], 168), (_COL[0], 196),
          (_COL[2], 196), (_COL[0], 252), (_COL[2], 252)],
    "10": [(_COL[0], 84), (_COL[2], 84), (_COL[1], 112), (_COL[0], 140), (_COL[2], 140), (_COL[0], 196),
           (_COL[2], 196), (_COL[1], 224), (_COL[0], 252), (_COL[2], 252)],
}
_NAMES = {"J": "jack", "Q": "queen", "K": "king", "A": "ace"}
_SUIT_NAMES = {Suit.CLUBS: "clubs", Suit.DIAMONDS: "diamonds", Suit.HEARTS: "hearts", Suit.SPADES: "spades"}
_FONT = "font-family=\"'DejaVu Sans','Helvetica Neue',Arial,sans-serif\" font-weight=\"700\""


def _pip(x: float, y: float, size: float, flip: bool = False) -> str:
    s = size / 100
    turn = f" rotate(180 {x:g} {y:g})" if flip else ""
    return f'<use href="#s" transform="{turn.strip()} translate({x - size / 2:g} {y - size / 2:g}) scale({s:g})"/>' \
        if flip else f'<use href="#s" transform="translate({x - size / 2:g} {y - size / 2:g}) scale({s:g})"/>'


def _index(rank: str) -> str:
    """One corner: the rank above a small suit (the other corner is this turned 180 degrees)."""
    size = 46 if rank == "10" else 56
    spacing = ' letter-spacing="-5"' if rank == "10" else ""
    return (f'<text x="30" y="60" text-anchor="middle" font-size="{size}" {_FONT}{spacing}>{rank}</text>'
            + _pip(30, 90, 34))


def face(code: str) -> str:
    """The SVG text of one card face, e.g. ``face("KH")``."""
    rank, suit = code[:-1], Suit("CDHS".index(code[-1]))
    colour = RED if suit in (Suit.HEARTS, Suit.DIAMONDS) else BLACK
    title = f"{_NAMES.get(rank, rank)} of {_SUIT_NAMES[suit]}"
    body: list[str] = []
    if rank in _PIPS:
        body += [_pip(x, y, 46, flip=y > H / 2) for x, y in _PIPS[rank]]
    elif rank == "A":
        body.append(_pip(W / 2, H / 2, 110))
    else:
        body.append(f'<rect x="58" y="70" width="124" height="196" rx="10" fill="{colour}" fill-opacity="0.07" '
                    f'stroke="{colour}" stroke-width="3"/>')
        body.append(f'<text x="120" y="198" text-anchor="middle" font-size="88" {_FONT}>{rank}</text>')
        body.append(_pip(120, 238, 36))
        body.append(_pip(120, 98, 36, flip=True))
    corner = _index(rank)
    return (
        f'<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 {W} {H}" width="{W}" height="{H}" role="img">'
        f"<title>{title}</title>"
        f'<defs><path id="s" d="{SUIT_PATHS[suit]}"/></defs>'
        f'<rect x="2" y="2" width="{W - 4}" height="{H - 4}" rx="16" fill="#fff" stroke="#9aa0a6" stroke-width="3"/>'
        f'<g fill="{colour}">{corner}<g transform="rotate(180 {W / 2:g} {H / 2:g})">{corner}</g>'
        f'{"".join(body)}</g></svg>\n'
    )


def back() -> str:
    """The back of a card: a plain lattice, the same for every card."""
    return (
        f'<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 {W} {H}" width="{W}" height="{H}" role="img">'
        "<title>a card face down</title>"
        '<defs><pattern id="p" width="24" height="24" patternUnits="userSpaceOnUse" patternTransform="rotate(45)">'
        '<rect width="24" height="24" fill="#1f4e8c"/><path d="M0 12H24M12 0V24" stroke="#6f9bd6" stroke-width="3"/>'
        "</pattern></defs>"
        f'<rect x="2" y="2" width="{W - 4}" height="{H - 4}" rx="16" fill="#fff" stroke="#9aa0a6" stroke-width="3"/>'
        f'<rect x="16" y="16" width="{W - 32}" height="{H - 32}" rx="8" fill="url(#p)"/></svg>\n'
    )


def files() -> dict[str, str]:
    """File name -> SVG text, for every card and the back."""
    out = {f"{c}.svg": face(str(c)) for c in CARDS}
    out["back.svg"] = back()
    return out


def stale(folder: Path = OUT) -> list[str]:
    """The files of ``folder`` that differ from what this module draws (missing ones included)."""
    return sorted(name for name, text in files().items()
                  if not (folder / name).is_file() or (folder / name).read_text(encoding="utf-8") != text)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python3 -m belote_ref.web.cardgen", description=__doc__.split("\n\n")[0])
    parser.add_argument("--write", action="store_true", help=f"write the files into {OUT}")
    args = parser.parse_args(argv)
    if not args.write:
        bad = stale()
        print("card faces up to date" if not bad else f"stale: {', '.join(bad)} (run with --write)")
        return 1 if bad else 0
    OUT.mkdir(parents=True, exist_ok=True)
    for name, text in files().items():
        write_whole(OUT / name, text)
    print(f"wrote {len(files())} files to {OUT}")
    return 0


if __name__ == "__main__":  # pragma: no cover
    sys.exit(main())

