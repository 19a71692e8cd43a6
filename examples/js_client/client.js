#!/usr/bin/env node
// A third-party client of the belote-ref table server (spec/table.md), for Node 22 or later:
// its built-in WebSocket, no npm packages. It plays one match at one seat, choosing each action
// among the legal actions the server sends, and passes `belote-ref check-client`:
//
//   belote-ref check-client --client "node examples/js_client/client.js"
//
// It reads the room's WebSocket URL, its seat token and seat from BELOTE_WS, BELOTE_TOKEN and
// BELOTE_SEAT (BELOTE_SEED: its choices), or from --ws=URL --token=TOKEN --seat=N --seed=N.
'use strict';

const args = {};
for (const a of process.argv.slice(2)) {
  const m = /^--([a-z]+)=(.*)$/s.exec(a);
  if (m) args[m[1]] = m[2];
}
const setting = (name) => args[name] ?? process.env['BELOTE_' + name.toUpperCase()];
const url = setting('ws');
const token = setting('token');
const seat = Number(setting('seat'));
if (!url || !token || !Number.isInteger(seat)) {
  console.error('client.js: give --ws=URL --token=TOKEN --seat=N (or BELOTE_WS, BELOTE_TOKEN, BELOTE_SEAT)');
  process.exit(2);
}
if (typeof WebSocket === 'undefined') {
  console.error(`client.js: Node ${process.versions.node} has no built-in WebSocket; use Node 22 or later`);
  process.exit(2);
}

// A small seeded generator (mulberry32): the same seed and the same messages, the same choices.
let seed = Number(setting('seed') ?? 0) >>> 0;
function random() {
  seed = (seed + 0x6d2b79f5) >>> 0;
  let t = seed;
  t = Math.imul(t ^ (t >>> 15), t | 1);
  t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
  return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
}

const same = (a, b) => JSON.stringify(a) === JSON.stringify(b);
const FINAL = new Set([4000, 4002, 4004]); // another protocol version, replaced, no such room

let state = null;      // the last state message: its view lists our legal actions when we are to act
let refused = [];      // actions the server refused on that state
let sent = null;       // the action we sent last
let nextId = 0;
let done = false;      // the match is over
let failures = 0;      // connection attempts in a row that failed

// Prefer announcing belote when we may; otherwise any legal action the server has not refused.
function choose(legal) {
  const open = legal.filter((a) => !refused.some((r) => same(r, a)));
  const pool = open.length ? open : legal;
  const announce = pool.filter((a) => a.announce === 'belote');
  const from = announce.length ? announce : pool;
  return from[Math.floor(random() * from.length)];
}

function act(ws) {
  const legal = state.view.legal_actions;
  if (!legal.length) return;
  sent = choose(legal);
  ws.send(JSON.stringify({ type: 'action', id: ++nextId, seq: state.seq, action: sent }));
}

function finish(ws) {
  if (done) return;
  done = true;
  ws.close(1000, 'match over');
}

function onMessage(ws, msg) {
  switch (msg.type) {
    case 'state':
      state = msg;
      if (msg.view.phase === 'match_over') return finish(ws);
      if (msg.view.legal_actions.length) {
        refused = [];
        act(ws);
      }
      break;
    case 'refused': // the rules refused it (msg.clause says which): choose again on the same state
      console.error(`refused under ${msg.clause}: ${msg.reason}`);
      refused.push(msg.action);
      if (state) act(ws);
      break;
    case 'error': // not acted on; "stale": a newer state is on its way
      console.error(`error ${msg.code}: ${msg.message}`);
      if (msg.id === nextId && msg.code !== 'stale' && state) {
        refused.push(sent);
        act(ws);
      }
      break;
    case 'event':
      if (msg.event.kind === 'match_end') finish(ws);
      break;
    default: // welcome, ack, pong, and whatever a later minor version adds
      break;
  }
}

function connect() {
  const ws = new WebSocket(url);
  ws.addEventListener('open', () => {
    failures = 0;
    ws.send(JSON.stringify({ type: 'hello', protocol: '1.1.0', token, client: 'belote-ref js example 1.0' }));
  });
  ws.addEventListener('message', (event) => {
    const text = typeof event.data === 'string' ? event.data : Buffer.from(event.data).toString('utf8');
    onMessage(ws, JSON.parse(text));
  });
  ws.addEventListener('error', () => {}); // a close event follows
  ws.addEventListener('close', (event) => {
    if (done) process.exit(0);
    if (FINAL.has(event.code)) {
      console.error(`client.js: closed by the server (${event.code} ${event.reason})`);
      process.exit(1);
    }
    failures += 1;
    if (failures > 40) {
      console.error('client.js: cannot reach the server');
      process.exit(1);
    }
    setTimeout(connect, Math.min(500, 25 * failures)); // the token, not the connection, is the seat
  });
}

connect();
