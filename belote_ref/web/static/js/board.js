// The table as a seat's view shows it (VIEW-SEAT): the four seats around the felt, the turned
// card and the bids while bidding, the trick in the middle. Used by the table page (the seat's own
// view, from the server) and by the viewer (a view the engine built at each step).
//
// Positions are relative to the seat at the bottom: 0 bottom, 1 left (the next seat), 2 top
// (the partner), 3 right.

import { SUIT, SUIT_NAME, backImg, cardImg, pretty, sortForDisplay } from "./cards.js";
import { clear, el, seatName } from "./common.js";

// Two players sit face to face, three leave the top free (profile belote-acanomas).
const SPREAD = { 2: [0, 2], 3: [0, 1, 3], 4: [0, 1, 2, 3] };

export function position(seat, bottom, count = 4) {
  return (SPREAD[count] || SPREAD[4])[(seat - bottom + count) % count];
}

function bidText(b) {
  if (b.type === "pass") return "passes";
  if (b.type === "take") return `takes ${SUIT[b.suit]}`;
  return b.type;
}

function lastBidOf(view, seat) {
  const mine = view.bids.filter((b) => b.seat === seat);
  return mine.length ? mine[mine.length - 1] : null;
}

function teamOf(seat, teams) {
  if (!teams) return seat % 2;
  return teams.findIndex((t) => t.includes(seat));
}

// opts: view, bottom, seats (occupants), teams, faces {seat: [cards]} to show face up,
// skipBottomCards (the table draws its own hand), me (the seat of this page, or null), orders (the
// profile's card orders, from the server: see sortForDisplay)
export function renderSeats(areas, opts) {
  const { view, bottom, seats, teams, faces = {}, skipBottomCards = false, me = null, orders = null } = opts;
  const bidding = view.phase.startsWith("bid_round");
  const count = view.cards_held.length;
  const used = (SPREAD[count] || SPREAD[4]);
  areas.forEach((area, p) => { if (!used.includes(p)) clear(area); }); // a smaller table leaves these empty
  for (let seat = 0; seat < view.cards_held.length; seat++) {
    const area = areas[position(seat, bottom, count)];
    clear(area);
    const toAct = view.to_act === seat;
    const tags = [];
    tags.push(el("span", { class: "tag team team-" + teamOf(seat, teams), text: `team ${teamOf(seat, teams)}` }));
    const occ = seats && seats[seat];
    if (occ && occ.occupant === "client" && (occ.away || occ.connected === false)) {
      tags.push(el("span", { class: "tag away", text: occ.away ? "away: AI plays" : "not connected" }));
    }
    if (view.dealer === seat) tags.push(el("span", { class: "tag dealer", text: "dealer" }));
    if (view.left && view.left.includes(seat)) tags.push(el("span", { class: "tag away", text: "left the match" }));
    if (view.taker === seat && view.trump) tags.push(el("span", { class: "tag taker", text: `took ${SUIT[view.trump]}` }));
    for (const b of view.belote) {
      if (b.seat === seat) tags.push(el("span", { class: "tag belote", text: b.announce }));
    }
    const plate = el("div", {
      class: "seat-plate" + (toAct ? " to-act" : "") + (me === seat ? " me" : ""),
      dataset: { seat: String(seat) },
      "aria-label": `${seatName(seat, seats, me)}${toAct ? ", to act" : ""}`,
    },
      el("div", { class: "seat-name" }, seatName(seat, seats, me), toAct ? el("span", { class: "turn-dot", text: "to act" }) : null),
      el("div", { class: "seat-tags" }, tags));
    if (bidding) {
      const b = lastBidOf(view, seat);
      if (b) plate.append(el("div", { class: "seat-bid" + (b.type === "take" ? " take" : ""), text: bidText(b) }));
    }
    area.append(plate);
    if (skipBottomCards && position(seat, bottom, count) === 0) continue;
    const row = el("div", { class: "seat-cards", "aria-label": `${view.cards_held[seat]} cards` });
    const shown = faces[seat];
    if (shown) {
      for (const c of sortForDisplay(shown, view.trump, orders)) row.append(cardImg(c, "card small"));
    } else {
      for (let i = 0; i < view.cards_held[seat]; i++) row.append(backImg("card small back"));
    }
    area.append(row);
  }
}

// A row of overlapping cards no wider than its place: the overlap grows with the number of cards
// and their width (a phone's 9-card hand, a side seat's face-up hand in the viewer).
export function fitRow(row) {
  const items = [...row.children];
  items.forEach((c) => { c.style.marginLeft = ""; });
  if (items.length < 2 || !row.isConnected) return;
  const cs = getComputedStyle(row);
  const room = row.clientWidth - parseFloat(cs.paddingLeft) - parseFloat(cs.paddingRight);
  const width = items[0].getBoundingClientRect().width;
  const natural = parseFloat(getComputedStyle(items[1]).marginLeft) || 0;
  const fit = Math.floor((room - width * items.length) / (items.length - 1));
  if (room > 0 && fit < natural) items.slice(1).forEach((c) => { c.style.marginLeft = `${fit}px`; });
}

