//! The short solver ([`Method::Short`](super::Method::Short)): a multi-stage reduction that
//! brings blocks of pieces home with optimal searches while the set of faces it may turn
//! shrinks, ending with an optimal search on two faces.
//!
//! # Stages
//! In the canonical frame (F at the bottom, L on top; `layout.rs` builds them from the
//! dodecahedron, nothing is hand-listed), a stage *finishes* some faces: it brings home every
//! piece that lies only on finished faces, turning only faces not finished before it, and no
//! later stage turns a finished face again. So a stage moves only unsolved pieces.
//!
//! | stage | finishes | turns | brings home | mean moves |
//! | --- | --- | --- | --- | --- |
//! | 1 | F and two ring faces | all 12 faces | 3 edges, 1 corner | 5.96 |
//! | 2–4 | the rest of F's ring, one face each | 9, 8, 7 faces | 2e1c, 2e1c, 3e2c | 4.96, 5.58, 9.03 |
//! | 5–8 | four faces of L's ring, one each | 6, 5, 4, 3 faces | 2e1c, 3e2c, 3e2c, 3e2c | 5.69, 8.55, 8.53, 10.92 |
//! | 9 | the last two faces, R (the fifth ring face) and L | L and R | 9 edges, 8 corners | 19.72 |
//!
//! Two faces never flip an edge relative to a fixed labelling of the slots they touch, so
//! stage 8 also brings every edge it touches to "good" orientation (`orient.rs`). What is
//! left is a position of the group ⟨L, R⟩ (about 8·10¹² of them), and stage 9 solves it
//! optimally (`two.rs`: an iterative-deepening A* over coordinates with move tables, bounded
//! by 4-bit tables: every corner's place and twist, exactly, and the edges' order with one
//! corner, for four corners).
//!
//! When that search gives up (past [`Options::limit`] positions; none of 1,000 random
//! states with these tables, 14 with the weaker tables before them), the solve ends as before this stage existed, with two stages: 9, R's last pieces
//! (3 edges, 2 corners) with L and R, then 10, the last layer (6 edges, 6 corners) with L and
//! the three-move `R L^k R⁻¹` (or `R⁻¹ L^k R`: two endings, which leave a different edge and
//! corner to the last stage; the beam tries both), which moves L's ten pieces plus one edge
//! and one corner (cstimer's idea). Those two stages cost about 29 moves where the optimal
//! two-face stage costs about 20.
//!
//! # Search
//! Stages 1–8 (and the old 9 and 10) are iterative-deepening A* searches over the
//! coordinates of just their own pieces (a byte each: slot and orientation, `gen.rs`). Lower
//! bounds are the maximum over pruning tables built by a search from home (`table.rs`, 4 bits
//! an entry): one table over all the stage's pieces when it has at most 9·10⁶ entries
//! (stages 2, 3, 5, 8 and the old 9 — exact distances), for the stages of two corners and
//! three edges (4, 6, 7) two four-piece tables or every three-piece table (below), every
//! three-piece table for stage 1, and for the old stage 10 one table for its six corners,
//! one for its six edges.
//!
//! # Two sets of tables ([`TableSet`])
//! Each stage search is exhaustive in a fixed order, so it finds the same solutions with
//! either set, and the beam ranks partial solutions by their length plus the next stage's
//! lower bound from the page's tables, which the full set carries too (a few MB), so both
//! sets keep the same beams and plan alike: the page plays what `minx solve` prints
//! (tests/short.rs checks it; the e2e specs compare the page's plan with the command line's).
//! The full set only searches faster. Time and bytes:
//!
//! | set | two-face stage | stages 4, 6, 7 | bytes | where |
//! | --- | --- | --- | --- | --- |
//! | [`TableSet::Page`] | twists with four corners' places, twice; edges' order with four single corners | every three-piece table for the first plan; two four-piece tables once the anytime search has built them | 24.0 MB, then 32.0 MB | the page's worker: 14.5 MB from the table file (14,514,396 bytes, brotli 7,382,615: stage 8's exact table, the edges-and-corners table and every three-piece table), the rest built there, the four-piece tables (8.0 MB) by its first anytime search |
//! | [`TableSet::Full`] | every corner exactly (11 MB, modulo 3); edges' order with four single corners (and the page's twist tables, for the rank) | two four-piece tables (and every three-piece table, for the rank) | 43.0 MB (54.0 MB before the corner table was kept modulo 3; `cargo bench --bench short -- --tables`: 17.3 s on one thread then; the rank tables 4.6 MB of it) | the command line, built once and cached |
//!
//! The page's set, one table at a time on one thread (`cargo bench --bench short -- --tables
//! --page`, the busy machine): the tables the worker builds take 5.5 s there (stage 1's
//! four three-piece tables over all 48 turns 1.6 s, the two twist tables 0.9 s), the two it
//! loads would take 34.6 s (stage 8's 28.7 s, the edges-and-corners table 5.9 s); the same
//! run order on a quiet machine is several times faster.
//!
//! Measured in one run on the same positions (`cargo bench --bench short -- --stages`, one
//! path through the stages, one thread, a busy machine): the page's two-face search visits
//! 1.12·10⁶ positions a state where the full corner table gives 0.59·10⁶, 2.7× the time;
//! stage 4 takes about ten times as long with three-piece tables (the old measurement: 40 ms
//! against 4 ms a solve). Before the page's set existed, its tables were the full set plus
//! the edges' order move table and the old endings' tables in the file (67.4 MB, 28.6 MB
//! gzipped). Now a table is in the page's file only when building it would cost the worker
//! too long ([`SHIP_WORK`]) or too long for its size ([`SHIP_DENSITY`]: the three-piece
//! tables, 1.5 MB that took 2.2 s of a fresh worker's 3.65 s to its first plan, natively); the
//! old endings' tables (5.2 MB) are built only by the rare solve that falls back on them, in
//! either set.
//!
//! **Memory in the page's worker** (its WebAssembly memory never shrinks, so what counts is
//! the peak; issue 21 allows 64 MB). Since the four-piece tables (below, "Four-piece tables
//! in the page"): 52.0 MB after twenty 10 s searches in the page. The history: `cargo bench --bench worker_heap` does the worker's
//! steps natively and prints the bytes live and the peak after each: the table file read
//! (14.5 MB) and imported (30.0 MB live at once, the file's copy included), then the tables
//! the file leaves out (the edges' order move table 5.8 MB, two twist tables 1.8 MB each),
//! the first plan at 26.2 MB live, 0.71 s after the worker started, peak 30.0 MB; a 10 s
//! search on after it peaks at 37.3 MB. Three things had made that 58 MB and then 56 MB: the
//! breadth-first fill listed every layer of positions (30 MB for a 1.8 MB twist table; now
//! a layer is listed only while small and a larger one is found by scanning the table,
//! `Packed::search` in `packed.rs`); the move table was collected by doubling (8.4 MB
//! for 5.8); a wide round made a whole partial solution per child before keeping its beam
//! (now children are ranked as indices and only the kept ones are built). Building the
//! worker's own tables *before* loading the file would peak higher (37.9 MB: the file then
//! lands on top of them). In the page (`window.minx.workerHeap()`): 31.3 MB after the first
//! plan (was 68.7 MB; 28.8 MB before the three-piece tables shipped), 36.4 MB after three
//! 10 s searches (was 77 MB).
//!
//! Every table is filled once: all together on every core before the first solve
//! ([`build_all_tables`]), or step by step through [`build_next_table`] (which the page's Web
//! Worker calls to show progress). They can also be written as one checked file and loaded
//! from it instead of being built (`asset.rs`: [`export_tables`] for the command line's
//! cache, [`export_page_tables`] for the page, `minx tables --out FILE`; [`import_tables`]).
//!
//! # Where the moves are won (`beam.rs`)
//! - **Any first face, either way round, either direction of time** ([`Frame`]): the
//!   position is looked at through each of the 60 rotations, also in a mirror (the mirror
//!   image of a solve of the mirrored position solves it, [`State::mirrored`](crate::puzzle::State::mirrored)),
//!   and also inverted (a solution of `s⁻¹`, inverted, solves `s`); all 240 frames start the
//!   search.
//! - **Any next face** (issue 21): before stages 2, 3, 5, 6 and 7, each partial solution is
//!   also looked at through every symmetry of the dodecahedron that sends the faces finished
//!   so far to themselves ([`Frame::then`]): after stage 1 the six of its corner block, after
//!   the bottom half (stage 4) the ten of the F–L axis, elsewhere the mirror that swaps the
//!   two ends of the finished part of a ring. Nothing moves, but the stages after it finish
//!   another face next (the other neighbour, or another face of L's ring first): the same
//!   stages, in many orders, compete in one beam. (Not before stages 4 and 8, the costliest
//!   searches, whose doubling cost more than it won: `beam.rs`, `REFRAMED_BEFORE`.) Each
//!   stage's block is named in the frame it was searched in ([`Found::frames`]). This is
//!   what took the first plan from 79 to about 76.5 FTM and 10 s of search below 72 (below).
//! - **A beam across stages**: every stage extends each of the best 10 partial solutions by
//!   its 5 shortest stage solutions (10, up to one move longer than the shortest, for the
//!   stages with exact tables, whose searches are cheap); children are ranked by their length
//!   after cancellation plus the next stage's lower bound, and the 10 best distinct ones go
//!   on.
//! - **Branch and bound over the last stage**: the 10 best partial solutions after stage 8,
//!   each without the L and R turns it ends with (the last stage may as well make them, so
//!   the turns across the boundary merge), are searched together by increasing total length,
//!   so the first solution found is the shortest over all of them; a partial solution whose
//!   length plus lower bound exceeds the current total is not searched at all.
//!
//! The widths trade length for time ([`Options`]); on 50 states: the two-face stage over the
//! best 5 partial solutions with a limit of 5·10⁶ positions gave 79.56 FTM (3 gave up), over
//! 10 with 10⁷ 79.30 (2 gave up), over 20 with 10⁷ 79.22; a limit of 3·10⁶ gave 81.22 (12 gave
//! up). With the old stages 9 and 10 only, the same beam gives 88.4 FTM; without the beam
//! and frames (one path through the stages) about 101.
//! (Those were measured with the earlier, weaker two-face tables.) With today's tables, on
//! 200 states (`short_probe`): all 120 frames 78.72 FTM, 82.8 ms median; 60 frames 78.91
//! FTM and no faster, the two-face search dominating.
//!
//! # Threads
//! Natively the work is shared by the machine's cores ([`Options::threads`], `par.rs`): the
//! beam's stage searches, one partial solution each, and the two-face search's tasks. The
//! solve found does not depend on the number of threads (tests/short.rs checks it), so the
//! page's WebAssembly, which has one, plays exactly what the command line prints.
//!
//! Measured with the frame changes (`cargo bench --bench short -- --table`, 1,000 uniformly
//! random states, 2 cores): **mean 76.37 FTM** (max 82, min 69; 116.92 fifth-turns), median
//! solve 68.6 ms (90th percentile 144 ms, max 0.45 s; one thread, first 200 states: 132 ms),
//! 510 of 1,000 solved through the inverse, all 1,000 replayed and solved in cubing.js's
//! KPuzzle. Before them (the same bench, a quiet machine): mean 78.95 FTM (max 85, min 71;
//! 120.55 fifth-turns), median solve 85.7 ms on the 2 cores after the tables are built (90th percentile 205 ms, max 0.86 s; on
//! one thread, first 200 states: median 158 ms; tables 7.5 s, 67.5 MB), 510 of 1,000 solved
//! through the inverse, none needing the old endings, all 1,000 replayed and solved in
//! cubing.js's KPuzzle; cubing.js's `solveMegaminx` on 100 of the same states: 157.1 FTM,
//! median 157 ms. The stage means in the table above are before cancellation across stages.
//! Before the corner table, the four-piece tables and the threads (same states): 79.12 FTM,
//! median 282 ms, tables 4.55 s and 30.75 MB.
//!
//! # Steps
//! [`plan_short`] returns a [`Solution`](super::Solution) whose steps are the stages in the
//! order they play: "Stage 3 of 9: the D block in 7 moves; puts home for good edges …,
//! corners …", the stage's moves (in `setup`; no core, no undo), the pieces it names and its
//! move count. The pieces a step names are computed from the forward play, whichever way the
//! search ran: those it puts home for good (home after it and after every later step, not
//! before it). A solve found on the inverse position plays the inverted stages in reverse
//! order ("Stage 1 of 9, 18 moves: stage 9 of the inverse position's solve (the last two
//! faces, …), played backwards"), and such a step often finishes nothing; it then names the
//! pieces it moves and says it prepares them. No step names nothing. Concatenated and
//! cancelled, the steps solve the position (tests/short.rs checks every step of hundreds of
//! random solves).
//!
//! # The first plan (issue 35)
//! Until issue 35 the first plan was today's round 1 ([`Options::WIDE`]: 240 frames, a beam of
//! 10, the changes of frame): 76.4 FTM, 132 ms natively on one thread with the full tables,
//! but a median of 1.8 s in the page's worker, whose first plans search stages 4, 6 and 7
//! with three-piece tables. The first plan is now [`Options::QUICK`] (the 10 frames whose
//! first block is closest, a beam of 4, the changes of frame kept), and the anytime search
//! goes on with round 1 = the old first plan, then the same wider rounds as before: the
//! curve after the first plan is the old one, shifted by the quick plan's time.
//!
//! Chosen on the tuning set only (`cargo bench --bench short -- --curve --first-only --page
//! --threads 1 --cpu-clock --states 40 --seeds tuning --first-options …`: the page's tables
//! as a fresh worker has them, one thread's CPU time, the 2-core machine shared with five
//! other agents' builds, load about 17, so the times are several times a quiet machine's):
//!
//! | frames, beam, solutions, slack, exact solutions, exact slack, finish, frame changes | mean FTM ± s.e. | median | 90th percentile | max |
//! | --- | --- | --- | --- | --- |
//! | 240, 10, 5, 0, 10, 1, 10, yes (the old first plan, now round 1) | 76.47 ± 0.31 | 745 ms | 2.30 s | 3.40 s |
//! | 240, 4, 2, 0, 4, 1, 4, no | 81.75 ± 0.40 | 823 ms | 2.29 s | 5.06 s |
//! | 240, 3, 2, 0, 3, 1, 3, no | 82.28 ± 0.40 | 673 ms | 2.16 s | 6.54 s |
//! | 240, 6, 3, 0, 6, 1, 6, no | 80.17 ± 0.33 | 653 ms | 2.60 s | 3.42 s |
//! | 240, 4, 2, 0, 4, 1, 4, yes | 78.15 ± 0.35 | 531 ms | 2.04 s | 5.51 s |
//! | 240, 4, 2, 0, 4, 1, 10, yes | 78.05 ± 0.34 | 640 ms | 2.54 s | 5.55 s |
//! | 240, 2, 2, 0, 3, 1, 6, yes | 80.38 ± 0.36 | 771 ms | 1.89 s | 3.96 s |
//! | 30, 4, 2, 0, 4, 1, 4, yes | 78.95 ± 0.33 | 578 ms | 2.38 s | 5.11 s |
//! | **10, 4, 2, 0, 4, 1, 4, yes (kept)** | **78.80 ± 0.28** | **488 ms** | 1.53 s | 5.38 s |
//! | 10, 10, 5, 0, 10, 1, 10, yes | 77.30 ± 0.28 | 757 ms | 2.23 s | 3.94 s |
//!
//! What this says: the first plan's time with the page's first tables hardly follows the
//! beam (a beam of 4 instead of 10 saves about a third): most of it is the searches of
//! stages 4, 6 and 7 with three-piece tables and the two-face search with the page's weaker
//! bounds, whose cost grows in a long tail (the max). What would pay more is the four-piece
//! tables before the first plan (the rounds' tables, 8 MB, some 1.7 s natively to build):
//! not done here, as a fresh page would wait for them.
//!
//! **Later tables, built while idle** (issue 35, 2026-12-07): most of a first plan's time with
//! the page's tables is the two-face search, bounded by two four-corner tables where the
//! full set reads every corner exactly. The page's set now has that table too (now 11 MB, 1.9 s
//! natively, some 4 s in the page: more than a fresh page may wait), built after the first
//! plan with the four-piece tables: the idle worker fills them in 50 ms slices
//! (`app::worker::Prebuild`), each fill going on where the last slice stopped
//! (`fill::Resumable`; before, a fill cut short was dropped, so one longer than any slice
//! or budget would never end). The anytime search's rounds still wait only for the
//! four-piece tables. Once built, the search reads it instead of the four-corner tables:
//! the same plans (every table is a lower bound; the beam still ranks by the page's first
//! tables). Natively, one thread, page tables, 30 report-set states (`cargo bench --bench
//! short -- --curve --states 30 --jobs 1 --threads 1 --page --first-only [--built]`): first
//! plan median 406 ms as a fresh worker has them, 339 ms with the four-piece tables alone,
//! **144 ms** with this one too (90th percentile 1.08 s → 0.43 s; 78.83 FTM each time). In
//! the page, the report set's first 30 states, `solve('short')` after 30 s idle: median
//! 380 ms (90th percentile 0.93 s, max 3.4 s), where the ten first took a median of 1.15 s
//! before (630 ms with only the resumable four-piece fills).
//!
//! **A deadline** (issue 35): a budget counts from the request (the page's worker: from the
//! job's first step, the tables' file and the first plan included; `minx solve --budget`:
//! from before the tables are loaded), and the four-piece tables the first round builds are
//! filled asking the deadline as they go ([`Packed::search_until`](packed::Packed)), so a
//! search answers soon after its deadline: a first plan still searching at the deadline is
//! dropped for the hurried one ([`Anytime::start_until`]). The page's worker hurries it
//! sooner: after 0.7 s, or 0.3 s before the deadline (`FIRST_PLAN_MS` and `HURRIED_MS` in
//! `src/app/worker/solve_job.rs`), so every plan its panel shows comes within a second, the search shortening
//! the hurried plan (the unhurried first plan's tail there is seconds: max 3.4 s above). A
//! cold cache's one-time build of the command line's tables (seconds) is not bounded.
//!
//! # Anytime search (`anytime.rs`)
//! After the first plan the search can go on ([`Anytime`], [`plan_short_until`], `minx solve
//! --method short --budget SECONDS`): rounds of the same beam, each about √2 times as wide
//! ([`round_options`]), any shorter plan replacing the best; a [`Stop`] ends a round at once.
//!
//! Measured on a small sample only, on a machine shared with other builds (2 cores, several
//! times slower than quiet; `cargo bench --bench short -- --curve --states N [--page]`; the
//! full 1,000-state curve is `cargo xtask bench solver`, hours):
//!
//! | tables, states | first plan (median time) | 0.1 s | 0.3 s | 1 s | 3 s | 10 s | rounds in 10 s |
//! | --- | --- | --- | --- | --- | --- | --- | --- |
//! | full, 10, before one plan for both sets | 78.90 FTM (1.94 s) | 78.90 | 78.90 | 78.90 | 77.40 | 75.50 | 6.2 |
//! | page, 5, before one plan for both sets | 79.00 FTM (4.53 s) | 79.00 | 79.00 | 79.00 | 79.00 | 77.60 | 1.8 |
//! | full, 10, one plan for both sets, rounds capped by the best | 79.00 FTM (402 ms) | 79.00 | 79.00 | 77.90 | 75.70 | 74.60 | 10.2 |
//! | the same, up to 20 rounds | 79.00 FTM (723 ms) | 79.00 | 79.00 | 77.80 | 76.80 | 74.90 | 9.3 |
//! | page, 5, the same code | 79.00 FTM (594 ms) | 79.00 | 79.00 | 77.80 | 76.00 | 74.20 | 9.6 |
//! | full, 20, the same code, a quieter moment | 78.80 FTM (237 ms) | 78.80 | 78.30 | 77.05 | 75.35 | 73.60 | 12.4 |
//!
//! (The machine's load differs between rows: see the first plan's median time.) Where the
//! rounds win their moves, moves per stage before cancellation, first plans → best in 10 s
//! (last row): stages 1 and 2 6.10 → 6.55 and 4.70 → 5.40 (the best plans spend more early),
//! stage 3 5.75 → 5.05, stage 4 9.15 → 8.25, stage 7 8.90 → 7.85, stage 8 10.95 → 9.80, the
//! two-face stage 19.50 → 17.35; stages 5 and 6 within a few tenths. So the rounds pay (about
//! 5 moves in 10 s), but not yet the 72 FTM the issue asks for at 10 s: from 1 s to 10 s
//! each doubling of the time gains about one move (77.05 → 75.35 → 73.60), so 72 wants about
//! three times the time, or a search that much faster. What would pay more is where the
//! moves go: the stages of three edges and two corners (4, 6, 7, 8) cost about 9 moves each,
//! the two-face stage 19.
//!
//! **Rounds that remember** (issue 21, point 4, one thread first: the page's worker has one).
//! Where a round's time goes, one thread (a temporary per-stage timer, 3–4 states): before,
//! the two-face search took most of the early rounds (0.2–0.4 s of 0.3–0.5 s) and stage 8
//! (three faces, the edges' orientation) most of the later ones (0.49 of 0.82 s in round 8);
//! stage 1 (all 120 frames) a constant 0.03 s. Most of a round's partial solutions were
//! met in the round before, so [`Anytime`] now keeps a memo (`beam.rs`): stage searches are
//! not repeated (a round asking as many solutions, or a search that found fewer than it was
//! asked, reuses the answer; one asking more skips the passes below the shortest cost known),
//! and the two-face search starts every start it met before at the bound its earlier passes
//! proved (`TwoFace::solve_known`), so it searches only the new starts. The rounds find the
//! same plans as before (a test compares them with fresh searches), sooner. Measured side by
//! side in one run, the variants alternating on each state (a temporary switch in the
//! library; one thread, full tables, the first states of `--curve`, the 2-core machine
//! shared with two other builds):
//!
//! | one thread, 6 states | first plan | 3 s | 10 s | rounds in 10 s | round 7 reached at |
//! | --- | --- | --- | --- | --- | --- |
//! | before (the rounds redo everything) | 78.50 | 77.00 | 74.67 | 8.8 | 6.04 s |
//! | the memo | 78.50 | 76.33 | 73.50 | 10.8 | 4.24 s |
//! | the memo, a quieter moment (another run) | 78.50 | 75.00 | 73.17 | 13.0 | 2.41 s |
//! | before, the next 5 states (a quieter moment) | 79.60 | 76.00 | 75.00 | 11.8 | 2.41 s (round 10: 5.47 s) |
//! | the memo, the same run | 79.60 | 75.20 | 74.20 | 13.8 | 1.32 s (round 10: 2.96 s) |
//!
//! Skipping the stage passes below the known shortest cost saves another tenth (round 12
//! reached at 6.71 s against 7.53 s in the same run). Tried and not kept: a two-face stage
//! over 4 times the beam (73.67 against 73.50 at 10 s in the same run: the finish is not
//! what limits the rounds), and stages asking for more solutions only every other round, so
//! that more of stage 8's searches are reused (73.17 either way). After round 11 or so the
//! rounds gain little on these states (73.50, 73.50, 73.33 at rounds 11 to 13), so **72 FTM
//! at 10 s on one thread is not reached**: the memo is worth about one doubling of the
//! time (about one move), and 72 needs about one more move; what is left to try is a beam
//! that finds different plans rather than the same ones wider (the rounds' plans stay
//! close to the first one), e.g. ranking stage 8's children by the two-face bounds the memo
//! proved, or rounds over other stage orders. The memo grows with the rounds: every stage
//! search and two-face start met (estimated, not measured: at most some 35,000 stage
//! searches of under a kilobyte each by round 14, so tens of MB at most).
//!
//! **Other orders** (the frames of issue 21, what reached 72). The rounds' plans stayed close
//! to the first one, so new *orders* of the same stages were tried: the mirror frames, then
//! the changes of frame between stages ("Any next face" above). Measured with `cargo bench
//! --bench short -- --curve --states 20 --threads 1 [--page]`, two variants at a time (one per
//! core; a temporary switch), the same 20 states, mean FTM:
//!
//! | one thread | first plan (median) | 3 s | 10 s | rounds in 10 s |
//! | --- | --- | --- | --- | --- |
//! | full tables, 120 frames (10 states) | 79.00 (276 ms) | 74.60 | 73.60 | 14.6 |
//! | the same 10 states, 240 frames (mirrors) | 78.80 (285 ms) | 74.40 | 73.20 | 14.6 |
//! | full tables, 240 frames | 78.80 (213 ms) | 74.35 | 73.05 | 14.3 |
//! | full, a change of frame before every stage 2–8 | 76.30 (223 ms) | 72.85 | 71.45 | 10.1 |
//! | full, before stages 2, 3, 5, 6, 7 (kept) | 76.55 (163 ms) | 72.00 | 71.25 | 12.1 |
//! | page tables, before every stage 2–8 | 76.30 (357 ms) | 74.30 | 72.20 | 8.0 |
//! | page tables, before stages 2, 3, 5, 6, 7 (kept) | 76.55 (290 ms) | 73.50 | 71.80 | 9.6 |
//!
//! Also tried: rounds whose stages offer half as many more solutions (71.35 against 71.45
//! at 10 s, every boundary), and keeping only the best half of the new frames by the next
//! stage's bound (72.25 against 72.20, page tables): no gain.
//!
//! **Turns that commute** (what took the page to about 72.2). Two faces that are not
//! neighbours share no piece, so their turns commute: each face commutes with six (its
//! opposite and the five around that), not only with its opposite, as cancellation and the
//! stage searches had assumed. Now [`cancel`](crate::solver::cancel) merges a turn into an
//! earlier one of its face across any turns it commutes with (`A H K A` → `A2 H K`; the
//! player's [`Canceller`](crate::puzzle::Canceller) does the same, so a plan's count is what
//! plays), so the beam ranks and counts such plans shorter, and a stage search tries one
//! order of two commuting turns (`gen.rs`): with all twelve faces the sequences it tries grow
//! about 29 times a move instead of 42, which speeds up most the stages that turn many faces.
//! And a stage search tries first the table that cut off its last branch (`stage.rs`; the
//! same nodes are cut off): 4 states, 8 rounds, the page's tables, one thread's CPU time
//! 24.8 s → 22.1 s side by side. Measured with `cargo bench --bench short -- --curve --page
//! --threads 1 --cpu-clock --states 20 [--page-seeds 7000]` (the page's own states), two
//! variants at a time under a temporary switch, mean FTM:
//!
//! | page tables, one thread | first plan | 3 s | 10 s | rounds in 10 s |
//! | --- | --- | --- | --- | --- |
//! | the bench's 20 states, before | 76.55 | 75.10 | 72.60 | 7.6 |
//! | the same, turns that commute | 76.45 | 74.70 | 72.15 | 8.3 |
//! | the page's 20 states, before | 76.35 | 75.00 | 73.20 | 7.4 |
//! | the same, turns that commute | 75.90 | 74.50 | 72.20 | 8.2 |
//! | the same, and the table that cut off last first | 75.90 | 74.15 | 71.70 | 8.8 |
//!
//! In the page (`node bench_curve.js 20` in `tests/e2e`, the worker's one WebAssembly thread,
//! the same 20 states): 10 s 73.40 before, 72.35 with the turns that commute, 72.20 with both
//! (first plan 75.90). Tried and not kept: the worker's module optimised by `wasm-opt -O3`
//! instead of `-Oz` (72.40, no faster), a change of frame before stage 4 too now that its
//! search is cheaper (71.90 against 71.70 natively), the tables' rank with its edge factor
//! stored (no faster: the lookups' cache misses dominate), rounds that widen half as much
//! each (twice as many rounds, so less of the budget is lost in the round it stops: 72.30
//! against 72.10 natively, side by side on a busy machine).
//!
//! **Four-piece tables in the page** (what took the page's 10 s below 72). A pruning table
//! is now filled over its corners' rank and its edges' rank, each moved by a small move
//! table (`table.rs`: a breadth-first search like the two-face tables', no list of
//! positions), about ten times as fast as over whole coordinates: stage 8's exact table
//! 9.2 s → 0.56 s, each of stage 4's four-piece tables 6 s → 0.6 s, stage 6's 1.1–1.4 s →
//! 0.16–0.19 s (`cargo bench --bench short -- --tables`, one table at a time, before and
//! after). Building the stages' four-piece tables (8.0 MB) before the first plan would
//! still cost it some 1.7 s natively, so the first plan searches stages 4, 6 and 7 with
//! every three-piece table, as before, and the anytime search's first round builds the
//! four-piece ones (one at a time, asking its Stop before each); the stage searches use
//! them once they are built ([`Stage::faster`]). A stage search finds the same solutions
//! with either (its tables are lower bounds and its order fixed; a test compares them), and
//! the beam still ranks by the three-piece tables, so the plans are the same and the page
//! still plays what `minx solve` prints. Also, a stage search's last move checks its pieces
//! instead of its tables (the same cut: only home gives 0 in every table). Fixed work, one
//! thread's CPU time for the first plan and 8 rounds of 4 states, two at a time (an
//! example binary, not kept): 28.2 s before, 21.9 s with both (a quieter pairing: 29.7 s
//! against 16.7 s); the four-piece tables of stages 6 and 7 alone 21.9 s.
//!
//! A faster search runs more and wider rounds, and wide rounds took memory: a position per
//! child of a stage (8 MB in round 11; now children are ranked by number and only those
//! looked at get their position again), and a memo that counted its entries but not its
//! hash maps' spare room, which took some 30 MB under its 16 MB cap (now it counts its
//! maps' tables whole and their growth, 12 MB in all in the page, `Memo::PAGE_BYTES` in `beam.rs`; 48 MB natively).
//! Round 12 alone still peaked at 67.8 MB natively, so the page's worker runs at most 11
//! rounds ([`PAGE_ROUNDS`]). In the page (`node bench_curve.js 20`, the same 20 states):
//! 10 s 71.70 and 71.75 (72.20, 71.90, 72.05 before), 3 s 74.35 and 74.40 (74.60), first
//! plan 75.90 as before, worker heap 52.0 MB after the twenty searches (53–56 MB before;
//! 71–77 MB before the memo's and the round's limits), every plan shown replayed and solved.

