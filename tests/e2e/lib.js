// Shared helpers for the e2e specs and the browser benchmark: Debian's Chromium, headless,
// WebGL2 through SwiftShader (design.md), and a page that records console errors.
import { chromium } from 'playwright-core';
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, writeFileSync, renameSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, dirname } from 'node:path';
import { fileURLToPath } from 'node:url';

export const BASE_URL = process.env.MINX_URL ?? 'http://127.0.0.1:8000/';
export const ARTIFACTS = join(dirname(fileURLToPath(import.meta.url)), 'artifacts');
mkdirSync(ARTIFACTS, { recursive: true });

// Playwright gives every launch a fresh temporary profile (design.md's --user-data-dir).
// The specs' browser composites the page in software (`--disable-gpu-compositing`), as
// Chromium does on a machine whose GPU it will not use; WebGL still draws through
// SwiftShader. Compositing every frame through SwiftShader cost more than drawing it:
// every-method.test.js took 125 CPU s with it and 58 without (Chromium's processes summed
// under a subreaper, 2-core machine), 61 at 1280×720 against 58 at 860×540. The
// benchmarks keep `gpuCompositing` so that their frame rates compare with earlier ones.
// Nor do the specs' WebGL canvases multisample (`--webgl-antialiasing-mode=none`: the
// page's `antialias: true` then reads back false and SAMPLES 0): SwiftShader shades every
// sample on the CPU, and every-method.test.js took 81 and 86 CPU s with 4× multisampling,
// 67 and 65 without (the machine's busy CPU seconds, `/proc/stat`, alone on the 2-core
// machine). What the specs check does not depend on it — colours read at face and sticker
// centres, shares of the canvas, which face a click hits. The benchmarks and the
// screenshots people look at (visual.test.js, shot.js) keep it: `antialias: true`.
export async function launch({ gpuCompositing = false, antialias = gpuCompositing } = {}) {
  return chromium.launch({
    executablePath: process.env.CHROMIUM ?? '/usr/bin/chromium',
    headless: true,
    args: [
      '--headless=new',
      '--no-sandbox',
      '--use-angle=swiftshader',
      '--enable-unsafe-swiftshader',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
      '--disable-quic',
      ...(gpuCompositing ? [] : ['--disable-gpu-compositing']),
      ...(antialias ? [] : ['--webgl-antialiasing-mode=none']),
    ],
  });
}

// Opens the app (with an optional query) and waits for `minx.ready`. `page.errors` collects
// console errors and uncaught exceptions.
// `setup(context)` runs before the page opens (e.g. to route requests, the worker's among them).
// `options` go to the new context (e.g. `{ serviceWorkers: 'block' }`).
export async function openApp(browser, query = '', viewport = { width: 1280, height: 720 }, setup = null,
  options = {}) {
  const context = await browser.newContext({ viewport, ...options });
  if (setup) await setup(context);
  const page = await context.newPage();
  page.errors = [];
  page.on('console', (msg) => {
    if (msg.type() === 'error') page.errors.push(msg.text());
  });
  page.on('pageerror', (err) => page.errors.push(String(err)));
  await page.goto(BASE_URL + query);
  await page.evaluate(() => window.minx.ready);
  await idle(page);
  return page;
}

// Waits until the solution panel is open: a plan the Web Worker answers (every method plans
// there), e.g. for a link or a saved session that opens a solution at a step.
export async function solutionOpen(page, timeout = 60000) {
  await page.waitForFunction(() => !document.getElementById('solution').hidden, null,
    { timeout, polling: 50 });
  await idle(page);
}

// Waits until the worker says it has built all `method` plans the puzzle on screen with
// (`minx.methodReady`, asked every 250 ms); returns how long that took (ms), or throws after
// `timeout` ms.
export async function untilMethodReady(page, method, timeout = 60000) {
  const t0 = Date.now();
  while (!(await page.evaluate((m) => window.minx.methodReady(m), method))) {
    if (Date.now() - t0 > timeout) throw new Error(`methodReady('${method}') is still false after ${timeout} ms`);
    await new Promise((r) => setTimeout(r, 250));
  }
  return Date.now() - t0;
}

