// Scramble, solve, step and play to the end; the step list and highlight; a link that
// reopens a solution at its step.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { launch, openApp, idle, frames, untilSolved, screenshot, solutionOpen, BASE_URL } from '../lib.js';

let browser;
before(async () => { browser = await launch(); });
after(async () => { await browser.close(); });

test('scramble, solve, play to the end: solved', async () => {
  const page = await openApp(browser);
  await page.locator('#scramble-wca').click();
  await idle(page);
  assert.equal(await page.locator('#solved-badge').textContent(), 'scrambled');
  await page.locator('#solve').click();
  await solutionOpen(page);
  assert.equal(await page.locator('#solution').isVisible(), true);
  const steps = await page.locator('#steps > li').count();
  assert.ok(steps > 5, `${steps} steps`);
  assert.match(await page.locator('#sol-progress-text').textContent(), new RegExp(`^step 1 of ${steps} · move 0 of \\d+$`));
  // Step through a little by hand: the current step is marked, its part lit.
  await page.locator('#sol-next-move').click();
  await page.locator('#sol-next-step').click();
  await idle(page);
  assert.equal(await page.locator('#steps > li.current').count(), 1);
  assert.equal(await page.locator('#steps > li').nth(1).getAttribute('class'), 'step current');
  await page.locator('#sol-next-move').click();
  await page.evaluate(() => window.minx.setSpeed(0.15));
  await page.waitForTimeout(700);
  await screenshot(page, 'solution-step-highlight');
  await page.evaluate(() => window.minx.setSpeed(20));
  await idle(page);
  await page.locator('#sol-play').click();
  assert.equal(await page.locator('#sol-play').textContent(), 'Pause');
  await untilSolved(page);
  assert.equal(await page.locator('#solved-badge').textContent(), 'solved');
  assert.match(await page.locator('#sol-progress-text').textContent(), /^step (\d+) of \1 · move (\d+) of \2$/);
  assert.deepEqual(await page.evaluate(() => window.minx.renderedFacelets()),
    await page.evaluate(() => window.minx.facelets()));
  assert.deepEqual(page.errors, []);
  await screenshot(page, 'solved-after-play');
  await page.context().close();
});

test('solve() returns the plan as JSON and jumping to a step works', async () => {
  const page = await openApp(browser);
  await page.evaluate(() => window.minx.scramble('random-state', 77));
  const plan = await page.evaluate(() => window.minx.solve());
  assert.ok(plan.steps.length > 5);
  for (const s of plan.steps) {
    for (const key of ['phase', 'pieces', 'setup', 'core', 'undo', 'explanation']) {
      assert.equal(typeof s[key], 'string', key);
    }
  }
  assert.equal(plan.written, plan.steps.reduce((n, s) => n + s.moves, 0));
  assert.equal(plan.total, plan.ftm);
  assert.ok(plan.ftm <= plan.written, 'cancellation only shortens');
  await page.locator('#steps > li').nth(3).locator('button').click();
  await idle(page);
  assert.match(await page.locator('#sol-progress-text').textContent(), /^step 4 of /);
  // The link carries the step; a new page opens the solution there.
  await page.locator('#copy-link').click();
  const url = await page.locator('#share-url').inputValue();
  assert.match(url, /&step=3$/);
  const other = await openApp(browser, url.slice(BASE_URL.length));
  await solutionOpen(other);
  assert.match(await other.locator('#sol-progress-text').textContent(), /^step 4 of /);
  assert.deepEqual(await other.evaluate(() => window.minx.facelets()),
    await page.evaluate(() => window.minx.facelets()));
  await frames(other);
  await page.context().close();
  await other.context().close();
});
