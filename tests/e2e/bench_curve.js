// The short solver's anytime curve in the page (the worker's one WebAssembly thread), run by
// `cargo xtask bench solver`: `node bench_curve.js STATES` prints one JSON object on stdout.
//
// For each of STATES uniformly random states (seeds 7000, 7001, …), one budgeted solve
// through the page API, `solve('short', {budget: 10})`, with the tables already loaded; every
// plan the panel shows is read with `plan()` when its search line changes, with its time
// since the call. The plan within a budget is the last one shown by then (the first plan,
// however long it took), as `cargo bench --bench short -- --curve` counts natively. Every plan
// shown is then replayed from its state through the page and must solve it.
// The worker's WebAssembly memory (which never shrinks) is read after the searches: the most
// they needed.
//   { states, budgets, curve: [[seconds, mean FTM], …], first, firstMedianMs, plans, replayed,
//     rounds, heap }
import { launch, openApp, idle } from './lib.js';

const BUDGETS = [0.1, 0.3, 1, 3, 10];
const states = Number(process.argv[2] ?? 20);

const browser = await launch();
const page = await openApp(browser);
await page.evaluate(() => window.minx.solve('short')); // the tables, once
const runs = [];
for (let i = 0; i < states; i++) {
  await page.evaluate((seed) => window.minx.scramble('random-state', seed), 7000 + i);
  await idle(page);
  runs.push(await page.evaluate(async (budget) => {
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
    const best = await window.minx.solve('short', { budget });
    watch.disconnect();
    note();
    return { shown, best: best.ftm, said: line.textContent };
  }, BUDGETS[BUDGETS.length - 1]));
}
const heap = await page.evaluate(() => window.minx.workerHeap());
// Replays every plan shown from its state.
await page.evaluate(() => window.minx.setSpeed(50));
let plans = 0;
let replayed = 0;
for (const [i, run] of runs.entries()) {
  for (const plan of run.shown) {
    plans += 1;
    await page.evaluate((seed) => window.minx.scramble('random-state', seed), 7000 + i);
    await idle(page);
    await page.evaluate((alg) => window.minx.apply(alg), plan.solution);
    await idle(page, 120000);
    if (await page.evaluate(() => window.minx.cycles() === '()\n()')) replayed += 1;
  }
}
await browser.close();

// The shortest plan shown within `budget` seconds (the first plan however short the budget).
const within = (run, budget) => Math.min(...run.shown.filter((p) => p.s <= budget).map((p) => p.ftm), run.shown[0].ftm);
const mean = (xs) => xs.reduce((a, b) => a + b, 0) / xs.length;
const firstTimes = runs.map((r) => r.shown[0].s * 1000).sort((a, b) => a - b);
console.log(JSON.stringify({
  states,
  budgets: BUDGETS,
  curve: BUDGETS.map((b) => [b, mean(runs.map((r) => within(r, b)))]),
  first: mean(runs.map((r) => r.shown[0].ftm)),
  firstMedianMs: firstTimes[Math.floor(states / 2)],
  bestAtEnd: mean(runs.map((r) => r.best)),
  plans,
  replayed,
  heap,
  lines: runs.map((r) => r.said),
}));
