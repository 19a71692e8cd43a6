// The lobby: create a room (profile, rules options, threshold, seats: you, other players or AIs of
// a level) and sit down; list the rooms of this server to take a free seat, watch, or open a
// finished match in the viewer. Over the table server's HTTP API (spec/table.md).

import { clear, el, getJSON, store } from "./common.js";

const $ = (id) => document.getElementById(id);
let info = null;
let lobby = { turn_timeout_s: null, takeover: "" };

async function takeSeat(room, seat) {
  const doc = await getJSON(`/api/rooms/${encodeURIComponent(room)}/seats/${seat}`, { method: "POST" });
  store.setSeatToken(room, seat, doc.token);
  location.href = `/table?room=${encodeURIComponent(room)}&seat=${seat}`;
}

const ACA = "belote-acanomas";

function chosenProfile() {
  const name = $("profile").value;
  return info.profiles.find((p) => p.name === name) || info.profiles[0];
}

function seatCount() {
  return chosenProfile().name === ACA ? Number($("players").value) : chosenProfile().seats;
}

// The seats and options of the chosen profile: belote-acanomas has as many seats as its option
// players, each player his own side, and its own AI levels; the team game's rule options are
// the team game's only.
function drawSeats() {
  const p = chosenProfile();
  const aca = p.name === ACA;
  $("players-row").hidden = !aca;
  for (const row of $("options").querySelectorAll("label.team-option")) row.hidden = aca;
  const box = $("seats");
  for (const row of [...box.querySelectorAll("label")]) row.remove();
  for (let i = 0; i < seatCount(); i++) box.append(seatRow(i, p.ai_levels || info.ai_levels, aca));
  takeoverChoices(p.ai_levels || info.ai_levels);
}

// The takeover: the lobby's default level (TABLE-ROOMS: /web/api/options lobby), any level the
// profile's AI plays, or none (the room then waits for its players as long as it takes).
function takeoverChoices(levels) {
  const select = $("takeover");
  const wanted = select.value || lobby.takeover;
  clear(select);
  for (const l of levels) select.append(el("option", { value: l, selected: l === wanted || null }, `the ${l} AI plays for the seat`));
  select.append(el("option", { value: "", selected: wanted === "" || null }, "nobody: the table waits"));
  if (![...select.options].some((o) => o.selected)) select.value = levels.includes(lobby.takeover) ? lobby.takeover : levels[0];
  $("turn-timeout").disabled = select.value === "";
}

function seatRow(i, levels, aca = false) {
  const choices = [["me", "You"], ["client", "Another player (free seat)"], ...levels.map((l) => [l, `AI: ${l}`])];
  const select = el("select", { name: `seat-${i}`, id: `seat-${i}` },
    choices.map(([v, t]) => el("option", { value: v, selected: (i === 0 ? v === "me" : v === "normal") || null }, t)));
  select.addEventListener("change", () => {
    if (select.value === "me") {
      for (const other of document.querySelectorAll("#seats select")) {
        if (other !== select && other.value === "me") other.value = "client";
      }
    }
  });
  if (aca) return el("label", { class: "seat-choice" }, `Seat ${i}`, select);
  const team = info.profiles[0].teams.findIndex((t) => t.includes(i));
  return el("label", { class: "seat-choice" }, `Seat ${i} (team ${team})`, select);
}

function optionRow(o) {
  const select = el("select", { name: `opt-${o.name}`, id: `opt-${o.name}` },
    o.choices.map((c) => el("option", { value: c, selected: c === o.default || null }, c + (c === o.default ? " (canonical)" : ""))));
  return el("label", { class: "team-option" }, o.name.replace("_", " "), " ", select,
    el("a", { class: "clause-mini", href: `/rules/clause/${o.clause}`, title: `rule ${o.clause}` }, o.clause));
}

