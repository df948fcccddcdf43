// Generated from the list in src/app/input/api_call.rs (tests/api_files.rs; MINX_BLESS=1 cargo test --test api_files rewrites it). Do not edit.

// A call's arguments by name from the positional ones `given`: a parameter left out takes its
// default (JavaScript source in the table: 'thesis', true, null), a boolean one is coerced
// with Boolean(), and the trailing options object's listed keys are flattened in
// (`solve(method, {budget})`).
export function callArgs({ params, options }, given) {
  const args = {};
  params.forEach((p, i) => {
    const value = given[i] === undefined && 'default' in p ? p.default : given[i];
    args[p.name] = p.boolean ? Boolean(value) : value;
  });
  const extra = given[params.length];
  for (const key of options) args[key] = extra?.[key];
  return args;
}

export const PAGE_API = [
  { name: 'apply', params: [{ name: 'alg' }, { name: 'notation', default: 'thesis' }], options: [] },
  { name: 'reset', params: [], options: [] },
  { name: 'facelets', params: [], options: [] },
  { name: 'renderedFacelets', params: [], options: [] },
  { name: 'cycles', params: [], options: [] },
  { name: 'busy', params: [], options: [] },
  { name: 'shareLink', params: [], options: [] },
  { name: 'solve', params: [{ name: 'method' }], options: ['budget'] },
  { name: 'cancelSolve', params: [], options: [] },
  { name: 'stopSearch', params: [], options: [] },
  { name: 'plan', params: [], options: [] },
  { name: 'workerHeap', params: [], options: [] },
  { name: 'methodReady', params: [{ name: 'method' }], options: [] },
  { name: 'methods', params: [], options: [] },
  { name: 'play', params: [], options: [] },
  { name: 'goToStep', params: [{ name: 'n' }], options: [] },
  { name: 'scramble', params: [{ name: 'kind', default: 'wca' }, { name: 'seed' }], options: [] },
  { name: 'openLink', params: [{ name: 'query' }], options: [] },
  { name: 'notice', params: [], options: [] },
  { name: 'faceCentre', params: [{ name: 'name' }], options: [] },
  { name: 'lookAt', params: [{ name: 'name' }], options: [] },
  { name: 'setSpeed', params: [{ name: 'speed' }], options: [] },
  { name: 'stats', params: [], options: [] },
  { name: 'stickerCentre', params: [{ name: 'name' }], options: [] },
  { name: 'puzzle', params: [], options: [] },
  { name: 'selectPuzzle', params: [{ name: 'name' }], options: [] },
  { name: 'groupOrder', params: [{ name: 'puzzle' }, { name: 'gens', default: '' }], options: [] },
  { name: 'anatomy', params: [], options: [] },
  { name: 'fromColours', params: [{ name: 'puzzle' }, { name: 'colours' }], options: [] },
  { name: 'showArrows', params: [{ name: 'on', default: true, boolean: true }], options: [] },
  { name: 'arrows', params: [], options: [] },
  { name: 'schemes', params: [], options: [] },
  { name: 'setScheme', params: [{ name: 'name' }], options: [] },
  { name: 'focusCycle', params: [{ name: 'cycle', default: null }], options: [] },
  { name: 'setFaceColour', params: [{ name: 'face' }, { name: 'colour' }], options: [] },
  { name: 'showLetters', params: [{ name: 'on', default: true, boolean: true }], options: [] },
  { name: 'letters', params: [], options: [] },
  { name: 'explain', params: [{ name: 'alg' }, { name: 'notation' }], options: [] },
  { name: 'playPhases', params: [{ name: 'alg' }, { name: 'notation' }], options: [] },
  { name: 'openAlg', params: [{ name: 'alg' }], options: ['setup', 'anchor', 'notation', 'phases'] },
  { name: 'playAlg', params: [], options: [] },
  { name: 'pause', params: [], options: [] },
  { name: 'togglePlay', params: [], options: [] },
  { name: 'jumpToStart', params: [], options: [] },
  { name: 'jumpToEnd', params: [], options: [] },
  { name: 'camera', params: [{ name: 'latitude' }, { name: 'longitude' }], options: [] },
  { name: 'figure', params: [], options: ['arrows', 'letters', 'numbers', 'caption', 'scheme'] },
  { name: 'picture', params: [], options: ['width', 'height', 'transparent'] },
  { name: 'film', params: [], options: ['alg', 'notation', 'source', 'view', 'size', 'speed'] },
  { name: 'cancelFilm', params: [], options: [] },
  { name: 'debugPanic', params: [], options: [] },
  { name: 'debugCrashWorker', params: [{ name: 'kind' }], options: [] },
];
