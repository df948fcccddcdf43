// The session kept in localStorage: a reload (or a restored tab) brings back the puzzle, the
// position, the history and the solution step; a link in the URL wins; Reset clears it; a
// hostile or stale record is thrown away with a message, never used.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { launch, openApp, idle, solutionOpen, BASE_URL } from '../lib.js';

let browser;
before(async () => { browser = await launch(); });
after(async () => { await browser.close(); });

async function reload(page, url) {
  if (url === undefined) await page.reload();
  else await page.goto(url);
  await page.evaluate(() => window.minx.ready);
  await idle(page);
}

const saved = (page) => page.evaluate(() => localStorage.getItem('minx.session'));
const text = (page, id) => page.locator(`#${id}`).textContent();

test('a reload restores the position, history and solution step; Reset clears the session', async () => {
  const page = await openApp(browser);
  assert.equal(await saved(page), null, 'a fresh page keeps nothing');
  await page.evaluate(() => window.minx.apply('A B C* L2'));
  await page.evaluate(async () => { await window.minx.solve(); window.minx.goToStep(2); });
  await idle(page);
  const before = {
    facelets: await page.evaluate(() => window.minx.facelets()),
    history: await text(page, 'history'),
    link: await page.evaluate(() => window.minx.shareLink()),
    progress: await text(page, 'sol-progress-text'),
  };
  assert.match(before.link, /step=2/);
  assert.match(await saved(page), /^\{"version":1,"link":"puzzle=megaminx&alg=/);
  await reload(page);
  await solutionOpen(page);
  assert.deepEqual(await page.evaluate(() => window.minx.facelets()), before.facelets);
  assert.equal(await text(page, 'history'), before.history);
  assert.equal(await page.evaluate(() => window.minx.shareLink()), before.link);
  assert.equal(await page.locator('#solution').isVisible(), true, 'the solution is open');
  assert.equal(await text(page, 'sol-progress-text'), before.progress);
  assert.match(await text(page, 'notice'), /Your last session is back/);
  // Reset resets, and the next visit starts solved.
  await page.locator('#reset').click();
  await idle(page);
  assert.equal(await saved(page), null, 'Reset clears the saved session');
  await reload(page);
  assert.equal(await page.evaluate(() => window.minx.cycles()), '()\n()');
  assert.equal(await text(page, 'history'), '');
  assert.deepEqual(page.errors, []);
  await page.context().close();
});

test('the lab puzzles come back too, and a link in the URL wins over the session', async () => {
  const page = await openApp(browser, '?puzzle=cube2');
  await page.evaluate(() => window.minx.apply("R G'"));
  await idle(page);
  const facelets = await page.evaluate(() => window.minx.facelets());
  await reload(page, BASE_URL);
  assert.equal(await page.evaluate(() => window.minx.puzzle()), 'cube2');
  assert.deepEqual(await page.evaluate(() => window.minx.facelets()), facelets);
  assert.equal(await text(page, 'history'), "R G'");
  await reload(page, `${BASE_URL}?puzzle=pyraminx&alg=s1`);
  assert.equal(await page.evaluate(() => window.minx.puzzle()), 'pyraminx');
  assert.equal(await text(page, 'history'), 's1');
  // What is on screen is the session now.
  await reload(page, BASE_URL);
  assert.equal(await page.evaluate(() => window.minx.puzzle()), 'pyraminx');
  assert.deepEqual(page.errors, []);
  await page.context().close();
});

test('a hostile or stale saved session is thrown away with a message', async () => {
  const page = await openApp(browser);
  const records = [
    ['{"version":1,"link":"puzzle=%3Cimg%20src=x%20onerror=alert(1)%3E"}', /unknown puzzle/],
    ['{"version":1,"link":"alg=A%20Q"}', /cannot be opened/],
    ['{"version":9,"link":"alg=A"}', /version 9/],
    ['<script>alert(1)</script>', /not a session record/],
    [`{"version":1,"link":"alg=${'A+'.repeat(40000)}"}`, /too long/],
  ];
  for (const [record, why] of records) {
    await page.evaluate((r) => localStorage.setItem('minx.session', r), record);
    await reload(page, BASE_URL);
    assert.equal(await page.evaluate(() => window.minx.puzzle()), 'megaminx', record.slice(0, 40));
    assert.equal(await page.evaluate(() => window.minx.cycles()), '()\n()', record.slice(0, 40));
    assert.match(await text(page, 'notice'), /Your last session could not be restored/);
    assert.match(await text(page, 'notice'), why);
    assert.equal(await page.locator('script:not([src]), img, [onerror]').count(), 0);
    assert.equal(await saved(page), null, 'the bad record is gone');
  }
  assert.deepEqual(page.errors, []);
  await page.context().close();
});
