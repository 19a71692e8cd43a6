// The rulebook's search box: clause IDs and titles, and chapter titles (from spec/clauses.json and
// spec/, served by the server). Accents are ignored: "arbitros" finds «árbitros».

import { clear, el, getJSON } from "./common.js";

const input = document.getElementById("rule-search");
const results = document.getElementById("rule-results");
let clauses = [];
let chapters = [];

function fold(text) {
  return text.normalize("NFD").replace(/[\u0300-\u036f]/g, "").toLowerCase();
}

function matches(q) {
  const words = fold(q).split(/\s+/).filter(Boolean);
  if (!words.length) return [];
  const hit = (hay) => words.every((w) => fold(hay).includes(w));
  const q0 = q.trim().toUpperCase();
  const found = clauses.filter((c) => hit(`${c.id} ${c.title} ${c.chapter}`))
    .sort((a, b) => (b.id.startsWith(q0) ? 1 : 0) - (a.id.startsWith(q0) ? 1 : 0));
  // chapters whose title matches come first, unless the query is the start of a clause ID
  const titled = chapters.filter((c) => hit(c.title)).map((c) => ({ ...c, id: null }));
  return found.length && found[0].id.startsWith(q0) ? [...found, ...titled] : [...titled, ...found];
}

function render() {
  clear(results);
  const found = matches(input.value);
  if (input.value.trim() && !found.length) {
    results.append(el("li", { class: "muted", text: "no clause or chapter matches" }));
    return;
  }
  for (const c of found.slice(0, 25)) {
    results.append(el("li", {}, c.id
      ? el("a", { href: c.href }, el("code", { text: c.id }), " ", c.title)
      : el("a", { href: c.href, class: "chapter-hit" }, "Chapter: ", c.title)));
  }
}

async function setup() {
  if (!input) return;
  const index = await getJSON("/rules/search.json");
  clauses = index.clauses;
  chapters = index.chapters || [];
  input.addEventListener("input", render);
  document.getElementById("rule-search-form").addEventListener("submit", (e) => {
    e.preventDefault();
    const first = matches(input.value)[0];
    if (first) location.href = first.href;
  });
  const q = new URLSearchParams(location.search).get("q");
  if (q) { input.value = q; render(); }
  document.addEventListener("keydown", (e) => {
    if (e.key === "/" && document.activeElement !== input) { e.preventDefault(); input.focus(); }
  });
}

setup();
