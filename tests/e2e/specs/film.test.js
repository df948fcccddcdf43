// Films (issue 34): Export ▸ Film and `window.minx.film({…})` make an animated GIF — one
// frame for the start and one per move — drawn by the page a few frames per animation frame
// and encoded in the Web Worker. Each GIF is decoded here by an independent decoder (npm
// omggif) and its first and last frames compared, where stickers are, with independent
// pictures of the start and the end: the page's own `picture()` of those positions for the
// 3D view, `minx film`'s frames (resvg, natively) for the net. A film of the open solution
// carries its phase names on a light band under the picture. Cancel stops a film and leaves
// the page as it was.

import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { GifReader } from 'omggif';
import { PNG } from 'pngjs';

import { launch, openApp, idle, ARTIFACTS, minxBinary } from '../lib.js';

let browser;
before(async () => { browser = await launch(); });
after(async () => { await browser?.close(); });

const SIDE = 160;

/** A GIF's frames as RGBA buffers (each frame full size: minx writes no partial frames). */
function frames(bytes) {
  const gif = new GifReader(Buffer.from(bytes));
  assert.deepEqual([gif.width, gif.height], [SIDE, SIDE]);
  return Array.from({ length: gif.numFrames() }, (_, i) => {
    const rgba = new Uint8Array(SIDE * SIDE * 4);
    gif.decodeAndBlitFrameRGBA(i, rgba);
    return rgba;
  });
}

/** Pixel (x, y) of an RGBA buffer `SIDE` wide. */
const at = (rgba, x, y) => [...rgba.subarray((y * SIDE + x) * 4, (y * SIDE + x) * 4 + 3)];
const near = (a, b, tolerance) => a.every((v, k) => Math.abs(v - b[k]) <= tolerance);

/** Sample points inside stickers of `reference`: on a grid `step` pixels apart, where the
 * pixels within `r` of a point are one colour (not an edge, a line or a letter) other than
 * `background`. */
function stickerPoints(reference, background, step = 6, r = 2) {
  const points = [];
  for (let y = 4; y < SIDE - 4; y += step) {
    for (let x = 4; x < SIDE - 4; x += step) {
      const c = at(reference, x, y);
      if (near(c, background, 12)) continue;
      let flat = true;
      for (let dy = -r; dy <= r && flat; dy++) {
        for (let dx = -r; dx <= r && flat; dx++) flat = near(at(reference, x + dx, y + dy), c, 6);
      }
      if (flat) points.push([x, y]);
    }
  }
  return points;
}

/** The share of `points` where `frame` shows `reference`'s colour (within `tolerance`). */
function agreement(frame, reference, points, tolerance) {
  const same = points.filter(([x, y]) => near(at(frame, x, y), at(reference, x, y), tolerance));
  return same.length / points.length;
}

/** Writes frame `rgba` as artifacts/NAME.png (to look at). */
function save(rgba, name) {
  const png = new PNG({ width: SIDE, height: SIDE });
  png.data = Buffer.from(rgba);
  writeFileSync(join(ARTIFACTS, `${name}.png`), PNG.sync.write(png));
}

/** The page's picture of the 3D view now, `SIDE` square, as RGBA. */
async function picture(page) {
  const url = await page.evaluate((s) => window.minx.picture({ width: s, height: s }), SIDE);
  return PNG.sync.read(Buffer.from(url.split(',')[1], 'base64')).data;
}

/** Export ▸ Film of `alg` in `view` (`3d` or `net`), `SIDE` square at 10 moves a second,
 * through the menu: the download. */
async function exportFilm(page, alg, view) {
  await page.locator('details.export summary').click();
  await page.fill('#alg-input', alg);
  await page.selectOption('#film-source', 'alg');
  await page.selectOption('#film-view', view);
  await page.fill('#film-size', String(SIDE));
  await page.fill('#film-speed', '10');
  const [download] = await Promise.all([
    page.waitForEvent('download', { timeout: 60000 }),
    page.click('#export-film'),
  ]);
  return download;
}

