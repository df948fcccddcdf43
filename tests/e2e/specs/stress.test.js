// 200 rapid clicks while turns are still animating: once the queue drains, the picture shows
// exactly the logical state, and that state is what the recorded history produces.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { launch, openApp, idle, faceletsOf, screenshot } from '../lib.js';

let browser;
before(async () => { browser = await launch(); });
after(async () => { await browser.close(); });

test('200 rapid clicks while animating', async (t) => {
  const page = await openApp(browser);
  const box = await page.locator('#view').boundingBox();
  const targets = [];
  for (const f of 'ABCDEFGHIJKL') {
    const at = await page.evaluate((x) => window.minx.faceCentre(x), f);
    if (at) targets.push(at);
  }
  assert.ok(targets.length >= 5, 'several faces in sight');
  // The clicks must land while turns are animating. Sampling `busy()` now and then can miss
  // it on a slow machine (the queue may drain between samples), so the page counts, at each
  // click, whether a turn was still on screen.
  await page.evaluate(() => {
    window.clicksWhileBusy = 0;
    document.getElementById('view').addEventListener('pointerdown', () => {
      if (window.minx.busy()) window.clicksWhileBusy++;
    }, { capture: true });
  });
  for (let i = 0; i < 200; i++) {
    const [x, y] = targets[(i * 7) % targets.length];
    const button = i % 3 === 2 ? 'right' : 'left';
    await page.mouse.click(box.x + x + ((i * 13) % 21) - 10, box.y + y + ((i * 17) % 21) - 10, { button });
  }
  const busyClicks = await page.evaluate(() => window.clicksWhileBusy);
  t.diagnostic(`${busyClicks} of 200 clicks came while a turn was on screen`);
  assert.ok(busyClicks > 0, `the clicks really came while turns were animating (${busyClicks} of 200)`);
  await screenshot(page, 'stress-midway');
  await idle(page, 120000);
  const logical = await page.evaluate(() => window.minx.facelets());
  assert.deepEqual(await page.evaluate(() => window.minx.renderedFacelets()), logical);
  const history = await page.locator('#history').textContent();
  assert.deepEqual(await faceletsOf(browser, history), logical);
  assert.deepEqual(page.errors, []);
  await page.context().close();
});
