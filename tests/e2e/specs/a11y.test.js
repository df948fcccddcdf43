// Accessibility: axe-core (npm, pinned in package.json) audits the page of every puzzle and
// the page with a solution open, stepping; any violation fails with its rule, impact and the
// elements it found. The audit runs axe's own rules (WCAG 2 A and AA and best practices), not
// ours, so a control added without a name or a colour pair without contrast is caught here.

import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

import { launch, openApp, idle } from '../lib.js';

const require = createRequire(import.meta.url);
const AXE = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');

let browser;
before(async () => { browser = await launch(); });
after(async () => { await browser?.close(); });

// axe's violations on the page as it stands, written one per line with their elements.
async function audit(page) {
  await page.evaluate(AXE);
  const violations = await page.evaluate(async () => {
    const result = await window.axe.run(document, {
      runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'] },
      resultTypes: ['violations'],
    });
    return result.violations.map((v) => ({
      id: v.id,
      impact: v.impact,
      help: v.help,
      nodes: v.nodes.map((n) => n.target.join(' ')).slice(0, 5),
    }));
  });
  return violations.map((v) => `${v.id} (${v.impact}): ${v.help} — ${v.nodes.join(', ')}`);
}

for (const puzzle of ['megaminx', 'pyraminx', 'cube2', 'kilominx']) {
  test(`axe finds no violation on the ${puzzle}'s page`, async () => {
    const page = await openApp(browser, `?puzzle=${puzzle}`);
    const found = await audit(page);
    assert.deepEqual(found, [], found.join('\n'));
    assert.deepEqual(page.errors, []);
    await page.context().close();
  });
}

test('axe finds no violation with a solution open, nor while painting', async () => {
  const page = await openApp(browser);
  await page.evaluate(() => window.minx.scramble('random-state', 7));
  await idle(page);
  await page.evaluate(() => window.minx.solve('thesis'));
  await page.click('#sol-next-step');
  await idle(page);
  let found = await audit(page);
  assert.deepEqual(found, [], `solution open:\n${found.join('\n')}`);
  await page.click('#sol-close');
  await page.click('#paint-toggle');
  // Paint mode draws painted colours: no rendered position to wait for, only the clicks.
  await page.waitForFunction(() => !window.minx.busy());
  found = await audit(page);
  assert.deepEqual(found, [], `painting:\n${found.join('\n')}`);
  assert.deepEqual(page.errors, []);
  await page.context().close();
});

test('axe finds no violation with custom colours chosen and letters on the net', async () => {
  const page = await openApp(browser, '?puzzle=cube2');
  await page.selectOption('#scheme', 'custom');
  await page.locator('#show-letters').check();
  await idle(page);
  assert.ok(await page.locator('#custom-colours input').first().isVisible());
  const found = await audit(page);
  assert.deepEqual(found, [], found.join('\n'));
  assert.deepEqual(page.errors, []);
  await page.context().close();
});

test('axe finds no violation with the Export menu open while a film is made', async () => {
  const page = await openApp(browser, '?puzzle=megaminx');
  await page.locator('details.export summary').click();
  await page.evaluate(() => {
    window.filmed = window.minx.film({ alg: 'A B '.repeat(450), size: 32 }).catch(String);
  });
  await page.locator('#filming').waitFor({ state: 'visible' });
  const violations = await audit(page);
  await page.click('#film-cancel');
  assert.equal(await page.evaluate(() => window.filmed), 'cancelled');
  assert.deepEqual(violations, []);
  assert.deepEqual(page.errors, []);
  await page.context().close();
});
