// Thin loader: starts the wasm app and exposes the page API `window.minx` (records come back
// as plain objects built by serde-wasm-bindgen; nothing here parses JSON). `window.minx.ready`
// is a Promise, resolved (with window.minx) once the app runs. Every other function is built
// in one loop from ./api.js, the table generated from the one list in Rust that also reads
// the calls (src/app/input/api_call.rs: each function's name, parameters, defaults, result
// and doc) and declares them for TypeScript in ./minx.d.ts — read that file for what each
// function takes and answers. In brief: apply, reset, facelets, renderedFacelets, cycles,
// busy, shareLink; solve(method, {budget}) (a Promise of the plan; every method plans in the
// Web Worker), cancelSolve, stopSearch, plan, workerHeap, methods; play, goToStep, scramble,
// openLink, notice, faceCentre, lookAt, setSpeed, stats (helpers for tests and benchmarks);
// seeing the group: showArrows, arrows, explain, playPhases, focusCycle, schemes, setScheme,
// setFaceColour, showLetters, letters; the group lab: stickerCentre, puzzle, selectPuzzle,
// groupOrder (a Promise of a decimal string), fromColours; test hooks that break the page on
// purpose: debugPanic, debugCrashWorker('panic' | 'init').
// The session (puzzle, position, history, solution step) is kept in localStorage under
// 'minx.session' and restored when the URL carries no position; Reset clears it.
import init, { MinxApp } from './pkg/minx.js';
import { PAGE_API, callArgs } from './api.js';

let resolveReady;
let rejectReady;
const ready = new Promise((resolve, reject) => {
  resolveReady = resolve;
  rejectReady = reject;
});
window.minx = { ready };

function showFailure(error) {
  const banner = document.getElementById('panic-banner');
  banner.textContent = `minx could not start: ${error}`;
  banner.hidden = false;
}

init()
  .then(() => {
    const app = MinxApp.start('view');
    // The calls the lab answers go through one typed `call({name: args})`: src/app/input/api_call.rs.
    for (const f of PAGE_API) {
      window.minx[f.name] = (...given) => app.call({ [f.name]: callArgs(f, given) });
    }
    resolveReady(window.minx);
  })
  .catch((error) => {
    showFailure(error);
    rejectReady(error);
  });

// Offline: sw.js (registered after ready, so the first load costs nothing more).
if ('serviceWorker' in navigator) {
  ready
    .then(() => navigator.serviceWorker.register('./sw.js', { updateViaCache: 'none' }))
    .catch((error) => console.warn(`minx will not work offline: ${error}`));
}
