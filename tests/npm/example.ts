// Uses every export of the npm package minx with its declarations (tsc --noEmit checks it;
// cargo xtask test runs that on the installed package).
import { cycles, explain, order, scramble, solve } from 'minx';
import type { Explanation, Facelets, Plan, Scramble } from 'minx';

async function main(): Promise<void> {
  const s: Scramble = await scramble('random-state', { puzzle: 'megaminx', seed: 3, notation: 'wca' });
  const facelets: Facelets = s.facelets;
  const plan: Plan = await solve(facelets, { method: 'short', budget: 1 });
  const small: Plan = await solve("R G R'", { puzzle: 'cube2', method: 'optimal' });
  const moves: number = plan.ftm + small.ftm;
  const why: Explanation = await explain('[A, B]', { notation: 'thesis' });
  const size: string = await order('cube2', 'R G');
  const text: string = await cycles('A B', { puzzle: 'megaminx' });
  console.log(moves, why.structure, size.length, text.split('\n')[0]);
}

main();
