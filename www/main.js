// Thin loader: starts the wasm app and exposes the page API `window.minx` (records come back
// as plain objects built by serde-wasm-bindgen; nothing here parses JSON):
//   ready                  a Promise, resolved once the app runs
//   apply(alg, notation)   notation 'thesis' (default), 'wca' or 'pochmann'; animated like clicks
//   reset()                back to solved
//   facelets()             the logical state, as `minx facelets --json` gives it
//   renderedFacelets()     the state last drawn at rest (null while a turn is on screen)
//   cycles()               the panel's text: piece cycles, newline, sticker cycles
//   busy()                 whether turns are still animating
//   shareLink()            the share link of the current position
//   solve(method)          plans a solution (with an offered method, by name; the page's
//                          choice when omitted), opens it in the panel, returns the plan:
//                          {method, steps, solution, ftm, fifth_turns, total, written},
//                          `solution` and the counts as `minx solve --json` gives them.
//                          Every method plans in the Web Worker (the page's wasm has no
//                          planner; the short method's tables are built there, with a
//                          progress line and Cancel in the panel): solve() returns a Promise
//                          of that plan, which rejects if the solve fails, is cancelled or
//                          is replaced (a position that cannot be solved throws at once)
//   solve('short', {budget: SECONDS})  the same, then the worker searches on for shorter
//                          plans for up to SECONDS (0–3600): each replaces the one shown
//                          unless it was started, the panel says "Searching… 79 → 75 FTM"
//                          with Stop; the Promise resolves with the plan shown when the
//                          search ends (budget spent, Stop, nothing left to try). The panel's
//                          Solve searches on for 10 s; other methods ignore a budget
//   cancelSolve()          stops waiting for a solve planned in the worker (the panel's Cancel)
//   stopSearch()           ends the search for shorter plans (the panel's Stop)
//   plan()                 the plan open in the panel, as solve() answers it (throws when none)
//   workerHeap()           a Promise of the worker's WebAssembly memory in bytes (a number)
//   methods()              the offered methods: [{name, label}], the default first
//   play(), goToStep(n), scramble(kind, seed), openLink(query), notice(),
//   faceCentre(face), lookAt(face), setSpeed(x), stats()   helpers for tests and benchmarks
//                          (faceCentre, lookAt: a face of the puzzle on screen, named by
//                          its colour: 'A'–'L', the Pyraminx's 'F', the 2×2×2's 'r', …)
// Seeing the group (any puzzle):
//   showArrows(on), arrows()  cycle arrows drawn on the puzzle, and the cycles they draw as
//                          the panel writes them (['(AC CD AD)', …]; [] when off); while a
//                          solution steps, the step being played; the cycle focusCycle lit
//   explain(alg, notation) {structure: 'commutator'|'conjugate'|'sequence', bracket,
//                          phases: [{name, moves, moved}], tint, cycles, order, orderExplained}
//   playPhases(alg, notation)  opens the alg's phases (S, X, Y, X⁻¹, Y⁻¹, S⁻¹) as the steps of
//                          the solution panel, from the position on screen; answers explain's
//   focusCycle(cycle)      lights one cycle of the position alone, its arrows and pieces
//                          (as the panel writes it, '(AC CD AD)'; as clicking it in the
//                          panel does); null lets it go; answers the cycle lit, or null
//   schemes(), setScheme(name)  the colour schemes [{name, faces: {A: '#rrggbb', …}, cvdSafe}]
//                          and the choice (kept in the session and in links as scheme=);
//                          the last is 'custom' ("Custom"): its faces as they are, or would start
//   setFaceColour(face, colour)  gives a face of the puzzle on screen ('A', the Pyraminx's 'F',
//                          the 2×2×2's 'r', …) the colour '#rrggbb', choosing custom colours
//                          (which start from the scheme shown; in links: scheme=custom&colours=
//                          A:ff0000,…); a bad face or colour is rejected, nothing changed
//   showLetters(on), letters()  face letters on the stickers (the letter of the face whose
//                          colour each shows), and whether they are drawn (links: letters=1)
// The group lab (any puzzle: 'megaminx', 'pyraminx', 'cube2' or 'kilominx'):
//   stickerCentre(name)    where a sticker of the puzzle on screen ('A:ABF', '7') is on the
//                          canvas, if in sight on the 3D view
//   puzzle(), selectPuzzle(name)  the puzzle on screen; apply/reset/facelets/cycles/scramble
//                          act on it (on the Pyraminx and 2×2×2 moves are generator names,
//                          e.g. 's1 s5\'' or 'R G^2')
//   groupOrder(puzzle, gens)   a Promise of the exact order, as a decimal string, of the group
//                          generated by `gens` (names separated by spaces, '' for all),
//                          computed by Schreier–Sims in a Web Worker
//   fromColours(puzzle, colours)   {cycles, pieces} (sticker and piece cycles) or
//                          {error, stickers}; `colours` as `minx state` reads them: facelet
//                          JSON text ({"A:ABF": "A", …}, as facelets() gives) or one colour
//                          name per sticker in sticker order ("RRRRGGbG…", spaces optional)
// Test hooks (they break the page on purpose, for the failure-path tests):
//   debugPanic()           panics on the main thread while holding the app's state; the banner
//                          keeps that first message and links to the last good position
//   debugCrashWorker(kind) 'panic': the subgroup worker panics after the requests already
//                          posted; 'init': the running worker is let go and the next requests
//                          meet one whose wasm fails to start. Either way every waiting
//                          groupOrder promise rejects and the request after that works.
// The session (puzzle, position, history, solution step) is kept in localStorage under
// 'minx.session' and restored when the URL carries no position; Reset clears it.
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
    // The calls the lab answers go through one typed `call({name: args})` (args null when
    // the function takes none): src/app/input/api_call.rs.
    const call = (fn, args = null) => app.call({ [fn]: args });
    Object.assign(window.minx, {
      apply: (alg, notation = 'thesis') => call('apply', { alg, notation }),
      reset: () => call('reset'),
      facelets: () => call('facelets'),
      renderedFacelets: () => call('renderedFacelets'),
      cycles: () => call('cycles'),
      busy: () => call('busy'),
      shareLink: () => call('shareLink'),
      solve: (method, options) => call('solve', { method, budget: options?.budget }),
      cancelSolve: () => call('cancelSolve'),
      stopSearch: () => call('stopSearch'),
      plan: () => call('plan'),
      workerHeap: () => call('workerHeap'),
      methods: () => call('methods'),
      play: () => call('play'),
      goToStep: (n) => call('goToStep', { n }),
      scramble: (kind = 'wca', seed) => call('scramble', { kind, seed }),
      openLink: (query) => call('openLink', { query }),
      notice: () => call('notice'),
      faceCentre: (name) => call('faceCentre', { name }),
      lookAt: (name) => call('lookAt', { name }),
      setSpeed: (speed) => call('setSpeed', { speed }),
      stats: () => call('stats'),
      stickerCentre: (name) => call('stickerCentre', { name }),
      puzzle: () => call('puzzle'),
      selectPuzzle: (name) => call('selectPuzzle', { name }),
      groupOrder: (puzzle, gens = '') => call('groupOrder', { puzzle, gens }),
      fromColours: (puzzle, colours) => call('fromColours', { puzzle, colours }),
      showArrows: (on = true) => call('showArrows', { on: Boolean(on) }),
      arrows: () => call('arrows'),
      schemes: () => call('schemes'),
      setScheme: (name) => call('setScheme', { name }),
      focusCycle: (cycle = null) => call('focusCycle', { cycle }),
      setFaceColour: (face, colour) => call('setFaceColour', { face, colour }),
      showLetters: (on = true) => call('showLetters', { on: Boolean(on) }),
      letters: () => call('letters'),
      explain: (alg, notation) => call('explain', { alg, notation }),
      playPhases: (alg, notation) => call('playPhases', { alg, notation }),
      debugPanic: () => call('debugPanic'),
      debugCrashWorker: (kind) => call('debugCrashWorker', { kind }),
    });
    resolveReady(window.minx);
  })
  .catch((error) => {
    showFailure(error);
    rejectReady(error);
  });