async function setup() {
  info = await getJSON("/api");
  const opts = await getJSON("/web/api/options");
  lobby = opts.lobby;
  $("turn-timeout").value = lobby.turn_timeout_s;
  $("takeover").addEventListener("change", () => { $("turn-timeout").disabled = $("takeover").value === ""; });
  const profile = $("profile");
  const counts = [...$("players").options].map((o) => o.value); // the choices of option players
  for (const p of info.profiles) {
    profile.append(el("option", { value: p.name },
      p.name === ACA ? `${p.name} (${counts[0]}–${counts[counts.length - 1]} players)` : `${p.name} (${p.seats} seats)`));
  }
  const box = $("options");
  $("target").value = opts.target.default;
  $("target").max = opts.target.max;
  for (const o of opts.options) box.append(optionRow(o));
  drawSeats();
  profile.addEventListener("change", drawSeats);
  $("players").addEventListener("change", drawSeats);
  $("new-room").addEventListener("submit", (e) => { e.preventDefault(); create(opts).catch(showError); });
  $("refresh").addEventListener("click", () => listRooms().catch(showError));
  await listRooms();
}

function showError(err) {
  $("create-error").textContent = err.message || String(err);
}

async function create(opts) {
  $("create-error").textContent = "";
  const form = $("new-room");
  const data = new FormData(form);
  const seats = [];
  let me = null;
  for (let i = 0; i < seatCount(); i++) {
    const v = data.get(`seat-${i}`);
    if (v === "me") { me = i; seats.push({ occupant: "client" }); }
    else if (v === "client") seats.push({ occupant: "client" });
    else seats.push({ occupant: "ai", level: v });
  }
  const options = { target: Number(data.get("target")) };
  if (chosenProfile().name === ACA) options.players = seatCount();
  else for (const o of opts.options) options[o.name] = data.get(`opt-${o.name}`);
  const body = { profile: data.get("profile"), seats, options };
  if ($("takeover").value) {
    body.takeover = $("takeover").value;
    body.turn_timeout_s = Number($("turn-timeout").value);
  }
  if (data.get("name")) body.name = data.get("name");
  for (const k of ["ai_budget_ms", "ai_delay_ms", "seed"]) {
    if (data.get(k) !== null && data.get(k) !== "") body[k] = Number(data.get(k));
  }
  const doc = await getJSON("/api/rooms", { method: "POST", headers: { "Content-Type": "application/json" },
    body: JSON.stringify(body) });
  const room = doc.room.id;
  store.setHostToken(room, doc.host_token);
  if (me === null) { location.href = `/table?room=${encodeURIComponent(room)}`; return; }
  await takeSeat(room, me);
}

async function listRooms() {
  const box = $("rooms");
  const doc = await getJSON("/api/rooms");
  clear(box);
  if (!doc.rooms.length) { box.append(el("p", { text: "No table yet: create one." })); return; }
  const list = el("ul", { class: "room-list" });
  for (const r of doc.rooms.slice().reverse().slice(0, 50)) {
    const free = r.seats.filter((s) => s.occupant === "client" && !s.taken);
    const mine = r.seats.filter((s) => store.seatToken(r.id, s.seat));
    const seatsText = r.seats.map((s) => (s.occupant === "ai" ? s.level : s.taken ? "player" : "free")).join(", ");
    const item = el("li", { class: "room" },
      el("div", { class: "room-name" }, r.name || `Room ${r.id}`, el("span", { class: "muted", text: ` · ${r.id}` })),
      el("div", { class: "muted", text: `${seatsText} · match ${r.match} · ${r.over ? "over" : r.phase.replaceAll("_", " ")} · ${r.totals.join("–")} · ${r.ruleset.id}` }),
      el("div", { class: "muted room-timeout", text: r.takeover ? `turn time ${r.turn_timeout_s} s, then the ${r.takeover} AI plays`
        : r.turn_timeout_s ? `turn time ${r.turn_timeout_s} s` : "no turn time: the table waits for its players" }));
    const actions = el("div", { class: "room-actions" });
    for (const s of mine) {
      actions.append(el("a", { class: "button primary rejoin", href: `/table?room=${r.id}&seat=${s.seat}` }, `Rejoin seat ${s.seat}`));
    }
    for (const s of free) actions.append(el("button", { type: "button", onclick: () => takeSeat(r.id, s.seat).catch(showError) }, `Take seat ${s.seat}`));
    actions.append(el("a", { class: "button", href: `/table?room=${r.id}` }, "Watch"));
    for (const m of r.matches.filter((m) => m.over)) {
      actions.append(el("a", { class: "button", href: `/viewer?room=${r.id}&match=${m.match}` }, `Match ${m.match} transcript`));
    }
    item.append(actions);
    list.append(item);
  }
  box.append(list);
}

setup().catch(showError);
