// The subgroup explorer's Web Worker: the crate's full wasm build (pkg/worker/, with the
// solvers; the page's own, pkg/, has none and sends every solve here), running Schreier–Sims
// (GroupWorker, src/app/group_worker.rs) in slices of about SLICE_MS so that messages, Cancel
// among them, are read between slices and the page never waits. It also solves: the Pyraminx
// and 2×2×2, and the Megaminx's short method, whose tables it builds one per slice (a slice
// then lasts as long as that table, up to about a second) — unless it can load them: the
// first short solve asks for pkg/short-tables.bin (wantsTables), which is fetched (the host
// sends it compressed, the browser unpacks it) and handed over (loadTables); the Rust side checks it and, if it refuses the
// bytes or the fetch failed, builds the tables as before. Requests come in as plain objects
// and the GroupWorker's answers (arrays of plain objects; an empty one is not sent) go out as
// they are: the protocol is Rust's (src/app/group_worker.rs), read and written by
// serde-wasm-bindgen; nothing here looks inside a message.
//
// If the worker dies — its wasm never starts, or fails — it posts why as a plain string (its
// last word), drops its inbox, and answers every later message with the same string; a panic
// in Rust is reported by the hook the GroupWorker constructor installs. The page rejects
// whatever waited on the worker and starts a new one (src/app/worker_watch.rs). `worker.js?fail-init` is a test hook (the page
// API's debugCrashWorker('init')): a worker whose wasm fails to start.
import init, { GroupWorker } from './pkg/worker/minx.js';

const SLICE_MS = 12;
const inbox = [];
let pumping = false;
let dead = null;
const failInit = new URL(self.location.href).searchParams.has('fail-init');
const ready = (failInit ? Promise.reject(new Error('init failed on purpose (a test hook)')) : init())
  .then(() => new GroupWorker());
ready.catch((error) => die(`its WebAssembly could not start: ${error}`));

// Yield to the event loop without the timer clamp that nested setTimeout calls get.
const channel = new MessageChannel();
const breathe = () => new Promise((resolve) => {
  channel.port1.onmessage = () => resolve();
  channel.port2.postMessage(null);
});

function send(replies) {
  if (replies.length > 0) self.postMessage(replies);
}

function die(message) {
  dead ??= message;
  inbox.length = 0;
  self.postMessage(dead);
}

self.onmessage = (event) => {
  if (dead !== null) {
    die(dead);
    return;
  }
  inbox.push(event.data);
  pump();
};

async function pump() {
  if (pumping) return;
  pumping = true;
  try {
    const worker = await ready;
    while (inbox.length > 0 || worker.busy() || worker.wantsTables()) {
      while (inbox.length > 0) send(worker.handle(inbox.shift()));
      if (worker.wantsTables()) {
        const [bytes, why] = await fetchTables();
        send(worker.loadTables(bytes, why));
      } else if (worker.busy()) {
        send(worker.run(SLICE_MS));
        await breathe();
      }
    }
  } catch (error) {
    if (dead === null) die(`it failed: ${error}`);
  } finally {
    pumping = false;
  }
}

const TABLES_URL = new URL('./pkg/short-tables.bin', import.meta.url);

// The short solver's tables file, unpacked, and '' — or undefined and why not. The host sends
// it with Content-Encoding (brotli or gzip: the browser unpacks it as it arrives); a file that
// is itself gzipped (a host that serves .gz as it is) is gunzipped here.
async function fetchTables() {
  try {
    const response = await fetch(TABLES_URL);
    if (!response.ok) throw new Error(`HTTP ${response.status} for ${TABLES_URL.pathname}`);
    const raw = new Uint8Array(await response.arrayBuffer());
    if (raw[0] !== 0x1f || raw[1] !== 0x8b) return [raw, ''];
    const unzipped = new Blob([raw]).stream().pipeThrough(new DecompressionStream('gzip'));
    try {
      return [new Uint8Array(await new Response(unzipped).arrayBuffer()), ''];
    } catch {
      // A truncated or damaged gzip stream; the browser only says "Failed to fetch".
      throw new Error(`the download of ${TABLES_URL.pathname} was cut short or damaged (${raw.length} bytes could not be unzipped)`);
    }
  } catch (error) {
    return [undefined, `${error}`];
  }
}
