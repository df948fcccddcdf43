// The short solver in the page (issue 8): it plans in the Web Worker, which loads its tables
// from pkg/short-tables.bin, sent brotli-compressed ("Loading tables…") or, when that fails, builds them there step
// by step with a progress line and Cancel in the panel, while the page keeps drawing frames.
// A file cut short or corrupt, and a worker killed mid-search, end in words and a page that
// solves again. A WCA scramble and a painted position solve through the page with the
// method "Fewest moves", the panel's count equals `minx solve --method short --json`'s ftm
// for the same position, and the page plays exactly that many moves to solved.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import {
  launch, openApp, idle, untilSolved, screenshot, minxBinary, cliSolve,
  paintedPage, recordLines,
} from '../lib.js';

let browser;
let bin;
before(async () => {
  bin = minxBinary({ release: true });
  browser = await launch();
});
after(async () => { await browser.close(); });

// Chooses the short method and presses Solve; waits for the plan; returns the panel's counts.
// The panel's Solve searches on for shorter plans: the plan compared with the CLI's is the
// first, so the search is stopped the moment it opens (a MutationObserver runs before the
// worker's next message can be read), and the line says no shorter one was found.
async function solveShort(page) {
  await page.locator('#solve-method').selectOption('short');
  await page.evaluate(() => {
    const solution = document.getElementById('solution');
    const stop = new MutationObserver(() => {
      if (!solution.hidden) {
        stop.disconnect();
        window.minx.stopSearch();
      }
    });
    stop.observe(solution, { attributes: true, attributeFilter: ['hidden'] });
  });
  await page.locator('#solve').click();
  await page.waitForFunction(
    () => !document.getElementById('solution').hidden && document.getElementById('solving').hidden,
    null,
    { timeout: 180000, polling: 100 },
  );
  const summary = await page.locator('#sol-summary').textContent();
  const [, ftm, fifths] = summary.match(/(\d+) moves \(FTM\) · (\d+) fifth-turns/);
  assert.equal(await page.locator('#sol-search-text').textContent(),
    `Stopped: ${ftm} FTM (no shorter plan found)`);
  assert.equal(await page.locator('#sol-search-stop').isVisible(), false);
  return { summary, ftm: Number(ftm), fifths: Number(fifths) };
}

// The panel's plan is the CLI's: its count, then the same moves through the page API, then
// played to the end, solved.
async function checkAgainstCli(page, want, name) {
  const shown = await solveShort(page);
  assert.match(shown.summary, /^Fewest moves \(stages\) · \d+ steps/, shown.summary);
  assert.equal(shown.ftm, want.ftm, shown.summary);
  assert.equal(shown.fifths, want.fifth_turns, shown.summary);
  assert.equal(await page.locator('#steps li').count(), want.steps.length);
  // The share link carries the method and, once a step is done, the step.
  await page.evaluate(() => window.minx.goToStep(2));
  await idle(page);
  assert.ok(await page.evaluate(() => document.querySelectorAll('#steps li.current').length) === 1);
  await page.locator('#copy-link').click();
  const url = await page.locator('#share-url').inputValue();
  assert.match(url, /[?&]method=short(&|$)/);
  assert.match(url, /[?&]step=2(&|$)/);
  await screenshot(page, `short-${name}-step`);
  // The pieces a stage names are lit while it plays (on the net as on the 3D view).
  const lit = want.steps.findIndex((st) => st.pieces.length > 0);
  if (lit >= 0) {
    await page.evaluate((k) => window.minx.goToStep(k), lit);
    await page.locator('#show-net').check();
    await idle(page);
    const tiles = await page.locator('#net-view .tile.lit').count();
    assert.ok(tiles >= 2 * want.steps[lit].pieces.length, `${tiles} lit tiles at step ${lit}`);
    await screenshot(page, `short-${name}-lit`);
    await page.locator('#show-net').uncheck();
  }
  await page.evaluate(() => window.minx.goToStep(0));
  await idle(page);
  await page.evaluate(() => window.minx.setSpeed(20));
  await page.locator('#sol-play').click();
  await untilSolved(page);
  assert.equal(await page.locator('#sol-progress-text').textContent(),
    `step ${want.steps.length} of ${want.steps.length} · move ${want.ftm} of ${want.ftm}`);
  return url;
}

