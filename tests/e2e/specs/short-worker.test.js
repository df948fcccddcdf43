// The short solver's Web Worker and its tables (issue 8): the worker loads its tables from
// pkg/short-tables.bin, sent brotli-compressed ("Loading tables…") or, when that fails,
// builds them there step by step with a progress line and Cancel in the panel, while the
// page keeps drawing frames. A file cut short or corrupt, and a worker killed mid-search,
// end in words and a page that solves again. (Split from short.test.js so that the two
// halves run side by side in `cargo xtask test`.)
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import {
  launch, openApp, idle, screenshot, recordLines,
} from '../lib.js';

let browser;
before(async () => {
  browser = await launch();
});
after(async () => { await browser.close(); });

// The progress lines the panel shows until the solution opens, each once, in order (the
// recorder must be started before Solve is pressed).
async function watchLines(page, recorder) {
  await page.waitForFunction(() => !document.getElementById('solution').hidden, null,
    { timeout: 180000, polling: 50 });
  return recorder.lines();
}

// The file carries the tables that take longest to build (stage 8's and the two-face stage's
// edges-and-corners table); the worker builds the rest, with a progress line. The solve asks
// for the file itself (through the page API: picking "Fewest moves" in the menu would have
// the idle worker fetch it before any Solve, the next spec).
test('the worker loads its tables from the asset: Loading tables…, Tables loaded, then the rest built', async () => {
  const page = await openApp(browser);
  await page.evaluate(() => window.minx.scramble('random-state', 78));
  await idle(page);
  const recorder = await recordLines(page, 'solving-text');
  const plan = page.evaluate(() => window.minx.solve('short'));
  const lines = await watchLines(page, recorder);
  assert.equal((await plan).method, 'short');
  assert.ok(lines.includes('Loading tables…'), JSON.stringify(lines));
  const loaded = lines.findIndex((l) => /^Tables loaded \(\d+\.\d MB\); building the rest…$/.test(l));
  assert.ok(loaded > 0, JSON.stringify(lines));
  assert.ok(!lines.some((l) => /Could not load/.test(l)), JSON.stringify(lines));
  // What the file gave counts as built: the progress after it starts above 0 %.
  const after = lines.slice(loaded + 1).filter((l) => /^Building tables/.test(l));
  assert.ok(after.length > 0 && !after.some((l) => /^Building tables 0 %/.test(l)), JSON.stringify(lines));
  assert.deepEqual(page.errors, []);
  await page.context().close();
});

// Issue 35: the fewest-moves tables (an 8 MB download, some 10 s of a core to build the rest
// and the later tables) are fetched only for a person who picks the method or solves with it:
// another method's solve leaves them alone, while picking "Fewest moves" in the menu has the
// idle worker fetch them before Solve is pressed; the solve then uses them (fetched once).
test('the tables are fetched once Fewest moves is picked, never after another method\'s solve', async () => {
  const asked = [];
  const page = await openApp(browser, '', undefined, (context) => context.route(
    '**/pkg/short-tables.bin', (route) => { asked.push(route.request().url()); route.continue(); }));
  await page.evaluate(() => window.minx.scramble('random-state', 80));
  await idle(page);
  const thesis = await page.evaluate(() => window.minx.solve('thesis'));
  assert.equal(thesis.method, 'thesis');
  // The idle worker builds the other methods meanwhile (about 2 s in the page).
  await page.waitForTimeout(5000);
  assert.deepEqual(asked, [], 'a thesis solve fetches no fewest-moves tables');
  await page.locator('#solve-method').selectOption('short');
  for (let waited = 0; asked.length === 0 && waited < 60000; waited += 100) {
    await page.waitForTimeout(100);
  }
  assert.equal(asked.length, 1, 'picking the method fetches its tables, before any Solve');
  const plan = await page.evaluate(() => window.minx.solve('short'));
  assert.ok(plan.method === 'short' && plan.ftm > 40, JSON.stringify(plan.ftm));
  assert.equal(asked.length, 1, 'fetched once');
  assert.deepEqual(page.errors, []);
  await page.context().close();
});

