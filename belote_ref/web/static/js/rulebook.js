// The rulebook's search box: clause IDs and titles (from spec/clauses.json, served by the server).

import { clear, el, getJSON } from "./common.js";

const input = document.getElementById("rule-search");
const results = document.getElementById("rule-results");
let clauses = [];

function matches(q) {
  const words = q.toLowerCase().split(/\s+/).filter(Boolean);
  if (!words.length) return [];
  return clauses.filter((c) => {
    const hay = `${c.id} ${c.title} ${c.chapter}`.toLowerCase();
    return words.every((w) => hay.includes(w));
  }).sort((a, b) => {
    const q0 = q.trim().toUpperCase();
    return (b.id.startsWith(q0) ? 1 : 0) - (a.id.startsWith(q0) ? 1 : 0);
  });
}

function render() {
  clear(results);
  const found = matches(input.value);
  if (input.value.trim() && !found.length) {
    results.append(el("li", { class: "muted", text: "no clause matches" }));
    return;
  }
  for (const c of found.slice(0, 25)) {
    results.append(el("li", {}, el("a", { href: c.href }, el("code", { text: c.id }), " ", c.title)));
  }
}

async function setup() {
  if (!input) return;
  clauses = (await getJSON("/rules/search.json")).clauses;
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
