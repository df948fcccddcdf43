// The group lab: the Pyraminx and the 2×2×2 on their nets, paint mode (colours → state),
// the subgroup explorer (Schreier–Sims in a Web Worker) and the page API's groupOrder and
// fromColours.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import {
  launch, openApp, idle, frames, untilSolved, screenshot, BASE_URL, tile, brush,
  paintedPage,
} from '../lib.js';

const MEGAMINX_ORDER =
  '100669616553523347122516032313645505168688116411019768627200000000000';
const BLOG_EXAMPLE = 'RRRRGGbGBBrBbgrbgggbrGBr';
const BLOG_ANSWER = '(7 22 15)(11 23 24)(14 20 19)';

let browser;
before(async () => { browser = await launch(); });
after(async () => { await browser.close(); });

const digits = (text) => text.replaceAll(',', '');

// Chooses exactly these generators in the explorer, computes, and returns the order shown.
async function explore(page, gens) {
  await page.locator('#gens-none').click();
  for (const g of gens) {
    await page.locator('#gen-list label', { hasText: new RegExp(`^${g}$`) }).locator('input').check();
  }
  await page.locator('#explore').click();
  await page.waitForFunction(
    () => !document.getElementById('explore-result').hidden
      && document.getElementById('explore-cancel').hidden,
    null,
    { timeout: 120000, polling: 50 },
  );
  return digits(await page.locator('#explore-order').textContent());
}

test('the 2×2×2 blog example, painted sticker by sticker, reads as its published cycles', async () => {
  const page = await openApp(browser, '?puzzle=cube2');
  assert.equal(await page.evaluate(() => window.minx.puzzle()), 'cube2');
  assert.equal(await page.locator('#view').isVisible(), true, 'the 3D model shows beside the net');
  await page.locator('#paint-toggle').click();
  for (let i = 0; i < 24; i++) {
    await brush(page, BLOG_EXAMPLE[i]).click();
    await tile(page, String(i + 1)).click();
  }
  await screenshot(page, 'lab-cube2-painted');
  await page.locator('#paint-use').click();
  assert.equal(await page.locator('#sticker-cycles').textContent(), BLOG_ANSWER);
  assert.equal(await page.locator('#piece-cycles').textContent(), '(Gbr Bgr bgr)');
  assert.equal(await page.locator('#order').textContent(), 'order 3');
  assert.equal(await page.locator('#notice').getAttribute('class'), 'notice');
  // The page API reads the same colours the same way.
  const api = await page.evaluate((c) => window.minx.fromColours('cube2', c), BLOG_EXAMPLE);
  assert.equal(api.cycles, BLOG_ANSWER);
  // The painted position travels by link as its colours.
  await page.locator('#copy-link').click();
  const url = await page.locator('#share-url').inputValue();
  assert.match(url, new RegExp(`\\?puzzle=cube2&state=${BLOG_EXAMPLE}$`));
  const other = await openApp(browser, url.slice(BASE_URL.length));
  assert.equal(await other.locator('#sticker-cycles').textContent(), BLOG_ANSWER);
  assert.deepEqual(page.errors, []);
  assert.deepEqual(other.errors, []);
  await page.context().close();
  await other.context().close();
});

test('clicking the nets turns; links carry the moves; undo works on every puzzle', async () => {
  const page = await openApp(browser, '?puzzle=cube2');
  await tile(page, '1').click(); // a sticker of face R turns R
  await tile(page, '5').click({ button: 'right' }); // face G, back
  assert.equal(await page.locator('#history').textContent(), "R G'");
  await page.keyboard.press('Control+z');
  assert.equal(await page.locator('#history').textContent(), 'R');
  await screenshot(page, 'lab-cube2');
  await page.locator('#puzzle').selectOption('pyraminx');
  await tile(page, '1').click(); // a tip
  await tile(page, '3').click(); // an axial centre: its layer
  await tile(page, '2').click(); // an edge: two layers, no turn
  assert.equal(await page.locator('#history').textContent(), 's1 s5');
  await screenshot(page, 'lab-pyraminx');
  const url = await page.evaluate(() => window.minx.shareLink());
  assert.match(url, /\?puzzle=pyraminx&alg=s1\+s5$/);
  const other = await openApp(browser, url.slice(BASE_URL.length));
  assert.deepEqual(await other.evaluate(() => window.minx.facelets()),
    await page.evaluate(() => window.minx.facelets()));
  assert.equal(await other.locator('#piece-cycles').textContent(),
    await page.locator('#piece-cycles').textContent());
  // Back to the Megaminx: the 3D view again, solved.
  await page.locator('#puzzle').selectOption('megaminx');
  await idle(page);
  assert.equal(await page.locator('#view').isVisible(), true);
  assert.equal(await page.evaluate(() => window.minx.cycles()), '()\n()');
  assert.deepEqual(page.errors, []);
  await page.context().close();
  await other.context().close();
});

