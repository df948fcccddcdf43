// Solve on the Pyraminx and the 2×2×2, through the one Solve button and solution panel every
// puzzle has: the worker answers, the panel counts what it plays, Play ends solved, steps and
// jumps land where they say; the count matches `minx solve`.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { launch, openApp, screenshot, minxBinary } from '../lib.js';

// The browser, and the CLI for the cross-check (the release build; MINX_BIN overrides): a
// check that cannot find it fails.
let browser;
let bin;
before(async () => {
  bin = minxBinary({ release: true });
  browser = await launch();
});
after(async () => { await browser.close(); });

async function applyMoves(page, moves) {
  await page.locator('#alg-input').fill(moves);
  await page.locator('#alg-form button[type="submit"]').click();
}

async function solve(page, method) {
  await page.locator('#solve-method').selectOption(method);
  await page.locator('#solve').click();
  await page.waitForFunction(
    () => /moves \(FTM\)/.test(document.getElementById('sol-summary').textContent),
    null,
    { timeout: 60000, polling: 50 },
  );
  const summary = await page.locator('#sol-summary').textContent();
  return Number(summary.match(/(\d+) moves? \(FTM\)/)[1]);
}

const played = (page) => page.evaluate(() => Number(document.getElementById('sol-progress').getAttribute('value')));

for (const [puzzle, moves] of [
  ['cube2', "R G' B^2 b g r' R B"],
  ['pyraminx', "s5 s6' s7 s8 s1 s3' s6 s5' s8"],
]) {
  for (const method of ['optimal', 'three-cycles']) {
    test(`${puzzle}, ${method}: Play plays the counted turns and ends solved`, async () => {
      const page = await openApp(browser, `?puzzle=${puzzle}`);
      await applyMoves(page, moves);
      const turns = await solve(page, method);
      const cli = JSON.parse(execFileSync(bin, ['solve', '--puzzle', puzzle, '--method', method, '--json', moves]));
      assert.equal(turns, cli.ftm, 'the page counts what minx solve counts');
      await page.locator('#sol-next-move').click();
      await page.locator('#sol-next-move').click();
      assert.equal(await played(page), 2);
      await page.locator('#sol-prev-move').click();
      assert.equal(await played(page), 1);
      const steps = await page.locator('#steps li').count();
      assert.ok(steps >= 1);
      await page.locator('#steps li').last().locator('[data-step]').click();
      assert.equal(await page.locator('#steps li.current').count(), 1);
      await screenshot(page, `puzzle-solve-${puzzle}-${method}`);
      await page.locator('#sol-prev-step').click();
      await page.locator('#sol-play').click();
      await page.waitForFunction(
        (n) => Number(document.getElementById('sol-progress').getAttribute('value')) === n,
        turns,
        { timeout: 60000, polling: 50 },
      );
      assert.equal(await page.locator('#piece-cycles').textContent(), '()');
      assert.equal(await page.locator('#sol-play').textContent(), 'Play');
      assert.deepEqual(page.errors, []);
      await page.context().close();
    });
  }
}
