// Twizzle and alg.cubing.net links in (issue 33): pasted into the move box or given as
// `?twizzle=<the link, URL-encoded>`, a link opens its puzzle, setup and alg as minx's own
// link with the same ones does; a link minx cannot open says so and changes nothing; and a
// Twizzle Megaminx link opens the position cubing.js's own KPuzzle computes for it (minx's
// solution of what it opened, replayed in cubing.js, solves cubing.js's position).
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { Alg } from 'cubing/alg';
import { puzzles } from 'cubing/puzzles';
import { launch, openApp, idle } from '../lib.js';

let browser;
before(async () => { browser = await launch(); });
after(async () => { await browser.close(); });

// A Twizzle editor link (URLSearchParams writes spaces as `+`, as Twizzle's own links do).
const twizzleLink = (puzzle, setup, alg) =>
  `https://alpha.twizzle.net/edit/?${new URLSearchParams({ puzzle, 'setup-alg': setup, alg })}`;

// minx's own link with the same setup and alg, in WCA notation.
const ownQuery = (puzzle, setup, alg) =>
  `?${new URLSearchParams({ puzzle, 'setup-alg': setup, alg, notation: 'wca' })}`;

// 40 WCA face turns from a fixed seed (a deterministic LCG: the same scramble every run).
function scramble(seed = 33) {
  const faces = ['U', 'F', 'R', 'L', 'BL', 'BR', 'FR', 'FL', 'DL', 'DR', 'B', 'D'];
  const amounts = ['', "'", '2', "2'"];
  let x = seed;
  const next = (n) => {
    x = (x * 1103515245 + 12345) % 2147483648;
    return x % n;
  };
  return Array.from({ length: 40 }, () => faces[next(12)] + amounts[next(4)]).join(' ');
}

// What the page shows: the position, the moves, the notation, the notice, the link.
const shown = (page) => page.evaluate(() => ({
  puzzle: window.minx.puzzle(),
  facelets: window.minx.facelets(),
  history: document.getElementById('history').textContent,
  notation: document.getElementById('notation').value,
  notice: window.minx.notice(),
  link: window.minx.shareLink(),
}));

// Types `text` into the move box and presses Enter, as a person pastes a link.
async function paste(page, text) {
  await page.locator('#alg-input').fill(text);
  await page.locator('#alg-input').press('Enter');
  await idle(page);
}

const SETUP = scramble();
const ALG = "[R, U] BL2'";

test('a Twizzle link pasted into the move box opens as minx\'s own link', async () => {
  const own = await openApp(browser, ownQuery('megaminx', SETUP, ALG));
  const want = await shown(own);
  assert.equal(want.notice, null);
  const page = await openApp(browser);
  await page.evaluate(() => window.minx.apply('A B'));
  await paste(page, twizzleLink('megaminx', SETUP, ALG));
  assert.deepEqual(await shown(page), want);
  assert.equal(await page.locator('#alg-input').inputValue(), '', 'the box is emptied');
  // Its "Open in Twizzle" link (the moves written out) opens the same position again.
  const href = await page.locator('#twizzle-link').getAttribute('href');
  assert.match(href, /^https:\/\/alpha\.twizzle\.net\/edit\/\?puzzle=megaminx&setup-alg=/);
  const back = await openApp(browser, `?twizzle=${encodeURIComponent(href)}`);
  assert.deepEqual((await shown(back)).facelets, want.facelets);
  await back.context().close();
  assert.deepEqual(page.errors, []);
  await own.context().close();
  await page.context().close();
});

test('?twizzle= opens the link it carries; alg.cubing.net links and the Kilominx too', async () => {
  const link = twizzleLink('megaminx', SETUP, ALG);
  const own = await openApp(browser, ownQuery('megaminx', SETUP, ALG));
  const page = await openApp(browser, `?twizzle=${encodeURIComponent(link)}`);
  assert.deepEqual(await shown(page), await shown(own));
  // alg.cubing.net's escapes: `_` a space, `-` a prime.
  const acn = `https://alg.cubing.net/?puzzle=kilominx&setup=${encodeURIComponent("R_U2-_BL")}&alg=${encodeURIComponent('F-')}`;
  await paste(page, acn);
  const kilominx = await shown(page);
  assert.equal(kilominx.puzzle, 'kilominx');
  assert.equal(kilominx.notice, null);
  const typed = await openApp(browser);
  await typed.evaluate(async () => {
    await window.minx.selectPuzzle('kilominx');
    await window.minx.apply("R U2' BL F'", 'wca');
  });
  await idle(typed);
  assert.deepEqual(kilominx.facelets, await typed.evaluate(() => window.minx.facelets()));
  // Its share link opens the same position.
  const again = await openApp(browser, kilominx.link.slice(kilominx.link.indexOf('?')));
  assert.deepEqual(await again.evaluate(() => window.minx.facelets()), kilominx.facelets);
  for (const p of [own, page, typed, again]) await p.context().close();
});

