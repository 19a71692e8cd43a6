// The table page: one seat (or a spectator) of a room, over the table protocol (spec/table.md).
// Everything drawn comes from the messages this connection receives: the seat's own view, the
// public events. The page never works out legality: it marks the view's legal actions, sends what
// is clicked, and shows the server's refusal (sentence and clause) when the rules refuse it.

import { fitRows, renderCentre, renderSeats } from "./board.js";
import { SUIT, SUIT_NAME, cardImg, chip, pretty, sortForDisplay } from "./cards.js";
import { clauseLink, clear, el, getJSON, seatName, store } from "./common.js";

const PROTOCOL = "1.1.0";
const params = new URLSearchParams(location.search);
const room = params.get("room");
const seatParam = params.get("seat");
const $ = (id) => document.getElementById(id);

const ACA = "belote-acanomas";
const TAKEN = "Another tab took this seat; reload to take it back.";
const COMBO_RANK = { J: "jacks", Q: "queens", K: "kings", A: "aces", 10: "tens", 9: "nines", 8: "eights", 7: "sevens" };

// Profile belote-acanomas (spec/table.md, TABLE-PROFILES): 2-4 seats, its own actions and events.
function aca() {
  return Boolean(S.welcome && S.welcome.profile.name === ACA);
}

function boardView(v) {
  return aca() ? { ...v, taker: v.maker, turned: v.face_up } : v;
}

function comboText(c) {
  if (c.kind === "brelan") return `brelán of ${COMBO_RANK[c.rank] || c.rank}`;
  return `escalera of ${c.length} to the ${c.top}` + (c.suit ? ` ${SUIT[c.suit]}` : "");
}

function sideName(side) {
  const teams = S.welcome ? S.welcome.profile.teams : [];
  if (teams.length && teams[side] && teams[side].length === 1) return who(teams[side][0]);
  return `pair ${side}`;
}

const S = {
  ws: null, welcome: null, view: null, seq: null, me: null, nextId: 1, pending: false,
  sheet: [], lastHand: null, over: null, retry: 0, closedForGood: false, focusIndex: null, deal: null,
  online: false, failures: 0, welcomed: false, logLines: [], playedBy: {}, profiles: null,
};

// The card orders of this room's profile, as the server reads them from its rules object
// (/web/api/options): the hand is sorted by them, trumps first.
function cardOrders() {
  const p = S.profiles && S.welcome && S.profiles[S.welcome.profile.name];
  return p ? p.card_orders : null;
}

function token() {
  return seatParam === null ? null : store.seatToken(room, seatParam);
}

function send(obj) {
  if (S.ws && S.ws.readyState === WebSocket.OPEN) S.ws.send(JSON.stringify(obj));
}

function connect() {
  const scheme = location.protocol === "https:" ? "wss" : "ws";
  const ws = new WebSocket(`${scheme}://${location.host}/ws/rooms/${encodeURIComponent(room)}`);
  S.ws = ws;
  S.welcomed = false;
  ws.addEventListener("open", () => {
    S.retry = 0;
    const t = token();
    send(t ? { type: "hello", protocol: PROTOCOL, token: t, client: "belote-ref web" }
           : { type: "hello", protocol: PROTOCOL, spectate: true, client: "belote-ref web" });
  });
  ws.addEventListener("message", (e) => {
    let msg;
    try { msg = JSON.parse(e.data); } catch { return; }
    onMessage(msg);
  });
  ws.addEventListener("close", (e) => {
    setOnline(false);
    if (S.closedForGood) return;
    if (e.code === 4002) return fatal(TAKEN);
    if (e.code === 4004) {
      $("room-title").textContent = `There is no room ${room} on this server.`;
      return fatal("Choose a table in the lobby.");
    }
    if (e.code === 4000) return fatal("This page speaks another version of the table protocol.");
    S.retry = Math.min(S.retry + 1, 5);
    S.failures += 1;
    $("turn").textContent = S.failures > 3 ? "The server cannot be reached; still trying…" : "Connection lost: reconnecting…";
    setTimeout(connect, 400 * S.retry);
  });
}

