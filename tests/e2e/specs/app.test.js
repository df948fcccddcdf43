// Loading, clicking faces, undo/redo, typing algs.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { launch, openApp, idle, faceletsOf, clickFace, screenshot } from '../lib.js';

let browser;
before(async () => { browser = await launch(); });
after(async () => { await browser.close(); });

test('the page loads solved, with no console errors', async () => {
  const page = await openApp(browser);
  assert.equal(await page.evaluate(() => window.minx.cycles()), '()\n()');
  assert.equal(await page.locator('#piece-cycles').textContent(), '()');
  assert.deepEqual(page.errors, []);
  await screenshot(page, 'home');
  await page.context().close();
});

test('clicking a face turns that face clockwise; right-click anticlockwise', async () => {
  const page = await openApp(browser);
  const solved = await page.evaluate(() => window.minx.facelets());
  await clickFace(page, 'A');
  await idle(page);
  const after = await page.evaluate(() => window.minx.facelets());
  assert.deepEqual(after, await faceletsOf(browser, 'A'));
  // The turned face keeps its own colour; its neighbours' stickers moved.
  for (const [name, colour] of Object.entries(after)) {
    if (name.startsWith('A:')) assert.equal(colour, 'A', name);
  }
  assert.notDeepEqual(after, solved);
  assert.match(await page.locator('#piece-cycles').textContent(), /^\(ABF ABC ACD ADE AEF\)/);
  assert.equal(await page.locator('#history').textContent(), 'A');

  await clickFace(page, 'C', { button: 'right' });
  await idle(page);
  assert.equal(await page.locator('#history').textContent(), 'A C*');
  assert.deepEqual(await page.evaluate(() => window.minx.facelets()), await faceletsOf(browser, 'A C*'));
  assert.deepEqual(page.errors, []);
  await page.context().close();
});

test('undo and redo, by button and keyboard; reversed turns cancel', async () => {
  const page = await openApp(browser);
  const solved = await page.evaluate(() => window.minx.facelets());
  await clickFace(page, 'D');
  await clickFace(page, 'D', { button: 'right' });
  await idle(page);
  assert.equal(await page.locator('#history').textContent(), '', 'D then D* cancel');
  assert.equal(await page.locator('#move-count').textContent(), '0 moves (FTM) · 0 fifth-turns');
  await page.keyboard.press('Control+z');
  await idle(page);
  assert.equal(await page.locator('#history').textContent(), 'D');
  await page.locator('#undo').click();
  await idle(page);
  assert.deepEqual(await page.evaluate(() => window.minx.facelets()), solved);
  await page.keyboard.press('Control+Shift+z');
  await idle(page);
  assert.equal(await page.locator('#history').textContent(), 'D');
  await page.context().close();
});

test('typing an alg in either notation', async () => {
  const page = await openApp(browser);
  await page.locator('#alg-input').fill('DC*D*CDC*D*C');
  await page.keyboard.press('Enter');
  await idle(page);
  // (DC*D*C)^2 = (ABC)-(ACD)+(ADE)-(CDL)+(AC CD AD), thesis-notes.md.
  const pieces = await page.locator('#piece-cycles').textContent();
  for (const part of ['(ABC)-', '(ACD)+', '(ADE)-', '(CDL)+', '(AC CD AD)']) {
    assert.ok(pieces.includes(part), `${part} in ${pieces}`);
  }
  assert.equal(await page.locator('#alg-input').inputValue(), '', 'the box clears');
  await page.locator('#reset').click();
  await page.locator('#alg-notation').selectOption('wca');
  await page.locator('#alg-input').fill("R F' R' F");
  await page.keyboard.press('Enter');
  await idle(page);
  assert.deepEqual(await page.evaluate(() => window.minx.facelets()), await faceletsOf(browser, 'DC*D*C'));
  // A typo is reported with its column and changes nothing.
  await page.locator('#alg-input').fill('R Q');
  await page.keyboard.press('Enter');
  await idle(page);
  assert.match(await page.locator('#notice').textContent(), /column 3/);
  assert.deepEqual(page.errors, []);
  await page.context().close();
});

test('keyboard turns follow the cubing.js map', async () => {
  const page = await openApp(browser);
  await page.locator('#view').focus();
  await page.keyboard.press('i'); // R = D
  await page.keyboard.press('j'); // U = L
  await idle(page);
  assert.equal(await page.locator('#history').textContent(), 'D L');
  await page.context().close();
});
