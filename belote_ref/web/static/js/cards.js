// Cards as the pages draw them: the SVG faces of /static/cards/ (drawn by belote_ref/web/cardgen.py),
// their names with suit symbols, and a display order (by suit, then rank as written: no rule here).

export const SUIT = { C: "♣", D: "♦", H: "♥", S: "♠" };
export const SUIT_NAME = { C: "clubs", D: "diamonds", H: "hearts", S: "spades" };
const RANKS = ["7", "8", "9", "10", "J", "Q", "K", "A"];
const DISPLAY_SUITS = ["S", "H", "C", "D"]; // alternating colours

export function pretty(code) {
  return code.slice(0, -1) + SUIT[code.slice(-1)];
}

export function isRed(code) {
  const s = code.slice(-1);
  return s === "H" || s === "D";
}

export function suitText(letter) {
  return `${SUIT[letter]} ${SUIT_NAME[letter]}`;
}

export function cardImg(code, cls = "card") {
  const img = document.createElement("img");
  img.src = `/static/cards/${code}.svg`;
  img.alt = pretty(code);
  img.className = cls;
  img.dataset.card = code;
  img.draggable = false;
  return img;
}

export function backImg(cls = "card back") {
  const img = document.createElement("img");
  img.src = "/static/cards/back.svg";
  img.alt = "";
  img.className = cls;
  img.setAttribute("aria-hidden", "true");
  img.draggable = false;
  return img;
}

export function sortForDisplay(cards) {
  return [...cards].sort((a, b) => {
    const sa = DISPLAY_SUITS.indexOf(a.slice(-1)), sb = DISPLAY_SUITS.indexOf(b.slice(-1));
    if (sa !== sb) return sa - sb;
    return RANKS.indexOf(b.slice(0, -1)) - RANKS.indexOf(a.slice(0, -1));
  });
}

// A card name inside text, coloured by its suit.
export function chip(code) {
  const span = document.createElement("span");
  span.className = "card-chip" + (isRed(code) ? " red" : "");
  span.textContent = pretty(code);
  return span;
}
