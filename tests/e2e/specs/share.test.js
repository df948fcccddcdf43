// Share links: a round trip into a new page, Twizzle links, and hostile links.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { launch, openApp, idle, clickFace, BASE_URL, screenshot } from '../lib.js';

let browser;
before(async () => { browser = await launch(); });
after(async () => { await browser.close(); });

async function copyLink(page) {
  await page.locator('#copy-link').click();
  const url = await page.locator('#share-url').inputValue();
  assert.equal(url, await page.evaluate(() => window.minx.shareLink()));
  return url;
}

async function openUrl(url) {
  const page = await openApp(browser, url.slice(BASE_URL.length));
  return page;
}

test('a copied link reproduces scramble, moves and notation in a new page', async () => {
  const page = await openApp(browser);
  await page.locator('#scramble-wca').click();
  await idle(page);
  await clickFace(page, 'A');
  await clickFace(page, 'L', { button: 'right' });
  await page.locator('#notation').selectOption('wca');
  await idle(page);
  const url = await copyLink(page);
  assert.match(url, /\?puzzle=megaminx&setup-alg=[^&]+&alg=FR\+U'&notation=wca$/);
  const other = await openUrl(url);
  assert.deepEqual(await other.evaluate(() => window.minx.facelets()),
    await page.evaluate(() => window.minx.facelets()));
  assert.equal(await other.locator('#history').textContent(), "FR U'");
  assert.equal(await other.locator('#notation').inputValue(), 'wca');
  assert.equal(await other.locator('#notice').isHidden(), true);
  assert.deepEqual(other.errors, []);
  // Twizzle gets the same position in cubing.js names.
  const twizzle = await page.locator('#twizzle-link').getAttribute('href');
  assert.match(twizzle, /^https:\/\/alpha\.twizzle\.net\/edit\/\?puzzle=megaminx&setup-alg=.+&alg=FR\+U'$/);
  await page.context().close();
  await other.context().close();
});

test('a random-state position travels as state=', async () => {
  const page = await openApp(browser);
  await page.locator('#scramble-random').click();
  await idle(page);
  const url = await copyLink(page);
  assert.match(url, /[?&]state=[A-Za-z0-9_-]+/);
  const other = await openUrl(url);
  assert.deepEqual(await other.evaluate(() => window.minx.facelets()),
    await page.evaluate(() => window.minx.facelets()));
  assert.equal(await page.locator('#twizzle-link').isHidden(), true, 'no alg for Twizzle');
  await page.context().close();
  await other.context().close();
});

// One flipped edge: a well-formed state= that no turns reach.
function flippedEdgeState() {
  const bytes = [1];
  for (let i = 0; i < 20; i++) bytes.push(i * 3);
  for (let i = 0; i < 30; i++) bytes.push(i * 2 + (i === 0 ? 1 : 0));
  return Buffer.from(bytes).toString('base64url');
}

const HOSTILE = [
  '?puzzle=<script>window.pwned=1</script>',
  '?alg=<script>window.pwned=1</script>',
  '?alg=%3Cscript%3Ewindow.pwned%3D1%3C%2Fscript%3E',
  '?setup-alg=%3Cimg%20src%3Dx%20onerror%3Dwindow.pwned%3D1%3E',
  '?notation=%22%3E%3Cb%3Ebold%3C%2Fb%3E',
  '?alg=javascript:window.pwned=1',
  `?alg=${'A'.repeat(20000)}`,
  `?state=${'A'.repeat(100000)}`,
  '?alg=%ZZ',
  '?alg=%E0%A4%A',
  '?alg=%C3%28',
  '?notation=klingon',
  '?state=!!!!',
  '?state=AAAA',
  `?state=${flippedEdgeState()}`,
  '?setup-alg=A&state=AQ',
  '?step=-1',
  '?step=99999999999999999999',
  '?alg=A&alg=B',
  '?alg=A%00B',
  '?puzzle=megaminx%00',
  '?setup-alg=((((((((((((((((((((A',
  '?alg=A(AA(AAA)33061)AA',
  '?alg=(AB)%5E1001',
];

test(`${HOSTILE.length} malformed or hostile links: a message, a usable solved puzzle, nothing injected`, async () => {
  assert.ok(HOSTILE.length >= 20);
  // One page, each link a fresh visit: the saved session cleared, then the link opened.
  const page = await openApp(browser);
  for (const [i, query] of HOSTILE.entries()) {
    await page.evaluate(() => localStorage.clear());
    page.errors.length = 0;
    await page.goto(BASE_URL + query);
    await page.evaluate(() => window.minx.ready);
    await idle(page);
    const notice = page.locator('#notice');
    assert.equal(await notice.isVisible(), true, `message for ${query.slice(0, 60)}`);
    assert.match(await notice.textContent(), /could not be opened/);
    assert.equal(await page.evaluate(() => window.minx.cycles()), '()\n()');
    const injected = await page.evaluate(() => ({
      pwned: window.pwned,
      scripts: document.scripts.length,
      // The page's own SVG (the net, the palette, the Sims picture) is not foreign.
      foreign: [...document.querySelectorAll('img, iframe, object, embed, b, svg')]
        .filter((el) => !el.closest('#net-view, #palette, #sims-picture')).length,
    }));
    assert.deepEqual(injected, { pwned: undefined, scripts: 1, foreign: 0 }, query.slice(0, 60));
    assert.deepEqual(page.errors, [], `console errors for ${query.slice(0, 60)}`);
    await page.evaluate(() => window.minx.apply('A'));
    await idle(page);
    assert.notEqual(await page.evaluate(() => window.minx.cycles()), '()\n()', 'still usable');
    if (i === 0) await screenshot(page, 'hostile-link');
  }
  await page.context().close();
});
