// The transcript viewer: a transcript and its audit, stepped through hand by hand, bid by bid,
// card by card. The server replays the transcript through the engine and sends, for each step,
// every seat's view as the engine builds it (VIEW-SEAT): "seen by seat N" shows that view as it
// is; the arbiter's mode lays the four seats' own hands face up. The audit's departures are shown
// at the step where they happen, with their clause and its text.

import { fitRows, renderCentre, renderSeats, trickSeats } from "./board.js";
import { SUIT, cardImg, chip } from "./cards.js";
import { clauseLink, clear, el, getJSON, store } from "./common.js";

const $ = (id) => document.getElementById(id);
const params = new URLSearchParams(location.search);
const V = { doc: null, hand: 0, step: 0, mode: "arbiter", loads: 0, profiles: null };

// Profile belote-acanomas: its views name the maker and the face-up card in their own words
// (ACA-VIEW-PLAYER); the board reads the team game's names.
function aca() {
  return Boolean(V.doc && V.doc.profile === "belote-acanomas");
}

function boardView(v) {
  return aca() ? { ...v, taker: v.maker, turned: v.face_up } : v;
}

function load() {
  if (params.get("file")) return openDoc(() => getJSON("/web/api/file"));
  const room = params.get("room"), match = params.get("match");
  if (room && match) {
    return openDoc(async () => {
      const r = await fetch(`/api/rooms/${encodeURIComponent(room)}/matches/${encodeURIComponent(match)}/transcript`);
      if (!r.ok) throw new Error(`the room's transcript could not be read (${r.status})`);
      return post(await r.text(), `room ${room}, match ${match}`);
    });
  }
  $("v-summary").textContent = "Open a transcript file (JSON, spec/transcripts.md) to step through it.";
  return null;
}

// Each transcript asked for gets a number: only the latest one asked for is shown (or its error),
// whatever order the answers come back in (two files picked quickly).
async function openDoc(fetchDoc) {
  const n = ++V.loads;
  try {
    const doc = await fetchDoc();
    if (n === V.loads) show(doc);
  } catch (err) {
    if (n === V.loads) fail(err);
  }
}

async function post(text, name) {
  return getJSON(`/web/api/viewer?name=${encodeURIComponent(name)}`, { method: "POST",
    headers: { "Content-Type": "application/json" }, body: text });
}

function show(doc) {
  // a new transcript starts clean: the arbiter's view, no error of the last one, an empty felt
  // (render draws the seats it has and clears the other positions)
  V.doc = doc; V.hand = 0; V.step = 0; V.mode = "arbiter";
  const arbiter = document.querySelector("input[name=mode][value=arbiter]");
  if (arbiter) arbiter.checked = true;
  clear($("v-centre")); clear($("v-step"));
  $("v-title").textContent = doc.name;
  const s = $("v-summary");
  clear(s).append(el("span", { class: `verdict verdict-${doc.exit}`, text: doc.verdict }),
    doc.ruleset ? ` · ruleset ${doc.ruleset}` : "", ` · ${doc.hands.length} hand(s) · ${doc.departures.length} departure(s)`);
  const errs = $("v-errors");
  clear(errs);
  errs.hidden = !doc.errors.length;
  if (doc.errors.length) {
    errs.append(el("h2", { text: "Not a readable transcript" }),
      el("ul", {}, doc.errors.map((e) => el("li", {}, el("code", { text: e.path }), ": ", e.message))));
  }
  $("v-body").hidden = !doc.hands.length;
  if (!doc.hands.length) return;
  const modes = clear($("v-seat-modes"));
  const count = doc.hands[0].steps.length ? doc.hands[0].steps[0].views.length : 4;
  for (let s = 0; s < count; s++) {
    modes.append(el("label", {}, el("input", { type: "radio", name: "mode", value: String(s) }), ` seat ${s}`));
  }
  const sel = clear($("v-hand"));
  doc.hands.forEach((h, i) => {
    const n = doc.departures.filter((d) => d.step && d.step.hand === i).length;
    sel.append(el("option", { value: String(i) }, `Hand ${h.number} (dealer seat ${h.dealer})${n ? ` ⚠ ${n}` : ""}`));
  });
  renderDepartures();
  const notes = clear($("v-notes"));
  for (const n of doc.notes) notes.append(el("li", {}, n.message));
  if (!doc.notes.length) notes.append(el("li", { class: "muted", text: "none" }));
  go(0, 0);
}

