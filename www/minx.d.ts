// Generated from the list in src/app/input/api_call.rs (tests/api_files.rs; MINX_BLESS=1 cargo test --test api_files rewrites it). Do not edit.
// The page API: `window.minx`, once `window.minx.ready` resolves.
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

/** `window.minx`. */
export interface MinxPageApi {
  /** Resolves (with this object) once the app runs. */
  ready: Promise<MinxPageApi>;
  /**
   * `apply(alg, notation)`: plays an alg, animated like clicks; answers its number of moves.
   * @param alg The moves.
   * @param notation `thesis` (the default), `wca` or `pochmann`; ignored on the small puzzles.
   */
  apply(alg: string, notation?: Notation): number;
  /**
   * `reset()`: back to solved.
   */
  reset(): void;
  /**
   * `facelets()`: the logical state, as `minx facelets --json` gives it: each sticker's name mapped to its colour's.
   */
  facelets(): Facelets;
  /**
   * `renderedFacelets()`: the position last drawn at rest, as `facelets()` gives it (`null` before the puzzle's first frame, during a turn, or while paint mode shows painted colours).
   */
  renderedFacelets(): Facelets | null;
  /**
   * `cycles()`: the panel's text: piece cycles, a newline, sticker cycles.
   */
  cycles(): string;
  /**
   * `busy()`: whether turns are still being animated (or the view still turning).
   */
  busy(): boolean;
  /**
   * `shareLink()`: the share link of the current position.
   */
  shareLink(): string;
  /**
   * `solve(method, {budget})`: plans a solution of the puzzle on screen (with an offered method, by name; the page's choice when omitted) in the Web Worker, opens it in the panel and answers a promise of the plan, which rejects if the solve fails, is cancelled or is replaced (a position that cannot be solved throws at once). With `budget: SECONDS` (0–3600, the short method only) the worker searches on for shorter plans that long; the promise resolves with the plan shown when the search ends.
   * @param method One of `methods()`' names; the page's choice when absent.
   * @param options.budget Seconds to search on for shorter plans (the short method).
   */
  solve(method?: string, options?: { budget?: number }): Promise<PagePlan>;
  /**
   * `cancelSolve()`: stops waiting for a solve planned in the worker (the panel's Cancel).
   */
  cancelSolve(): void;
  /**
   * `stopSearch()`: ends the search for shorter plans (the panel's Stop); the plan shown stays, and a budgeted `solve()` resolves with it.
   */
  stopSearch(): void;
  /**
   * `plan()`: the plan open in the panel, as `solve()` answers it (throws when none is open); during a search, the shortest shown so far.
   */
  plan(): PagePlan;
  /**
   * `workerHeap()`: a promise of the worker's WebAssembly memory in bytes.
   */
  workerHeap(): Promise<number>;
  /**
   * `methodReady(method)`: a promise of whether the Web Worker has built everything a method plans the puzzle on screen with (its tables or commutator lists; for the fewest-moves method its later tables too, which make its first plans faster). The worker builds them on a method's first solve and, once a puzzle was solved, while it is idle; `false` until then.
   * @param method One of `methods()`' names; the page's choice when absent.
   */
  methodReady(method?: string): Promise<boolean>;
  /**
   * `methods()`: the offered solving methods, the default first.
   */
  methods(): Method[];
  /**
   * `play()`: plays the open solution to its end.
   */
  play(): void;
  /**
   * `goToStep(n)`: the open solution at the start of step `n` (0-based).
   * @param n The step, 0-based.
   */
  goToStep(n: number): void;
  /**
   * `scramble(kind, seed)`: scrambles the puzzle on screen; the page draws a missing seed.
   * @param kind `wca` or `random-state`.
   * @param seed The seed.
   */
  scramble(kind?: ScrambleKind, seed?: number): void;
  /**
   * `openLink(query)`: opens a share link's query in place.
   * @param query The query string.
   */
  openLink(query: string): void;
  /**
   * `notice()`: the panel's message, if any.
   */
  notice(): string | null;
  /**
   * `faceCentre(name)`: where the centre of a face is on the canvas (`null` when out of sight).
   * @param name The face, by its solved colour's name (`A`–`L`, the Pyraminx's `F`, a cube `r`, …).
   */
  faceCentre(name: string): [number, number] | null;
  /**
   * `lookAt(name)`: the puzzle turned so that this face looks at the viewer.
   * @param name The face, as `faceCentre` names it.
   */
  lookAt(name: string): void;
  /**
   * `setSpeed(speed)`: the turn speed (1 = normal).
   * @param speed The multiplier.
   */
  setSpeed(speed: number): void;
  /**
   * `stats()`: frames drawn so far, milliseconds from navigation to the first frame, and script milliseconds spent in frame callbacks.
   */
  stats(): FrameStats;
  /**
   * `stickerCentre(name)`: where a sticker's centre is on the canvas, if in sight on the 3D view.
   * @param name The sticker, as the facelets name it (`A:ABF`, `7`).
   */
  stickerCentre(name: string): [number, number] | null;
  /**
   * `puzzle()`: the name of the puzzle on screen.
   */
  puzzle(): PuzzleName;
  /**
   * `selectPuzzle(name)`: shows another puzzle (apply, reset, facelets, cycles and scramble act on it).
   * @param name `megaminx`, `pyraminx`, `cube2` or `kilominx`.
   */
  selectPuzzle(name: PuzzleName): void;
  /**
   * `groupOrder(puzzle, gens)`: a promise of the exact order, as a decimal string, of the group the named generators generate (all when absent or empty), computed by Schreier–Sims in the Web Worker.
   * @param puzzle The puzzle's name.
   * @param gens Generator names separated by spaces.
   */
  groupOrder(puzzle: PuzzleName, gens?: string): Promise<string>;
  /**
   * `anatomy()`: a promise of the position on screen as the group's anatomy sees it, computed in the Web Worker: its order, its twisted cycle type per kind of piece (`{corners: "3+1", edges: "5^2 2"}`: cycle lengths, `+t` a cycle turning its pieces by `t`, `^m` repeats, `1` when every piece of that kind is home), how many positions share its order and its cycle type, and the group's order — every number as a decimal string.
   */
  anatomy(): Promise<Anatomy>;
  /**
   * `fromColours(puzzle, colours)`: the position some colours show, as `{cycles, pieces}`, or `{error, stickers}`.
   * @param puzzle The puzzle's name.
   * @param colours Facelet JSON (as `facelets()` gives), or one colour name per sticker.
   */
  fromColours(puzzle: PuzzleName, colours: string): ColoursReading;
  /**
   * `showArrows(on)`: draws cycle arrows on the puzzle, or not.
   * @param on Whether to draw them.
   */
  showArrows(on?: boolean): void;
  /**
   * `arrows()`: the cycles the arrows show, as the panel writes them (`[]` when off).
   */
  arrows(): string[];
  /**
   * `schemes()`: the colour schemes of the puzzle on screen, the last `custom`.
   */
  schemes(): Scheme[];
  /**
   * `setScheme(name)`: chooses a colour scheme (by its name, key or choice; kept in the session and in links).
   * @param name The scheme.
   */
  setScheme(name: string): void;
  /**
   * `focusCycle(cycle)`: lights one cycle of the position alone (as the panel writes it, `(AC CD AD)`), or none (`null`); answers the cycle now lit, or `null`.
   * @param cycle The cycle.
   */
  focusCycle(cycle?: string | null): string | null;
  /**
   * `setFaceColour(face, colour)`: gives a face of the puzzle on screen a custom colour (choosing custom colours, which start from the scheme shown); a bad face or colour is rejected, nothing changed.
   * @param face The face, by its colour's name (`A`, the Pyraminx's `F`, the 2×2×2's `r`).
   * @param colour `#rrggbb`.
   */
  setFaceColour(face: string, colour: string): void;
  /**
   * `showLetters(on)`: draws face letters on the stickers, or not.
   * @param on Whether to draw them.
   */
  showLetters(on?: boolean): void;
  /**
   * `letters()`: whether face letters are drawn.
   */
  letters(): boolean;
  /**
   * `explain(alg, notation)`: the alg's structure, bracket, phases, tint, cycles and order.
   * @param alg The moves.
   * @param notation `thesis`, `wca` or `pochmann` where the puzzle has them.
   */
  explain(alg: string, notation?: Notation): Explanation;
  /**
   * `playPhases(alg, notation)`: opens the alg's phases (S, X, Y, X⁻¹, Y⁻¹, S⁻¹) as the steps of the solution panel, from the position on screen; answers what `explain` answers.
   * @param alg The moves.
   * @param notation `thesis`, `wca` or `pochmann` where the puzzle has them.
   */
  playPhases(alg: string, notation?: Notation): Explanation;
  /**
   * `openAlg(alg, {setup, anchor, notation, phases})`: sets the puzzle up and opens an alg to play as `<minx-player>` does, shown at its end.
   * @param alg The moves played.
   * @param options.setup The moves that set the puzzle up (none when absent).
   * @param options.anchor `start` (the default) or `end`: where the setup holds.
   * @param options.notation `thesis`, `wca` or `pochmann` where the puzzle has them.
   * @param options.phases Whether a bracketed alg plays phase by phase.
   */
  openAlg(alg: string, options?: { setup?: string; anchor?: 'start' | 'end'; notation?: Notation; phases?: boolean }): void;
  /**
   * `playAlg()`: plays the open alg to its end, from its start when at the end.
   */
  playAlg(): void;
  /**
   * `pause()`: stops playing where it is.
   */
  pause(): void;
  /**
   * `togglePlay()`: plays, or pauses while playing.
   */
  togglePlay(): void;
  /**
   * `jumpToStart()`: the open alg at its start, without animation.
   */
  jumpToStart(): void;
  /**
   * `jumpToEnd()`: the open alg at its end, without animation.
   */
  jumpToEnd(): void;
  /**
   * `camera(latitude, longitude)`: the camera at these degrees about the home view.
   * @param latitude Degrees above the equator (−90 to 90).
   * @param longitude Degrees round the puzzle.
   */
  camera(latitude: number, longitude: number): void;
  /**
   * `figure({arrows, letters, numbers, caption, scheme})`: the flat net on screen as a standalone SVG (text), the same bytes as `minx figure` gives for the same position and options: the stickers in the scheme chosen, the current step's pieces outlined, and as chosen cycle arrows, face letters, sticker numbers and a caption with the cycles (each as the page shows it when absent; no caption); an unknown scheme throws.
   * @param options.arrows Cycle arrows.
   * @param options.letters Face letters.
   * @param options.numbers Sticker numbers.
   * @param options.caption A caption listing the cycles.
   * @param options.scheme A colour scheme by key, choice or name (`wca`, `cvd`, …; the page's when absent).
   */
  figure(options?: { arrows?: boolean; letters?: boolean; numbers?: boolean; caption?: boolean; scheme?: string }): string;
  /**
   * `picture({width, height, transparent})`: a promise of the 3D view drawn at this size (whole pixels from 1 to 2048 each side; 1024 when absent), on the view's background or a transparent one, as a PNG `data:` URL. A bad size rejects with one line, nothing changed.
   * @param options.width Width in pixels.
   * @param options.height Height in pixels.
   * @param options.transparent Whether the background is transparent (alpha 0).
   */
  picture(options?: { width?: number; height?: number; transparent?: boolean }): Promise<string>;
  /**
   * `film({alg, notation, source, view, size, speed})`: a promise of an animated GIF (its bytes) of the puzzle on screen: an alg from solved, the history, the open solution or its current step, one frame for the start and one per move, of the 3D view as it stands or of the net, with the arrows (of what the moves so far did) and letters as shown; drawn by the page a few frames per animation frame and encoded in the Web Worker. A bad size, speed or source, or more than 1,000 moves, rejects with one line, nothing changed; `cancelFilm()` rejects it.
   * @param options.alg An alg to film from solved (in `notation`).
   * @param options.notation The alg's notation (`thesis`, `wca`, …).
   * @param options.source `alg`, `history` (without an alg), `solution` or `step`.
   * @param options.view `3d` (the default) or `net`.
   * @param options.size The frame's side in pixels, 1 to 2048 (320 when absent).
   * @param options.speed Moves per second, 0.1 to 50 (2 when absent).
   */
  film(options?: { alg?: string; notation?: Notation; source?: 'alg' | 'history' | 'solution' | 'step'; view?: '3d' | 'net'; size?: number; speed?: number }): Promise<Uint8Array>;
  /**
   * `cancelFilm()`: stops the film under way (Export ▸ Film's Cancel); the page stays as it was.
   */
  cancelFilm(): void;
  /**
   * `debugPanic()`, a test hook: panics while the page holds the lab, as a bug in a command would.
   */
  debugPanic(): never;
  /**
   * `debugCrashWorker(kind)`, a test hook: makes the subgroup worker die (`panic`: after the requests already posted; `init`: the next worker's wasm fails to start).
   * @param kind `panic` or `init`.
   */
  debugCrashWorker(kind: 'panic' | 'init'): void;
}

declare global {
  interface Window {
    minx: MinxPageApi;
  }
}
