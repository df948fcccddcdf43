// <minx-player> on the example page dist/embed.html (www/embed.html): eight players, every
// puzzle, both visualizations, arrows, phases, the colour-blind scheme, a camera, an end
// anchor and one broken attribute. Each reaches the position its attributes say — the same
// facelets as the app's own page API gives for the same moves in a fresh page — changing one
// player's alg leaves the other seven alone, axe finds nothing, the Play button works by
// keyboard, and the broken attribute is said in its player while every player goes on.

import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { createRequire } from 'node:module';

import { puzzles } from 'cubing/puzzles';

import { launch, openApp, BASE_URL, ARTIFACTS } from '../lib.js';

const require = createRequire(import.meta.url);
const AXE = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');

// Each player of embed.html: its puzzle, the moves from solved to the position it shows
// (the setup and the alg; with the end anchor, the setup alone) and their notation.
const PLAYERS = {
  'p-megaminx': ['megaminx', '[C: [D* A D, L*]]', 'thesis'],
  'p-wca': ['megaminx', "U R R U R' U'", 'wca'],
  'p-net': ['megaminx', 'A B C', 'thesis'],
  'p-kilominx': ['kilominx', '[A, B]', 'thesis'],
  'p-pyraminx': ['pyraminx', '[s5, s6]', 'thesis'],
  'p-cube2': ['cube2', 'R', 'thesis'],
  'p-cube2-net': ['cube2', "R G R' G'", 'thesis'],
  'p-bad': ['megaminx', 'A B', 'thesis'],
};

let browser;
let app;
before(async () => {
  browser = await launch();
  app = await openApp(browser);
});
after(async () => {
  await app?.context().close();
  await browser?.close();
});

// The facelets the app's page API gives for `moves` on `puzzle` from solved.
async function expected(puzzle, moves, notation) {
  return app.evaluate(async ([p, m, n]) => {
    window.minx.selectPuzzle(p);
    window.minx.reset();
    window.minx.apply(m, n);
    return window.minx.facelets();
  }, [puzzle, moves, notation]);
}

// The example page, every player ready; console errors and page errors collected.
async function openEmbed() {
  const context = await browser.newContext({ viewport: { width: 1280, height: 1100 } });
  const page = await context.newPage();
  page.errors = [];
  page.warnings = [];
  page.on('console', (msg) => {
    if (msg.type() === 'error') page.errors.push(msg.text());
    if (msg.type() === 'warning') page.warnings.push(msg.text());
  });
  page.on('pageerror', (err) => page.errors.push(String(err)));
  await page.goto(`${BASE_URL}embed.html`);
  await page.evaluate(() => Promise.all([...document.querySelectorAll('minx-player')].map((p) => p.ready)));
  return page;
}

const faceletsOf = (page) => page.evaluate(() => Object.fromEntries(
  [...document.querySelectorAll('minx-player')].map((p) => [p.id, p.facelets])));

test('eight players each show the position their attributes say, apart', async () => {
  const page = await openEmbed();
  const shown = await faceletsOf(page);
  assert.deepEqual(Object.keys(shown).sort(), Object.keys(PLAYERS).sort());
  for (const [id, [puzzle, moves, notation]] of Object.entries(PLAYERS)) {
    assert.deepEqual(shown[id], await expected(puzzle, moves, notation), id);
  }
  // The alg of one changes; the other seven stay as they were.
  await page.evaluate(() => document.getElementById('p-megaminx').setAttribute('alg', 'L'));
  const after = await faceletsOf(page);
  assert.deepEqual(after['p-megaminx'], await expected('megaminx', 'L', 'thesis'));
  for (const id of Object.keys(PLAYERS).filter((i) => i !== 'p-megaminx')) {
    assert.deepEqual(after[id], shown[id], id);
  }
  // Phases are named under the puzzle; cycles are written as the panel writes them.
  const phase = await page.locator('#p-kilominx #player-phase').textContent();
  assert.match(phase, /^Phase Y⁻¹ \(4 of 4\)$/);
  const cycles = await page.evaluate(() => document.getElementById('p-wca').cycles);
  assert.equal(await page.locator('#p-wca #piece-cycles').textContent(), cycles.split('\n')[0]);
  assert.deepEqual(page.errors, []);
  await page.screenshot({ path: join(ARTIFACTS, 'player-embed.png'), fullPage: true });
  await page.context().close();
});

// The lengths (≥ 2) of the cycles of a permutation, sorted.
const cycleLengths = (perm) => {
  const seen = new Set();
  const out = [];
  perm.forEach((_, start) => {
    let n = 0;
    for (let i = start; !seen.has(i); i = perm[i]) { seen.add(i); n++; }
    if (n > 1) out.push(n);
  });
  return out.sort((a, b) => a - b);
};