test('Cancel stops waiting at once; without the asset the worker builds its tables and the page draws frames', async () => {
  // The asset cannot be fetched: the worker says so and builds the tables step by step.
  const page = await openApp(browser, '', undefined, (context) => context.route(
    '**/pkg/short-tables.bin', (route) => route.fulfill({ status: 404, body: 'gone' })));
  await page.evaluate(() => window.minx.scramble('random-state', 77));
  await idle(page);
  await page.locator('#solve-method').selectOption('short');
  const building = () => page.waitForFunction(() => /Building tables \d+ %/.test(
    document.getElementById('solving-text').textContent), null, { timeout: 60000, polling: 20 });
  const recorder = await recordLines(page, 'solving-text');
  const fellBack = recorder.until(/^Could not load the tables \(.*404.*\); building them here…$/, 60000);
  // Cancel while the tables are being built: the panel is free at once, and no solution
  // opens later.
  await page.locator('#solve').click();
  await fellBack;
  await building();
  await screenshot(page, 'short-building');
  await page.locator('#solve-cancel').click();
  assert.equal(await page.locator('#solving').isVisible(), false);
  assert.equal(await page.evaluate(() => window.minx.notice()), 'Solve cancelled.');
  await page.waitForTimeout(1500);
  assert.equal(await page.locator('#solution').isVisible(), false);
  // A long animation, then Solve: frames keep coming while the worker builds and solves.
  // (The frames are counted from the click: the idle worker may have built the tables
  // since the method was picked, and then the solve only plans.)
  await page.evaluate(() => {
    window.minx.setSpeed(0.5);
    window.minx.apply('A B C D E F G H I J K L A B C D E F G H I J K L');
    window.framesFrom = { app: window.minx.stats().frames, raf: 0 };
    const tick = () => { window.framesFrom.raf += 1; requestAnimationFrame(tick); };
    requestAnimationFrame(tick);
  });
  await page.locator('#solve').click();
  const counts = await page.evaluate(async () => {
    while (document.getElementById('solution').hidden) {
      await new Promise((r) => setTimeout(r, 50));
    }
    return { app: window.minx.stats().frames - window.framesFrom.app, raf: window.framesFrom.raf };
  });
  assert.ok(counts.app >= 2 && counts.raf >= 2, `frames while building: ${JSON.stringify(counts)}`);
  // The page API's promise is rejected when its solve is cancelled; a new one resolves.
  const cancelled = await page.evaluate(async () => {
    const p = window.minx.solve('short');
    window.minx.cancelSolve();
    try { await p; return 'resolved'; } catch (e) { return String(e); }
  });
  assert.equal(cancelled, 'cancelled');
  const plan = await page.evaluate(() => window.minx.solve('short'));
  assert.ok(plan.ftm > 40 && plan.method === 'short', JSON.stringify(plan.ftm));
  assert.equal(await page.locator('#solution').isVisible(), true);
  assert.deepEqual(page.errors, []);
  await page.context().close();
});

// A tables file that arrives spoiled ends in words and a working solve, never a stuck spinner:
// the worker says why it could not use the file, builds the tables itself and answers.
async function solvesDespiteTheFile(spoil, why) {
  // The real file, unpacked as the browser receives it, spoiled, and sent as it is.
  const page = await openApp(browser, '', undefined, (context) => context.route(
    '**/pkg/short-tables.bin', async (route) => {
      const real = await route.fetch();
      route.fulfill({ status: 200, contentType: 'application/octet-stream', body: spoil(await real.body()) });
    }));
  await page.evaluate(() => window.minx.scramble('random-state', 79));
  await idle(page);
  const recorder = await recordLines(page, 'solving-text');
  const plan = page.evaluate(() => window.minx.solve('short'));
  const said = await recorder.until(/^Could not load the tables/);
  const refusal = said.find((l) => /^Could not load the tables/.test(l));
  assert.match(refusal, /^Could not load the tables \(.+\); building them here…$/, JSON.stringify(said));
  assert.match(refusal, why, refusal);
  const answer = await plan;
  assert.ok(answer.method === 'short' && answer.ftm > 40, JSON.stringify(answer.ftm));
  assert.equal(await page.locator('#solution').isVisible(), true);
  assert.deepEqual(page.errors, []);
  await page.context().close();
}

