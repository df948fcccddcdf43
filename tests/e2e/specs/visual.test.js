// What the screenshots show, read back pixel by pixel (PNG decoded by the npm `pngjs`, not
// by the page): every puzzle drawn with the colour of each face at that face's centre, from
// as many views as it takes to see every face, and no view blank; the Megaminx's twelve
// faces straight on; the saved home, mid-turn, scrambled and phone views, each with every
// Megaminx face in sight showing its colour at its centre (a centre piece never moves).
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { PNG } from 'pngjs';
import { launch, openApp, idle, frames, screenshot, averageColour } from '../lib.js';

const schemes = JSON.parse(readFileSync(new URL('../../../assets/schemes.json', import.meta.url)));
const hex = (h) => [1, 3, 5].map((i) => parseInt(h.slice(i, i + 2), 16));
const PALETTE = Object.fromEntries(Object.entries(schemes.wca.faces).map(([f, h]) => [f, hex(h)]));
const PUZZLES = ['megaminx', 'kilominx', 'pyraminx', 'cube2'];

let browser;
before(async () => { browser = await launch(); });
after(async () => { await browser.close(); });

// The average colour of a small square at the canvas centre, as shown on screen: a
// screenshot of it, decoded by the page itself.
async function centreColour(page) {
  const box = await page.locator('#view').boundingBox();
  const r = 4;
  const clip = { x: box.x + box.width / 2 - r, y: box.y + box.height / 2 - r, width: 2 * r, height: 2 * r };
  return averageColour(page, clip);
}

const dist = (a, b) => Math.hypot(a[0] - b[0], a[1] - b[1], a[2] - b[2]);

// The name of `palette`'s colour nearest `rgb`, if it is within 40 (else null).
function nearest(palette, rgb) {
  let best = null;
  let within = 40;
  for (const [name, colour] of Object.entries(palette)) {
    const d = dist(colour, rgb);
    if (d < within) [best, within] = [name, d];
  }
  return best;
}

// The colours of the screenshot `img`'s pixels in the square of half-side `r` about (x, y),
// each as the palette's name for it (null: no colour of the palette, e.g. a gap between
// stickers, an edge, the background).
function around(img, palette, x, y, r) {
  const names = [];
  for (let j = Math.round(y) - r; j <= Math.round(y) + r; j++) {
    for (let i = Math.round(x) - r; i <= Math.round(x) + r; i++) {
      const k = (j * img.width + i) * 4;
      names.push(nearest(palette, [img.data[k], img.data[k + 1], img.data[k + 2]]));
    }
  }
  return names;
}

// Checks the screenshot `png` (the page, as saved) of `page`: each face of the puzzle on
// screen whose centre is in sight shows its colour there (most of a 13-pixel square about
// it: on the small puzzles and the Kilominx the centre is where stickers meet, so the gaps
// between them are in the square), and the canvas is not blank (a tenth of it at least in
// the puzzle's colours). Answers the faces seen.
async function checkShot(page, png, palette, what) {
  const img = PNG.sync.read(png);
  const box = await page.locator('#view').boundingBox();
  const seen = [];
  for (const face of Object.keys(palette)) {
    const at = await page.evaluate((f) => window.minx.faceCentre(f), face);
    if (!at) continue;
    const names = around(img, palette, box.x + at[0], box.y + at[1], 6);
    const share = names.filter((n) => n === face).length / names.length;
    const others = [...new Set(names.filter((n) => n && n !== face))];
    assert.ok(share > 0.5, `${what}: face ${face} at ${at.map(Math.round)} is ${Math.round(share * 100)} % its colour (also seen: ${others})`);
    seen.push(face);
  }
  const canvas = around(img, palette, box.x + box.width / 2, box.y + box.height / 2,
    Math.floor(Math.min(box.width, box.height) / 2) - 1);
  const drawn = canvas.filter(Boolean).length / canvas.length;
  assert.ok(drawn > 0.1, `${what}: only ${Math.round(drawn * 100)} % of the canvas is in the puzzle's colours`);
  assert.ok(seen.length >= 2, `${what}: faces in sight ${seen}`);
  return seen;
}

// The puzzle on `page`'s colours: the scheme shown (the default, the first), as
// assets/schemes.json gives it.
async function paletteOf(page) {
  const [scheme] = await page.evaluate(() => window.minx.schemes());
  assert.deepEqual(scheme.faces, schemes[scheme.key].faces, scheme.key);
  return Object.fromEntries(Object.entries(scheme.faces).map(([f, h]) => [f, hex(h)]));
}

for (const puzzle of PUZZLES) {
  test(`${puzzle}: drawn, each face its colour at its centre, from the views that show them all`, async () => {
    const page = await openApp(browser, `?puzzle=${puzzle}`);
    const palette = await paletteOf(page);
    const faces = Object.keys(palette);
    const seen = new Set();
    for (let view = 0; seen.size < faces.length; view++) {
      assert.ok(view < faces.length, `faces never seen: ${faces.filter((f) => !seen.has(f))}`);
      const unseen = faces.find((f) => !seen.has(f));
      if (view > 0) {
        await page.evaluate((f) => window.minx.lookAt(f), unseen);
        await idle(page);
      }
      const png = await screenshot(page, `visual-${puzzle}-${view}`);
      for (const f of await checkShot(page, png, palette, `${puzzle} view ${view}`)) seen.add(f);
      if (view > 0) assert.ok(seen.has(unseen), `looking at ${unseen} shows it`);
    }
    assert.deepEqual(page.errors, []);
    await page.context().close();
  });
}

test('each of the twelve faces shows its colour', async () => {
  const page = await openApp(browser);
  const seen = {};
  for (const face of Object.keys(PALETTE)) {
    await page.evaluate((f) => window.minx.lookAt(f), face);
    await frames(page);
    const got = await centreColour(page);
    const nearest = Object.keys(PALETTE).sort((a, b) => dist(PALETTE[a], got) - dist(PALETTE[b], got))[0];
    seen[face] = { got, nearest };
    assert.equal(nearest, face, `face ${face} drew ${got}, closest to ${nearest}`);
    assert.ok(dist(got, PALETTE[face]) < 40, `face ${face}: ${got} vs ${PALETTE[face]}`);
  }
  await page.evaluate(() => window.minx.lookAt('G'));
  await frames(page);
  await screenshot(page, 'back-face-G');
  await page.context().close();
});

test('screenshots: home, mid-turn, scrambled, phone, each with its faces\' colours at their centres', async () => {
  const page = await openApp(browser);
  await checkShot(page, await screenshot(page, 'home'), PALETTE, 'home');
  await page.evaluate(() => { window.minx.setSpeed(0.1); window.minx.apply('C'); });
  await page.waitForTimeout(1200);
  const midTurn = await screenshot(page, 'mid-turn');
  assert.ok(await page.evaluate(() => window.minx.busy()), 'the turn is still on screen');
  await checkShot(page, midTurn, PALETTE, 'mid-turn');
  await page.evaluate(() => window.minx.setSpeed(1));
  await idle(page);
  await page.locator('#scramble-wca').click();
  await idle(page);
  await checkShot(page, await screenshot(page, 'scrambled'), PALETTE, 'scrambled');
  await page.context().close();

  const phone = await openApp(browser, '', { width: 390, height: 844 });
  await phone.locator('#scramble-random').click();
  await idle(phone);
  await checkShot(phone, await screenshot(phone, 'phone'), PALETTE, 'phone');
  await phone.screenshot({ path: new URL('../artifacts/phone-full.png', import.meta.url).pathname, fullPage: true });
  assert.deepEqual(phone.errors, []);
  await phone.context().close();
});
