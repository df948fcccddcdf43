// Thin loader: starts the wasm app and builds the page API `window.minx` from ./api.js, the
// table generated from the one list in Rust (src/app/input/api_call.rs) that also reads the
// calls and declares them in ./minx.d.ts, where each function is documented. `minx.ready`
// resolves once the app runs. (Sent as is: each byte here counts in the page's weight.)
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