function renderDepartures() {
  const list = clear($("v-departures"));
  if (!V.doc.departures.length) list.append(el("li", { class: "ok", text: "None: the transcript follows the rules." }));
  for (const d of V.doc.departures) {
    const where = d.step ? `hand ${V.doc.hands[d.step.hand].number}, step ${d.step.step}` : "the transcript";
    const b = el("button", { type: "button", class: "link", dataset: { departure: String(d.index) },
      onclick: () => d.step && go(d.step.hand, d.step.step) }, where);
    list.append(el("li", {}, el("code", { text: d.clause }), " ", d.kind, ": ", d.message, d.about ? ` (about ${d.about})` : "", " ", b));
  }
}

function go(hand, step) {
  const h = V.doc.hands[hand];
  V.hand = hand;
  V.step = Math.max(0, Math.min(step, Math.max(h.steps.length - 1, 0)));
  render();
}

function move(delta) {
  const h = V.doc.hands[V.hand];
  const next = V.step + delta;
  if (next < 0 && V.hand > 0) return go(V.hand - 1, V.doc.hands[V.hand - 1].steps.length - 1);
  if (next >= h.steps.length && V.hand < V.doc.hands.length - 1) return go(V.hand + 1, 0);
  go(V.hand, next);
}

function render() {
  const h = V.doc.hands[V.hand];
  $("v-hand").value = String(V.hand);
  const slider = $("v-slider");
  slider.max = String(Math.max(h.steps.length - 1, 0));
  slider.value = String(V.step);
  const info = clear($("v-step"));
  const areas = [0, 1, 2, 3].map((p) => $(`v-pos-${p}`));
  if (!h.steps.length) {
    $("v-pos").textContent = `hand ${h.number}: nothing to step through`;
    areas.forEach(clear); clear($("v-centre"));
    info.append(stopBox(h));
    departuresAt(info);
    return;
  }
  const st = h.steps[V.step];
  const last = V.step === h.steps.length - 1;
  $("v-pos").textContent = `hand ${h.number} · step ${V.step} of ${h.steps.length - 1}`;
  const seatMode = V.mode !== "arbiter";
  const seat = seatMode ? Number(V.mode) : null;
  const view = boardView(seatMode ? st.views[seat] : st.views[st.to_act ?? 0]);
  const faces = {};
  if (seatMode) faces[seat] = st.views[seat].hand;
  else st.views.forEach((v, s) => { faces[s] = v.hand; });
  const bottom = seatMode ? seat : 0;
  const seats = (V.doc.seats || []).map((s) => ({ occupant: s.kind === "ai" ? "ai" : "client", level: s.level, name: s.name }));
  const teams = aca() ? sidesOf(V.doc.seats || []) : undefined;
  const orders = V.profiles && V.profiles[V.doc.profile] ? V.profiles[V.doc.profile].card_orders : null;
  renderSeats(areas, { view, bottom, seats, faces, me: seat, teams, orders });
  renderCentre($("v-centre"), { view, bottom, seats, me: seat });
  if (last && h.derived) { // the hand is over: its tricks on the felt, not the next deal's empty one
    clear($("v-centre")).append(handTricks(h, st.views.length));
  }
  // what happens at this step
  const seatTxt = st.to_act === null ? "nobody is to act" : `seat ${st.to_act} to ${st.phase.startsWith("bid") ? "bid" : "play"}`;
  info.append(el("p", { class: "where" }, `Hand ${h.number} · before action ${st.before} · ${st.phase.replaceAll("_", " ")} · ${seatTxt}`));
  const legal = seatMode && !aca() ? view.legal_actions.map(legalText) : seatMode && seat !== st.to_act ? [] : st.legal;
  if (!seatMode || seat === st.to_act) {
    info.append(el("div", { class: "legal" }, el("span", { class: "label", text: "Legal actions: " }),
      legal.length ? legal.map(legalItem) : el("span", { class: "muted", text: "none" })));
  }
  if (st.action) {
    const refused = st.refused;
    info.append(el("p", { class: "recorded" + (refused ? " illegal" : "") },
      el("span", { class: "label", text: "Recorded next: " }), st.action_text,
      refused ? el("span", { class: "refused-note" }, " — refused by the rules: ", refused.reason, " (", clauseLink(refused.clause), ")") : ""));
  } else if (last) {
    info.append(el("p", { class: "recorded" }, el("span", { class: "label", text: "End of the hand. " }), "As the transcript records it: ", handResult(h) || "nothing recorded."));
    if (h.derived) info.append(breakdown(h));
  }
  if (last && h.stopped) info.append(stopBox(h));
  departuresAt(info);
  fitRows();
}

