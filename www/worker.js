// The subgroup explorer's Web Worker: the same wasm module as the page, running Schreier–Sims
// (GroupWorker, src/app/group_worker.rs) in slices of about SLICE_MS so that messages, Cancel
// among them, are read between slices and the page never waits. Requests come in as JSON
// strings; replies go out as JSON arrays.
import init, { GroupWorker } from './pkg/minx.js';

const SLICE_MS = 12;
const inbox = [];
let pumping = false;
const ready = init().then(() => new GroupWorker());

// Yield to the event loop without the timer clamp that nested setTimeout calls get.
const channel = new MessageChannel();
const breathe = () => new Promise((resolve) => {
  channel.port1.onmessage = () => resolve();
  channel.port2.postMessage(null);
});

function send(json) {
  if (json !== '[]') self.postMessage(json);
}

self.onmessage = (event) => {
  inbox.push(String(event.data));
  pump();
};

async function pump() {
  if (pumping) return;
  pumping = true;
  try {
    const worker = await ready;
    while (inbox.length > 0 || worker.busy()) {
      while (inbox.length > 0) send(worker.handle(inbox.shift()));
      if (worker.busy()) {
        send(worker.run(SLICE_MS));
        await breathe();
      }
    }
  } catch (error) {
    send(JSON.stringify([{ type: 'failed', id: 0, message: `the worker failed: ${error}` }]));
  } finally {
    pumping = false;
  }
}