// While the connection is down nothing can be sent: the bids, the cards and "play another match"
// are disabled until the next welcome, and the hand and the bids are dimmed (style.css, .offline).
function setOnline(online) {
  S.online = online;
  $("table-app").classList.toggle("offline", !online);
  for (const b of document.querySelectorAll("#bids button, #hand button, #next-match")) b.disabled = !online;
}

function fatal(text) {
  S.closedForGood = true;
  $("turn").textContent = text;
}

function onMessage(msg) {
  switch (msg.type) {
    case "welcome":
      if (!S.welcome) restoreSession(msg.match); // the first welcome of this page: a reload?
      S.welcome = msg;
      S.welcomed = true;
      S.failures = 0;
      S.online = true;
      S.me = msg.role === "seat" ? msg.seat : null;
      renderTitle();
      break;
    case "state":
      S.view = msg.view;
      S.seq = msg.seq;
      S.deadline = msg.deadline_s ?? null;
      document.body.dataset.seq = String(msg.seq); // the record this page shows (tests read it)
      S.pending = false;
      syncSheet();
      render();
      break;
    case "event":
      onEvent(msg.event);
      saveSession();
      break;
    case "ack":
      S.pending = false;
      hideRefusal();
      break;
    case "refused":
      S.pending = false;
      showRefusal(msg.reason, msg.clause, msg.action);
      render();
      break;
    case "error":
      S.pending = false;
      if (msg.code === "bad-token") {
        // Once welcomed, the close that follows says what happened (4002: another tab took the seat).
        if (S.welcomed) return;
        fatal("This tab's seat token was refused. Take a seat again from the lobby.");
        S.ws.close();
        return;
      }
      if (msg.code !== "stale") showRefusal(msg.message, msg.clause, null, true);
      send({ type: "sync" });
      break;
    default:
      break;
  }
}

// --- events: the log, the score sheet, the match end ---------------------------------------
// The log's lines: text and cards ({card: code}, drawn as chips), newest first; kept in the tab
// (sessionStorage, per room and seat, saved once per event) with the score sheet's rows so that a
// reload shows them again.
const LOG_LINES = 60;

function log(...parts) {
  const line = parts.map((p) => (p && typeof p === "object" && p.card ? { card: p.card } : String(p)));
  S.logLines.unshift(line);
  S.logLines.length = Math.min(S.logLines.length, LOG_LINES);
  const list = $("log");
  list.prepend(logItem(line));
  while (list.children.length > LOG_LINES) list.lastElementChild.remove();
}

function logItem(line) {
  return el("li", {}, line.map((p) => (typeof p === "string" ? p : chip(p.card))));
}

function card(code) {
  return { card: code };
}

function drawLog() {
  clear($("log")).append(...S.logLines.map(logItem));
}

function sessionKey() {
  return `belote:log:${room}:${seatParam === null ? "watch" : seatParam}`;
}

function saveSession() {
  if (!S.welcome) return;
  const sheet = S.sheet.map((ev) => (ev && !ev.partial ? ev : null));
  try {
    sessionStorage.setItem(sessionKey(), JSON.stringify({ match: S.welcome.match, sheet, log: S.logLines }));
  } catch { /* storage full or refused: the page goes on without it */ }
}

function restoreSession(match) {
  let saved = null;
  try { saved = JSON.parse(sessionStorage.getItem(sessionKey()) || "null"); } catch { saved = null; }
  if (!saved || saved.match !== match) return;
  S.logLines = Array.isArray(saved.log) ? saved.log : [];
  S.sheet = Array.isArray(saved.sheet) ? saved.sheet : [];
  drawLog();
}

// The subject of a log line: "You take", "Seat 1 · easy AI takes".
function subject(seat, you, other) {
  return seat === S.me ? `You ${you}` : `${who(seat)} ${other}`;
}

function who(seat) {
  return seatName(seat, S.welcome && S.welcome.seats, S.me);
}

