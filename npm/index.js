// Generated from the list in src/app/worker/module_call.rs (tests/api_files.rs; MINX_BLESS=1 cargo test --test api_files rewrites it). Do not edit.

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

export const MODULE_API = [
  { name: 'solve', params: [{ name: 'position' }], options: ['puzzle', 'method', 'budget', 'notation'] },
  { name: 'explain', params: [{ name: 'alg' }], options: ['puzzle', 'notation'] },
  { name: 'order', params: [{ name: 'puzzle', default: 'megaminx' }, { name: 'gens', default: '' }], options: [] },
  { name: 'cycles', params: [{ name: 'position' }], options: ['puzzle', 'notation'] },
  { name: 'scramble', params: [{ name: 'kind', default: 'wca' }], options: ['puzzle', 'seed', 'notation'] },
];

import { bind } from './engine.js';

export const solve = bind(MODULE_API[0]);
export const explain = bind(MODULE_API[1]);
export const order = bind(MODULE_API[2]);
export const cycles = bind(MODULE_API[3]);
export const scramble = bind(MODULE_API[4]);