test('a link minx cannot open says so and changes nothing', async () => {
  const page = await openApp(browser);
  await page.evaluate(() => window.minx.apply('A B C'));
  await idle(page);
  const before = await shown(page);
  const BAD = [
    [twizzleLink('3x3x3', '', "R U R'"), /cubing\.js's "3x3x3", which minx cannot open \(it opens megaminx or kilominx\)/],
    ['https://alpha.twizzle.net/edit/?alg=R+U', /"3x3x3", which minx cannot open/],
    ['https://alg.cubing.net/?puzzle=pyraminx&alg=R', /"pyraminx", which minx cannot open/],
    [twizzleLink('megaminx', 'R U', 'R Q'), /the alg in the link cannot be read: column 3: unknown face "Q"/],
    ['https://example.com/edit/?puzzle=megaminx&alg=R', /is not a Twizzle or alg\.cubing\.net link/],
    ['https://alpha.twizzle.net/edit/?puzzle=megaminx&alg=%ZZ', /not valid URL text/],
    [`https://alpha.twizzle.net/edit/?puzzle=<script>window.pwned=1</script>`, /minx cannot open/],
  ];
  for (const [link, message] of BAD) {
    await paste(page, link);
    const now = await shown(page);
    assert.match(now.notice, /^Could not open that link: /, link);
    assert.match(now.notice, message, link);
    assert.deepEqual({ ...now, notice: null }, { ...before, notice: null }, `nothing changed: ${link}`);
    assert.equal(await page.locator('#alg-input').inputValue(), link, 'the box keeps the link');
    // A script's call is rejected with the same words, and changes nothing either.
    const rejected = await page.evaluate(async (url) => {
      try {
        await window.minx.apply(url);
        return null;
      } catch (error) {
        return String(error.message ?? error);
      }
    }, link);
    assert.match(rejected ?? 'resolved', message, link);
  }
  assert.equal(await page.evaluate(() => window.pwned), undefined);
  assert.deepEqual(page.errors, []);
  // A broken ?twizzle= is the notice of any broken link.
  const broken = await openApp(browser, `?twizzle=${encodeURIComponent(BAD[0][0])}`);
  assert.match(await broken.evaluate(() => window.minx.notice()), /could not be opened: .*"3x3x3"/);
  await page.context().close();
  await broken.context().close();
});

test('a Twizzle Megaminx link opens the position cubing.js computes for it', async () => {
  const kpuzzle = await puzzles.megaminx.kpuzzle();
  const solved = kpuzzle.defaultPattern();
  // Solved up to the centres' own turn (a Megaminx centre shows no orientation), as
  // benches/cubing/compare.mjs checks minx's short solutions.
  const isSolved = (p) => Object.entries(p.patternData)
    .filter(([orbit]) => !orbit.startsWith('CENTER'))
    .every(([orbit, data]) => {
      const home = solved.patternData[orbit];
      return data.pieces.every((x, i) => x === home.pieces[i])
        && data.orientation.every((x, i) => x === home.orientation[i]);
    });
  const page = await openApp(browser);
  for (const [setup, alg] of [[SETUP, ALG], [scramble(7), "[R: U] (BL DR')2 FL3"], ['', 'R U']]) {
    await paste(page, twizzleLink('megaminx', setup, alg));
    const theirs = solved.applyAlg(new Alg(setup)).applyAlg(new Alg(alg));
    assert.equal(isSolved(theirs), false, 'a position to solve');
    // minx plans from the position it opened; the plan is written in WCA (the link's notation).
    for (const method of ['thesis', 'short']) {
      const plan = await page.evaluate((m) => window.minx.solve(m), method);
      assert.ok(plan.ftm > 0);
      assert.equal(isSolved(theirs.applyAlg(new Alg(plan.solution))), true,
        `${method}: minx's solution of ${setup} / ${alg} solves cubing.js's position`);
      // And a solution of another position does not (the check can fail).
      assert.equal(isSolved(theirs.applyAlg(new Alg(`${plan.solution} R`))), false);
    }
    await page.evaluate(() => window.minx.reset());
  }
  assert.deepEqual(page.errors, []);
  await page.context().close();
});