function onEvent(ev) {
  switch (ev.kind) {
    case "match_start":
      S.sheet = []; S.over = null; S.lastHand = null;
      $("match-end").hidden = true;
      if (S.welcome) { S.welcome.match = ev.match; renderTitle(); }
      log(`Match ${ev.match} begins; seat ${ev.first_dealer} deals first.`);
      break;
    case "deal":
      S.playedBy = {};
      log(`Hand ${ev.hand}: seat ${ev.dealer} deals, turns `, ev.turned ? card(ev.turned) : "nothing", ".");
      break;
    case "bid": {
      const a = ev.action;
      log(a.type === "pass" ? `${subject(a.seat, "pass", "passes")}.` : `${subject(a.seat, "take", "takes")} ${SUIT[a.suit]} ${SUIT_NAME[a.suit]}.`);
      break;
    }
    case "play":
      S.playedBy[ev.action.card] = ev.action.seat;
      log(`${subject(ev.action.seat, "play", "plays")} `, card(ev.action.card), ev.heard ? ` and ${ev.action.seat === S.me ? "say" : "says"} “${ev.heard}”` : "", ".");
      break;
    case "trick":
      log(...trickLine(ev));
      break;
    case "last_card":
      log("The last card of the stock is turned: ", card(ev.card), ".");
      break;
    case "exchange":
      log(ev.action.type === "exchange" ? `${subject(ev.action.seat, "exchange", "exchanges")} the trump 7 for the turned card.`
        : `${subject(ev.action.seat, "keep your", "keeps his")} cards.`);
      break;
    case "announce":
      log(`${subject(ev.seat, "announce", "announces")} `, ev.combinations.length ? ev.combinations.map(comboText).join(", ") : "nothing", ".");
      break;
    case "verdicts":
      for (const v of ev.verdicts) log(`${who(v.seat)}: ${comboText(v.combination)} ${v.verdict}${v.value ? ` (${v.value})` : ""}.`);
      break;
    case "claim":
      log(`${subject(ev.seat, "say", "says")} «he terminado».`);
      break;
    case "game_end":
      S.lastHand = ev;
      log(gameSentence(ev));
      break;
    case "hand_end":
      S.sheet[ev.hand - 1] = ev;
      S.lastHand = ev;
      log(handSentence(ev));
      renderSheet();
      break;
    case "match_end":
      S.over = ev;
      log(aca() ? `Match over: ${sideName(ev.winner)} wins, ${ev.totals.join("–")}.`
        : `Match over: team ${ev.winner} wins, ${ev.totals[0]}–${ev.totals[1]}.`);
      break;
    case "seat":
      if (S.welcome) {
        S.welcome.seats[ev.seat.seat] = ev.seat;
      }
      break;
    case "takeover":
      log(`Seat ${ev.seat} ran out of time: the ${ev.level} AI plays for it.`);
      break;
    default:
      break;
  }
}

// "Trick 7, won by seat 2: seat 0 led 8♣, seat 1 K♠, you A♠, seat 3 Q♣." Who played each card is
// what the play events said (a card missed while disconnected is written without its seat).
function trickLine(ev) {
  const seatText = (seat) => (seat === S.me ? "you" : `seat ${seat}`);
  const parts = [`Trick ${ev.number}, won by ${seatText(ev.winner)}: `];
  ev.cards.forEach((c, k) => {
    const seat = S.playedBy[c];
    if (k) parts.push(", ");
    if (seat !== undefined) parts.push(`${seatText(seat)}${k === 0 ? " led" : ""} `);
    parts.push(card(c));
  });
  parts.push(".");
  return parts;
}

function gameSentence(ev) {
  const line = ev.line;
  const writes = line.writes.map((w, side) => `${sideName(side)} ${w === null ? "—" : w}`).join(", ");
  let text = `Game ${ev.hand}: ${line.kind}`;
  if (line.claim) text += ` (claim by ${who(line.claim.seat)}: ${line.claim.correct ? "right" : "wrong"}, ${line.claim.count})`;
  if (line.left !== null) text += `; ${who(line.left)} leaves the match`;
  return `${text}; written: ${writes}.`;
}