test("cubing.js's KPuzzle agrees with the WCA-notation Megaminx player", async () => {
  const page = await openEmbed();
  const pieces = (await page.evaluate(() => document.getElementById('p-wca').cycles)).split('\n')[0];
  await page.context().close();
  // minx's piece cycles, '(AC CD AD) (ABF …)': an edge's name has two face letters, a
  // corner's three.
  const ours = { EDGES: [], CORNERS: [] };
  for (const [, body] of pieces.matchAll(/\(([^)]*)\)/g)) {
    const names = body.trim().split(/\s+/);
    const letters = names[0].replace(/[^A-L]/g, '').length;
    if (names.length > 1) ours[letters === 2 ? 'EDGES' : 'CORNERS'].push(names.length);
  }
  const kpuzzle = await puzzles.megaminx.kpuzzle();
  const pattern = kpuzzle.defaultPattern().applyAlg("U R R U R' U'");
  for (const orbit of ['EDGES', 'CORNERS']) {
    // KPuzzle's pieces[i] is the piece in slot i: its cycles are the position's.
    assert.deepEqual(ours[orbit].sort((a, b) => a - b), cycleLengths(pattern.patternData[orbit].pieces), `${orbit}: ${pieces}`);
  }
  assert.ok(ours.EDGES.length + ours.CORNERS.length > 0, pieces);
});

test('a broken attribute is said in its player and on the console; every player goes on', async () => {
  const page = await openEmbed();
  const message = page.locator('#p-bad #player-message');
  assert.match(await message.textContent(), /^visualization: unknown visualization "PG3D"/);
  assert.ok(page.warnings.some((w) => w.includes('unknown visualization')), page.warnings.join('\n'));
  await page.evaluate(() => document.getElementById('p-net').setAttribute('alg', 'Q(('));
  assert.match(await page.locator('#p-net #player-message').textContent(), /^alg: /);
  // The refused alg changed nothing; a good one clears the message and plays.
  assert.deepEqual((await faceletsOf(page))['p-net'], await expected('megaminx', 'A B C', 'thesis'));
  await page.evaluate(() => document.getElementById('p-net').setAttribute('alg', 'B'));
  assert.equal(await page.locator('#p-net #player-message').isHidden(), true);
  assert.deepEqual((await faceletsOf(page))['p-net'], await expected('megaminx', 'B', 'thesis'));
  await page.evaluate(() => document.getElementById('p-bad').setAttribute('visualization', '2D'));
  assert.equal(await message.isHidden(), true);
  assert.deepEqual(page.errors, []);
  await page.context().close();
});

test('Play and Pause work by keyboard; moves and the end are told as events', async () => {
  const page = await openEmbed();
  await page.evaluate(() => {
    const p = document.getElementById('p-cube2');
    window.told = [];
    p.addEventListener('move', (e) => window.told.push(`move ${e.detail.join('/')}`));
    p.addEventListener('ended', () => window.told.push('ended'));
  });
  const play = page.locator('#p-cube2 #player-play');
  await play.focus();
  await page.keyboard.press('Enter');
  assert.equal(await play.textContent(), 'Pause');
  await page.keyboard.press('Space');
  assert.equal(await play.textContent(), 'Play');
  await page.keyboard.press('Enter');
  await page.waitForFunction(() => window.told.includes('ended'), null, { timeout: 60000, polling: 50 });
  const told = await page.evaluate(() => window.told);
  assert.ok(told.filter((t) => t.startsWith('move')).length >= 1, told.join(', '));
  assert.equal(told.at(-1), 'ended');
  assert.deepEqual((await faceletsOf(page))['p-cube2'], await expected('cube2', 'R', 'thesis'));
  // The transport's methods: to the start (R with [R, G] undone after it), to the end.
  await page.evaluate(() => document.getElementById('p-cube2').jumpToStart());
  assert.deepEqual((await faceletsOf(page))['p-cube2'], await expected('cube2', "R G R G' R'", 'thesis'));
  await page.evaluate(() => document.getElementById('p-cube2').jumpToEnd());
  assert.deepEqual((await faceletsOf(page))['p-cube2'], await expected('cube2', 'R', 'thesis'));
  const png = await page.evaluate(async () => {
    const player = document.getElementById('p-megaminx');
    const blob = await player.screenshot();
    // The PNG's own size (its IHDR) and the canvas's drawing buffer.
    const head = new DataView(await blob.slice(16, 24).arrayBuffer());
    const canvas = player.shadowRoot.getElementById('view');
    return [blob.type, blob.size, [head.getUint32(0), head.getUint32(4)], [canvas.width, canvas.height]];
  });
  assert.equal(png[0], 'image/png');
  assert.ok(png[1] > 1000, `${png[1]} bytes`);
  assert.deepEqual(png[2], png[3], 'the screenshot is the canvas\'s size');
  assert.deepEqual(page.errors, []);
  await page.context().close();
});

test('axe finds no violation on the page of players', async () => {
  const page = await openEmbed();
  await page.evaluate(AXE);
  const violations = await page.evaluate(async () => {
    const result = await window.axe.run(document, {
      runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'] },
      resultTypes: ['violations'],
    });
    return result.violations.map((v) => `${v.id} (${v.impact}): ${v.help} — ${v.nodes.map((n) => n.target.join(' ')).slice(0, 5).join(', ')}`);
  });
  assert.deepEqual(violations, [], violations.join('\n'));
  await page.context().close();
});
