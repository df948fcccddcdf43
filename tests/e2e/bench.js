// Browser benchmark, run by `cargo xtask bench`: prints one JSON object on stdout.
//   fps         frames per second while turns animate, canvas 1280×720, SwiftShader
//   refFps      the same browser drawing an empty WebGL2 canvas of that size (the ceiling)
//   firstFrame  ms from navigation to the first frame (median of several loads)
//   solveMs     time for minx.solve() on random positions, planned in the Web Worker (the
//               round trip included; null without solver)
//   short…      the short solver in the Web Worker: shortBuildMs (its tables ready in a
//               fresh worker: loaded from pkg/short-tables.bin when shortTablesLoaded is 1,
//               else built there; shortTableLines are the progress lines meanwhile),
//               shortHeap (the worker's wasm memory after them), shortMedianMs / shortMaxMs /
//               shortMeanFtm over random states (each timed from the page, the
//               round trip included), and the main thread meanwhile: requestAnimationFrame
//               callbacks per second and the longest gap between two (shortBuildFps,
//               shortBuildGapMs, shortSolveFps, shortSolveGapMs; shortIdleFps and
//               shortIdleGapMs for the same page idle for a second, as a baseline)
//   players…    embed.html's eight <minx-player>s: the page's frame time (mean ms between
//               requestAnimationFrame callbacks, and the longest gap) with all eight idle
//               (playersIdleFrameMs, playersIdleGapMs, and playersIdleDraws: frames the
//               players drew meanwhile, none when idle) and with one playing
//               (playersPlayingFrameMs, playersPlayingGapMs); playerBytes: what a page with
//               one player fetches before that player's first draw, as sent (compressed),
//               (its HTML, the bench's own, not counted), and playerFiles: how many files
import { launch, openApp, idle, BASE_URL } from './lib.js';
import { players } from './bench_players.js';

const quick = process.env.QUICK === '1';
const seconds = quick ? 2 : 5;
const loads = quick ? 3 : 7;

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

async function fullCanvas(page) {
  await page.evaluate(() => {
    const c = document.getElementById('view');
    Object.assign(c.style, { position: 'fixed', left: '0', top: '0', width: '1280px', height: '720px', zIndex: '5' });
  });
}

const browser = await launch({ gpuCompositing: true });
const viewport = { width: 1280, height: 720 };

// The app while animating.
const page = await openApp(browser, '', viewport);
await fullCanvas(page);
await page.evaluate(() => {
  const moves = 'ABCDEFGHIJKL'.split('');
  let alg = '';
  for (let i = 0; i < 400; i++) alg += moves[(i * 5) % 12] + ' ';
  window.minx.setSpeed(1);
  window.minx.apply(alg);
});
await page.waitForTimeout(500);
const fps = await page.evaluate(async (secs) => {
  const frames = () => window.minx.stats().frames;
  const t0 = performance.now();
  const f0 = frames();
  await new Promise((r) => setTimeout(r, secs * 1000));
  const busy = window.minx.busy();
  return { fps: ((frames() - f0) * 1000) / (performance.now() - t0), busy };
}, seconds);
const size = await page.evaluate(() => {
  const c = document.getElementById('view');
  return [c.width, c.height];
});
await page.context().close();

// The ceiling: an empty WebGL2 canvas of the same size, cleared every frame.
const ref = await (await browser.newContext({ viewport })).newPage();
await ref.setContent('<canvas id="c" width="1280" height="720" style="position:fixed;left:0;top:0"></canvas>');
const refFps = await ref.evaluate(async (secs) => {
  const gl = document.getElementById('c').getContext('webgl2', { antialias: true, preserveDrawingBuffer: true });
  let frames = 0;
  let running = true;
  const loop = () => {
    gl.clearColor(0.9, 0.9, 0.9, 1);
    gl.clear(gl.COLOR_BUFFER_BIT | gl.DEPTH_BUFFER_BIT);
    frames++;
    if (running) requestAnimationFrame(loop);
  };
  requestAnimationFrame(loop);
  const t0 = performance.now();
  await new Promise((r) => setTimeout(r, secs * 1000));
  running = false;
  return (frames * 1000) / (performance.now() - t0);
}, seconds);
await ref.context().close();

