// Play what is counted (issue 10): for three scrambles the panel's FTM and fifth-turns are
// `minx solve --json`'s for the same position, the moves played to the end are exactly the
// CLI's solution (as many as its ftm), and the puzzle ends solved. Also the method choice next
// to Solve, and screenshots of a lit step (before, during, on the net, after).
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import {
  launch, openApp, idle, untilSolved, screenshot, minxBinary, cliSolve, solutionOpen,
} from '../lib.js';

const SCRAMBLES = [
  { kind: 'random-state', seed: 101 },
  { kind: 'wca', seed: 7 },
  { kind: 'random-state', seed: 2026 },
];

let browser;
let bin;
before(async () => {
  bin = minxBinary();
  browser = await launch();
});
after(async () => { await browser.close(); });

for (const [k, { kind, seed }] of SCRAMBLES.entries()) {
  test(`${kind} ${seed}: the panel counts and the page plays exactly minx solve's solution`, async () => {
    const page = await openApp(browser);
    await page.evaluate(([kd, s]) => window.minx.scramble(kd, s), [kind, seed]);
    await idle(page);
    const want = cliSolve(bin, await page.evaluate(() => window.minx.facelets()));
    assert.ok(want.ftm > 100, `a scramble needs a real solution (${want.ftm})`);
    if (k === 0) await screenshot(page, 'counted-before-solve');

    await page.locator('#solve').click();
    await solutionOpen(page);
    const summary = await page.locator('#sol-summary').textContent();
    const [, ftm, fifths] = summary.match(/(\d+) moves \(FTM\) · (\d+) fifth-turns/);
    assert.equal(Number(ftm), want.ftm, summary);
    assert.equal(Number(fifths), want.fifth_turns, summary);
    assert.equal(await page.locator('#sol-progress-text').textContent(),
      `step 1 of ${want.steps.length} · move 0 of ${want.ftm}`);
    // The page API says the same, and its solution is the CLI's, move for move.
    const plan = await page.evaluate(() => window.minx.solve());
    assert.equal(plan.method, 'thesis');
    assert.equal(plan.ftm, want.ftm);
    assert.equal(plan.fifth_turns, want.fifth_turns);
    assert.equal(plan.total, want.ftm);
    assert.equal(plan.written, want.ftm_before_cancellation);
    assert.equal(plan.solution, want.solution);
    assert.equal(plan.steps.length, want.steps.length);
    // Every step's played range lies inside the solution, in order.
    let last = 0;
    for (const s of plan.steps) {
      const [a, b] = s.played;
      assert.ok(a <= last && last <= b && b <= want.ftm, JSON.stringify(s.played));
      last = b;
    }
    assert.equal(last, want.ftm);

    if (k === 0) {
      // A step at rest and mid-turn, on the 3D view and on the net.
      await page.evaluate(() => window.minx.goToStep(2));
      await idle(page);
      await screenshot(page, 'counted-step-lit');
      await page.evaluate(() => window.minx.setSpeed(0.12));
      await page.locator('#sol-next-move').click();
      await page.waitForTimeout(900);
      await screenshot(page, 'counted-step-during');
      await page.evaluate(() => window.minx.setSpeed(20));
      await idle(page);
      await page.locator('#show-net').check();
      await idle(page);
      assert.ok(await page.locator('#net-view .tile.lit').count() >= 4, 'the net lights the step');
      await screenshot(page, 'counted-step-net');
      await page.locator('#show-net').uncheck();
      await page.evaluate(() => window.minx.goToStep(0));
      await idle(page);
    }

    // Play to the end: as many moves as counted, the CLI's moves, solved.
    await page.evaluate(() => window.minx.setSpeed(20));
    await page.locator('#sol-play').click();
    await untilSolved(page);
    assert.equal(await page.locator('#solved-badge').textContent(), 'solved');
    assert.equal(await page.locator('#sol-progress-text').textContent(),
      `step ${want.steps.length} of ${want.steps.length} · move ${want.ftm} of ${want.ftm}`);
    // Closing the solution keeps its moves as the history: exactly the CLI's solution.
    await page.locator('#sol-close').click();
    assert.equal(await page.locator('#history').textContent(), want.solution);
    assert.match(await page.locator('#move-count').textContent(), new RegExp(`^${want.ftm} moves \\(FTM\\)`));
    if (k === 0) await screenshot(page, 'counted-after-play');
    assert.deepEqual(page.errors, []);
    await page.context().close();
  });
}

test('the method choice: offered list, share link, solve(method) agree with the CLI', async () => {
  const page = await openApp(browser);
  const methods = await page.evaluate(() => window.minx.methods());
  assert.deepEqual(methods[0], { name: 'thesis', label: 'Thesis 3-cycles' });
  const options = await page.locator('#solve-method option').evaluateAll(
    (os) => os.map((o) => ({ name: o.value, label: o.textContent })));
  assert.deepEqual(options, methods);
  await page.evaluate(() => window.minx.scramble('random-state', 55));
  const facelets = await page.evaluate(() => window.minx.facelets());
  await page.locator('#solve-method').selectOption('naive');
  await page.locator('#copy-link').click();
  const url = await page.locator('#share-url').inputValue();
  assert.match(url, /[?&]method=naive(&|$)/);
  const naive = await page.evaluate(() => window.minx.solve());
  assert.equal(naive.method, 'naive');
  assert.equal(naive.ftm, cliSolve(bin, facelets, 'naive').ftm);
  const thesis = await page.evaluate(() => window.minx.solve('thesis'));
  assert.equal(thesis.ftm, cliSolve(bin, facelets).ftm);
  assert.equal(await page.locator('#solve-method').inputValue(), 'thesis');
  await page.locator('#copy-link').click();
  assert.doesNotMatch(await page.locator('#share-url').inputValue(), /method=/);
  await assert.rejects(page.evaluate(() => window.minx.solve('magic')), /unknown solving method/);
  // A link with the method opens with it chosen.
  const other = await openApp(browser, url.slice(url.indexOf('?')));
  assert.equal(await other.locator('#solve-method').inputValue(), 'naive');
  assert.deepEqual(page.errors, []);
  assert.deepEqual(other.errors, []);
  await page.context().close();
  await other.context().close();
});
