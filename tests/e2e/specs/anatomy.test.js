// The group's anatomy (issue 34): `window.minx.anatomy()` answers the position on screen's
// order, twisted cycle type per kind of piece and how many positions share each (decimal
// strings, counted in the worker); the panel's histogram of orders shows and marks the
// position's order, with its share in its aria-label.

import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';

import { launch, openApp, idle } from '../lib.js';

let browser;
before(async () => { browser = await launch(); });
after(async () => { await browser?.close(); });

const digits = /^[1-9][0-9]*$/;

test('anatomy() on solved and after an alg; the histogram marks the order', async () => {
  const page = await openApp(browser, '?puzzle=megaminx');
  const solved = await page.evaluate(() => window.minx.anatomy());
  assert.equal(solved.order, '1');
  assert.equal(solved.sameOrder, '1');
  assert.equal(solved.sameCycleType, '1');
  assert.equal(
    solved.groupOrder,
    '100669616553523347122516032313645505168688116411019768627200000000000',
  );
  assert.ok(Object.values(solved.cycleType).every((t) => t === '1'), JSON.stringify(solved));
  await page.evaluate(() => window.minx.apply('A'));
  await idle(page);
  const turned = await page.evaluate(() => window.minx.anatomy());
  assert.equal(turned.order, '5');
  assert.equal(turned.cycleType.corners, '5');
  assert.equal(turned.cycleType.edges, '5');
  for (const k of ['order', 'sameOrder', 'sameCycleType', 'groupOrder']) {
    assert.match(turned[k], digits, k);
  }
  const [same, type, all] = [turned.sameOrder, turned.sameCycleType, turned.groupOrder].map(BigInt);
  assert.ok(0n < type && type <= same && same < all, JSON.stringify(turned));
  // The histogram: shown once the census came, the mark at the position's order.
  await page.waitForSelector('#order-histogram:not([hidden]) svg[role="img"]');
  const svg = await page.$eval('#order-histogram svg', (s) => ({
    order: s.getAttribute('data-order'),
    label: s.getAttribute('aria-label'),
    mark: s.querySelector('.mark')?.getAttribute('d'),
    bars: s.querySelector('.bars')?.getAttribute('d'),
  }));
  assert.equal(svg.order, '5');
  assert.match(svg.label, /order 5 is shared by [0-9.e-]+ %/);
  assert.ok(svg.mark && svg.bars, JSON.stringify(svg));
  await page.close();
});