function handSentence(ev) {
  if (ev.kind === "game_end") return gameSentence(ev);
  if (ev.void) return `Hand ${ev.hand}: everyone passed twice; the hand is void.`;
  const sc = ev.score;
  const team = sc.takers;
  let result = sc.contract === "made" ? "made the contract" : sc.contract === "failed" ? "failed" : "tied";
  if (sc.capot !== null && sc.capot !== undefined) result += `, capot by team ${sc.capot}`;
  let text = `Hand ${ev.hand}: seat ${ev.taker} (team ${team}) took ${SUIT[ev.trump]} and ${result}: ${sc.scores[0]}–${sc.scores[1]}.`;
  if (sc.disputed) text += ` ${sc.disputed} points held in dispute.`;
  return text;
}

// The sheet rebuilt from the view's hand scores when events were missed (a reconnect).
function syncSheet() {
  if (aca()) return;
  const scores = S.view.hand_scores;
  if (S.sheet.length > scores.length) S.sheet = S.sheet.slice(0, scores.length);
  for (let i = 0; i < scores.length; i++) {
    if (!S.sheet[i]) S.sheet[i] = { hand: i + 1, partial: true, scores: scores[i] };
  }
  renderSheet();
}

function renderAcaSheet(box) {
  const v = S.view;
  const sides = v.totals.length;
  const head = [el("th", { scope: "col", text: "#" }), el("th", { scope: "col", text: "game" })];
  for (let s = 0; s < sides; s++) head.push(el("th", { scope: "col", text: sideName(s) }));
  const rows = v.sheet.map((line) => el("tr", { class: line.kind },
    el("td", { text: line.game }),
    el("td", { class: "result", text: line.kind + (line.claim ? ` · claim ${line.claim.correct ? "right" : "wrong"}` : "")
      + (line.left !== null ? ` · seat ${line.left} left` : "") + (line.pot_made ? ` · pot ${line.pot_made.points}` : "") }),
    ...line.writes.map((w) => el("td", { text: w === null ? "—" : w }))));
  const pots = v.pots.reduce((n, p) => n + p.points, 0);
  box.append(el("table", { class: "sheet" },
    el("thead", {}, el("tr", {}, head)),
    el("tbody", {}, rows),
    el("tfoot", {}, el("tr", {}, el("th", { scope: "row", colspan: 2 }, "Totals", pots ? ` (${pots} pending in pots)` : ""),
      ...v.totals.map((t) => el("td", { class: "total", text: t }))))));
}

function renderSheet() {
  const box = clear($("sheet"));
  if (aca()) { if (S.view) renderAcaSheet(box); return; }
  const myTeam = S.me === null ? null : teamOf(S.me);
  const th = (t) => el("th", { scope: "col" }, `Team ${t}`, myTeam === t ? el("span", { class: "you", text: " (you)" }) : "");
  const rows = S.sheet.map((ev) => {
    if (!ev) return null;
    if (ev.partial) {
      return el("tr", {}, el("td", { text: ev.hand }), el("td", { colspan: 2, text: "—" }),
        el("td", { text: ev.scores[0] }), el("td", { text: ev.scores[1] }));
    }
    if (ev.void) {
      return el("tr", { class: "void" }, el("td", { text: ev.hand }), el("td", { colspan: 2, text: "void: all passed" }),
        el("td", { text: 0 }), el("td", { text: 0 }));
    }
    const sc = ev.score;
    let result = sc.contract;
    if (sc.capot !== null && sc.capot !== undefined) result += " · capot";
    if (sc.disputed) result += ` · ${sc.disputed} in dispute`;
    if (sc.belote && (sc.belote[0] || sc.belote[1])) result += " · belote";
    return el("tr", { class: sc.contract },
      el("td", { text: ev.hand }),
      el("td", {}, `seat ${ev.taker} `, el("span", { class: "trump-mini" + (ev.trump === "H" || ev.trump === "D" ? " red" : ""), text: SUIT[ev.trump] })),
      el("td", { class: "result", text: result }),
      el("td", { text: sc.scores[0] }), el("td", { text: sc.scores[1] }));
  });
  const totals = S.view ? S.view.totals : [0, 0];
  const disputed = S.view ? S.view.disputed : 0;
  box.append(el("table", { class: "sheet" },
    el("thead", {}, el("tr", {}, el("th", { scope: "col", text: "#" }), el("th", { scope: "col", text: "taker" }),
      el("th", { scope: "col", text: "result" }), th(0), th(1))),
    el("tbody", {}, rows),
    el("tfoot", {}, el("tr", {}, el("th", { scope: "row", colspan: 3 }, "Totals", disputed ? ` (${disputed} in dispute)` : ""),
      el("td", { class: "total", text: totals[0] }), el("td", { class: "total", text: totals[1] })))));
}

