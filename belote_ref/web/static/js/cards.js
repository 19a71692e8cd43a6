// Cards as the pages draw them: the SVG faces of /static/cards/ (drawn by belote_ref/web/cardgen.py),
// their names with suit symbols, and a display order: the trumps first, then the other suits in
// alternating colours, each strongest first in the card orders the server sends (/web/api/options,
// a profile's card_orders, read from its rules object); without them, ranks as written.

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

// orders: {trump: [ranks strongest first], plain: [...]} (the server's); trump: a suit letter or null.
export function sortForDisplay(cards, trump = null, orders = null) {
  const held = DISPLAY_SUITS.filter((su) => cards.some((c) => c.slice(-1) === su));
  const suits = [];
  let rest = held.filter((su) => su !== trump);
  if (trump && held.includes(trump)) suits.push(trump);
  while (rest.length) { // the next suit of the other colour than the last, when there is one
    const last = suits[suits.length - 1];
    const other = rest.find((su) => !last || isRed(`7${su}`) !== isRed(`7${last}`));
    const next = other || rest[0];
    suits.push(next);
    rest = rest.filter((su) => su !== next);
  }
  const strength = (c) => {
    const order = !orders ? null : c.slice(-1) === trump ? orders.trump : orders.plain;
    return order ? order.indexOf(c.slice(0, -1)) : RANKS.length - RANKS.indexOf(c.slice(0, -1));
  };
  return [...cards].sort((a, b) => (suits.indexOf(a.slice(-1)) - suits.indexOf(b.slice(-1))) || (strength(a) - strength(b)));
}

// A card name inside text, coloured by its suit.
export function chip(code) {
  const span = document.createElement("span");
  span.className = "card-chip" + (isRed(code) ? " red" : "");
  span.textContent = pretty(code);
  return span;
}