// Waits until the animation queue is empty and a frame at rest has been drawn.
export async function idle(page, timeout = 60000) {
  await page.waitForFunction(
    () => !window.minx.busy() && window.minx.renderedFacelets() !== null,
    null,
    { timeout, polling: 50 },
  );
  await frames(page);
}

// The average colour, as shown on screen, of the page's rectangle `clip` ({x, y, width,
// height}): a screenshot of it, decoded by the page itself.
export async function averageColour(page, clip) {
  return (await colourStats(page, clip)).average;
}

// What the page's rectangle `clip` shows: its average colour and, when `reference` ([r, g, b])
// is given, the share of its pixels unlike that colour (their three channels' differences sum
// to more than 48) — for example how much of the canvas is not background.
export async function colourStats(page, clip, reference = null) {
  const png = await page.screenshot({ clip });
  return page.evaluate(async ([b64, ref]) => {
    const img = new Image();
    img.src = `data:image/png;base64,${b64}`;
    await img.decode();
    const c = document.createElement('canvas');
    [c.width, c.height] = [img.width, img.height];
    const ctx = c.getContext('2d');
    ctx.drawImage(img, 0, 0);
    const d = ctx.getImageData(0, 0, c.width, c.height).data;
    const sum = [0, 0, 0];
    let unlike = 0;
    for (let i = 0; i < d.length; i += 4) {
      let diff = 0;
      for (let k = 0; k < 3; k++) {
        sum[k] += d[i + k];
        if (ref) diff += Math.abs(d[i + k] - ref[k]);
      }
      if (diff > 48) unlike += 1;
    }
    const n = d.length / 4;
    return { average: sum.map((v) => Math.round(v / n)), unlike: unlike / n };
  }, [png.toString('base64'), reference]);
}

// The colour of a face's centre on screen, the face turned to look straight at the viewer
// (with face letters off: a letter would be in the sample).
export async function faceColour(page, face) {
  await page.evaluate((f) => window.minx.lookAt(f), face);
  await idle(page);
  const at = await page.evaluate((f) => window.minx.faceCentre(f), face);
  const box = await page.locator('#view').boundingBox();
  return averageColour(page, { x: box.x + at[0] - 3, y: box.y + at[1] - 3, width: 6, height: 6 });
}

// Saves a screenshot as artifacts/NAME.png, written whole under a temporary name and then
// renamed: spec files run in parallel, and two may save one view under the same name.
// Answers the PNG bytes saved (for a spec to read what they show).
export async function screenshot(page, name) {
  const path = join(ARTIFACTS, `${name}.png`);
  const partial = `${path}.${process.pid}.part`;
  const png = await page.screenshot();
  writeFileSync(partial, png);
  renameSync(partial, path);
  return png;
}

// Facelets after `alg` from solved, computed by the app in a fresh page (an independent
// route to the same state as the one under test).
export async function faceletsOf(browser, alg, notation = 'thesis') {
  const page = await openApp(browser);
  await page.evaluate(([a, n]) => window.minx.apply(a, n), [alg, notation]);
  await idle(page);
  const f = await page.evaluate(() => window.minx.facelets());
  await page.context().close();
  return f;
}

// Clicks the centre of a face on the canvas (button: 'left' | 'right').
export async function clickFace(page, face, options = {}) {
  const at = await page.evaluate((f) => window.minx.faceCentre(f), face);
  if (!at) throw new Error(`face ${face} is not in sight`);
  const box = await page.locator('#view').boundingBox();
  await page.mouse.click(box.x + at[0], box.y + at[1], options);
}

