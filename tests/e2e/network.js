// What a page and its workers fetch, as Chromium itself counts it: the Chrome DevTools
// Protocol's Network domain on the page and, attached as each starts, on every worker the
// page runs (a dedicated worker's requests are reported on the worker's own target only).
// Not a service worker's: a page measured with this runs without one (its context blocks
// them), since what a service worker fetches is reported on its own target, which attaches
// only once its install has begun.
// A response counts with `Network.loadingFinished`'s `encodedDataLength`: the bytes as sent,
// headers included, once the whole body has arrived. Nothing is read from Playwright's
// request events, whose handlers may still be pending when a test reads their sum.
//
// One race is Chromium's: a worker's own script is requested on the page's target but ends
// on the worker's, and the worker's target can attach (and be given the Network domain)
// after that script has already arrived — its end is then never reported. A request for the
// script of a worker that attached, still unended a few seconds after every other one, is
// counted as the server sends it: fetched again with the browser's Accept-Encoding, its
// status line, headers and encoded body summed (marked `refetched`).
import http from 'node:http';

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
  const workerScripts = new Set();
  cdp.on('Target.attachedToTarget', ({ sessionId, targetInfo }) => {
    workerScripts.add(targetInfo.url);
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
      const unheard = (id) => workerScripts.has(counted.get(id));
      let othersDone = null; // when only unheard worker scripts were left
      while (pending().length > 0) {
        if (pending().every(unheard)) {
          othersDone ??= Date.now();
          if (Date.now() - othersDone > WORKER_SCRIPT_GRACE_MS) {
            for (const id of pending()) ended.set(id, await refetched(counted.get(id)));
            break;
          }
        } else {
          othersDone = null;
        }
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

// How long a worker's script may stay unended once everything else has ended.
const WORKER_SCRIPT_GRACE_MS = 3000;

// `url` as the server sends it to Chromium: status line, headers and the encoded body, in
// bytes (as `encodedDataLength` counts them).
function refetched(url) {
  return new Promise((resolve, reject) => {
    const headers = { 'accept-encoding': 'gzip, deflate, br, zstd', accept: '*/*' };
    http.get(url, { headers }, (res) => {
      let bytes = `HTTP/${res.httpVersion} ${res.statusCode} ${res.statusMessage}\r\n`.length;
      for (let i = 0; i < res.rawHeaders.length; i += 2) {
        bytes += `${res.rawHeaders[i]}: ${res.rawHeaders[i + 1]}\r\n`.length;
      }
      bytes += 2;
      res.on('data', (chunk) => { bytes += chunk.length; });
      res.on('end', () => resolve({ bytes, failed: res.statusCode >= 400, refetched: true }));
    }).on('error', reject);
  });
}
