// Thin loader: starts the wasm app and exposes the page API `window.minx`:
//   ready                  a Promise, resolved once the app runs
//   apply(alg, notation)   notation 'thesis' (default), 'wca' or 'pochmann'; animated like clicks
//   reset()                back to solved
//   facelets()             the logical state, as `minx facelets --json` gives it
//   renderedFacelets()     the state last drawn at rest (null while a turn is on screen)
//   cycles()               the panel's text: piece cycles, newline, sticker cycles
//   busy()                 whether turns are still animating
//   shareLink()            the share link of the current position
//   solve()                plans a solution, opens it in the panel, returns it as JSON
//   play(), goToStep(n), scramble(kind, seed), openLink(query), notice(),
//   faceCentre(face), lookAt(face), setSpeed(x), stats()   helpers for tests and benchmarks
import init, { MinxApp } from './pkg/minx.js';

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
    Object.assign(window.minx, {
      apply: (alg, notation = 'thesis') => app.apply(alg, notation),
      reset: () => app.reset(),
      facelets: () => JSON.parse(app.facelets()),
      renderedFacelets: () => {
        const json = app.renderedFacelets();
        return json === undefined ? null : JSON.parse(json);
      },
      cycles: () => app.cycles(),
      busy: () => app.busy(),
      shareLink: () => app.shareLink(),
      solve: () => JSON.parse(app.solve()),
      play: () => app.play(),
      goToStep: (n) => app.goToStep(n),
      scramble: (kind = 'wca', seed) => app.scramble(kind, seed),
      openLink: (query) => app.openLink(query),
      notice: () => app.notice() ?? null,
      faceCentre: (face) => app.faceCentre(face) ?? null,
      lookAt: (face) => app.lookAt(face),
      setSpeed: (speed) => app.setSpeed(speed),
      stats: () => JSON.parse(app.stats()),
    });
    resolveReady(window.minx);
  })
  .catch((error) => {
    showFailure(error);
    rejectReady(error);
  });