test('a WCA scramble solves with "Fewest moves" in the worker, as minx solve counts it', async () => {
  const page = await openApp(browser);
  await page.evaluate(() => window.minx.scramble('wca', 21));
  await idle(page);
  const facelets = await page.evaluate(() => window.minx.facelets());
  const want = cliSolve(bin, facelets, 'short');
  assert.ok(want.ftm > 40, `a scramble needs a real solution (${want.ftm})`);
  const url = await checkAgainstCli(page, want, 'wca');
  // The page API, on the same position, resolves to the same plan.
  await page.evaluate((f) => window.minx.openLink(f), url.slice(url.indexOf('?') + 1));
  const plan = await page.evaluate(() => window.minx.solve('short'));
  assert.equal(plan.method, 'short');
  assert.equal(plan.ftm, want.ftm);
  assert.equal(plan.solution, want.solution);
  assert.equal(plan.steps.length, want.steps.length);
  // The link reopens at its step once the worker has answered.
  const other = await openApp(browser, url.slice(url.indexOf('?')));
  await other.waitForFunction(() => !document.getElementById('solution').hidden, null,
    { timeout: 180000, polling: 100 });
  assert.equal(await other.locator('#solve-method').inputValue(), 'short');
  assert.match(await other.locator('#sol-progress-text').textContent(), /^step 3 of /);
  assert.deepEqual(page.errors, []);
  assert.deepEqual(other.errors, []);
  await page.context().close();
  await other.context().close();
});

test('a painted position solves with "Fewest moves", as minx solve counts it', async () => {
  const { page, want } = await paintedPage(browser, 'A B2 C* L K2 F* E G2 D I*');
  assert.deepEqual(await page.evaluate(() => window.minx.facelets()), want);
  await checkAgainstCli(page, cliSolve(bin, want, 'short'), 'painted');
  assert.deepEqual(page.errors, []);
  await page.context().close();
});

// Issue 21's wire budget for the short solver: a fresh page (empty cache) fetches at most
// 8 MB (bodies as sent, the worker's requests included) from ready to its first short plan.
// The time that takes and the worker's heap are printed (the bench measures them; no
// timing asserts in tests).
test('a fresh page\'s first short solve fetches at most 8 MB; its time after ready and the worker heap are printed', async () => {
  const fetched = [];
  let counting = false;
  const page = await openApp(browser, '', undefined, (context) => context.on('requestfinished', async (request) => {
    if (!counting) return;
    const sizes = await request.sizes().catch(() => null);
    if (sizes) fetched.push([new URL(request.url()).pathname, sizes.responseBodySize]);
  }));
  await page.evaluate(() => window.minx.scramble('random-state', 23));
  await idle(page);
  counting = true;
  const { ms, ftm } = await page.evaluate(async () => {
    const t0 = performance.now();
    const plan = await window.minx.solve('short');
    return { ms: performance.now() - t0, ftm: plan.ftm };
  });
  counting = false;
  const heap = await page.evaluate(() => window.minx.workerHeap());
  const bytes = fetched.reduce((sum, [, n]) => sum + n, 0);
  console.log(`# first short solve: ${(bytes / 1e6).toFixed(2)} MB fetched ${JSON.stringify(fetched)}, `
    + `${Math.round(ms)} ms after ready, ${ftm} FTM, worker heap ${(heap / 1e6).toFixed(1)} MB`);
  assert.ok(fetched.some(([path]) => path.endsWith('/short-tables.bin')), JSON.stringify(fetched));
  assert.ok(bytes <= 8e6, `${bytes} bytes fetched: ${JSON.stringify(fetched)}`);
  assert.deepEqual(page.errors, []);
  await page.context().close();
});

