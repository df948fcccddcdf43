// See the group: cycle arrows drawn and listed on every puzzle, on its model and its net, an
// alg explained in bracket form with its phases and order, and the colour-blind-safe scheme
// drawn on the 3D view and carried by a share link.

import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';

import { launch, openApp, idle, screenshot, faceColour } from '../lib.js';

let browser;
before(async () => { browser = await launch(); });
after(async () => { await browser?.close(); });

// The canvas as PNG bytes.
async function canvasShot(page) {
  return page.locator('#view').screenshot();
}

// For each puzzle: a commutator (the Megaminx's is the thesis's 3-cycle), its cycles as
// `explain` writes them.
const COMMUTATORS = {
  megaminx: ['D* A D L* D* A* D L', 'thesis'],
  kilominx: ['[A, B]', 'thesis'],
  pyraminx: ['[s5, s6]', null],
  cube2: ['[R, G]', null],
};

for (const [puzzle, [alg, notation]] of Object.entries(COMMUTATORS)) {
  test(`${puzzle}: the arrows of a commutator are drawn and listed as the panel writes its cycles`, async () => {
    const page = await openApp(browser, `?puzzle=${puzzle}`);
    const explained = await page.evaluate(([a, n]) => window.minx.explain(a, n ?? undefined), [alg, notation]);
    assert.equal(explained.structure, 'commutator', JSON.stringify(explained));
    await page.evaluate(([a, n]) => window.minx.apply(a, n ?? undefined), [alg, notation]);
    await idle(page);
    assert.deepEqual(await page.evaluate(() => window.minx.arrows()), [], 'off by default');
    const without = await canvasShot(page);
    await page.evaluate(() => window.minx.showArrows(true));
    await idle(page);
    const listed = await page.evaluate(() => window.minx.arrows());
    assert.deepEqual(listed, explained.cycles);
    assert.ok(listed.length > 0);
    const cycles = await page.evaluate(() => window.minx.cycles());
    for (const c of listed) assert.ok(cycles.includes(c), `${c} is in the panel's cycles ${cycles}`);
    assert.ok(await page.locator('#show-arrows').isChecked(), 'the toggle shows it');
    // The net too, on every puzzle: where it is hidden by default (the Megaminx, the
    // Kilominx), shown with its toggle first.
    if (!(await page.locator('#net-view .net').isVisible())) {
      await page.locator('#show-net').check();
      await idle(page);
    }
    assert.ok(await page.locator('#net-view .net').isVisible(), 'the net is shown');
    const pieces = listed.map((c) => c.replace(/[()+-]/g, '').split(' ').length).reduce((a, b) => a + b, 0);
    const onNet = await page.locator('#net-view .arrow').count();
    assert.ok(onNet > 0 && onNet <= pieces, `${onNet} arrows on the net for ${listed}`);
    const withArrows = await canvasShot(page);
    assert.notDeepEqual(withArrows, without, 'the arrows are drawn');
    await screenshot(page, `see-arrows-${puzzle}`);
    await page.locator('#show-arrows').click();
    await idle(page);
    assert.deepEqual(await page.evaluate(() => window.minx.arrows()), []);
    assert.equal(await page.locator('#net-view .arrow').count(), 0, 'none left on the net');
    assert.deepEqual(page.errors, []);
    await page.context().close();
  });
}

test('megaminx: stepping a thesis solution, the arrows show the step being played', async () => {
  const page = await openApp(browser);
  await page.evaluate(() => window.minx.scramble('random-state', 11));
  await idle(page);
  await page.evaluate(() => window.minx.showArrows(true));
  const plan = await page.evaluate(() => window.minx.solve('thesis'));
  await idle(page);
  const step = await page.evaluate(() => window.minx.arrows());
  const before = await page.evaluate(() => window.minx.facelets());
  await page.click('#sol-next-step');
  await idle(page);
  // The step's effect, computed apart: its moves explained in a fresh page from solved.
  const first = plan.steps[0];
  const moves = [first.setup, first.core, first.undo].filter((t) => t && t !== '–').join(' ');
  const fresh = await openApp(browser);
  const alone = await fresh.evaluate((m) => window.minx.explain(m, 'thesis'), moves);
  assert.deepEqual(step, alone.cycles, `step 1 (${moves})`);
  assert.notDeepEqual(await page.evaluate(() => window.minx.facelets()), before);
  await screenshot(page, 'see-arrows-thesis-step');
  await fresh.context().close();
  await page.context().close();
});

