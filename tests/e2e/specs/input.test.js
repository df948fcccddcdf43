// Touch, dragging to look around, reduced motion, and a high-DPI screen.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { launch, openApp, idle, faceletsOf, BASE_URL } from '../lib.js';

let browser;
before(async () => { browser = await launch(); });
after(async () => { await browser.close(); });

test('a tap turns a face; the anticlockwise toggle reverses taps', async () => {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });
  const page = await context.newPage();
  await page.goto(BASE_URL);
  await page.evaluate(() => window.minx.ready);
  await idle(page);
  const box = await page.locator('#view').boundingBox();
  const at = await page.evaluate(() => window.minx.faceCentre('C'));
  await page.touchscreen.tap(box.x + at[0], box.y + at[1]);
  await idle(page);
  assert.equal(await page.locator('#history').textContent(), 'C');
  await page.locator('#anticlockwise').check();
  await page.touchscreen.tap(box.x + at[0], box.y + at[1]);
  await page.touchscreen.tap(box.x + at[0], box.y + at[1]);
  await idle(page);
  assert.equal(await page.locator('#history').textContent(), 'C*');
  await context.close();
});

test('dragging turns the view, not a face', async () => {
  const page = await openApp(browser);
  const before = await page.evaluate(() => window.minx.faceCentre('A'));
  const box = await page.locator('#view').boundingBox();
  await page.mouse.move(box.x + 40, box.y + 40);
  await page.mouse.down();
  await page.mouse.move(box.x + 140, box.y + 60, { steps: 8 });
  await page.mouse.up();
  await idle(page);
  const after = await page.evaluate(() => window.minx.faceCentre('A'));
  assert.ok(Math.abs(after[0] - before[0]) > 20, `${before} → ${after}`);
  assert.equal(await page.evaluate(() => window.minx.cycles()), '()\n()');
  // Dragging across the puzzle itself also only looks around.
  const a = await page.evaluate(() => window.minx.faceCentre('A'));
  await page.mouse.move(box.x + a[0], box.y + a[1]);
  await page.mouse.down();
  await page.mouse.move(box.x + a[0] - 80, box.y + a[1], { steps: 8 });
  await page.mouse.up();
  await idle(page);
  assert.equal(await page.evaluate(() => window.minx.cycles()), '()\n()');
  await page.locator('#view-home').click();
  assert.deepEqual(await page.evaluate(() => window.minx.faceCentre('A')), before);
  await page.context().close();
});

test('prefers-reduced-motion: turns land at once', async () => {
  const context = await browser.newContext({ reducedMotion: 'reduce' });
  const page = await context.newPage();
  await page.goto(BASE_URL);
  await page.evaluate(() => window.minx.ready);
  assert.equal(await page.locator('#animate').isChecked(), false);
  await page.evaluate(() => window.minx.apply('A B C'));
  assert.equal(await page.evaluate(() => window.minx.busy()), false);
  await idle(page);
  assert.deepEqual(await page.evaluate(() => window.minx.renderedFacelets()), await faceletsOf(browser, 'A B C'));
  await context.close();
});

test('the drawing buffer follows the device pixel ratio and the window size', async () => {
  const context = await browser.newContext({ viewport: { width: 1000, height: 700 }, deviceScaleFactor: 2 });
  const page = await context.newPage();
  await page.goto(BASE_URL);
  await page.evaluate(() => window.minx.ready);
  await idle(page);
  const size = () => page.evaluate(() => {
    const c = document.getElementById('view');
    return [c.width, c.height, c.clientWidth, c.clientHeight];
  });
  let [w, h, cw, ch] = await size();
  assert.deepEqual([w, h], [cw * 2, ch * 2]);
  await page.setViewportSize({ width: 1200, height: 800 });
  await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
  [w, h, cw, ch] = await size();
  assert.deepEqual([w, h], [cw * 2, ch * 2]);
  assert.ok(cw > 700);
  await context.close();
});
