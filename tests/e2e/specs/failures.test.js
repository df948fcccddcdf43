// Failure paths, forced through the page API's test hooks (www/main.js): a subgroup worker
// that panics or whose wasm never starts must reject every waiting promise, stop the
// explorer, and leave the next request working; a panic on the main thread must keep its
// own message in the banner (not the BorrowMutError of the next event), stop the page, and
// offer the last good position.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { launch, openApp, idle, frames, faceletsOf } from '../lib.js';

let browser;
before(async () => { browser = await launch(); });
after(async () => { await browser.close(); });

// Starts the explorer's job and two groupOrder requests, then `crash` — all in one task, so
// the worker reads every request before it dies — and returns how the promises settled.
async function crashWithRequestsWaiting(page, crash, jobs) {
  return page.evaluate(async ([kind, list]) => {
    const settle = (p) => p.then((v) => ['resolved', String(v)], (e) => ['rejected', String(e)]);
    if (kind === 'init') window.minx.debugCrashWorker('init');
    document.getElementById('explore').click();
    const waiting = list.map(([puzzle, gens]) => settle(window.minx.groupOrder(puzzle, gens)));
    if (kind === 'panic') window.minx.debugCrashWorker('panic');
    return Promise.all(waiting);
  }, [crash, jobs]);
}

async function explorerStopped(page) {
  await page.waitForFunction(() => document.getElementById('explore-cancel').hidden, null,
    { timeout: 30000 });
  return page.locator('#explore-status').textContent();
}

// Console errors the crash itself explains (the hook's log, the trap it ends in).
const expected = (e) => /on purpose|panicked|unreachable|subgroup worker/i.test(e);

test('a worker that panics: every waiting promise rejects, the explorer stops, the next request works', async () => {
  const page = await openApp(browser);
  const outcomes = await crashWithRequestsWaiting(page, 'panic',
    [['megaminx', 'A B'], ['pyraminx', ''], ['cube2', 'R G']]);
  assert.equal(outcomes.length, 3);
  for (const [status, message] of outcomes) {
    assert.equal(status, 'rejected', message);
    assert.match(message, /the subgroup worker stopped: it panicked: .*panicked on purpose/);
  }
  assert.match(await explorerStopped(page), /^Could not compute: the subgroup worker stopped/);
  assert.match(await page.locator('#notice').textContent(), /Sorry: the subgroup worker stopped/);
  // A new worker answers the next requests, the page API's and the explorer's.
  assert.equal(await page.evaluate(() => window.minx.groupOrder('pyraminx', 's5 s6 s7 s8')), '933120');
  await page.locator('#gens-none').click();
  for (const g of [0, 6]) await page.locator(`#gen-list input[data-gen="${g}"]`).check();
  await page.locator('#explore').click();
  await page.waitForFunction(() => !document.getElementById('explore-result').hidden, null,
    { timeout: 60000 });
  assert.equal(await page.locator('#explore-order').textContent(), '25', '⟨A, G⟩');
  assert.deepEqual(page.errors.filter((e) => !expected(e)), []);
  await page.context().close();
});

test('a worker whose wasm fails to start: every waiting promise rejects, the next request works', async () => {
  const page = await openApp(browser, '?puzzle=cube2');
  const outcomes = await crashWithRequestsWaiting(page, 'init', [['cube2', 'R'], ['cube2', '']]);
  for (const [status, message] of outcomes) {
    assert.equal(status, 'rejected', message);
    assert.match(message,
      /the subgroup worker stopped: its WebAssembly could not start: Error: init failed on purpose/);
  }
  assert.match(await explorerStopped(page), /^Could not compute: the subgroup worker stopped/);
  assert.equal(await page.evaluate(() => window.minx.groupOrder('cube2', 'R')), '4');
  // A bad request kind is refused in words.
  const bad = await page.evaluate(() => {
    try { window.minx.debugCrashWorker('sideways'); return null; } catch (e) { return String(e); }
  });
  assert.match(bad, /unknown crash "sideways"/);
  assert.deepEqual(page.errors.filter((e) => !expected(e)), []);
  await page.context().close();
});

test('after a panic the banner keeps the first message, the page stops, and reloads at the last good position', async () => {
  const page = await openApp(browser);
  await page.evaluate(() => window.minx.apply('A B C*'));
  await idle(page);
  const link = await page.evaluate(() => window.minx.shareLink());
  const thrown = await page.evaluate(() => {
    try { window.minx.debugPanic(); return null; } catch (e) { return String(e); }
  });
  assert.ok(thrown, 'the panic reaches the caller as an exception');
  const banner = page.locator('#panic-banner');
  assert.equal(await banner.isVisible(), true);
  const first = await banner.textContent();
  assert.match(first, /Something went wrong inside minx: .*debugPanic: a panic on purpose/);
  // Everything that follows would meet the borrow the panic left behind: a click on the
  // canvas, a key, a button, a resize, a frame, the page API.
  const box = await page.locator('#view').boundingBox();
  await page.mouse.click(box.x + box.width / 2, box.y + box.height * 0.7);
  await page.keyboard.press('KeyI');
  await page.evaluate(() => {
    document.getElementById('undo').click();
    window.dispatchEvent(new Event('resize'));
    try { window.minx.apply('D'); } catch { /* the page has stopped */ }
  });
  await frames(page);
  await page.waitForTimeout(300);
  const after = await banner.textContent();
  assert.equal(after, first, 'the first message stays');
  assert.doesNotMatch(after, /BorrowMutError|already borrowed/);
  // "Reload at this position" is the last good link; it opens that position.
  const reload = page.locator('#panic-reload');
  assert.equal(await reload.textContent(), 'Reload at this position');
  const href = await reload.getAttribute('href');
  assert.equal(new URL(href, link).href, link);
  assert.match(await page.locator('#panic-afresh').getAttribute('href'), /\?puzzle=megaminx$/);
  assert.ok(page.errors.length > 0 && page.errors.every((e) => /panic|unreachable/i.test(e)),
    page.errors.join('\n'));
  await reload.click();
  await page.waitForURL(link);
  await page.evaluate(() => window.minx.ready);
  await idle(page);
  assert.equal(await banner.isVisible(), false);
  assert.equal(await page.locator('#history').textContent(), 'A B C*');
  assert.deepEqual(await page.evaluate(() => window.minx.facelets()),
    await faceletsOf(browser, 'A B C*'));
  await page.context().close();
});