function legalText(a) {
  if (a.type === "pass") return "pass";
  if (a.type === "take") return `take ${a.suit}`;
  return a.card + (a.announce ? " belote" : "");
}

function legalItem(t) {
  const m = /^(10|[7-9JQKA])([CDHS])( belote)?$/.exec(t);
  if (m) {
    const span = el("span", { class: "legal-card" }, cardImg(m[1] + m[2], "card mini"));
    if (m[3]) span.append(el("small", { text: "belote" }));
    return span;
  }
  const take = /^take ([CDHS])$/.exec(t);
  return el("span", { class: "legal-bid" }, take ? `take ${SUIT[take[1]]}` : t);
}

function sidesOf(seats) {
  const sides = [];
  for (const s of seats) (sides[s.side] = sides[s.side] || []).push(s.seat);
  return sides;
}

function gameResult(h) {
  const line = h.facts && h.facts.line;
  if (!line) return "";
  const writes = line.writes.map((w, s) => `${s}: ${w === null ? "—" : w}`).join(", ");
  let text = `Game ${line.game}: ${line.kind}`;
  if (line.claim) text += `, claim by seat ${line.claim.seat} ${line.claim.correct ? "right" : "wrong"} (${line.claim.count})`;
  if (line.left !== null) text += `, seat ${line.left} leaves the match`;
  return `${text}; written by side ${writes}; totals ${line.totals.join("–")}.`;
}

function handResult(h) {
  if (aca()) return gameResult(h);
  const f = h.facts;
  if (!f || !("score" in f)) return "";
  if (f.void) return "Void: everyone passed twice.";
  const sc = f.score;
  if (!sc) return "";
  return `Contract ${sc.contract}${sc.capot !== null ? ", capot" : ""}: ${sc.scores[0]}–${sc.scores[1]}` +
    (f.match ? `; match ${f.match.totals[0]}–${f.match.totals[1]}` : "");
}

// The hand's tricks as the engine replayed them: each card with the seat that played it (the
// winner's marked), who won it, its card points.
function handTricks(h, n) {
  const tricks = h.derived.tricks || [];
  const box = el("div", { class: "hand-over", id: "v-hand-tricks" },
    el("p", { class: "hand-over-head", text: `Hand ${h.number} is over` + (h.derived.void ? ": void, no trick played" : `: its ${tricks.length} tricks`) }));
  if (!tricks.length) return box;
  const rows = tricks.map((t, i) => el("tr", { dataset: { trick: String(i + 1) } },
    el("th", { scope: "row", text: i + 1 }),
    el("td", { class: "trick-cards" }, trickSeats(t, n).map(({ card, seat }) => el("span", {
      class: "hand-over-card" + (seat === t.winner ? " winner" : ""), dataset: { card, seat: String(seat) } },
      cardImg(card, "card mini"), el("small", { text: `s${seat}` })))),
    el("td", { text: `seat ${t.winner}` }),
    el("td", { class: "num", text: t.points })));
  box.append(el("table", { class: "hand-over-tricks" },
    el("thead", {}, el("tr", {}, ["#", "cards (led first; s = seat)", "won by", "points"].map((t) => el("th", { scope: "col", text: t })))),
    el("tbody", {}, rows)));
  return box;
}

// How the hand scored, item by item and team by team (side by side under profile
// belote-acanomas), as the engine replayed it (the transcript's recorded facts may differ: a
// departure says so).
const ITEM_WORDS = { tricks_won: "tricks won", card_points: "card points", last_trick: "last trick (dix de der)",
  belote: "belote-rebelote", totals: "totals (compared for the contract)", scores: "scored", writes: "written" };

