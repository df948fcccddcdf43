"""Reference for states from colours: the blog's method (seed 001), transcribed from its
Mathematica to plain Python, on exactly the positions minx reads.

Usage: python3 colours.py CASES_JSON REPS

CASES_JSON comes from `cargo run --release --example colours_cases -- json N`. For each
colouring: group the colours by piece, sort each group's colours (keeping sticker numbers with
them), find the solved piece with the same sorted colours (the blog's Position lookup), and
read off the sticker map. Prints: states per second <TAB> ok|MISMATCH (checked against the
answers minx exported). Not error-checking, like the blog's code: it is the fast path only.
"""

import json
import sys
import time


def solve(pieces, solved, colours):
    ini = [sorted(((solved[s], s) for s in p)) for p in pieces]
    end = [sorted(((colours[s], s) for s in p)) for p in pieces]
    end_keys = [[c for c, _ in g] for g in end]
    image = [0] * len(solved)
    for g in ini:
        key = [c for c, _ in g]
        match = end[end_keys.index(key)]
        for (_, a), (_, b) in zip(g, match):
            image[a] = b
    return image


def main():
    path, reps = sys.argv[1], int(sys.argv[2])
    with open(path) as f:
        data = json.load(f)
    pieces, solved = data["pieces"], data["solved"]
    cases = data["colourings"]
    best, ok = float("inf"), True
    for _ in range(reps):
        start = time.perf_counter()
        results = [solve(pieces, solved, c) for c in cases]
        best = min(best, time.perf_counter() - start)
    ok = results == data["answers"]
    print(f"{len(cases) / best}\t{'ok' if ok else 'MISMATCH'}")


if __name__ == "__main__":
    main()