mod anytime;
mod asset;
mod beam;
mod cut;
mod fill;
mod frame;
mod gen;
mod layout;
mod mod3;
mod orient;
mod packed;
mod par;
mod prepare;
mod stage;
mod steps;
mod table;
mod tables;
mod two;

pub use anytime::{
    plan_short_until, round_options, rounds_of, Anytime, Round, PAGE_ROUNDS, ROUNDS,
};
pub use asset::{
    export_page_tables, export_tables, import_tables, import_tables_of, TableAssetError,
};
pub use beam::{search, search_below, search_until, Found, Options, Searched, Stop};
pub use cut::{on_cut, plan_cut_until, start_cut, state_of_cut};
pub use frame::Frame;
pub use gen::Piece;
pub use layout::{Layout, Orbits, TWO_FACE};
pub use packed::{Table, SHIP_DENSITY, SHIP_WORK};
pub use prepare::{
    build_all_tables, build_faster_tables, build_next_table, build_next_table_of, build_progress,
    build_round_tables, build_tables, faster_tables_ready_of, tables_ready, tables_ready_of,
    TableProgress,
};
pub use stage::{Stage, Want};
pub use steps::{plan_short, plan_short_found, plan_short_with};
pub use tables::TableSet;
pub use two::{GaveUp, TwoFace, TwoKind, TwoSolve, TwoTable};