function breakdown(h) {
  const d = h.derived;
  const box = el("div", { class: "breakdown", id: "v-breakdown" }, el("h3", { text: "The points, as the rules give them" }));
  const table = (heads, rows) => el("table", { class: "sheet" },
    el("thead", {}, el("tr", {}, el("th", { scope: "col", text: "" }), heads.map((t) => el("th", { scope: "col", text: t })))),
    el("tbody", {}, rows.map(([label, cells]) => el("tr", {}, el("th", { scope: "row", text: label }), cells.map((c) => el("td", { text: c ?? "—" }))))));
  if (d.void) { box.append(el("p", { text: "Void: everyone passed twice; nobody scores." })); return box; }
  if (d.score) {
    const sc = d.score;
    const pairs = Object.entries(sc).filter(([, v]) => Array.isArray(v));
    box.append(table(["team 0", "team 1"], pairs.map(([k, v]) => [ITEM_WORDS[k] || k.replaceAll("_", " "), v])));
    box.append(el("p", {}, `Taken by team ${sc.takers} (seat ${d.taker}, `, chipSuit(d.trump), `): contract ${sc.contract}`,
      sc.capot !== null ? `, capot by team ${sc.capot}` : "", sc.disputed ? `; ${sc.disputed} points put in dispute` : "", "."));
  }
  if (d.line && d.line.score) {
    const sides = Object.keys(d.line.score.lines);
    const items = Object.keys(d.line.score.lines[sides[0]]);
    box.append(table(sides.map((s) => `side ${s}`), items.map((k) => [ITEM_WORDS[k] || k.replaceAll("_", " "),
      sides.map((s) => d.line.score.lines[s][k])])));
  }
  if (d.match) box.append(el("p", { text: `Match totals after the hand: ${d.match.totals.join("–")}` + (d.match.disputed ? `, ${d.match.disputed} in dispute` : "") + "." }));
  if (d.line && d.line.totals) box.append(el("p", { text: `Totals after the game: ${d.line.totals.join("–")}.` }));
  return box;
}

function chipSuit(letter) {
  return el("span", { class: "trump-mini" + (letter === "H" || letter === "D" ? " red" : ""), text: `${SUIT[letter]} trump` });
}

function stopBox(h) {
  return el("div", { class: "stopped" }, el("p", {}, el("strong", { text: "The replay stops here: " }), h.stopped),
    h.not_replayed.length ? el("details", {}, el("summary", { text: `${h.not_replayed.length} recorded action(s) not replayed` }),
      el("ol", {}, h.not_replayed.map((t) => el("li", { text: t })))) : "");
}

function departuresAt(info) {
  const here = V.doc.departures.filter((d) => d.step && d.step.hand === V.hand && d.step.step === V.step);
  for (const d of here) {
    const c = V.doc.clauses[d.clause];
    const box = el("div", { class: "departure", role: "note", dataset: { clause: d.clause } },
      el("h3", {}, "Departure: ", clauseLink(d.clause), c ? ` — ${c.title}` : ""),
      el("p", { class: "message", text: d.message + (d.about ? ` — about ${d.about}` : "") }),
      el("p", { class: "path" }, el("code", { text: d.path }), ` · ${d.kind}`,
        d.seat !== null ? ` · seat ${d.seat}` : "", d.trick !== null ? ` · trick index ${d.trick}` : "",
        d.caused_by !== null ? ` · follows from departure ${d.caused_by + 1}` : ""));
    if (c && c.rule_html) {
      const rule = el("div", { class: "rule-text" });
      rule.innerHTML = c.rule_html; // rendered on the server from spec/, Markdown without raw HTML
      box.append(el("details", { open: true }, el("summary", { text: `The rule (${d.clause})` }), rule));
    }
    info.append(box);
  }
}

function setup() {
  $("v-prev").addEventListener("click", () => move(-1));
  $("v-next").addEventListener("click", () => move(1));
  $("v-first").addEventListener("click", () => go(V.hand, 0));
  $("v-last").addEventListener("click", () => go(V.hand, 1e9));
  $("v-slider").addEventListener("input", (e) => go(V.hand, Number(e.target.value)));
  $("v-hand").addEventListener("change", (e) => go(Number(e.target.value), 0));
  document.addEventListener("change", (e) => {
    if (e.target.name === "mode") { V.mode = e.target.value; if (V.doc) render(); }
  });
  document.addEventListener("keydown", (e) => {
    if (!V.doc || !V.doc.hands.length) return;
    const t = e.target;
    if (t.tagName === "INPUT" && t.type !== "radio" && t.type !== "range" || t.tagName === "SELECT") return;
    const keys = { ArrowRight: () => move(1), ArrowLeft: () => move(-1), Home: () => go(V.hand, 0),
      End: () => go(V.hand, 1e9), PageDown: () => go(Math.min(V.hand + 1, V.doc.hands.length - 1), 0),
      PageUp: () => go(Math.max(V.hand - 1, 0), 0) };
    if (keys[e.key]) { e.preventDefault(); keys[e.key](); }
  });
  getJSON("/web/api/options").then((o) => { V.profiles = o.profiles; if (V.doc && V.doc.hands.length) render(); }, () => {});
  $("v-file").addEventListener("change", (e) => {
    const f = e.target.files[0];
    if (!f) return;
    openDoc(async () => post(await f.text(), f.name));
  });
  load();
}

function fail(err) {
  const errs = clear($("v-errors"));
  errs.append(el("p", { text: err.message || String(err) }));
  errs.hidden = false;
}

setup();
