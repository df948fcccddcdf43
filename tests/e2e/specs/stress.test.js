// 200 rapid clicks while turns are still animating: once the queue drains, the picture shows
// exactly the logical state, and that state is what the recorded history produces.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { launch, openApp, idle, faceletsOf, screenshot } from '../lib.js';

let browser;
before(async () => { browser = await launch(); });
after(async () => { await browser.close(); });

test('200 rapid clicks while animating', async () => {
  const page = await openApp(browser);
  const box = await page.locator('#view').boundingBox();
  const targets = [];
  for (const f of 'ABCDEFGHIJKL') {
    const at = await page.evaluate((x) => window.minx.faceCentre(x), f);
    if (at) targets.push(at);
  }
  assert.ok(targets.length >= 5, 'several faces in sight');
  let busySeen = 0;
  for (let i = 0; i < 200; i++) {
    const [x, y] = targets[(i * 7) % targets.length];
    const button = i % 3 === 2 ? 'right' : 'left';
    await page.mouse.click(box.x + x + ((i * 13) % 21) - 10, box.y + y + ((i * 17) % 21) - 10, { button });
    if (i % 20 === 0 && (await page.evaluate(() => window.minx.busy()))) busySeen++;
  }
  assert.ok(busySeen > 0, 'the clicks really came while turns were animating');
  await screenshot(page, 'stress-midway');
  await idle(page, 120000);
  const logical = await page.evaluate(() => window.minx.facelets());
  assert.deepEqual(await page.evaluate(() => window.minx.renderedFacelets()), logical);
  const history = await page.locator('#history').textContent();
  assert.deepEqual(await faceletsOf(browser, history), logical);
  assert.deepEqual(page.errors, []);
  await page.context().close();
});