function teamOf(seat) {
  const teams = S.welcome && S.welcome.profile.teams;
  return teams ? teams.findIndex((t) => t.includes(seat)) : seat % 2;
}

// --- refusals ------------------------------------------------------------------------------
function showRefusal(reason, clause, action, isError = false) {
  const box = $("refusal");
  clear(box);
  box.append(el("strong", { text: isError ? "Not sent: " : "Refused: " }), el("span", { class: "reason", text: withSymbols(reason) }));
  if (clause) box.append(" ", el("span", { class: "clause" }, "(", clauseLink(clause), ")"));
  box.hidden = false;
}

// The server's sentences write cards and suits as codes (10C, "the suit led (S)"); the page
// writes them as it does everywhere else (10♣, ♠).
function withSymbols(text) {
  return String(text).replace(/(?<![A-Za-z0-9_-])(10|[7-9JQKA])([CDHS])(?![A-Za-z0-9_-])/g, (m, r, su) => r + SUIT[su])
    .replace(/\(([CDHS])\)/g, (m, su) => `(${SUIT[su]})`);
}

function hideRefusal() {
  $("refusal").hidden = true;
}

// --- drawing -------------------------------------------------------------------------------
function renderTitle() {
  const w = S.welcome;
  const target = w.ruleset.options.target;
  $("room-title").textContent = `Room ${w.room} · match ${w.match} · to ${target} points` +
    (S.me === null ? " · watching" : ` · you are seat ${S.me}`);
  // This browser keeps the seat's token (common.js, store): the link takes the seat back here
  // after the tab is closed, and in no other browser (TABLE-ROOMS).
  const box = $("rejoin");
  box.hidden = S.me === null;
  if (S.me !== null) {
    clear(box).append("Closed this tab? ", el("a", { href: `/table?room=${encodeURIComponent(room)}&seat=${S.me}`, id: "rejoin-link" },
      "This link"), " (or the lobby) gives you your seat back in this browser.");
  }
}

function render() {
  const v = S.view;
  if (!v || !S.welcome) return;
  const bottom = S.me === null ? 0 : S.me;
  const areas = [0, 1, 2, 3].map((p) => $(`pos-${p}`));
  const bv = boardView(v);
  renderSeats(areas, { view: bv, bottom, seats: S.welcome.seats, teams: S.welcome.profile.teams,
    skipBottomCards: S.me !== null, me: S.me });
  let banner = null;
  if (S.lastHand && v.phase.startsWith("bid_round") && v.bids.length === 0) banner = handSentence(S.lastHand);
  renderCentre($("centre"), { view: bv, bottom, seats: S.welcome.seats, me: S.me, banner });
  $("totals").textContent = aca() ? v.totals.map((t, s) => `${sideName(s)}: ${t}`).join(" · ")
    : `Team 0: ${v.totals[0]} · Team 1: ${v.totals[1]}` + (v.disputed ? ` · ${v.disputed} in dispute` : "");
  renderTurn();
  renderBids();
  renderHand();
  renderSheet();
  renderMatchEnd();
  setOnline(S.online);
  fitRows();
}