test('a Megaminx with one flipped edge: the flip in words, its stickers marked, nothing lost', async () => {
  const page = await openApp(browser);
  await page.locator('#paint-toggle').click();
  assert.equal(await page.locator('#net-view').isVisible(), true, 'painting shows the net');
  await brush(page, 'B').click();
  await tile(page, 'A:AB').click();
  await brush(page, 'A').click();
  await tile(page, 'B:AB').click();
  await page.locator('#paint-use').click();
  const notice = await page.locator('#notice').textContent();
  assert.match(notice, /edge flips add up to an odd number \(a single edge cannot be flipped\)/);
  assert.equal(await page.locator('#notice').getAttribute('class'), 'notice error');
  const marked = await page.locator('#net-view .tile.marked').evaluateAll(
    (tiles) => tiles.map((t) => t.dataset.sticker).sort(),
  );
  assert.deepEqual(marked, ['A:AB', 'B:AB']);
  // Still painting, every colour as painted; the position itself did not change.
  assert.equal(await page.locator('#paint-use').isEnabled(), true);
  const fill = (name) => tile(page, name).getAttribute('fill');
  assert.equal(await fill('A:AB'), await fill('B:BC'));
  assert.equal(await fill('B:AB'), await fill('A:AE'));
  assert.equal(await page.evaluate(() => window.minx.cycles()), '()\n()');
  await frames(page);
  await screenshot(page, 'lab-megaminx-flipped-edge');
  // The page API says the same about the same colours.
  const json = await page.evaluate(() => {
    const f = window.minx.facelets();
    [f['A:AB'], f['B:AB']] = [f['B:AB'], f['A:AB']];
    return JSON.stringify(f);
  });
  const api = await page.evaluate((j) => window.minx.fromColours('megaminx', j), json);
  assert.match(api.error, /edge flips add up to an odd number/);
  assert.deepEqual([...api.stickers].sort(), ['A:AB', 'B:AB']);
  assert.deepEqual(page.errors, []);
  await page.context().close();
});

test('stickers can be painted on the 3D Megaminx too', async () => {
  const page = await openApp(browser);
  await page.locator('#paint-toggle').click();
  await frames(page);
  const at = await page.evaluate(() => window.minx.stickerCentre('A:ABC'));
  assert.ok(at, 'A:ABC is in sight from the home view');
  const before = await tile(page, 'A:ABC').getAttribute('fill');
  await brush(page, 'L').click();
  const box = await page.locator('#view').boundingBox();
  await page.mouse.click(box.x + at[0], box.y + at[1]);
  const after = await tile(page, 'A:ABC').getAttribute('fill');
  assert.notEqual(after, before);
  assert.equal(after, await tile(page, 'L:CL').getAttribute('fill'), 'painted with L');
  await page.locator('#paint-toggle').click();
  await idle(page);
  assert.equal(await page.evaluate(() => window.minx.cycles()), '()\n()', 'stopping keeps the position');
  await page.context().close();
});