// Navigation to first frame, fresh context each time.
const firsts = [];
for (let i = 0; i < loads; i++) {
  const p = await openApp(browser, '', viewport);
  firsts.push(await p.evaluate(() => window.minx.stats().firstFrameMs));
  await p.context().close();
}

// Solve time in wasm.
let solveMs = null;
let solveNote = null;
{
  const p = await openApp(browser, '', viewport);
  const times = [];
  for (let i = 0; i < (quick ? 3 : 10); i++) {
    const t = await p.evaluate(async (seed) => {
      window.minx.scramble('random-state', seed);
      const t0 = performance.now();
      try {
        await window.minx.solve();
      } catch (e) {
        return { error: String(e) };
      }
      return { ms: performance.now() - t0 };
    }, 1000 + i);
    if (t.error) { solveNote = t.error; break; }
    times.push(t.ms);
  }
  if (times.length) solveMs = median(times);
  await idle(p);
  await p.context().close();
}
// The short solver in the Web Worker, with the main thread's frames counted meanwhile.
let short = {};
{
  const p = await openApp(browser, '', viewport);
  short = await p.evaluate(async (n) => {
    let frames = 0;
    let gap = 0;
    let last = null;
    let on = true;
    const tick = (t) => {
      if (!on) return;
      frames += 1;
      if (last !== null) gap = Math.max(gap, t - last);
      last = t;
      requestAnimationFrame(tick);
    };
    requestAnimationFrame(tick);
    // The baseline: the same page doing nothing for a second.
    await new Promise((r) => setTimeout(r, 1000));
    const idle = { fps: frames, gap };
    [frames, gap, last] = [0, 0, null];
    // The progress lines say whether the tables came from the asset or were built.
    const lines = [];
    const note = () => {
      const line = document.getElementById('solving-text')?.textContent;
      if (line && lines[lines.length - 1] !== line) lines.push(line);
    };
    const noting = setInterval(note, 5);
    const t0 = performance.now();
    await window.minx.solve('short'); // the solved puzzle: the tables, then a trivial solve
    const shortBuildMs = performance.now() - t0;
    clearInterval(noting);
    const shortTablesLoaded = lines.some((l) => l.startsWith('Tables loaded')) ? 1 : 0;
    const build = { fps: (frames * 1000) / shortBuildMs, gap };
    const shortHeap = await window.minx.workerHeap();
    [frames, gap, last] = [0, 0, null];
    const times = [];
    const ftms = [];
    const s0 = performance.now();
    for (let i = 0; i < n; i++) {
      window.minx.scramble('random-state', 5000 + i);
      const t = performance.now();
      const plan = await window.minx.solve('short');
      times.push(performance.now() - t);
      ftms.push(plan.ftm);
    }
    const solveFps = (frames * 1000) / (performance.now() - s0);
    on = false;
    times.sort((a, b) => a - b);
    return {
      shortBuildMs,
      shortTablesLoaded,
      shortTableLines: lines,
      shortHeap,
      shortStates: n,
      shortMedianMs: times[Math.floor(n / 2)],
      shortMaxMs: times[n - 1],
      shortMeanFtm: ftms.reduce((a, b) => a + b, 0) / n,
      shortBuildFps: build.fps,
      shortBuildGapMs: build.gap,
      shortSolveFps: solveFps,
      shortSolveGapMs: gap,
      shortIdleFps: idle.fps,
      shortIdleGapMs: idle.gap,
    };
  }, quick ? 5 : 20);
  await p.context().close();
}
const playerNumbers = await players(browser, BASE_URL, seconds);
await browser.close();

console.log(JSON.stringify({
  ...playerNumbers,
  fps: fps.fps,
  stillAnimating: fps.busy,
  canvas: size,
  refFps,
  firstFrame: median(firsts),
  firstFrames: firsts,
  solveMs,
  solveNote,
  ...short,
}));
