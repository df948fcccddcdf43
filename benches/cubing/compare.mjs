// cubing.js beside minx's short solver, on the same states (run by `cargo xtask bench solver`).
// Input: the JSON the `short` bench writes — for each state a scramble reaching it and our
// solution, both in WCA/cubing.js notation. Output: whether every one of our solutions solves
// its scramble in cubing.js's own KPuzzle (an independent check of notation and solution; one
// that does not, or whose move count differs, fails the run: exit status 1),
// then cubing.js's `solveMegaminx` on the first N states: its length and time per solve
// (also written as JSON to the optional third argument, for the curve's plot).
import { readFileSync, writeFileSync } from "node:fs";
import { performance } from "node:perf_hooks";
import { Alg } from "cubing/alg";
import { puzzles } from "cubing/puzzles";
import { solveMegaminx } from "cubing/search";

const records = JSON.parse(readFileSync(process.argv[2], "utf8"));
const count = Math.min(Number(process.argv[3] ?? records.length), records.length);
const kpuzzle = await puzzles.megaminx.kpuzzle();
const solved = kpuzzle.defaultPattern();
// Solved up to the centres' own turn (a Megaminx centre shows no orientation).
const isSolved = (p) =>
  Object.entries(p.patternData)
    .filter(([orbit]) => !orbit.startsWith("CENTER"))
    .every(([orbit, data]) => {
      const home = solved.patternData[orbit];
      return data.pieces.every((x, i) => x === home.pieces[i]) &&
        data.orientation.every((x, i) => x === home.orientation[i]);
    });
const moves = (alg) => [...new Alg(alg).experimentalLeafMoves()].length;

let replayed = 0;
let ftm = 0;
const failed = [];
for (const [i, r] of records.entries()) {
  const state = solved.applyAlg(r.scramble);
  if (isSolved(state.applyAlg(r.solution)) && moves(r.solution) === r.ftm) replayed++;
  else failed.push(i);
  ftm += r.ftm;
}
console.log(`| minx short solutions replayed in cubing.js KPuzzle | ${replayed} of ${records.length} solve their state (mean ${(ftm / records.length).toFixed(2)} FTM) |`);

const lengths = [];
const times = [];
let valid = 0;
for (const r of records.slice(0, count)) {
  const state = solved.applyAlg(r.scramble);
  const t = performance.now();
  const alg = await solveMegaminx(state);
  times.push(performance.now() - t);
  lengths.push(moves(alg.experimentalSimplify({ cancel: true })));
  if (isSolved(state.applyAlg(alg))) valid++;
}
const mean = (v) => v.reduce((a, b) => a + b, 0) / v.length;
const sorted = [...times].sort((a, b) => a - b);
const medianMs = sorted[Math.floor(count / 2)];
console.log(`| cubing.js solveMegaminx, first ${count} of the same states | mean ${mean(lengths).toFixed(2)} FTM (max ${Math.max(...lengths)}), median ${medianMs.toFixed(1)} ms, first call ${times[0].toFixed(0)} ms; ${valid} of ${count} solve |`);
if (process.argv[4]) {
  writeFileSync(process.argv[4], JSON.stringify({ states: count, meanFtm: mean(lengths), medianMs, valid }));
}
if (failed.length > 0) {
  console.error(`compare.mjs: ${failed.length} of ${records.length} minx solutions do not solve their state in cubing.js (states ${failed.slice(0, 20).join(', ')})`);
}
// cubing.js's search workers would keep node alive: exit, failing when a replay failed.
process.exit(failed.length > 0 ? 1 : 0);