test('paint a valid scramble, use it, solve it to the end, share it', async () => {
  const { page, want } = await paintedPage(browser, 'A B C* L2 G');
  assert.deepEqual(await page.evaluate(() => window.minx.facelets()), want);
  assert.match(await page.locator('#notice').textContent(), /Painted position read/);
  assert.equal(await page.locator('#solved-badge').textContent(), 'scrambled');
  const url = await page.evaluate(() => window.minx.shareLink());
  assert.match(url, /[?&]state=[A-Za-z0-9_-]+/);
  await page.locator('#solve').click();
  await page.evaluate(() => window.minx.setSpeed(20));
  await page.locator('#sol-play').click();
  await untilSolved(page);
  assert.equal(await page.locator('#solved-badge').textContent(), 'solved');
  const other = await openApp(browser, url.slice(BASE_URL.length));
  assert.deepEqual(await other.evaluate(() => window.minx.facelets()), want);
  assert.deepEqual(page.errors, []);
  await page.context().close();
  await other.context().close();
});

test('subgroup explorer: the seed orders of the Pyraminx, with chain table and picture', async () => {
  const page = await openApp(browser, '?puzzle=pyraminx');
  assert.equal(await explore(page, ['s1', 's2', 's3', 's4', 's5', 's6', 's7', 's8']), '75582720');
  assert.match(await page.locator('#explore-fraction').textContent(), /^the whole group/);
  assert.equal(await explore(page, ['s5', 's6', 's7', 's8']), '933120');
  assert.equal(await page.locator('#explore-title').textContent(), '⟨s5, s6, s7, s8⟩');
  assert.equal(await page.locator('#explore-factors').textContent(), '2⁸ · 3⁶ · 5');
  assert.equal(await page.locator('#explore-fraction').textContent(),
    '1 / 81 of the whole group (75,582,720 positions)');
  const rows = await page.locator('#chain-rows tr').evaluateAll(
    (trs) => trs.map((tr) => [...tr.children].map((td) => Number(td.textContent))),
  );
  assert.ok(rows.length > 3);
  assert.equal(rows.reduce((n, r) => n * r[2], 1), 933120, 'orbit lengths multiply to the order');
  const marks = await page.locator('#sims-picture rect.mark, #sims-picture rect.base').count();
  assert.equal(marks, rows.reduce((n, r) => n + r[2], 0), 'one mark per orbit point');
  assert.equal(await page.locator('#sims-picture rect.base').count(), rows.length);
  // Membership: a tip turn is not in the group without tips; a layer turn is, with its word.
  await page.evaluate(() => window.minx.apply('s1'));
  await page.locator('#member-ask').click();
  await page.waitForFunction(() => document.getElementById('member-answer').textContent.startsWith('No'));
  await page.evaluate(() => { window.minx.reset(); window.minx.apply("s6'"); });
  await page.locator('#member-ask').click();
  await page.waitForFunction(() => document.getElementById('member-answer').textContent.startsWith('Yes'));
  const word = await page.locator('#member-word').textContent();
  const check = await openApp(browser, `?puzzle=pyraminx&alg=${encodeURIComponent(word)}`);
  assert.deepEqual(await check.evaluate(() => window.minx.facelets()),
    await page.evaluate(() => window.minx.facelets()), `the word ${word} reaches the position`);
  await page.locator('#explore-result').scrollIntoViewIfNeeded();
  await screenshot(page, 'lab-pyraminx-explorer');
  assert.equal(await page.evaluate(() => window.minx.groupOrder('pyraminx', 's5 s6 s7 s8')), '933120');
  assert.deepEqual(page.errors, []);
  await page.context().close();
  await check.context().close();
});

test('subgroup explorer: the whole Megaminx, and <A, B>, <A, C> equal to sympy', async () => {
  const script = fileURLToPath(new URL('../sympy_orders.py', import.meta.url));
  const sympy = JSON.parse(execFileSync('python3', [script], { encoding: 'utf8' }));
  const page = await openApp(browser);
  assert.equal(await explore(page, 'ABCDEFGHIJKL'.split('')), MEGAMINX_ORDER);
  assert.equal(await page.evaluate(() => window.minx.groupOrder('megaminx', '')), MEGAMINX_ORDER);
  for (const pair of ['A B', 'A C']) {
    assert.equal(await explore(page, pair.split(' ')), sympy[pair], `<${pair}>`);
    assert.equal(await page.evaluate((g) => window.minx.groupOrder('megaminx', g), pair), sympy[pair]);
  }
  await page.locator('#explore-result').scrollIntoViewIfNeeded();
  await screenshot(page, 'lab-megaminx-explorer');
  // Bad names reject with the reason.
  const bad = await page.evaluate(() => window.minx.groupOrder('megaminx', 'A Q').catch((e) => String(e)));
  assert.match(bad, /no generator "Q"/);
  assert.deepEqual(page.errors, []);
  await page.context().close();
});