function renderTurn() {
  const v = S.view;
  const mine = S.me !== null && v.to_act === S.me;
  let text;
  const gone = S.me !== null && aca() && v.left.includes(S.me);
  if (v.phase === "match_over") text = "The match is over.";
  else if (gone) text = "You left the match (wrong claim); watching." +
    (v.to_act === null ? "" : ` ${who(v.to_act)} is to ${v.phase.startsWith("bid_round") ? "bid" : "play"}…`);
  else if (v.to_act === null) text = "Dealing…";
  else if (mine && aca() && legal().some((a) => a.type === "announce")) text = "Your turn: announce your combinations (or nothing).";
  else if (mine && aca() && v.phase === "exchange") text = "Your turn: exchange the trump 7 for the turned card, or keep your cards.";
  else if (mine) {
    text = v.phase.startsWith("bid_round") ? "Your turn: bid." : "Your turn: play a card (the raised cards may be played).";
    if (legal().some((a) => a.type === "claim")) text += " Or say «he terminado».";
  }
  else text = `${who(v.to_act)} is to ${v.phase.startsWith("bid_round") ? "bid" : "play"}…`;
  if (S.deadline !== null && S.deadline !== undefined && v.to_act !== null) {
    text += ` (${Math.ceil(S.deadline)} s to act before the takeover AI plays)`;
  }
  $("turn").textContent = text;
  $("turn").classList.toggle("mine", mine);
  document.title = (mine ? "● Your turn · " : "") + "Table · belote-ref";
}

function legal() {
  return S.view && S.me !== null && S.view.to_act === S.me ? S.view.legal_actions : [];
}

function act(action) {
  if (!S.online) return;
  if (action.type === "claim") return confirmClaim(action);
  if (S.pending) return;
  S.pending = true;
  send({ type: "action", id: S.nextId++, seq: S.seq, action });
}

// «He terminado» ends the match or the claimant's part in it: the page asks first, showing the
// rules' own text of what a claim counts and what a wrong one costs (ACA-CLAIM-COUNT,
// ACA-CLAIM-RIGHT, ACA-CLAIM-WRONG), as the rulebook serves it (/web/api/clauses/ID).
const clauses = {};

function clauseText(cid) {
  if (!clauses[cid]) {
    clauses[cid] = getJSON(`/web/api/clauses/${encodeURIComponent(cid)}`).catch((err) => {
      delete clauses[cid]; // not cached: the next dialog asks again
      throw err;
    });
  }
  return clauses[cid];
}

// A clause in the dialog: its ID (a link to it) and title, then its Rule text once fetched;
// folded (a details box) when it is there to be looked up rather than read first.
function clauseBox(cid, { rule = true, folded = false, cls = "" } = {}) {
  const head = el(folded ? "summary" : "p", { class: "clause-head" }, clauseLink(cid));
  const text = rule ? el("div", { class: "rule-text", dataset: { clause: cid } }) : null;
  clauseText(cid).then((c) => {
    head.append(" — ", c.title);
    if (text) text.innerHTML = c.rule_html; // rendered on the server from spec/, Markdown without raw HTML
  }, () => {
    if (text) text.textContent = "The rule's text could not be loaded: follow the link.";
  });
  return el(folded ? "details" : "div", { class: `claim-clause ${cls}`.trim() }, head, text);
}

function confirmClaim(action) {
  const old = $("claim-dialog");
  if (old) old.remove();
  const options = S.welcome.ruleset.options;
  const dialog = el("dialog", { id: "claim-dialog", class: "claim-dialog", "aria-labelledby": "claim-h" },
    el("h2", { id: "claim-h", text: "Say «he terminado»?" }),
    el("p", {}, `The target of this match: ${options.target} points.`
      + (options.wrong_claim ? ` Its option wrong_claim: ${options.wrong_claim}.` : "")),
    clauseBox("ACA-CLAIM-WRONG", { cls: "warning" }),
    clauseBox("ACA-CLAIM-RIGHT", { rule: false }),
    clauseBox("ACA-CLAIM-COUNT", { folded: true }),
    el("form", { method: "dialog", class: "dialog-buttons" },
      el("button", { type: "submit", value: "cancel", class: "primary", autofocus: true }, "Keep playing"),
      el("button", { type: "submit", value: "claim", id: "claim-confirm" }, "Say «he terminado»")));
  dialog.addEventListener("close", () => {
    const yes = dialog.returnValue === "claim";
    dialog.remove();
    if (!yes) { renderBids(); return; }
    if (S.pending || !S.online) return;
    S.pending = true;
    send({ type: "action", id: S.nextId++, seq: S.seq, action });
  });
  document.body.append(dialog);
  dialog.showModal();
}

