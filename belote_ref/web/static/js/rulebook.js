// The rulebook's search box: clause IDs, titles, texts and scenarios, chapter titles and texts, and
// the source files (the Spanish texts as written), all from the server's index (/rules/search.json,
// built from spec/ and features/). Each word of the query must start a word of what it finds;
// accents and case are ignored: "arbitros" finds «árbitros», "sobrecortar" the rule card's word.

import { clear, el, getJSON } from "./common.js";

const input = document.getElementById("rule-search");
const results = document.getElementById("rule-results");
let entries = [];
let loaded = false;
const SHOWN = 25;

function fold(text) {
  return text.normalize("NFD").replace(/[\u0300-\u036f]/g, "").toLowerCase();
}

// The folded text and, for each of its characters, where it comes from in the original (so that a
// snippet of the original text can be cut around a match found in the folded one).
function folded(text) {
  let out = "";
  const from = [];
  for (let i = 0; i < text.length; i++) {
    const f = fold(text[i]);
    out += f;
    for (let k = 0; k < f.length; k++) from.push(i);
  }
  return { text: out, from };
}

function escapeRe(w) {
  return w.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}

// Where the word starts a word of the text (-1: nowhere); whole: where it is a whole word.
function wordAt(hay, word, whole = false) {
  const end = whole ? "(?![\\p{L}\\p{N}])" : "";
  const m = new RegExp(`(^|[^\\p{L}\\p{N}])${escapeRe(word)}${end}`, "u").exec(hay);
  return m ? m.index + m[1].length : -1;
}

// The index's entries, in the order their kinds rank: a chapter by its title, a clause by its ID
// or title, a clause by its text, by its scenarios, a chapter by its text, a source.
function build(index) {
  const out = [];
  const add = (rank, hit, fields) => out.push({ rank, ...hit, fields: fields.map((f) => ({ ...f, fold: fold(f.text) })) });
  for (const c of index.chapters) add(0, { title: c.title, href: c.href, chapter: true }, [{ text: c.title }]);
  for (const c of index.clauses) add(1, { id: c.id, title: c.title, href: c.href }, [{ text: `${c.id} ${c.title} ${c.chapter}` }]);
  for (const c of index.clauses) add(2, { id: c.id, title: c.title, href: c.href }, [{ text: c.text, where: "in its text" }]);
  for (const c of index.clauses) {
    if (c.scenarios) add(3, { id: c.id, title: c.title, href: c.href }, [{ text: c.scenarios, where: "in its scenarios" }]);
  }
  for (const c of index.chapters) if (c.text) add(4, { title: c.title, href: c.href, chapter: true }, [{ text: c.text, where: "in the chapter" }]);
  for (const s of index.sources || []) add(5, { title: s.title, href: s.href, source: s.name }, [{ text: s.text, where: s.name }]);
  return out;
}

function matches(q) {
  const words = fold(q).split(/\s+/).filter(Boolean);
  if (!words.length) return [];
  const q0 = q.trim().toUpperCase();
  const seen = new Set();
  const found = [];
  for (const e of entries) {
    const f = e.fields[0];
    if (!words.every((w) => wordAt(f.fold, w) >= 0)) continue;
    const key = `${e.href}`;
    if (seen.has(key)) continue; // a clause found by its title is not listed again for its text
    seen.add(key);
    const whole = words.every((w) => wordAt(f.fold, w, true) >= 0) ? 1 : 0;
    const phrase = words.length > 1 && wordAt(f.fold, words.join(" ")) >= 0 ? 1 : 0;
    found.push({ ...e, field: f, words, whole, phrase, idFirst: e.id && e.id.startsWith(q0) ? 1 : 0 });
  }
  // a clause whose ID starts with the query comes first, then what has the words in a row ("dix
  // de der"), then what has them as whole words ("tie", not only "tierce"), each kind in its rank
  return found.sort((a, b) => (b.idFirst - a.idFirst) || (b.phrase - a.phrase) || (b.whole - a.whole) || (a.rank - b.rank));
}

// About 140 characters of the text around the query (as a phrase if the text has it, else its
// first word), what was found marked.
function snippet(field, words) {
  if (!field.where) return null;
  const map = folded(field.text);
  let word = words.join(" ");
  let pos = wordAt(map.text, word, true);
  if (pos < 0) pos = wordAt(map.text, word);
  if (pos < 0) { word = words[0]; pos = wordAt(map.text, word, true); }
  if (pos < 0) pos = wordAt(map.text, word);
  if (pos < 0) return null;
  const start = map.from[pos] ?? 0;
  const end = (map.from[pos + word.length - 1] ?? start) + 1;
  const from = Math.max(0, start - 60), to = Math.min(field.text.length, end + 80);
  return el("span", { class: "snippet" }, from > 0 ? "…" : "", field.text.slice(from, start),
    el("mark", { text: field.text.slice(start, end) }), field.text.slice(end, to), to < field.text.length ? "…" : "");
}

function render() {
  clear(results);
  if (!loaded) {
    if (input.value.trim()) results.append(el("li", { class: "muted", text: "Loading the index…" }));
    return;
  }
  const found = matches(input.value);
  if (input.value.trim() && !found.length) {
    results.append(el("li", { class: "muted", text: "nothing in the rules, their scenarios or their sources matches" }));
    return;
  }
  for (const c of found.slice(0, SHOWN)) {
    const head = c.id ? [el("code", { text: c.id }), " ", c.title]
      : c.source ? ["Source: ", c.title] : ["Chapter: ", c.title];
    const where = c.field.where ? el("span", { class: "hit-where", text: ` (${c.field.where})` }) : null;
    results.append(el("li", { class: c.field.where ? "text-hit" : "" },
      el("a", { href: c.href, class: c.chapter ? "chapter-hit" : c.source ? "source-hit" : null }, ...head), where,
      snippet(c.field, c.words)));
  }
  if (found.length > SHOWN) results.append(el("li", { class: "muted", text: `and ${found.length - SHOWN} more: add a word` }));
}

async function setup() {
  if (!input) return;
  input.addEventListener("input", render);
  entries = build(await getJSON("/rules/search.json"));
  loaded = true;
  if (input.value.trim()) render(); // typed while the index was on its way
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
