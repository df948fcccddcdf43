// Screenshots as artifacts, and a pixel check that all twelve face colours are drawn.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { launch, openApp, idle, frames, screenshot, averageColour } from '../lib.js';

const schemes = JSON.parse(readFileSync(new URL('../../../assets/schemes.json', import.meta.url)));
const hex = (h) => [1, 3, 5].map((i) => parseInt(h.slice(i, i + 2), 16));
const PALETTE = Object.fromEntries(Object.entries(schemes.wca.faces).map(([f, h]) => [f, hex(h)]));

let browser;
before(async () => { browser = await launch({ antialias: true }); });
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

test('screenshots: home, mid-turn, scrambled, phone', async () => {
  const page = await openApp(browser);
  await screenshot(page, 'home');
  await page.evaluate(() => { window.minx.setSpeed(0.1); window.minx.apply('C'); });
  await page.waitForTimeout(1200);
  await screenshot(page, 'mid-turn');
  await page.evaluate(() => window.minx.setSpeed(1));
  await idle(page);
  await page.locator('#scramble-wca').click();
  await idle(page);
  await screenshot(page, 'scrambled');
  await page.context().close();

  const phone = await openApp(browser, '', { width: 390, height: 844 });
  await phone.locator('#scramble-random').click();
  await idle(phone);
  await screenshot(phone, 'phone');
  await phone.screenshot({ path: new URL('../artifacts/phone-full.png', import.meta.url).pathname, fullPage: true });
  assert.deepEqual(phone.errors, []);
  await phone.context().close();
});