test('a tables download cut half-way says so, builds the tables and solves', async () => {
  await solvesDespiteTheFile((raw) => raw.subarray(0, Math.floor(raw.length / 2)),
    /the table file has \d+ bytes, its header announces \d+/);
});

test('a corrupt tables file (one byte changed) is refused in words, built and solved', async () => {
  await solvesDespiteTheFile((raw) => {
    const spoilt = Buffer.from(raw);
    spoilt[Math.floor(spoilt.length / 2)] ^= 0x55;
    return spoilt;
  }, /checksum|corrupt|damaged/i);
});

test('a worker that dies fails the waiting short solve in words; the next solve works', async () => {
  const page = await openApp(browser);
  await page.evaluate(() => window.minx.scramble('random-state', 5));
  const why = await page.evaluate(async () => {
    const waiting = window.minx.solve('short');
    window.minx.debugCrashWorker('panic');
    try { await waiting; return 'resolved'; } catch (e) { return String(e); }
  });
  assert.match(why, /worker stopped: it panicked: .*panicked on purpose/);
  assert.equal(await page.locator('#solving').isVisible(), false);
  assert.match(await page.locator('#notice').textContent(), /Sorry: the subgroup worker stopped/);
  const plan = await page.evaluate(() => window.minx.solve('short'));
  assert.ok(plan.ftm > 40 && plan.method === 'short', JSON.stringify(plan.ftm));
  assert.deepEqual(page.errors.filter((e) => !/on purpose|panicked|unreachable|subgroup worker/i.test(e)), []);
  await page.context().close();
});

test('a worker killed mid-search fails the waiting short solve in words; the page solves again', async () => {
  const page = await openApp(browser);
  // A first solve makes the tables ready: the next one is only the search.
  await page.evaluate(() => window.minx.scramble('random-state', 80));
  await idle(page);
  const first = await page.evaluate(() => window.minx.solve('short'));
  assert.ok(first.ftm > 40, JSON.stringify(first.ftm));
  await page.evaluate(() => window.minx.scramble('random-state', 81));
  await idle(page);
  // The second solve's search is under way (the worker starts it as the request arrives, and
  // it takes far longer than posting the next message) when the worker is let go.
  const why = await page.evaluate(async () => {
    const waiting = window.minx.solve('short');
    window.minx.debugCrashWorker('init');
    try { return `resolved with ${(await waiting).ftm} moves`; } catch (e) { return String(e); }
  });
  assert.match(why, /worker stopped: it was stopped on purpose/);
  assert.equal(await page.locator('#solving').isVisible(), false);
  assert.match(await page.locator('#notice').textContent(), /Sorry: the subgroup worker stopped/);
  // The hook puts a worker whose wasm fails to start in the killed one's place: a solve that
  // meets it before it has failed is refused in words; then a new worker answers.
  const next = () => page.evaluate(() => window.minx.solve('short')
    .then((p) => ({ plan: p }), (e) => ({ why: String(e) })));
  let answer = await next();
  if (answer.why) {
    assert.match(answer.why, /its WebAssembly could not start: .*on purpose/);
    answer = await next();
  }
  const { plan } = answer;
  assert.ok(plan, JSON.stringify(answer));
  assert.ok(plan.method === 'short' && plan.ftm > 40, JSON.stringify(plan.ftm));
  assert.equal(await page.locator('#solution').isVisible(), true);
  assert.deepEqual(page.errors.filter((e) => !/on purpose|panicked|unreachable|subgroup worker/i.test(e)), []);
  await page.context().close();
});
