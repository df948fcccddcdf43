// Colour for everyone: face letters on the stickers (the model and the net, every puzzle,
// by keyboard, kept in the session) and custom colours per face (drawn, listed by schemes(),
// carried by a share link; bad colours refused).

import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';

import { launch, openApp, idle, screenshot, faceColour } from '../lib.js';

let browser;
before(async () => { browser = await launch(); });
after(async () => { await browser?.close(); });

const canvasShot = (page) => page.locator('#view').screenshot();

// A few turns of each puzzle, so that letters differ from the faces they sit on.
const TURNS = {
  megaminx: ['A B C', 'thesis'],
  kilominx: ['A B C', 'thesis'],
  pyraminx: ['s1 s5 s2', null],
  cube2: ['R G B', null],
};

for (const [puzzle, [alg, notation]] of Object.entries(TURNS)) {
  test(`${puzzle}: letters by keyboard, on the model and on the net, each the face of its colour`, async () => {
    const page = await openApp(browser, `?puzzle=${puzzle}`);
    await page.evaluate(([a, n]) => window.minx.apply(a, n ?? undefined), [alg, notation]);
    await idle(page);
    if (!(await page.locator('#net-view .net').isVisible())) await page.locator('#show-net').check();
    await idle(page);
    assert.equal(await page.evaluate(() => window.minx.letters()), false, 'off by default');
    assert.equal(await page.locator('#net-view .letters').count(), 0);
    const without = await canvasShot(page);
    await page.locator('#show-letters').focus();
    await page.keyboard.press('Space');
    await idle(page);
    assert.equal(await page.evaluate(() => window.minx.letters()), true);
    assert.ok(await page.locator('#show-letters').isChecked());
    assert.notDeepEqual(await canvasShot(page), without, 'letters are drawn on the model');
    // The net: the i-th sticker tile carries text i, the name of the colour it shows.
    const facelets = await page.evaluate(() => window.minx.facelets());
    const tiles = await page.locator('#net-view polygon.tile[data-sticker]').evaluateAll(
      (ps) => ps.map((p) => p.getAttribute('data-sticker')),
    );
    const texts = await page.locator('#net-view .letters text').allTextContents();
    assert.equal(texts.length, tiles.length);
    assert.equal(texts.length, Object.keys(facelets).length);
    tiles.forEach((name, i) => assert.equal(texts[i], facelets[name], `${puzzle} ${name}`));
    assert.ok(new Set(texts).size >= 4);
    await screenshot(page, `colours-letters-${puzzle}`);
    // A turn draws while letters are on (they turn with the layer), and lands where it should.
    await page.evaluate(([a, n]) => window.minx.apply(a, n ?? undefined), [alg.split(' ')[0], notation]);
    await idle(page);
    assert.deepEqual(await page.evaluate(() => window.minx.renderedFacelets()), await page.evaluate(() => window.minx.facelets()));
    await page.evaluate(() => window.minx.showLetters(false));
    await idle(page);
    assert.equal(await page.locator('#net-view .letters').count(), 0);
    assert.ok(!(await page.locator('#show-letters').isChecked()));
    assert.deepEqual(page.errors, []);
    await page.context().close();
  });
}

test('letters are kept in the saved session', async () => {
  const page = await openApp(browser);
  await page.evaluate(() => window.minx.showLetters(true));
  await idle(page);
  await page.reload();
  await page.evaluate(() => window.minx.ready);
  await idle(page);
  assert.equal(await page.evaluate(() => window.minx.letters()), true);
  assert.ok(await page.locator('#show-letters').isChecked());
  assert.deepEqual(page.errors, []);
  await page.context().close();
});


const near = (got, [r, g, b]) => Math.hypot(got[0] - r, got[1] - g, got[2] - b) < 60;

test('megaminx: a custom colour per face, drawn, listed, in the link and the session; bad ones refused', async () => {
  const page = await openApp(browser);
  await page.selectOption('#scheme', 'custom');
  await idle(page);
  const inputs = page.locator('#custom-colours input[type=color]');
  assert.equal(await inputs.count(), 12);
  const wca = (await page.evaluate(() => window.minx.schemes()))[0];
  assert.equal(await page.locator('#custom-colours [data-face="H"]').inputValue(), wca.faces.H, 'starts from the scheme shown');
  await page.locator('#custom-colours [data-face="H"]').fill('#ff00ff');
  await idle(page);
  assert.ok(near(await faceColour(page, 'H'), [255, 0, 255]), 'drawn');
  const schemes = await page.evaluate(() => window.minx.schemes());
  const custom = schemes.at(-1);
  assert.equal(custom.name, 'Custom');
  assert.equal(custom.faces.H, '#ff00ff');
  assert.equal(custom.faces.A, wca.faces.A);
  assert.equal(typeof custom.cvdSafe, 'boolean');
  await page.evaluate(() => window.minx.setFaceColour('A', '#00ffff'));
  await idle(page);
  assert.equal(await page.locator('#custom-colours [data-face="A"]').inputValue(), '#00ffff');
  await assert.rejects(page.evaluate(() => window.minx.setFaceColour('A', 'red')), /not a colour/);
  await assert.rejects(page.evaluate(() => window.minx.setFaceColour('<b>', '#ff0000')), /no face/);
  assert.equal((await page.evaluate(() => window.minx.schemes())).at(-1).faces.A, '#00ffff', 'kept');
  await page.evaluate(() => window.minx.apply('A B* C D', 'thesis'));
  await page.evaluate(() => window.minx.showLetters(true));
  await idle(page);
  await page.evaluate(() => window.minx.lookAt('C'));
  await idle(page);
  await screenshot(page, 'colours-custom-letters-megaminx');
  const link = await page.evaluate(() => window.minx.shareLink());
  assert.match(link, /scheme=custom&colours=A:00ffff,.*H:ff00ff/);
  assert.match(link, /letters=1/);
  const fresh = await openApp(browser, `?${link.split('?')[1]}`);
  assert.equal(await fresh.locator('#scheme').inputValue(), 'custom');
  assert.equal(await fresh.evaluate(() => window.minx.letters()), true);
  await fresh.evaluate(() => window.minx.showLetters(false));
  assert.ok(near(await faceColour(fresh, 'H'), [255, 0, 255]), 'carried by the link');
  await page.reload();
  await page.evaluate(() => window.minx.ready);
  await idle(page);
  assert.equal((await page.evaluate(() => window.minx.schemes())).at(-1).faces.H, '#ff00ff', 'kept in the session');
  const bad = await openApp(browser, '?alg=A&scheme=custom&colours=H:zz00ff');
  assert.match(await bad.evaluate(() => window.minx.notice()), /colours in the link cannot be read: face "H": "zz00ff" is not a colour/);
  for (const p of [page, fresh, bad]) assert.deepEqual(p.errors, []);
  for (const p of [page, fresh, bad]) await p.context().close();
});

test('cube2: each puzzle has its own custom colours', async () => {
  const page = await openApp(browser, '?puzzle=cube2');
  await page.evaluate(() => window.minx.setFaceColour('b', '#000000'));
  await idle(page);
  assert.equal((await page.evaluate(() => window.minx.schemes())).at(-1).faces.b, '#000000');
  assert.equal(await page.locator('#custom-colours input').count(), 6);
  await page.selectOption('#puzzle', 'pyraminx');
  await idle(page);
  assert.equal(await page.locator('#custom-colours input').count(), 4);
  assert.equal(await page.locator('#scheme').inputValue(), 'custom');
  assert.deepEqual(page.errors, []);
  await page.context().close();
});