// Every row of cards of the page, once the whole felt is drawn (and again when the window changes).
export function fitRows() {
  document.querySelectorAll(".seat-cards, .hand").forEach(fitRow);
}

window.addEventListener("resize", fitRows);

// The middle of the felt: the turned card while bidding; the trick in progress (or the trick just
// finished, with its winner) during the tricks.
export function renderCentre(centre, opts) {
  const { view, bottom, seats, me = null, banner = null } = opts;
  clear(centre);
  const n = view.cards_held.length;
  if (banner) centre.append(el("div", { class: "banner" }, banner));
  if (view.phase.startsWith("bid_round") || (!view.trump && view.turned)) {
    const round = view.phase === "bid_round_2" ? 2 : 1;
    const box = el("div", { class: "turned-box" });
    if (view.turned) box.append(cardImg(view.turned, "card turned"));
    box.append(el("p", { class: "centre-note" },
      view.phase.startsWith("bid_round") ? `Bidding, round ${round}` : "", el("br"),
      view.turned ? `turned: ${pretty(view.turned)}` : ""));
    centre.append(box);
    return;
  }
  if (view.phase === "exchange" && view.turned) { // ACA-DEAL-EXCHANGE: the trump 7 for the turned card
    centre.append(trumpNote(view, me), el("div", { class: "turned-box" }, cardImg(view.turned, "card turned"),
      el("p", { class: "centre-note" }, "Exchange of the trump 7", el("br"), `turned: ${pretty(view.turned)}`)));
    return;
  }
  if (view.trump) centre.append(trumpNote(view, me));
  const trick = view.tricks.length ? view.tricks[view.tricks.length - 1] : null;
  centre.append(trickSlots(trick, view.tricks.length, { bottom, n }));
  // the trick before the one in the middle, when there is one: what a player looks back at
  const before = view.tricks.length - 2;
  if (before >= 0 && view.tricks[before].winner !== null) centre.append(lastTrick(view.tricks[before], before + 1, me, n));
}

// Who played each card of a trick: the seats from its leader in turn order, as the board places
// them. (seat = (leader + k) mod the number of seats: the board's own placing, no rule decided here.)
export function trickSeats(trick, n) {
  return trick.cards.map((c, k) => ({ card: c, seat: (trick.leader + k) % n }));
}

function trickSlots(trick, number, { bottom, n }) {
  const slots = el("div", { class: "trick" + (trick && trick.winner !== null ? " done" : "") });
  for (let p = 0; p < 4; p++) slots.append(el("div", { class: `slot slot-${p}` }));
  if (trick) {
    trickSeats(trick, n).forEach(({ card: c, seat }, k) => {
      const slot = slots.children[position(seat, bottom, n)];
      const img = cardImg(c, "card trick-card" + (trick.winner === seat ? " winner" : ""));
      img.title = `seat ${seat}`;
      slot.append(img, el("span", { class: "slot-label", text: `seat ${seat}${k === 0 ? " led" : ""}` }));
    });
    const caption = trick.winner !== null ? `Trick ${number} won by seat ${trick.winner}` : `Trick ${number}`;
    slots.append(el("div", { class: "trick-caption", text: caption }));
  }
  return slots;
}

// The trick before the one in the middle, small: each card with its seat, the winner's marked.
function lastTrick(trick, number, me, n) {
  const seatText = (seat) => (seat === me ? "you" : `seat ${seat}`);
  return el("div", { class: "last-trick", id: "last-trick", "aria-label": `the trick before: trick ${number}` },
    el("span", { class: "last-trick-head", text: `Trick ${number} won by ${seatText(trick.winner)}:` }),
    el("span", { class: "last-trick-cards" }, trickSeats(trick, n).map(({ card: c, seat }, k) => el("span", {
      class: "last-trick-card" + (trick.winner === seat ? " winner" : ""), dataset: { card: c, seat: String(seat) } },
      cardImg(c, "card mini"), el("small", { text: seatText(seat) + (k === 0 ? " led" : "") })))));
}

// The trump, who took it, and the card turned up at the deal: public for the whole hand (VIEW-SEAT).
function trumpNote(view, me) {
  return el("div", { class: "trump-note" },
    el("span", { class: "trump-suit " + (view.trump === "H" || view.trump === "D" ? "red" : ""), text: SUIT[view.trump] }),
    ` ${SUIT_NAME[view.trump]} are trump`, view.taker !== null ? ` · seat ${view.taker}${view.taker === me ? " (you)" : ""} took` : "",
    view.turned ? el("span", { class: "turned-note", dataset: { card: view.turned } }, " · turned ",
      cardImg(view.turned, "card mini turned-mini")) : "");
}
