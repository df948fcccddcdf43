"""Reference timing in sympy: PermutationGroup(gens).order() for the known groups.

Usage: python3 order.py CASES_JSON REPS BUDGET_SECONDS [NAME ...]

CASES_JSON is written by `cargo run --release --example group_cases -- json`
(`cargo xtask bench core` does this). Each case is timed with time.perf_counter around
order() on a fresh PermutationGroup (the Permutation objects are made outside the timed
region). Fast cases are repeated until one sample lasts at least 0.1 s; a case stops taking
samples once it has used BUDGET_SECONDS (it always gets at least one).
Prints one line per case: name <TAB> order <TAB> median seconds per order(), then
`compose <TAB> - <TAB> seconds` for one product a*b of the first case's first two generators
(sympy's a*b applies a first, like minx's Perm::then).
"""

import json
import statistics
import sys
import time

from sympy.combinatorics import Permutation, PermutationGroup


def sample(gens, inner):
    start = time.perf_counter()
    for _ in range(inner):
        order = PermutationGroup(gens).order()
    return order, (time.perf_counter() - start) / inner, time.perf_counter() - start


def main():
    path, reps, budget = sys.argv[1], int(sys.argv[2]), float(sys.argv[3])
    names = set(sys.argv[4:])
    with open(path) as f:
        cases = json.load(f)
    for case in cases:
        if names and case["name"] not in names:
            continue
        gens = [Permutation(g) for g in case["generators"]]
        inner, spent = 1, 0.0
        while True:
            order, per, total = sample(gens, inner)
            spent += total
            if total >= 0.1:
                break
            inner *= 4
        times = [per]
        while len(times) < reps and spent < budget:
            order, per, total = sample(gens, inner)
            spent += total
            times.append(per)
        print(f"{case['name']}\t{order}\t{statistics.median(times)}", flush=True)
    a, b = (Permutation(g) for g in cases[0]["generators"][:2])
    inner = 1000
    while True:
        start = time.perf_counter()
        for _ in range(inner):
            a * b
        total = time.perf_counter() - start
        if total >= 0.2:
            break
        inner *= 4
    print(f"compose\t-\t{total / inner}", flush=True)


if __name__ == "__main__":
    main()
