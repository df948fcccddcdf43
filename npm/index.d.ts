// Generated from the list in src/app/worker/module_call.rs (tests/api_files.rs; MINX_BLESS=1 cargo test --test api_files rewrites it). Do not edit.
// The npm module `minx`: every function answers a Promise (planned in a Web Worker in a browser).
/** A puzzle of the registry. */
export type PuzzleName = 'megaminx' | 'pyraminx' | 'cube2' | 'kilominx';
/** A notation of the dodecahedral puzzles (the small puzzles read generator names). */
export type Notation = 'thesis' | 'wca' | 'pochmann';
/** How a scramble is drawn. */
export type ScrambleKind = 'wca' | 'random-state';
/** Each sticker's name mapped to its colour's, as `minx facelets --json` writes it. */
export type Facelets = Record<string, string>;
/** A position: moves from solved, or facelets. */
export type Position = string | Facelets;
/** A plan as `minx solve --json` prints it (the Megaminx's, or another puzzle's). */
export interface Plan {
  method: string;
  /** The whole cancelled solution. */
  solution: string;
  ftm: number;
  ftm_before_cancellation: number;
  /** The Megaminx's only. */
  fifth_turns?: number;
  fifth_turns_before_cancellation?: number;
  /** The other puzzles' only. */
  puzzle?: PuzzleName;
  steps: unknown[];
}
/** A plan as the page's panel holds it (`solve()`, `plan()` of the page API). */
export interface PagePlan {
  method: string;
  steps: unknown[];
  solution: string;
  ftm: number;
  fifth_turns: number;
  total: number;
  written: number;
}
/** An alg explained. */
export interface Explanation {
  structure: 'commutator' | 'conjugate' | 'sequence';
  /** The alg in bracket form (`[D* A D, L*]`, `[S: [X, Y]]`). */
  bracket: string;
  phases: { name: string; moves: string; moveCount: number; moved: string[] }[];
  tint: unknown;
  /** The position's piece cycles, as the panel writes them. */
  cycles: string[];
  cycleOrders: number[];
  order: number | string | null;
  /** `order 60 = lcm(5, 12)`. */
  orderExplained: string;
}
/** A scramble: its moves from solved and its facelets. */
export interface Scramble {
  puzzle: PuzzleName;
  kind: ScrambleKind;
  seed: number;
  alg: string;
  facelets: Facelets;
}
/** An offered solving method. */
export interface Method {
  name: string;
  label: string;
}
/** A colour scheme. */
export interface Scheme {
  key: string;
  choice: string;
  name: string;
  faces: Record<string, string>;
  cvdSafe: boolean;
  closest: unknown[];
}
/** The frame counters. */
export interface FrameStats {
  frames: number;
  firstFrameMs: number | null;
  frameScriptMs: number;
}
/**
 * A position as the group's anatomy sees it; numbers as decimal strings. `cycleType` maps each
 * kind of piece to its twisted cycle type: cycle lengths, `+t` a cycle turning its pieces by
 * `t`, `^m` repeats, `1` when every piece of that kind is home (`{corners: "3+1", edges: "5^2 2"}`).
 */
export interface Anatomy {
  order: string;
  cycleType: Record<string, string>;
  sameOrder: string;
  sameCycleType: string;
  groupOrder: string;
}
/** What some colours show: the position's cycles, or why they show none. */
export type ColoursReading = { cycles: string; pieces: string } | { error: string; stickers: unknown };

/**
 * `solve(position, {puzzle, method, budget, notation})`: a promise of a plan that solves the position, as `minx solve --json` prints it.
 * @param position Moves from solved (in the notation given), or facelets as `minx facelets --json` writes them.
 * @param options.puzzle The puzzle (`megaminx` when absent).
 * @param options.method The solving method (the puzzle's first when absent).
 * @param options.budget Seconds the short method searches on for shorter plans (0–3600).
 * @param options.notation The notation the moves are read in (and a generic plan written in).
 */
export function solve(position: Position, options?: { puzzle?: PuzzleName; method?: string; budget?: number; notation?: Notation }): Promise<Plan>;
/**
 * `explain(alg, {puzzle, notation})`: a promise of the alg's structure, phases, cycles and order, as the page API's `explain` answers.
 * @param alg The moves.
 * @param options.puzzle The puzzle (`megaminx` when absent).
 * @param options.notation The notation the moves are read in.
 */
export function explain(alg: string, options?: { puzzle?: PuzzleName; notation?: Notation }): Promise<Explanation>;
/**
 * `order(puzzle, gens)`: a promise of the order of the group the named generators generate (all when absent or empty), as a decimal string, as the page API's `groupOrder` answers.
 * @param puzzle The puzzle.
 * @param gens Generator names separated by spaces.
 */
export function order(puzzle?: PuzzleName, gens?: string): Promise<string>;
/**
 * `cycles(position, {puzzle, notation})`: a promise of the position's piece cycles, a newline, its sticker cycles, as the page API's `cycles()` answers.
 * @param position Moves from solved, or facelets.
 * @param options.puzzle The puzzle (`megaminx` when absent).
 * @param options.notation The notation the moves are read in.
 */
export function cycles(position: Position, options?: { puzzle?: PuzzleName; notation?: Notation }): Promise<string>;
/**
 * `scramble(kind, {puzzle, seed, notation})`: a promise of a scramble drawn as the page's `scramble(kind, seed)` draws it: its moves from solved and its facelets.
 * @param kind `wca` (the Megaminx's Pochmann scramble) or `random-state`.
 * @param options.puzzle The puzzle (`megaminx` when absent).
 * @param options.seed The seed (0 when absent).
 * @param options.notation The notation the moves are written in.
 */
export function scramble(kind?: ScrambleKind, options?: { puzzle?: PuzzleName; seed?: number; notation?: Notation }): Promise<Scramble>;