function actionLabel(a) {
  switch (a.type) {
    case "pass": return S.view.phase === "exchange" ? "Keep my cards" : "Pass";
    case "take": return S.view.phase === "bid_round_2" ? `Name ${SUIT[a.suit]} ${SUIT_NAME[a.suit]}` : `Take ${SUIT[a.suit]} ${SUIT_NAME[a.suit]}`;
    case "exchange": return "Exchange the trump 7 for the turned card";
    case "announce": return a.combinations.length ? `Announce ${a.combinations.map(comboText).join(", ")}` : "Announce nothing";
    case "claim": return "«He terminado»";
    default: return a.type;
  }
}

function renderAcaActions(box) {
  const acts = legal().filter((a) => a.type !== "play");
  for (const a of acts) {
    box.append(el("button", { type: "button", class: "bid" + (a.type === "take" || a.type === "exchange" ? " take" : ""),
      dataset: { action: a.type, bid: a.type === "take" ? a.suit : a.type }, onclick: () => act(a) }, actionLabel(a)));
  }
  if (acts.length && !legal().some((a) => a.type === "play") && focusFree(box)) box.querySelector("button").focus();
}

// At a turn to bid (or to answer without a card), the first button takes the focus unless the
// player has put it elsewhere: the focus on a card of the hand, the page, or the bids themselves.
function focusFree(box) {
  const a = document.activeElement;
  return !a || a === document.body || box.contains(a) || $("hand").contains(a) || a === $("main");
}

function renderBids() {
  const box = clear($("bids"));
  if (aca()) { renderAcaActions(box); return; }
  const bids = legal().filter((a) => a.type === "pass" || a.type === "take");
  const round2 = S.view.phase === "bid_round_2";
  for (const a of bids) {
    const label = a.type === "pass" ? "Pass"
      : round2 ? `Name ${SUIT[a.suit]} ${SUIT_NAME[a.suit]}` : `Take ${SUIT[a.suit]} ${SUIT_NAME[a.suit]}`;
    box.append(el("button", { type: "button", class: "bid" + (a.type === "take" ? " take" : ""),
      dataset: { bid: a.type === "pass" ? "pass" : a.suit }, onclick: () => act(a) }, label));
  }
  if (bids.length && focusFree(box)) box.querySelector("button").focus();
}

function renderHand() {
  const box = $("hand");
  // the focus on a card stays on the hand while it is played out, not into the next deal's
  const deal = `${S.welcome.match}:${S.view.hand_number ?? S.view.game_number}`;
  const sameDeal = S.deal === deal;
  S.deal = deal;
  const hadFocus = box.contains(document.activeElement) && sameDeal;
  const prevIndex = hadFocus ? [...box.children].indexOf(document.activeElement) : null;
  clear(box);
  const v = S.view;
  if (S.me === null) {
    box.append(el("p", { class: "hint", text: "You are watching: the seats' cards are hidden." }));
    return;
  }
  const plays = legal().filter((a) => a.type === "play");
  const announce = plays.some((a) => a.announce === "belote");
  $("belote-toggle").hidden = !announce;
  const myTurnToPlay = plays.length > 0;
  const cards = sortForDisplay(v.hand, v.trump, cardOrders());
  cards.forEach((c, i) => {
    const ok = plays.some((a) => a.card === c);
    const cls = "hand-card" + (myTurnToPlay ? (ok ? " legal" : " illegal") : "");
    const label = pretty(c) + (myTurnToPlay ? (ok ? ", may be played" : ", not playable now") : "");
    // A dimmed card stays clickable: the server refuses it and the page shows why (its clause).
    const b = el("button", { type: "button", class: cls, dataset: { card: c }, "aria-label": label,
      tabindex: "-1", onclick: () => playCard(c) });
    b.append(cardImg(c, "card"));
    box.append(b);
  });
  const buttons = [...box.children];
  if (!buttons.length) return;
  let focusAt = prevIndex !== null ? Math.min(prevIndex, buttons.length - 1) : 0;
  if (myTurnToPlay) {
    const firstLegal = buttons.findIndex((b) => b.classList.contains("legal"));
    if (prevIndex === null || !buttons[focusAt].classList.contains("legal")) focusAt = Math.max(firstLegal, 0);
  }
  buttons[focusAt].tabIndex = 0;
  const idle = document.activeElement === document.body || hadFocus;
  if (hadFocus || (myTurnToPlay && idle)) buttons[focusAt].focus();
}

