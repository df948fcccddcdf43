// What a page and its workers fetch, as Chromium itself counts it: the Chrome DevTools
// Protocol's Network domain on the page and, attached as each starts, on every worker the
// page runs (a dedicated worker's requests are reported on the worker's own target only).
// A response counts with `Network.loadingFinished`'s `encodedDataLength`: the bytes as sent,
// headers included, once the whole body has arrived. Nothing is read from Playwright's
// request events, whose handlers may still be pending when a test reads their sum.

// Starts watching `page` (before anything to be counted is requested). `start()` opens the
// window: every request sent from then on is counted. `finish(timeout)` closes it and waits
// until each request sent in it has finished or failed (failing the test after `timeout` ms
// with those still pending); it answers `[{url, bytes, failed}]`, bytes 0 for a failure.
export async function networkMeter(page) {
  const cdp = await page.context().newCDPSession(page);
  const counted = new Map(); // requestId → url, for requests sent while counting
  const ended = new Map(); // requestId → {bytes, failed}, for every request that ended
  let counting = false;
  const hear = (method, params) => {
    if (method === 'Network.requestWillBeSent' && counting && !counted.has(params.requestId)) {
      counted.set(params.requestId, params.request.url);
    } else if (method === 'Network.loadingFinished') {
      ended.set(params.requestId, { bytes: params.encodedDataLength, failed: false });
    } else if (method === 'Network.loadingFailed') {
      ended.set(params.requestId, { bytes: 0, failed: true });
    }
  };
  for (const method of ['Network.requestWillBeSent', 'Network.loadingFinished', 'Network.loadingFailed']) {
    cdp.on(method, (params) => hear(method, params));
  }
  // Each worker is attached paused, given the Network domain, then let run: its first
  // request (its own script's, sent on the page's target) ends on the worker's.
  cdp.on('Target.attachedToTarget', ({ sessionId }) => {
    let id = 0;
    const send = (method) => cdp.send('Target.sendMessageToTarget',
      { sessionId, message: JSON.stringify({ id: ++id, method, params: {} }) }).catch(() => {});
    send('Network.enable').then(() => send('Runtime.runIfWaitingForDebugger'));
  });
  cdp.on('Target.receivedMessageFromTarget', ({ message }) => {
    const { method, params } = JSON.parse(message);
    if (method) hear(method, params);
  });
  await cdp.send('Network.enable');
  await cdp.send('Target.setAutoAttach', { autoAttach: true, waitForDebuggerOnStart: true, flatten: false });

  const pending = () => [...counted.keys()].filter((id) => !ended.has(id));
  return {
    start() { counting = true; },
    async finish(timeout = 60000) {
      counting = false;
      const until = Date.now() + timeout;
      while (pending().length > 0) {
        if (Date.now() > until) {
          throw new Error(`still loading after ${timeout} ms: ${pending().map((id) => counted.get(id))}`);
        }
        await new Promise((r) => setTimeout(r, 50));
      }
      await cdp.detach();
      return [...counted].map(([id, url]) => ({ url, ...ended.get(id) }));
    },
  };
}