test('explain: a commutator, a conjugated commutator and a flat commutator', async () => {
  const page = await openApp(browser);
  const ex = (alg) => page.evaluate((a) => window.minx.explain(a, 'thesis'), alg);
  const comm = await ex('[D* A D, L*]');
  assert.equal(comm.structure, 'commutator');
  assert.deepEqual(comm.phases.map((p) => p.name), ['X', 'Y', 'X⁻¹', 'Y⁻¹']);
  const conj = await ex('[C: [D* A D, L*]]');
  assert.equal(conj.structure, 'conjugate');
  assert.deepEqual(conj.phases.map((p) => p.name), ['S', 'X', 'Y', 'X⁻¹', 'Y⁻¹', 'S⁻¹']);
  for (const p of conj.phases) assert.ok(Array.isArray(p.moved) && typeof p.moves === 'string');
  const flat = await ex('D* A D L* D* A* D L');
  assert.equal(flat.structure, 'commutator');
  assert.deepEqual(flat.cycles, comm.cycles, 'the same effect as its bracket form');
  assert.equal(String(flat.order), '3');
  assert.match(flat.orderExplained, /^order 3/);
  const mixed = await ex('D C* D* C');
  assert.match(mixed.orderExplained, /= lcm\(/, mixed.orderExplained);
  await assert.rejects(page.evaluate(() => window.minx.explain('A Q')), /Q/);
  assert.deepEqual(page.errors, []);
  await page.context().close();
});


const rgb = (hex) => [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16));
const dist = (a, b) => Math.hypot(...a.map((v, i) => v - b[i]));