test('Export ▸ Film on the Megaminx with arrows: a frame per move, the start and the end where stickers are', async () => {
  const page = await openApp(browser, '?puzzle=megaminx');
  await page.evaluate(() => window.minx.showArrows(true));
  await idle(page);
  const start = await picture(page);
  const download = await exportFilm(page, 'A B', '3d');
  assert.equal(download.suggestedFilename(), 'minx-megaminx.gif');
  const gif = readFileSync(await download.path());
  writeFileSync(join(ARTIFACTS, 'film-megaminx.gif'), gif);
  const shown = frames(gif);
  assert.equal(shown.length, 3, 'the start and one frame per move');
  assert.match(await page.evaluate(() => window.minx.notice()), /^Film saved as minx-megaminx\.gif \(3 frames, 160×160/);
  assert.ok(await page.locator('#filming').isHidden(), 'the progress bar is gone');
  assert.ok(await page.evaluate(() => window.minx.facelets()['A:ABC'] === 'A'), 'the page is still solved');
  await page.evaluate(() => window.minx.apply('A B'));
  await idle(page);
  const end = await picture(page);
  const background = at(start, 1, 1);
  const points = stickerPoints(start, background);
  assert.ok(points.length > 40, `${points.length} sample points`);
  const first = shown[0];
  const last = shown.at(-1);
  save(first, 'film-megaminx-first');
  save(last, 'film-megaminx-last');
  assert.ok(agreement(first, start, points, 24) > 0.95, 'the first frame is the start');
  const endPoints = stickerPoints(end, background);
  assert.ok(agreement(last, end, endPoints, 24) > 0.95, 'the last frame is the end, its arrows too');
  assert.ok(agreement(last, start, points, 24) < 0.9, 'the end differs from the start');
  assert.deepEqual(page.errors, []);
  await page.context().close();
});

/** Checks that `shown` (a film's frames) are `cli`'s (`minx film`'s) at the start and the
 * end, where stickers are, and that the end differs from the start. */
function sameNetFrames(shown, cli, what) {
  assert.equal(cli.length, shown.length, what);
  for (const i of [0, shown.length - 1]) {
    // The net is small at this size: a finer grid, one pixel round each point.
    const points = stickerPoints(cli[i], [255, 255, 255], 2, 1);
    assert.ok(points.length > 40, `${what}, frame ${i}: ${points.length} sample points`);
    assert.ok(agreement(shown[i], cli[i], points, 10) > 0.95, `${what}: frame ${i} is the CLI's`);
  }
  const points = stickerPoints(cli[0], [255, 255, 255], 2, 1);
  assert.ok(agreement(shown.at(-1), cli[0], points, 10) < 0.9, `${what}: the end differs from the start`);
}

test('film() and Export ▸ Film of the Kilominx net in the colour-blind scheme: the frames `minx film` draws', async () => {
  const page = await openApp(browser, '?puzzle=kilominx&scheme=cvd');
  const alg = 'A B* C';
  const bytes = await page.evaluate(async ([a, s]) => {
    const gif = await window.minx.film({ alg: a, view: 'net', size: s, speed: 10 });
    return Array.from(gif);
  }, [alg, SIDE]);
  writeFileSync(join(ARTIFACTS, 'film-kilominx-net.gif'), Buffer.from(bytes));
  const shown = frames(bytes);
  assert.equal(shown.length, 4);
  const bin = minxBinary({ release: true });
  const out = join(mkdtempSync(join(tmpdir(), 'minx-film-')), 'cli.gif');
  execFileSync(bin, ['film', '--puzzle', 'kilominx', '--scheme', 'cvd', '--size', String(SIDE), alg, '--out', out]);
  const cli = frames(readFileSync(out));
  save(shown[0], 'film-kilominx-first');
  save(shown.at(-1), 'film-kilominx-last');
  sameNetFrames(shown, cli, 'film()');
  // The same film through the Export menu.
  const download = await exportFilm(page, alg, 'net');
  assert.equal(download.suggestedFilename(), 'minx-kilominx.gif');
  sameNetFrames(frames(readFileSync(await download.path())), cli, 'Export ▸ Film');
  assert.deepEqual(page.errors, []);
  await page.context().close();
});

/** Whether `rgba`'s bottom eighth is a caption band: mostly white (the 3D view's background
 * is a light grey, #ecedf0), with some dark ink (a phase name as short as `X` inks a few
 * pixels). */
function captioned(rgba) {
  const band = [];
  for (let y = SIDE - SIDE / 8; y < SIDE; y++) {
    for (let x = 0; x < SIDE; x++) band.push(at(rgba, x, y));
  }
  const white = band.filter((c) => c.every((v) => v > 250)).length / band.length;
  const ink = band.filter((c) => c.every((v) => v < 120)).length;
  return white > 0.7 && ink >= 5;
}

test('a film of the open solution carries its phase names on a band under the picture; an alg\'s film none', async () => {
  const page = await openApp(browser, '?puzzle=megaminx');
  await page.evaluate(() => window.minx.playPhases('[A B, C]'));
  await idle(page);
  const film = (options) => page.evaluate(async (o) => Array.from(await window.minx.film(o)),
    { view: '3d', size: SIDE, speed: 10, ...options });
  const solution = frames(await film({ source: 'solution' }));
  const alg = frames(await film({ alg: 'A B C' }));
  assert.equal(solution.length, 7);
  save(solution[0], 'film-phases-first');
  save(solution[3], 'film-phases-y');
  assert.ok(solution.every(captioned), 'every frame of the solution has its phase name');
  assert.ok(!alg.some(captioned), 'an alg\'s film has no caption');
  assert.deepEqual(page.errors, []);
  await page.context().close();
});

test('Cancel stops a film and leaves the page as it was; bad films are refused with one line', async () => {
  const page = await openApp(browser, '?puzzle=megaminx');
  await page.evaluate(() => window.minx.apply('A B C D E F A B C D'));
  await idle(page);
  const state = () => page.evaluate(() => [
    window.minx.shareLink(), window.minx.facelets(), window.minx.cycles(),
    document.getElementById('history').textContent, window.minx.busy(),
  ]);
  const before = await state();
  for (const bad of [{ size: 4000 }, { alg: 'A B '.repeat(501) }, { view: '4d' }]) {
    const why = await page.evaluate((o) => window.minx.film(o).then(() => 'made', (e) => String(e)), bad);
    assert.ok(why !== 'made' && !why.includes('\n'), why);
  }
  assert.deepEqual(await state(), before);
  // A long film (301 frames, drawn three per animation frame): Cancel while it is drawn.
  await page.evaluate(() => {
    window.filmed = window.minx.film({ alg: 'A B '.repeat(150), size: 64 }).then(() => 'made', (e) => String(e));
  });
  await page.locator('details.export summary').click();
  await page.locator('#filming').waitFor({ state: 'visible' });
  await page.click('#film-cancel');
  assert.equal(await page.evaluate(() => window.filmed), 'cancelled');
  assert.ok(await page.locator('#filming').isHidden());
  await idle(page);
  assert.deepEqual(await state(), before);
  assert.equal(await page.evaluate(() => window.minx.busy()), false);
  assert.deepEqual(page.errors, []);
  await page.context().close();
});