test('the page stays responsive while the Megaminx group and a word are computed; Cancel works', async (t) => {
  const page = await openApp(browser);
  await page.evaluate(() => window.minx.scramble('random-state', 5));
  await idle(page);
  // Record animation frames while the worker computes the whole group, then sifts the
  // scrambled position and builds the word table for its answer.
  // Responsive means frames keep coming over the whole computation. The bound is generous
  // (2 frames a second on average, where a blocked page draws none; on 2 software-rendered
  // cores a single frame can take long): exact frame timings belong to `cargo xtask bench`.
  await page.evaluate(() => {
    window.frameCount = 0;
    window.recording = true;
    window.recordStart = performance.now();
    const tick = () => { window.frameCount++; if (window.recording) requestAnimationFrame(tick); };
    requestAnimationFrame(tick);
  });
  await page.locator('#explore').click();
  await page.waitForFunction(() => !document.getElementById('explore-result').hidden, null, { timeout: 120000 });
  await page.locator('#member-ask').click();
  await page.waitForFunction(() => document.getElementById('member-answer').textContent.startsWith('Yes'),
    null, { timeout: 120000 });
  const { count, ms } = await page.evaluate(() => {
    window.recording = false;
    return { count: window.frameCount, ms: performance.now() - window.recordStart };
  });
  const wanted = Math.max(3, Math.floor(ms / 500));
  t.diagnostic(`${count} frames in ${Math.round(ms)} ms while the worker computed`);
  assert.ok(count >= wanted, `${count} frames in ${Math.round(ms)} ms (wanted at least ${wanted})`);
  assert.match(await page.locator('#member-answer').textContent(), /reached from solved by \d+ moves/);
  // Cancel: started and stopped at once, the job never reports; a later one still works.
  await page.evaluate(() => {
    document.getElementById('gens-none').click();
    for (const g of [0, 1, 2, 3, 4, 5]) document.querySelector(`#gen-list input[data-gen="${g}"]`).click();
    document.getElementById('explore').click();
    document.getElementById('explore-cancel').click();
  });
  assert.equal(await page.locator('#explore-status').textContent(), 'Cancelled.');
  await page.waitForTimeout(1000);
  assert.equal(await page.locator('#explore-status').textContent(), 'Cancelled.');
  assert.equal(await page.locator('#explore-result').isHidden(), true);
  assert.equal(await explore(page, ['A', 'G']), '25', 'opposite faces commute');
  assert.deepEqual(page.errors, []);
  await page.context().close();
});

test('hostile puzzle links give a message and a usable page', async () => {
  const cases = [
    ['?puzzle=%3Cscript%3Ealert(1)%3C/script%3E', 'megaminx', /unknown puzzle/],
    ['?puzzle=cube2&alg=R%20%3Cimg%20src=x%20onerror=alert(1)%3E', 'cube2', /unknown generator/],
    ['?puzzle=pyraminx&state=FFFF', 'pyraminx', /expected 36 colours/],
    [`?puzzle=cube2&state=${'R'.repeat(24)}`, 'cube2', /colour R is on 24 stickers/],
  ];
  for (const [query, puzzle, message] of cases) {
    const page = await openApp(browser, query);
    assert.equal(await page.evaluate(() => window.minx.puzzle()), puzzle, query);
    assert.match(await page.locator('#notice').textContent(), message, query);
    assert.equal(await page.locator('#sticker-cycles').textContent(), '()', query);
    assert.equal(await page.locator('script:not([src]), img, [onerror]').count(), 0, query);
    assert.deepEqual(page.errors, [], query);
    await page.context().close();
  }
});
