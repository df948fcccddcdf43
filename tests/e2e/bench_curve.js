// The short solver's anytime curve in the page (the worker's one WebAssembly thread), run by
// `cargo xtask bench solver`: `node bench_curve.js [STATES] [tuning|report] [busy]` prints one JSON object
// on stdout, and exits non-zero when a plan shown does not solve its state.
//
// The states: the report set, the page's `scramble('random-state', seed)` from seed 35000
// (issue 35: never used to choose a parameter; 50 unless told), or with `tuning` the tuning
// set from seed 7000 (the page's curve until issue 35, which the choices of issue 21 were
// compared on). For each state, one budgeted solve through the page API,
// `solve('short', {budget: 10})`, with the tables already loaded; every plan the panel shows
// is read with `plan()` when its search line changes, with its time since the call. The plan
// within a budget is the last one shown by then, and a budget counts only the states that had
// a plan by then (it says for how many there was none), as `cargo bench --bench short --
// --curve` counts natively; each mean has its standard error. The overrun is how long after
// its budget the call resolved (max and 95th percentile), for the 10 s solves and for 1 s
// solves of the first ten states. Every plan shown is then replayed from its state through
// the page and must solve it. The first solve of the fresh page (the tables' file fetched and
// loaded, the rest built) is timed from ready. Then the page is left idle until the worker
// has built the method's later tables, as it does while a person reads or plays a plan
// (`methodReady('short')`, asked every 250 ms; `readyMs` after the first plan): the states
// after it are solved back to back, and a script that solves back to back from a fresh page
// gets slower first plans until then (`node bench_curve.js 50 report busy` skips the wait).
// The worker's WebAssembly memory (which never shrinks) is read after the searches: the most
// they needed.
//   { states, set, budgets, curve: [{budget, mean, se, states, none}, …], first, firstSe,
//     firstMedianMs, firstMsBySeed, oneSecondFtm, freshFirstMs, readyMs, overrun:
//     {10: {maxMs, p95Ms}, 1: …}, plans, replayed, rounds, heap }
import { launch, openApp, idle, untilMethodReady } from './lib.js';

const BUDGETS = [0.1, 0.3, 1, 3, 10];
const states = Number(process.argv[2] ?? 50);
const tuning = process.argv[3] === 'tuning';
const busy = process.argv[4] === 'busy';
const FIRST_SEED = tuning ? 7000 : 35000;
// How many states also get a 1 s solve, for its overrun.
const SHORT_BUDGET_STATES = Math.min(10, states);

const browser = await launch({ gpuCompositing: true });
const page = await openApp(browser);
// The fresh page's first short plan (the tables once), timed from ready.
const freshFirstMs = await page.evaluate(async () => {
  const t0 = performance.now();
  await window.minx.solve('short');
  return performance.now() - t0;
});
// How long after the fresh plan the idle worker had built every table of the method (null:
// not waited for).
const readyMs = busy ? null : await untilMethodReady(page, 'short', 120000);

// One budgeted solve of the state of `seed`: every plan shown, with its time since the call.
async function budgeted(seed, budget) {
  await page.evaluate((s) => window.minx.scramble('random-state', s), seed);
  await idle(page);
  return page.evaluate(async (b) => {
    const line = document.getElementById('sol-search-text');
    const t0 = performance.now();
    const shown = [];
    const note = () => {
      let plan;
      try { plan = window.minx.plan(); } catch { return; }
      if (shown.length === 0 || shown[shown.length - 1].ftm !== plan.ftm) {
        shown.push({ s: (performance.now() - t0) / 1000, ftm: plan.ftm, solution: plan.solution });
      }
    };
    const watch = new MutationObserver(note);
    watch.observe(line, { childList: true, characterData: true, subtree: true });
    const best = await window.minx.solve('short', { budget: b });
    const answered = (performance.now() - t0) / 1000;
    watch.disconnect();
    note();
    return { shown, best: best.ftm, said: line.textContent, overrun: Math.max(0, answered - b) };
  }, budget);
}

const runs = [];
for (let i = 0; i < states; i++) runs.push(await budgeted(FIRST_SEED + i, BUDGETS[BUDGETS.length - 1]));
const shortRuns = [];
for (let i = 0; i < SHORT_BUDGET_STATES; i++) shortRuns.push(await budgeted(FIRST_SEED + i, 1));
const heap = await page.evaluate(() => window.minx.workerHeap());
// Replays every plan shown from its state.
await page.evaluate(() => window.minx.setSpeed(50));
let plans = 0;
let replayed = 0;
const failed = [];
for (const [i, run] of runs.entries()) {
  for (const plan of run.shown) {
    plans += 1;
    await page.evaluate((seed) => window.minx.scramble('random-state', seed), FIRST_SEED + i);
    await idle(page);
    await page.evaluate((alg) => window.minx.apply(alg), plan.solution);
    await idle(page, 120000);
    if (await page.evaluate(() => window.minx.cycles() === '()\n()')) replayed += 1;
    else failed.push({ seed: FIRST_SEED + i, ftm: plan.ftm });
  }
}
await browser.close();

// Mean and standard error of the mean.
const stat = (xs) => {
  const n = xs.length;
  const mean = xs.reduce((a, b) => a + b, 0) / Math.max(n, 1);
  const variance = xs.reduce((a, x) => a + (x - mean) ** 2, 0) / Math.max(n - 1, 1);
  return { mean, se: Math.sqrt(variance / Math.max(n, 1)), states: n };
};
// The shortest plan shown within `budget` seconds, or none when even the first came later.
const within = (run, budget) => {
  const by = run.shown.filter((p) => p.s <= budget).map((p) => p.ftm);
  return by.length > 0 ? Math.min(...by) : null;
};
// The q-th quantile (nearest rank) of `xs`, in ms.
const quantileMs = (xs, q) => {
  const sorted = [...xs].sort((a, b) => a - b);
  return 1000 * sorted[Math.min(sorted.length, Math.max(1, Math.ceil(q * sorted.length))) - 1];
};
const overrun = (rs) => ({ maxMs: quantileMs(rs.map((r) => r.overrun), 1), p95Ms: quantileMs(rs.map((r) => r.overrun), 0.95) });
const firstTimes = runs.map((r) => r.shown[0].s * 1000).sort((a, b) => a - b);
const first = stat(runs.map((r) => r.shown[0].ftm));
console.log(JSON.stringify({
  states,
  set: tuning ? 'tuning set (seeds from 7000)' : 'report set (seeds from 35000)',
  budgets: BUDGETS,
  curve: BUDGETS.map((b) => {
    const s = stat(runs.map((r) => within(r, b)).filter((x) => x !== null));
    return { budget: b, ...s, none: states - s.states };
  }),
  first: first.mean,
  firstSe: first.se,
  firstMedianMs: firstTimes[Math.floor(states / 2)],
  // Each state's first plan time (ms, seed order) and each 1 s budget's answer (FTM: a
  // hurried first plan shows as about 100), for side-by-side runs of two builds.
  firstMsBySeed: runs.map((r) => Math.round(r.shown[0].s * 1000)),
  oneSecondFtm: shortRuns.map((r) => r.best),
  freshFirstMs,
  readyMs,
  overrun: { 10: overrun(runs), 1: overrun(shortRuns) },
  bestAtEnd: stat(runs.map((r) => r.best)).mean,
  plans,
  replayed,
  failed,
  heap,
  lines: runs.map((r) => r.said),
}));
if (replayed !== plans) {
  console.error(`bench_curve: ${plans - replayed} of ${plans} plans shown did not solve their state: ${JSON.stringify(failed)}`);
  process.exit(1);
}