function playCard(card) {
  const plays = legal().filter((a) => a.type === "play" && a.card === card);
  const wantAnnounce = $("announce").checked;
  let action = plays.find((a) => (a.announce === "belote") === wantAnnounce) || plays[0];
  if (!action) action = { type: "play", seat: S.me, card }; // not legal now: the server says why
  act(action);
}

function onHandKey(e) {
  const buttons = [...$("hand").children].filter((b) => b.tagName === "BUTTON");
  const i = buttons.indexOf(document.activeElement);
  if (i < 0) return;
  let j = null;
  if (e.key === "ArrowRight" || e.key === "ArrowDown") j = (i + 1) % buttons.length;
  else if (e.key === "ArrowLeft" || e.key === "ArrowUp") j = (i - 1 + buttons.length) % buttons.length;
  else if (e.key === "Home") j = 0;
  else if (e.key === "End") j = buttons.length - 1;
  if (j === null) return;
  e.preventDefault();
  buttons[i].tabIndex = -1;
  buttons[j].tabIndex = 0;
  buttons[j].focus();
}

function renderMatchEnd() {
  const box = $("match-end");
  const v = S.view;
  if (v.phase !== "match_over") { box.hidden = true; return; }
  const ev = S.over || (aca() ? { winner: v.winner, totals: v.totals }
    : { winner: v.totals[0] > v.totals[1] ? 0 : 1, totals: v.totals });
  clear(box);
  const mine = S.me !== null && teamOf(S.me) === ev.winner;
  const winnerText = aca() ? `${sideName(ev.winner)} wins the match` : `Team ${ev.winner} wins the match`;
  box.append(
    el("h2", { id: "match-end-h", text: mine ? "You won the match!" : winnerText }),
    el("p", { class: "final", text: ev.totals.join(" – ") }),
    el("p", {}, el("a", { class: "button", href: `/viewer?room=${encodeURIComponent(room)}&match=${S.welcome.match}`,
      id: "view-transcript" }, "View the transcript")),
    S.me !== null ? el("p", {}, el("button", { type: "button", class: "primary", id: "next-match",
      onclick: () => send({ type: "start_match" }) }, "Play another match")) : null,
    el("p", {}, el("a", { href: "/", text: "Back to the tables" })));
  box.hidden = false;
}

// --- start -----------------------------------------------------------------------------------
function start() {
  if (!room) {
    $("room-title").textContent = "No room given: choose one in the lobby.";
    return;
  }
  if (seatParam !== null && !token()) {
    $("room-title").textContent = `This browser holds no token for seat ${seatParam} of room ${room}.`;
    fetch(`/api/rooms/${encodeURIComponent(room)}`).then((r) => {
      if (r.status === 404) {
        $("room-title").textContent = `There is no room ${room} on this server.`;
        clear($("turn")).append(el("a", { href: "/", text: "Choose a table in the lobby" }), ".");
      }
    }).catch(() => {});
    $("turn").append(el("a", { href: "/", text: "Take a seat from the lobby" }), " or ",
      el("a", { href: `/table?room=${encodeURIComponent(room)}`, text: "watch" }), ".");
    return;
  }
  $("hand").addEventListener("keydown", onHandKey);
  getJSON("/web/api/options").then((o) => { S.profiles = o.profiles; render(); }, () => {}).finally(connect);
}

start();
