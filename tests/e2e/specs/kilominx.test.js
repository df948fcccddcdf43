// The Kilominx (the Megaminx's corners alone) in the lab, through the generic registry: a
// click on the model turns exactly the face under it, a solve by conjugated 3-cycles plays
// to solved, painting paints the sticker on the model and the net, and the subgroup
// explorer finds 20!/2 · 3^19.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import {
  launch, openApp, idle, frames, screenshot, tile, brush, averageColour,
} from '../lib.js';

const ORDER = '1413834128545313800765440000';
const schemes = JSON.parse(readFileSync(new URL('../../../assets/schemes.json', import.meta.url)));
const hex = (h) => [1, 3, 5].map((i) => parseInt(h.slice(i, i + 2), 16));
const dist = (a, b) => Math.hypot(a[0] - b[0], a[1] - b[1], a[2] - b[2]);

let browser;
before(async () => { browser = await launch(); });
after(async () => { await browser.close(); });

// Turns the model so that `sticker`'s face looks at the viewer; where its centre is on the page.
async function aim(page, solved, sticker) {
  await page.evaluate((c) => window.minx.lookAt(c), solved[sticker]);
  await frames(page);
  const at = await page.evaluate((s) => window.minx.stickerCentre(s), sticker);
  assert.ok(at, `sticker ${sticker} is in sight`);
  const box = await page.locator('#view').boundingBox();
  return { x: box.x + at[0], y: box.y + at[1] };
}

// A sticker of face `face` when solved.
const onFace = (solved, face) => Object.keys(solved).find((s) => solved[s] === face);

test('kilominx: the model and net show 60 stickers; a click turns the face under it', async () => {
  const page = await openApp(browser, '?puzzle=kilominx');
  assert.equal(await page.evaluate(() => window.minx.puzzle()), 'kilominx');
  const solved = await page.evaluate(() => window.minx.facelets());
  assert.equal(Object.keys(solved).length, 60);
  assert.equal(await page.locator('#net-view [data-sticker]').count(), 60);
  await screenshot(page, 'kilominx-home');
  for (const face of ['A', 'G', 'L']) {
    await page.evaluate((f) => window.minx.apply(f), face);
    await idle(page);
    const want = await page.evaluate(() => window.minx.facelets());
    await page.evaluate(() => window.minx.reset());
    await idle(page);
    const at = await aim(page, solved, onFace(solved, face));
    await page.mouse.click(at.x, at.y);
    await idle(page);
    assert.deepEqual(await page.evaluate(() => window.minx.facelets()), want, `a click turns ${face}`);
    await page.mouse.click(at.x, at.y, { button: 'right' });
    await idle(page);
    assert.deepEqual(await page.evaluate(() => window.minx.facelets()), solved, `and back`);
  }
  assert.deepEqual(page.errors, []);
  await page.context().close();
});

test('kilominx: typed thesis moves, a 3-cycle solve plays to solved', async () => {
  const page = await openApp(browser, '?puzzle=kilominx');
  await page.locator('#alg-input').fill('A B* C2 (DE)^2 L');
  await page.locator('#alg-form button[type="submit"]').click();
  await idle(page);
  assert.notEqual(await page.locator('#piece-cycles').textContent(), '()');
  // The one Solve button and solution panel every puzzle has; the Kilominx's record offers
  // the conjugated 3-cycles, its default.
  assert.equal(await page.locator('#solve-method').inputValue(), 'three-cycles');
  await page.locator('#solve').click();
  await page.waitForFunction(
    () => /moves? \(FTM\)/.test(document.getElementById('sol-summary').textContent),
    null,
    { timeout: 120000, polling: 100 },
  );
  const summary = await page.locator('#sol-summary').textContent();
  const turns = Number(summary.match(/(\d+) moves? \(FTM\)/)[1]);
  assert.ok(turns > 0, summary);
  await screenshot(page, 'kilominx-solve');
  // Every turn still animates, twenty times faster (this test took 30 s at normal speed).
  await page.evaluate(() => window.minx.setSpeed(20));
  await page.locator('#sol-play').click();
  await page.waitForFunction(
    (n) => Number(document.getElementById('sol-progress').getAttribute('value')) === n,
    turns,
    { timeout: 240000, polling: 100 },
  );
  await idle(page);
  assert.equal(await page.locator('#piece-cycles').textContent(), '()');
  assert.deepEqual(page.errors, []);
  await page.context().close();
});

test('kilominx: painting on the model paints the sticker under the pointer', async () => {
  const page = await openApp(browser, '?puzzle=kilominx');
  const solved = await page.evaluate(() => window.minx.facelets());
  const sticker = onFace(solved, 'A');
  const other = onFace(solved, 'D');
  await page.locator('#paint-toggle').click();
  const at = await aim(page, solved, sticker);
  await brush(page, 'D').click();
  await page.mouse.click(at.x, at.y);
  await frames(page);
  assert.equal(await tile(page, sticker).getAttribute('fill'), await tile(page, other).getAttribute('fill'));
  const shown = await averageColour(page, { x: at.x - 3, y: at.y - 3, width: 6, height: 6 });
  const want = hex(schemes.wca.faces.D);
  assert.ok(dist(shown, want) < 40, `the model shows the paint: ${shown} vs ${want}`);
  await screenshot(page, 'kilominx-painted');
  assert.deepEqual(page.errors, []);
  await page.context().close();
});

test('kilominx: the subgroup explorer and groupOrder find 20!/2 · 3^19', async () => {
  const page = await openApp(browser, '?puzzle=kilominx');
  await page.locator('#gens-all').click();
  await page.locator('#explore').click();
  await page.waitForFunction(
    () => !document.getElementById('explore-result').hidden
      && document.getElementById('explore-cancel').hidden,
    null,
    { timeout: 120000, polling: 100 },
  );
  assert.equal((await page.locator('#explore-order').textContent()).replaceAll(',', ''), ORDER);
  assert.equal(await page.evaluate(() => window.minx.groupOrder('kilominx', '')), ORDER);
  await page.locator('#explore-result').scrollIntoViewIfNeeded();
  await screenshot(page, 'kilominx-explorer');
  assert.deepEqual(page.errors, []);
  await page.context().close();
});
