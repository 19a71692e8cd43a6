// Small helpers shared by the pages.

export function el(tag, attrs = {}, ...children) {
  const node = document.createElement(tag);
  for (const [k, v] of Object.entries(attrs)) {
    if (v === null || v === undefined || v === false) continue;
    if (k === "class") node.className = v;
    else if (k === "text") node.textContent = v;
    else if (k.startsWith("on")) node.addEventListener(k.slice(2), v);
    else if (k === "dataset") Object.assign(node.dataset, v);
    else node.setAttribute(k, v === true ? "" : v);
  }
  for (const c of children.flat()) {
    if (c === null || c === undefined || c === false) continue;
    node.append(c instanceof Node ? c : document.createTextNode(String(c)));
  }
  return node;
}

export function clear(node) {
  while (node.firstChild) node.removeChild(node.firstChild);
  return node;
}

export async function getJSON(url, options = {}) {
  const r = await fetch(url, options);
  let body = null;
  try { body = await r.json(); } catch { body = null; }
  if (!r.ok) {
    const msg = body && (body.message || body.error) ? body.message || body.error : `${r.status} ${r.statusText}`;
    const err = new Error(msg);
    err.status = r.status;
    err.body = body;
    throw err;
  }
  return body;
}

export function clauseLink(clause, text) {
  return el("a", { href: `/rules/clause/${encodeURIComponent(clause)}`, class: "clause-link" },
    el("code", { text: text || clause }));
}

// Tokens never travel in a URL (TABLE-JOIN). A seat's token is kept in the browser's local storage,
// so the same browser finds the seat again after its tab is closed (TABLE-ROOMS: the rejoin link);
// a token an older page kept in its tab (sessionStorage) is still read. The host token stays in
// the tab.
function seatKey(room, seat) {
  return `belote:seat:${room}:${seat}`;
}

function saved(key) {
  try { return localStorage.getItem(key) || sessionStorage.getItem(key); } catch { return null; }
}

export const store = {
  seatToken(room, seat) { return saved(seatKey(room, seat)); },
  setSeatToken(room, seat, token) {
    try { localStorage.setItem(seatKey(room, seat), token); } catch { sessionStorage.setItem(seatKey(room, seat), token); }
  },
  hostToken(room) { return sessionStorage.getItem(`belote:host:${room}`); },
  setHostToken(room, token) { sessionStorage.setItem(`belote:host:${room}`, token); },
};

export function seatName(seat, seats, me) {
  const s = seats && seats[seat];
  let who = s ? (s.occupant === "ai" ? `${s.level} AI` : s.name || "player") : "";
  if (me === seat) who = "you";
  return who ? `Seat ${seat} · ${who}` : `Seat ${seat}`;
}
