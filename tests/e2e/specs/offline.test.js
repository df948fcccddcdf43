// Offline and installable (issue 33): after a first visit (and one short solve, which fetches
// the solver's tables) the page opens, scrambles, solves by every method and shares with no
// network at all; a new build replaces the old one, whose cache is deleted; the manifest
// makes it installable. The build's output (www/ as `cargo xtask serve`/`build` leave it, or
// MINX_SITE) is served by the spec's own server (site.js), which can go down and can be
// switched to a second copy of the build with one file changed and a new build hash, as a
// rebuild would leave it.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { launch, idle } from '../lib.js';
import { serveFolder } from '../site.js';

const SITE = resolve(process.env.MINX_SITE
  ?? join(dirname(fileURLToPath(import.meta.url)), '..', '..', '..', 'www'));

let browser;
let server;
let second;
before(async () => {
  browser = await launch();
  server = await serveFolder(SITE);
  // The rebuild: a copy of the build with the page's title changed and a new build hash.
  second = mkdtempSync(join(tmpdir(), 'minx-second-build-'));
  cpSync(SITE, second, { recursive: true });
  const index = join(second, 'index.html');
  writeFileSync(index, readFileSync(index, 'utf8').replace('<title>', '<title>[second build] '));
  const record = join(second, 'pkg', 'build.js');
  writeFileSync(record, readFileSync(record, 'utf8').replace(/"hash":"([0-9a-f]+)"/, '"hash":"second-$1"'));
});
after(async () => {
  await browser.close();
  await server.close();
  rmSync(second, { recursive: true, force: true });
});

// The build hash a folder's record names.
const hashOf = (folder) => readFileSync(join(folder, 'pkg', 'build.js'), 'utf8').match(/"hash":"([^"]+)"/)[1];

// Errors a page may log only because the network is gone (the browser's update check of the
// service worker), not errors of the app.
const appErrors = (page) => page.errors.filter((e) => !/Failed to (update|load resource)|ERR_INTERNET_DISCONNECTED|ERR_CONNECTION/.test(e));

async function newPage(context) {
  const page = await context.newPage();
  page.errors = [];
  page.on('console', (msg) => { if (msg.type() === 'error') page.errors.push(msg.text()); });
  page.on('pageerror', (err) => page.errors.push(String(err)));
  return page;
}

// (Re)loads the page and waits for the app.
async function open(page, how) {
  await how();
  await page.evaluate(() => window.minx.ready);
  await idle(page);
}