// Waits until the puzzle is solved and at rest (a solution playing to its end).
export async function untilSolved(page) {
  await page.waitForFunction(
    () => window.minx.cycles() === '()\n()' && !window.minx.busy(),
    null,
    { timeout: 240000, polling: 200 },
  );
  await idle(page);
}

// Waits for two animation frames (so a change has been drawn).
export async function frames(page) {
  await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
}

// Records every text element `id` shows, in order, each once: a MutationObserver sees each
// change, even two that land between timer ticks (a 5 ms poll missed a passing progress line
// on a loaded CI machine and waited forever). `lines()` reads them; `until(re, timeout)`
// waits, bounded, until one matches.
export async function recordLines(page, id) {
  await page.evaluate((id) => {
    const el = document.getElementById(id);
    const seen = [];
    (window.recordedLines ??= {})[id] = seen;
    const note = () => {
      const text = el.textContent;
      if (text && seen[seen.length - 1] !== text) seen.push(text);
    };
    new MutationObserver(note).observe(el, { childList: true, characterData: true, subtree: true });
    note();
  }, id);
  const lines = () => page.evaluate((id) => window.recordedLines[id].slice(), id);
  const until = async (re, timeout = 120000) => {
    await page.waitForFunction(([id, source, flags]) => window.recordedLines[id]
      .some((l) => new RegExp(source, flags).test(l)), [id, re.source, re.flags], { timeout, polling: 50 });
    return lines();
  };
  return { lines, until };
}

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..', '..');

// The CLI of this checkout: $MINX_BIN, else whatever `cargo build --bin minx` reports (up to
// date with the sources, so the page and the CLI run the same solver); `release` builds it
// optimised (the short solver's tables take minutes in a debug build).
export function minxBinary({ release = false } = {}) {
  if (process.env.MINX_BIN) return process.env.MINX_BIN;
  const args = ['build', '--quiet', '--bin', 'minx', '--message-format=json', ...(release ? ['--release'] : [])];
  const out = execFileSync('cargo', args, {
    cwd: ROOT, encoding: 'utf8', maxBuffer: 64 << 20, timeout: 900000,
  });
  for (const line of out.split('\n')) {
    if (!line.startsWith('{')) continue;
    const m = JSON.parse(line);
    if (m.reason === 'compiler-artifact' && m.executable && m.target?.name === 'minx') return m.executable;
  }
  throw new Error('cargo did not report the minx binary');
}

// `minx solve --json` for the position given as facelet JSON (`more`: further options).
export function cliSolve(bin, facelets, method, more = []) {
  const dir = mkdtempSync(join(tmpdir(), 'minx-cli-'));
  try {
    const file = join(dir, 'position.json');
    writeFileSync(file, JSON.stringify(facelets));
    const args = ['solve', '--json', '--facelets', file, ...(method ? ['--method', method] : []), ...more];
    return JSON.parse(execFileSync(bin, args, { encoding: 'utf8' }));
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

// The net's tile of a sticker, and the paint palette's brush of a colour.
export const tile = (page, name) => page.locator(`#net-view [data-sticker="${name}"]`);
export const brush = (page, colour) => page.locator(`#palette [aria-label="colour ${colour}"]`);

// Paints every sticker whose colour differs from `want` (name → colour), through the UI.
export async function paintFacelets(page, want) {
  const now = await page.evaluate(() => window.minx.facelets());
  for (const [name, colour] of Object.entries(want)) {
    if (now[name] === colour) continue;
    await brush(page, colour).click();
    await tile(page, name).click();
  }
}

// A new page on which the position `alg` reaches (thesis notation) is painted through the
// UI and used ("Use this position"); returns the page and the facelets it must show.
export async function paintedPage(browser, alg) {
  const want = await faceletsOf(browser, alg);
  const page = await openApp(browser);
  await page.locator('#paint-toggle').click();
  await paintFacelets(page, want);
  await page.locator('#paint-use').click();
  await idle(page);
  return { page, want };
}
