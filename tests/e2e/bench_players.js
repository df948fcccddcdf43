// The players' part of the browser benchmark (bench.js): frame time on embed.html with
// eight players idle and with one playing, and the weight of one player before it draws.

// The page's requestAnimationFrame callbacks over `secs` seconds: mean ms between them and
// the longest gap.
const frameTime = (page, secs) => page.evaluate(async (s) => {
  const stamps = [];
  let on = true;
  const tick = (t) => { stamps.push(t); if (on) requestAnimationFrame(tick); };
  requestAnimationFrame(tick);
  await new Promise((r) => setTimeout(r, s * 1000));
  on = false;
  const gaps = stamps.slice(1).map((t, i) => t - stamps[i]);
  return { mean: gaps.reduce((a, b) => a + b, 0) / gaps.length, gap: Math.max(...gaps) };
}, secs);

// Frames the players drew (their canvases' drawing-buffer generations are not visible, so
// each player's own frame counter, through the page API's stats()).
const draws = (page) => page.evaluate(() => [...document.querySelectorAll('minx-player')]
  .reduce((n, p) => n + p.stats.frames, 0));

export async function players(browser, base, secs) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 1100 } });
  const page = await context.newPage();
  await page.goto(`${base}embed.html`);
  await page.evaluate(() => Promise.all([...document.querySelectorAll('minx-player')].map((p) => p.ready)));
  await page.waitForTimeout(1000);
  const before = await draws(page);
  const idle = await frameTime(page, secs);
  const idleDraws = (await draws(page)) - before;
  await page.evaluate(() => {
    const p = document.getElementById('p-megaminx');
    p.setAttribute('alg', 'A B C D E F G H I J K L '.repeat(20));
    p.setAttribute('tempo-scale', '1');
    p.jumpToStart();
    p.play();
  });
  const playing = await frameTime(page, secs);
  await context.close();

  // One player alone on a page: every byte fetched until it has drawn.
  const one = await browser.newContext();
  const single = await one.newPage();
  const url = `${base}one-player.html`;
  await single.route(url, (route) => route.fulfill({
    contentType: 'text/html',
    body: '<!doctype html><title>one</title><script type="module" src="minx-player.js"></script>'
      + '<minx-player alg="A B C"></minx-player>',
  }));
  await single.goto(url);
  await single.evaluate(async () => {
    const p = document.querySelector('minx-player');
    await p.ready;
    while (p.stats.frames < 1) await new Promise((r) => requestAnimationFrame(r));
  });
  const weight = await single.evaluate(() => {
    const files = performance.getEntriesByType('resource');
    return { bytes: files.reduce((n, f) => n + f.encodedBodySize, 0), files: files.length };
  });
  await one.close();
  return {
    playersIdleFrameMs: idle.mean,
    playersIdleGapMs: idle.gap,
    playersIdleDraws: idleDraws,
    playersPlayingFrameMs: playing.mean,
    playersPlayingGapMs: playing.gap,
    playerBytes: weight.bytes,
    playerFiles: weight.files,
  };
}