// Evaluates the async `check` in the page until it answers true (60 s at most).
async function until(page, check, arg, what) {
  for (let tries = 0; tries < 300; tries++) {
    if (await page.evaluate(check, arg)) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  assert.fail(`timed out waiting until ${what}`);
}

// Waits until the page is controlled by the worker of `hash` and its cache is the only one.
async function controlledBy(page, hash) {
  await until(page, async (want) => {
    await navigator.serviceWorker.ready;
    const keys = await caches.keys();
    return navigator.serviceWorker.controller !== null && keys.join() === `minx-${want}`;
  }, hash, `the worker of build ${hash} is in control, its cache alone`);
}

// Scramble, a solve by every method offered (thesis and short among them), and the share link, all through the panel or the page
// API, each checked.
async function useEverything(page) {
  await page.locator('#scramble-wca').click();
  await idle(page);
  assert.notEqual(await page.evaluate(() => window.minx.cycles()), '()\n()', 'scrambled');
  const methods = await page.evaluate(() => window.minx.methods().map((m) => m.name));
  assert.ok(methods.includes('thesis') && methods.includes('short'), methods.join());
  for (const method of methods) {
    const plan = await page.evaluate((m) => window.minx.solve(m), method);
    assert.equal(plan.method, method);
    assert.ok(plan.ftm > 0, `${method} plans`);
  }
  await page.locator('#copy-link').click();
  const link = await page.locator('#share-url').inputValue();
  assert.equal(link, await page.evaluate(() => window.minx.shareLink()));
  assert.match(link, /\?puzzle=megaminx&setup-alg=/);
}

test('after one visit the page works with no network; a rebuild replaces it', async () => {
  const context = await browser.newContext({ viewport: { width: 1280, height: 720 } });
  const page = await newPage(context);
  // First visit, online: the worker installs after ready and keeps this build.
  await open(page, () => page.goto(server.url));
  const first = hashOf(SITE);
  await controlledBy(page, first);
  // One short solve online: the worker fetches the tables, and the service worker keeps them.
  await page.evaluate(() => window.minx.scramble('wca', 1));
  const plan = await page.evaluate(() => window.minx.solve('short'));
  assert.ok(plan.ftm > 0);
  await until(page, async (hash) => {
    const cache = await caches.open(`minx-${hash}`);
    return (await cache.match('pkg/short-tables.bin')) !== undefined;
  }, first, 'the tables are kept');

  // No network: the browser is offline and the server is down.
  await context.setOffline(true);
  server.down(true);
  await open(page, () => page.reload());
  await useEverything(page);
  // A link opened offline (the page whatever its query).
  const link = await page.evaluate(() => window.minx.shareLink());
  await open(page, () => page.goto(link));
  assert.equal(await page.evaluate(() => window.minx.notice()), null);
  assert.notEqual(await page.evaluate(() => window.minx.cycles()), '()\n()', 'the link\'s position');
  assert.deepEqual(appErrors(page), []);

  // The rebuild: online again, the same address now serves the second build. The reload
  // runs it at once, and its worker replaces the first build's cache.
  server.serve(second);
  server.down(false);
  await context.setOffline(false);
  // The service worker answers from the network again once the browser has taken it back
  // online too, which may come a moment after the page's own context: until then a reload
  // is the first build's, from the cache (network first, else the cache: as designed). A
  // clean-clone CI run saw that once (the first build's title after the reload), so the
  // spec waits until a fetch through the worker brings the second build's page.
  await until(page, async () => {
    try {
      const response = await fetch(`./?network-probe=${Date.now()}`);
      return (await response.text()).includes('<title>[second build] ');
    } catch {
      return false;
    }
  }, null, 'the service worker fetches the second build from the network');
  await open(page, () => page.reload());
  assert.match(await page.title(), /^\[second build\] /);
  await controlledBy(page, hashOf(second));
  // Offline again: the second build, from its own cache.
  await context.setOffline(true);
  server.down(true);
  await open(page, () => page.reload());
  assert.match(await page.title(), /^\[second build\] /);
  await useEverything(page);
  assert.deepEqual(appErrors(page), []);
  server.down(false);
  await context.close();
});

test('the manifest and its icons make the page installable', async () => {
  server.serve(SITE);
  server.down(false);
  const context = await browser.newContext();
  const page = await newPage(context);
  await open(page, () => page.goto(server.url));
  const manifest = await page.evaluate(async () => {
    const href = document.querySelector('link[rel="manifest"]').href;
    const response = await fetch(href);
    return { type: response.headers.get('content-type'), body: await response.json(), href };
  });
  assert.match(manifest.type, /^application\/manifest\+json/);
  const m = manifest.body;
  assert.equal(m.display, 'standalone');
  assert.ok(m.name && m.short_name && m.start_url);
  // Chromium's installability: a 192 and a 512 px icon that load; each is the size it says.
  const sizes = await page.evaluate(async ({ icons, base }) => Promise.all(icons.map(async (icon) => {
    const img = new Image();
    img.src = new URL(icon.src, base).href;
    await img.decode();
    return { src: icon.src, sizes: icon.sizes, width: img.naturalWidth, height: img.naturalHeight };
  })), { icons: m.icons, base: manifest.href });
  for (const want of ['192x192', '512x512']) {
    const icon = sizes.find((s) => s.sizes === want);
    assert.ok(icon, `a ${want} icon`);
    assert.equal(`${icon.width}x${icon.height}`, want, icon.src);
  }
  assert.ok(sizes.some((s) => s.src.endsWith('.svg')), 'an SVG icon');
  // Chromium's own verdict: nothing against the page (a Playwright context is an incognito
  // profile, where Chromium installs nothing: that one reason is the browser's, not ours).
  const cdp = await context.newCDPSession(page);
  const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
  assert.deepEqual(installabilityErrors.map((e) => e.errorId).filter((id) => id !== 'in-incognito'), []);
  assert.deepEqual(page.errors, []);
  await context.close();
});
