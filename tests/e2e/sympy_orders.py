"""Orders of Megaminx subgroups by sympy, for the group-lab e2e spec (specs/lab.test.js).

The generators are the thesis's printed cycles of A, B and C on its 120 numbered stickers
(thesis-notes.md), typed in here: nothing comes from minx. Prints one JSON object mapping
"A B" and "A C" to the orders of <A, B> and <A, C> as decimal strings.
"""

import json

from sympy.combinatorics import Permutation, PermutationGroup

PRINTED = {
    "A": "(1 2 3 4 5)(6 7 8 9 10)(11 21 31 41 51)(15 25 35 45 55)(16 26 36 46 56)",
    "B": "(11 12 13 14 15)(16 17 18 19 20)(1 54 92 103 21)(7 60 98 109 27)(2 55 93 104 22)",
    "C": "(21 22 23 24 25)(26 27 28 29 30)(2 14 102 113 31)(8 20 108 119 37)(3 15 103 114 32)",
}


def perm(cycles):
    """A permutation of 120 points (0-based) from 1-based cycle notation."""
    parts = [c.split() for c in cycles.strip("()").split(")(")]
    return Permutation([[int(x) - 1 for x in c] for c in parts], size=120)


def main():
    gens = {name: perm(text) for name, text in PRINTED.items()}
    orders = {
        pair: str(PermutationGroup([gens[g] for g in pair.split()]).order())
        for pair in ("A B", "A C")
    }
    print(json.dumps(orders))


if __name__ == "__main__":
    main()
