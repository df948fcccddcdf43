// The npm package minx, installed (cargo xtask test packs it, installs the tarball into an
// empty folder and runs this file there): 20 random states of each puzzle drawn by its
// scramble(), solved by its solve() from their facelets and from their moves, and every
// solution replayed — the Megaminx's in cubing.js's KPuzzle (an independent implementation:
// the thesis face letters are turned into cubing.js's names by the table of design.md, not
// by minx), the others by minx's cycles(); answers compared byte for byte with the CLI
// (`minx solve --json`, MINX_BIN); bad calls rejected with a clear message.
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test } from 'node:test';
import { puzzles } from 'cubing/puzzles';
import { cycles, explain, order, scramble, solve } from 'minx';

const STATES = 20;
const cli = process.env.MINX_BIN;
const scratch = mkdtempSync(join(tmpdir(), 'minx-npm-'));

// design.md: thesis face A..L is cubing.js's FR FL F R DR D BL BR B DL L U.
const WCA = Object.fromEntries([...'ABCDEFGHIJKL'].map((f, i) =>
  [f, ['FR', 'FL', 'F', 'R', 'DR', 'D', 'BL', 'BR', 'B', 'DL', 'L', 'U'][i]]));

// A thesis move list as minx prints it (`A`, `A2`, `A*`, `A*2`: `*` inverts, then the power)
// in cubing.js notation.
function toCubing(thesis) {
  return thesis.split(/\s+/).filter(Boolean).map((m) => {
    const [, face, star, power] = m.match(/^([A-L])(\*?)(\d?)$/) ?? assert.fail(`not a thesis move: ${m}`);
    const amount = (Number(power || 1) * (star ? -1 : 1) + 10) % 5;
    const signed = amount > 2 ? amount - 5 : amount;
    return `${WCA[face]}${Math.abs(signed) === 1 ? '' : Math.abs(signed)}${signed < 0 ? "'" : ''}`;
  }).join(' ');
}

// The CLI's answer for facelets (written to a file, as `--facelets` reads them).
function cliSolve(facelets, args) {
  const file = join(scratch, 'facelets.json');
  writeFileSync(file, JSON.stringify(facelets));
  return execFileSync(cli, ['solve', '--json', ...args, '--facelets', file], {
    env: { ...process.env, MINX_CACHE_DIR: scratch },
  }).toString().trimEnd();
}

test('the Megaminx: 20 random states solved, replayed in cubing.js, as the CLI answers', async () => {
  assert.ok(cli, 'MINX_BIN names the minx binary to compare with');
  const kpuzzle = await puzzles.megaminx.kpuzzle();
  const solved = kpuzzle.defaultPattern();
  const isSolved = (p) => Object.entries(p.patternData)
    .filter(([orbit]) => !orbit.startsWith('CENTER'))
    .every(([orbit, data]) => data.pieces.every((x, i) => x === solved.patternData[orbit].pieces[i])
      && data.orientation.every((x, i) => x === solved.patternData[orbit].orientation[i]));
  for (let seed = 1; seed <= STATES; seed++) {
    const s = await scramble('random-state', { seed, notation: 'wca' });
    const start = solved.applyAlg(s.alg);
    assert.ok(!isSolved(start), `seed ${seed} scrambles`);
    const plan = await solve(s.facelets);
    assert.ok(isSolved(start.applyAlg(toCubing(plan.solution))), `seed ${seed}: ${plan.solution}`);
    const fromMoves = await solve(s.alg, { notation: 'wca' });
    assert.deepEqual(fromMoves, plan, `seed ${seed}: the same plan from its moves`);
    if (seed <= 2) assert.equal(JSON.stringify(plan), cliSolve(s.facelets, []), `seed ${seed}`);
  }
  const s = await scramble('random-state', { seed: 99, notation: 'wca' });
  const short = await solve(s.facelets, { method: 'short' });
  // (Its bytes are compared with the CLI's natively, tests/module.rs: the CLI would build
  // every table first, half a minute.)
  assert.ok(isSolved(solved.applyAlg(s.alg).applyAlg(toCubing(short.solution))), short.solution);
  const wca = await scramble('wca', { seed: 5, notation: 'wca' });
  assert.ok(isSolved(solved.applyAlg(wca.alg).applyAlg(toCubing((await solve(wca.facelets)).solution))));
});

for (const puzzle of ['pyraminx', 'cube2', 'kilominx']) {
  test(`the ${puzzle}: 20 random states solved and replayed, as the CLI answers`, async () => {
    const home = await cycles('', { puzzle });
    for (let seed = 1; seed <= STATES; seed++) {
      const s = await scramble('random-state', { puzzle, seed });
      const plan = await solve(s.facelets, { puzzle });
      assert.equal(plan.puzzle, puzzle);
      assert.equal(await cycles(`${s.alg} ${plan.solution}`, { puzzle }), home, `${puzzle} ${seed}`);
      assert.notEqual(await cycles(s.alg, { puzzle }), home, `${puzzle} ${seed} scrambles`);
      // The CLI builds the Kilominx's tables on every run: compared natively instead.
      if (seed === 1 && puzzle !== 'kilominx') {
        assert.equal(JSON.stringify(plan), cliSolve(s.facelets, ['--puzzle', puzzle]));
      }
    }
  });
}

test('explain, order and cycles answer as the page API does', async () => {
  const why = await explain('[A, B]');
  assert.equal(why.structure, 'commutator');
  assert.equal(await order('cube2', 'R G'), '29160');
  assert.equal(await order(), '100669616553523347122516032313645505168688116411019768627200000000000');
  assert.match(await cycles('A'), /\n/);
});

test('bad calls reject with a message saying what is wrong', async () => {
  const refused = [
    [() => solve('A Q'), /megaminx moves/],
    [() => solve('A', { puzzle: 'cube3' }), /cube3/],
    [() => solve('A', { method: 'magic' }), /magic/],
    [() => solve('A', { colour: 'red' }), /unknown option colour/],
    [() => solve({ 'A:ABF': 'Z' }), /facelets/],
    [() => solve(), /position/],
    [() => order('pyraminx', 's9'), /s9/],
    [() => scramble('sideways'), /sideways/],
  ];
  for (const [call, message] of refused) await assert.rejects(call(), message);
  assert.equal(await order('cube2', 'R'), '4', 'it still answers');
});
