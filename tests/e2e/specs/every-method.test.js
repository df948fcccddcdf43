// Every puzzle of the registry, every method it offers (`minx.methods()`), three random states
// each on a fresh page: the plan opens, playing it turns the puzzle on screen, `busy()`
// becomes false and the model is drawn (at rest, solved, a share of the canvas not
// background). It guards issue 35's 2×2×2 bug: a step naming no pieces (the parity turn of
// the conjugated 3-cycles) turned the view to a NaN orientation, the model vanished and
// `busy()` stayed true for good. Each plan's time, from the Solve to the open plan, is printed
// after the worker is up (a `workerHeap()` question starts it and waits for its answer), never
// asserted: the first plan of a method includes building its tables (the panel says what is
// being built meanwhile); later ones find them built, or built while the page was idle.
import { test, after } from 'node:test';
import assert from 'node:assert/strict';
import { launch, openApp, idle, averageColour, colourStats, untilMethodReady } from '../lib.js';

// Launched before the tests are declared: they are one per puzzle the page lists.
const browser = await launch();
after(async () => { await browser.close(); });

// The puzzles the page offers (its select is filled from the puzzle registry), read once.
async function puzzles() {
  const page = await openApp(browser);
  const names = await page.locator('#puzzle option').evaluateAll((os) => os.map((o) => o.value));
  await page.context().close();
  return names;
}

// The share of the canvas that is not background (its corner's colour): the puzzle is drawn
// there. Not its centre's colour: a plan's last step turns the view to face that step's
// pieces, and a white face seen straight on is as light as the background (a Megaminx short
// plan ending on its white face read as "not drawn").
async function drawnShare(page) {
  const box = await page.locator('#view').boundingBox();
  const corner = await averageColour(page, { x: box.x + 2, y: box.y + 2, width: 6, height: 6 });
  const whole = { x: box.x, y: box.y, width: box.width, height: box.height };
  return (await colourStats(page, whole, corner)).unlike;
}

// At least this share of the canvas is the puzzle when it is drawn: at home, 5.6 % for the
// Pyraminx, 12 % for the 2×2×2, 25 % for the Megaminx and the Kilominx; a hidden canvas
// leaves none (0.000, measured with the probe this replaced the centre check with).
const DRAWN = 0.02;

// How many turns of a plan are played, one by one, before the spec jumps to its end.
const PLAYED = 40;

const all = await puzzles();
assert.ok(all.length >= 4, `the registry's puzzles: ${all}`);

for (const puzzle of all) {
  test(`${puzzle}: every method plans three random states, each plays to solved and is drawn`, async () => {
    const page = await openApp(browser, `?puzzle=${puzzle}`);
    await page.evaluate(() => window.minx.setSpeed(20));
    const methods = await page.evaluate(() => window.minx.methods());
    assert.ok(methods.length >= 1, `${puzzle} offers ${JSON.stringify(methods)}`);
    const up = Date.now();
    assert.ok(await page.evaluate(() => window.minx.workerHeap()) > 0, 'the worker answers');
    console.log(`${puzzle}: the worker is up ${Date.now() - up} ms after ready`);
    for (const { name } of methods) {
      for (let k = 0; k < 3; k++) {
        await page.evaluate(() => window.minx.scramble('random-state'));
        await idle(page);
        const scrambled = await page.evaluate(() => window.minx.renderedFacelets());
        const t0 = Date.now();
        const plan = await page.evaluate((m) => window.minx.solve(m), name);
        const ms = Date.now() - t0;
        console.log(`${puzzle} ${name} state ${k + 1}: ${plan.total} moves planned in ${ms} ms`);
        await page.evaluate(() => window.minx.play());
        // Played (the panel counts every turn): a plan of at most PLAYED moves to its end; a
        // longer one for its first PLAYED moves, then `jumpToEnd()` — SwiftShader draws each
        // turn, and the naive method's 800 turns, three times, would take minutes alone.
        const played = Math.min(plan.total, PLAYED);
        await page.waitForFunction((n) => {
          return Number(document.getElementById('sol-progress').getAttribute('value')) >= n;
        }, played, { timeout: 120000, polling: 50 });
        if (played < plan.total) await page.evaluate(() => window.minx.jumpToEnd());
        await idle(page, 30000);
        const progress = page.locator('#sol-progress');
        if (plan.total > 0) assert.equal(await progress.getAttribute('value'), await progress.getAttribute('max'));
        const shown = await page.evaluate(() => window.minx.renderedFacelets());
        if (plan.total > 0) assert.notDeepEqual(shown, scrambled, `${puzzle} ${name}: the puzzle turned`);
        assert.deepEqual(shown, await page.evaluate(() => window.minx.facelets()));
        assert.equal(await page.evaluate(() => window.minx.busy()), false);
        assert.equal(await page.locator('#piece-cycles').textContent(), '()', `${puzzle} ${name}: solved`);
        const drawn = await drawnShare(page);
        assert.ok(drawn > DRAWN, `${puzzle} ${name} state ${k + 1}: the model is drawn (${drawn})`);
      }
      // Once used, a method's tables are built, its later ones by the worker while idle:
      // `methodReady` says so within a minute (the Megaminx's fewest-moves tables take some
      // 8 s of the page's worker).
      const readyMs = await untilMethodReady(page, name);
      console.log(`${puzzle} ${name}: methodReady true ${readyMs} ms after its third plan was played`);
    }
    assert.deepEqual(page.errors, []);
    await page.context().close();
  });
}

// Issue 35's states, not left to chance: random states from seeds 1–6, whose conjugated
// 3-cycles open with the parity turn on some (as the native test of the same seeds checks,
// src/render/picture.rs). Playing them used to leave the model hidden and `busy()` true.
test('cube2, conjugated 3-cycles: plans that open with the parity turn play and stay drawn', async () => {
  const page = await openApp(browser, '?puzzle=cube2');
  await page.evaluate(() => window.minx.setSpeed(20));
  for (let seed = 1; seed <= 6; seed++) {
    await page.evaluate((s) => window.minx.scramble('random-state', s), seed);
    await idle(page);
    const plan = await page.evaluate(() => window.minx.solve('three-cycles'));
    console.log(`seed ${seed}: steps ${plan.steps.map((s) => s.phase ?? s.kind ?? '?').join(', ')}`);
    await page.evaluate(() => window.minx.play());
    await page.waitForFunction(() => {
      const p = document.getElementById('sol-progress');
      return p.getAttribute('value') === p.getAttribute('max');
    }, null, { timeout: 60000, polling: 50 });
    await idle(page, 30000);
    assert.equal(await page.locator('#piece-cycles').textContent(), '()', `seed ${seed}: solved`);
    const drawn = await drawnShare(page);
    assert.ok(drawn > DRAWN, `seed ${seed}: the model is drawn (${drawn})`);
  }
  assert.deepEqual(page.errors, []);
  await page.context().close();
});
