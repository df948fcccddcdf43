// The npm module's engine: runs each call of the module (index.js, generated from the list in
// src/app/worker/module_call.rs) in the worker's wasm — the crate's full build, the one the
// page's Web Worker runs — through the worker's own protocol: a `call` request carrying the
// call as JSON, answered by an `answered` reply carrying the answer as JSON (or `failed`, with
// why). Nothing here looks inside a call or an answer; Rust reads and writes both.
//
// In a browser the calls go to a Web Worker running the page's own worker.js (copied here by
// `cargo xtask build`), so planning never freezes a page; it fetches the short solver's
// tables (pkg/short-tables.bin) once, the first time a short solve needs them. In Node the
// same GroupWorker runs in this thread, one call at a time, and reads that file from disk.
import { callArgs } from './index.js';

const here = (path) => new URL(path, import.meta.url);
const inBrowser = typeof window !== 'undefined' || typeof WorkerGlobalScope !== 'undefined';
let engine = null;
let nextId = 1;

// A function of the module, called as the table describes it: its arguments read, checked
// for options it does not take, and sent; answers a Promise of the parsed answer.
export function bind(f) {
  return (...given) => {
    const extra = given[f.params.length];
    const unknown = Object.keys(extra ?? {}).filter((k) => !f.options.includes(k));
    if (extra !== undefined && (typeof extra !== 'object' || extra === null)) {
      return Promise.reject(new Error(`minx.${f.name}: its options must be an object`));
    }
    if (unknown.length > 0) {
      const known = f.options.join(', ');
      return Promise.reject(new Error(`minx.${f.name}: unknown option ${unknown[0]} (it takes ${known})`));
    }
    const json = JSON.stringify({ [f.name]: callArgs(f, given) });
    engine ??= inBrowser ? browserEngine() : nodeEngine();
    return engine.call(json).then((answer) => JSON.parse(answer));
  };
}

// A reply's body, if it settles call `id`: [answer JSON] or [undefined, why].
function settles(reply, id) {
  if (reply.answered?.id === id) return [reply.answered.json];
  if (reply.failed?.id === id) return [undefined, reply.failed.message];
  if (reply.crashed) return [undefined, `minx's engine failed: ${reply.crashed.message}`];
  return null;
}

// Node: the GroupWorker in this thread; calls run one after the other.
function nodeEngine() {
  const started = (async () => {
    const { readFile } = await import('node:fs/promises');
    const glue = await import('./pkg/worker/minx.js');
    await glue.default({ module_or_path: await readFile(here('./pkg/worker/minx_bg.wasm')) });
    return { worker: new glue.GroupWorker(), tables: () => readFile(here('./pkg/short-tables.bin')) };
  })();
  let queue = Promise.resolve();
  const run = async (json) => {
    const { worker, tables } = await started;
    const id = nextId++;
    let replies = worker.handle({ call: { id, json } });
    for (;;) {
      const settled = replies.map((r) => settles(r, id)).find((s) => s !== null);
      if (settled) return answer(settled);
      if (worker.wantsTables()) {
        const [bytes, why] = await tables().then((b) => [new Uint8Array(b), ''], (e) => [undefined, `${e}`]);
        replies = worker.loadTables(bytes, why);
      } else if (worker.busy()) {
        replies = worker.run(60_000);
      } else {
        throw new Error('minx: the engine answered nothing');
      }
    }
  };
  return {
    call(json) {
      const done = queue.then(() => run(json));
      queue = done.catch(() => {});
      return done;
    },
  };
}

// A browser: the page's worker.js in a module Worker; replies matched to calls by id.
function browserEngine() {
  const worker = new Worker(here('./worker.js'), { type: 'module' });
  const waiting = new Map();
  worker.onmessage = (event) => {
    if (typeof event.data === 'string') {
      // The worker died (its last word): every call waiting fails, the next starts another.
      for (const { reject } of waiting.values()) reject(new Error(`minx's worker died: ${event.data}`));
      waiting.clear();
      engine = null;
      return;
    }
    for (const reply of event.data) {
      for (const [id, settle] of waiting) {
        const settled = settles(reply, id);
        if (settled === null) continue;
        waiting.delete(id);
        try {
          settle.resolve(answer(settled));
        } catch (error) {
          settle.reject(error);
        }
      }
    }
  };
  return {
    call(json) {
      const id = nextId++;
      return new Promise((resolve, reject) => {
        waiting.set(id, { resolve, reject });
        worker.postMessage({ call: { id, json } });
      });
    },
  };
}

// The answer's JSON, or the error its reason makes.
function answer([json, why]) {
  if (json === undefined) throw new Error(why);
  return json;
}