// The search after the first plan: the page API's budget waits for the search's end and
// answers the plan shown then, the shortest found; each shorter plan replaced the one before
// in the panel (nobody had started it), and the count is what plays. The budget is long (the
// rounds are the same on any machine, only slower on a busy one): the search is stopped as
// soon as the first shorter plan is shown, which ends it as the budget would.
test('a budgeted solve searches on: each shorter plan replaces the shown one, and its count is what plays', async () => {
  const page = await openApp(browser);
  await page.evaluate(() => window.minx.scramble('random-state', 21));
  await idle(page);
  const recorder = await recordLines(page, 'sol-search-text');
  const plan = await page.evaluate(() => {
    const line = document.getElementById('sol-search-text');
    const stop = new MutationObserver(() => {
      if (line.textContent.includes('→')) {
        stop.disconnect();
        window.minx.stopSearch();
      }
    });
    stop.observe(line, { childList: true, characterData: true, subtree: true });
    return window.minx.solve('short', { budget: 120 });
  });
  const lines = await recorder.lines();
  const last = lines[lines.length - 1];
  const said = last.match(/^Stopped: ([\d →]+) FTM$/);
  assert.ok(said && /^Searching… \d+ FTM$/.test(lines[0]), JSON.stringify(lines));
  const lengths = said[1].split(' → ').map(Number);
  assert.equal(lengths.length, 2, JSON.stringify(lines));
  assert.ok(lengths[1] < lengths[0], last);
  assert.equal(plan.ftm, lengths[1]);
  assert.match(await page.locator('#sol-summary').textContent(), new RegExp(` ${plan.ftm} moves \\(FTM\\)`));
  assert.equal(await page.locator('#sol-search-stop').isVisible(), false);
  await screenshot(page, 'short-searched');
  await page.evaluate(() => window.minx.setSpeed(20));
  await page.locator('#sol-play').click();
  await untilSolved(page);
  assert.match(await page.locator('#sol-progress-text').textContent(),
    new RegExp(` · move ${plan.ftm} of ${plan.ftm}$`));
  assert.deepEqual(page.errors, []);
  await page.context().close();
});

// The panel's Solve searches on by itself, saying so, with Stop: Stop ends it at once and
// keeps the plan shown.
test('the panel\'s Solve searches on with "Searching…" and Stop; Stop keeps the plan shown', async () => {
  const page = await openApp(browser);
  await page.evaluate(() => window.minx.scramble('random-state', 22));
  await idle(page);
  await page.locator('#solve-method').selectOption('short');
  await page.locator('#solve').click();
  await page.locator('#sol-search-stop').waitFor({ state: 'visible', timeout: 180000 });
  assert.match(await page.locator('#sol-search-text').textContent(), /^Searching… \d+( → \d+)* FTM$/);
  await screenshot(page, 'short-searching');
  await page.locator('#sol-search-stop').click();
  const line = await page.locator('#sol-search-text').textContent();
  const said = line.match(/^Stopped: ([\d →]+) FTM/);
  assert.ok(said, line);
  const shown = said[1].split(' → ').map(Number).pop();
  assert.match(await page.locator('#sol-summary').textContent(), new RegExp(` ${shown} moves \\(FTM\\)`));
  assert.equal(await page.locator('#sol-search-stop').isVisible(), false);
  await page.waitForTimeout(1500);
  assert.equal(await page.locator('#sol-search-text').textContent(), line, 'nothing changes after Stop');
  assert.deepEqual(page.errors, []);
  await page.context().close();
});

// The progress lines the panel shows until the solution opens, each once, in order (the
// recorder must be started before Solve is pressed).
async function watchLines(page, recorder) {
  await page.waitForFunction(() => !document.getElementById('solution').hidden, null,
    { timeout: 180000, polling: 50 });
  return recorder.lines();
}

// The file carries the tables that take longest to build (stage 8's and the two-face stage's
// edges-and-corners table); the worker builds the rest, with a progress line.
test('the worker loads its tables from the asset: Loading tables…, Tables loaded, then the rest built', async () => {
  const page = await openApp(browser);
  await page.evaluate(() => window.minx.scramble('random-state', 78));
  await idle(page);
  await page.locator('#solve-method').selectOption('short');
  const recorder = await recordLines(page, 'solving-text');
  await page.locator('#solve').click();
  const lines = await watchLines(page, recorder);
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
  await page.evaluate(() => {
    window.minx.setSpeed(0.5);
    window.minx.apply('A B C D E F G H I J K L A B C D E F G H I J K L');
  });
  await page.locator('#solve').click();
  await building();
  const counts = await page.evaluate(async () => {
    const f0 = window.minx.stats().frames;
    let raf = 0;
    const tick = () => { raf += 1; requestAnimationFrame(tick); };
    requestAnimationFrame(tick);
    while (document.getElementById('solution').hidden) {
      await new Promise((r) => setTimeout(r, 50));
    }
    return { app: window.minx.stats().frames - f0, raf };
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