test('the colour-blind-safe scheme is drawn on the 3D view and carried by a share link', async () => {
  const page = await openApp(browser);
  const schemes = await page.evaluate(() => window.minx.schemes());
  const safe = schemes.find((s) => s.cvdSafe);
  const wca = schemes.find((s) => s.name === 'WCA');
  assert.ok(safe && wca && !wca.cvdSafe, JSON.stringify(schemes.map((s) => [s.name, s.cvdSafe])));
  for (const s of schemes) assert.match(s.faces.A, /^#[0-9a-f]{6}$/);
  const before = await faceColour(page, 'H');
  assert.ok(dist(before, rgb(wca.faces.H)) < dist(before, rgb(safe.faces.H)), `${before}`);
  await page.evaluate((name) => window.minx.setScheme(name), safe.name);
  await idle(page);
  const after = await faceColour(page, 'H');
  assert.ok(dist(after, rgb(safe.faces.H)) < dist(after, rgb(wca.faces.H)), `${after} vs ${safe.faces.H}`);
  assert.equal(await page.locator('#scheme').inputValue(), 'cvd');
  await screenshot(page, 'see-scheme-cvd');
  const link = await page.evaluate(() => window.minx.shareLink());
  assert.match(link, /scheme=cvd/);
  await assert.rejects(page.evaluate(() => window.minx.setScheme('<b>')), /colour scheme/);
  const fresh = await openApp(browser, `?${link.split('?')[1]}`);
  assert.equal(await fresh.locator('#scheme').inputValue(), 'cvd');
  const shown = await faceColour(fresh, 'H');
  assert.ok(dist(shown, rgb(safe.faces.H)) < dist(shown, rgb(wca.faces.H)), `${shown}`);
  // The choice holds on the other puzzles: the Pyraminx shows its own safe scheme.
  await fresh.selectOption('#puzzle', 'pyraminx');
  await idle(fresh);
  assert.equal(await fresh.locator('#scheme').inputValue(), 'cvd');
  assert.deepEqual(page.errors, []);
  assert.deepEqual(fresh.errors, []);
  await fresh.context().close();
  await page.context().close();
});

test('megaminx: [S: [X, Y]] typed plays phase by phase, each phase named with its pieces lit', async () => {
  const page = await openApp(browser);
  const alg = '[C: [D* A D, L*]]';
  await page.fill('#alg-input', alg);
  await page.click('#alg-phases');
  await idle(page);
  const names = ['S', 'X', 'Y', 'X⁻¹', 'Y⁻¹', 'S⁻¹'];
  assert.match(await page.locator('#sol-summary').innerText(), /^Phases of \[C: \[D\* A D, L\*\]\] · 6 steps/);
  const rows = page.locator('#steps > *');
  assert.equal(await rows.count(), 6);
  for (const [i, name] of names.entries()) {
    assert.ok((await rows.nth(i).innerText()).startsWith(`${i + 1}. ${name} ·`), await rows.nth(i).innerText());
  }
  const explained = await page.evaluate((a) => window.minx.explain(a, 'thesis'), alg);
  for (let i = 0; i < names.length; i++) {
    assert.match(await page.locator('#sol-progress-text').innerText(), new RegExp(`^step ${i + 1} of 6`));
    assert.match(await rows.nth(i).innerText(), new RegExp(explained.phases[i].moved[0]));
    if (i === 1) {
      // Phase X: the places only X, only Y and both disturb are lit apart on the net.
      await page.locator('#show-net').check();
      await idle(page);
      for (const tone of ['x-only', 'y-only']) {
        assert.ok(await page.locator(`#net-view .tile.lit.${tone}`).count() > 0, tone);
      }
      assert.match(await rows.nth(i).innerText(), /blue only X moves, orange only Y, white both/);
      await screenshot(page, 'see-phase-x-tinted');
      await page.locator('#show-net').uncheck();
      await idle(page);
    }
    if (i === 2) await screenshot(page, 'see-phase-y');
    await page.click('#sol-next-step');
    await idle(page);
  }
  const played = await page.evaluate(() => window.minx.facelets());
  const want = await page.evaluate(async (a) => {
    window.minx.reset();
    window.minx.apply(a, 'thesis');
    return window.minx.facelets();
  }, alg);
  assert.deepEqual(played, want, 'the phases play the alg');
  assert.deepEqual(page.errors, []);
  await page.context().close();
});

test('megaminx: clicking a cycle in the panel lights its arrows and pieces alone; again lets it go', async () => {
  const page = await openApp(browser);
  await page.evaluate(() => window.minx.apply('A B'));
  await idle(page);
  const buttons = page.locator('#piece-cycles button.cycle');
  const n = await buttons.count();
  assert.ok(n >= 2, `${n} cycles`);
  assert.equal(await page.locator('#piece-cycles').textContent(), (await page.evaluate(() => window.minx.cycles())).split('\n')[0]);
  const before = await canvasShot(page);
  const text = await buttons.nth(1).textContent();
  await buttons.nth(1).click();
  await idle(page);
  assert.deepEqual(await page.evaluate(() => window.minx.arrows()), [text], 'its arrows, arrows off');
  assert.equal(await buttons.nth(1).getAttribute('aria-pressed'), 'true');
  await page.locator('#show-net').check();
  await idle(page);
  const pieces = text.replace(/[()+-]/g, '').split(' ').length;
  const lit = await page.locator('#net-view .tile.lit').count();
  assert.ok(lit >= 2 * pieces, `${lit} lit tiles for ${pieces} pieces of ${text}`);
  assert.notDeepEqual(await canvasShot(page), before, 'drawn on the model');
  await screenshot(page, 'see-cycle-focused');
  // By keyboard: the focused button, Enter, lets it go.
  await buttons.nth(1).focus();
  await page.keyboard.press('Enter');
  await idle(page);
  assert.deepEqual(await page.evaluate(() => window.minx.arrows()), []);
  assert.equal(await page.locator('#net-view .tile.lit').count(), 0);
  assert.equal(await page.evaluate((c) => window.minx.focusCycle(c), text), text, 'the page API');
  assert.equal(await page.evaluate(() => window.minx.focusCycle(null)), null);
  await assert.rejects(page.evaluate(() => window.minx.focusCycle('(<b>)')), /cycle of the position/);
  assert.deepEqual(page.errors, []);
  await page.context().close();
});
