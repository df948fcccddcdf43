#!/usr/bin/env python3
"""The offline search that chose the colour-blind-safe schemes of assets/schemes.json.

Each scheme starts from familiar colours (a seed per face) and moves each face, in turn, to
the colour of a 35-level sRGB grid that keeps it farthest from the other faces and from the
body black under normal vision and simulated protanopia, deuteranopia and tritanopia
(colorspacious: Machado et al. 2009 at severity 100, CAM02-UCS; the simulated sRGB both
clipped to the screen's gamut and not), until every pair is `target` apart; among colours
that reach it, the one nearest its seed wins, and no face leaves a ball of `radius` (ΔE′,
normal vision) around its seed, so the scheme keeps its hues. Rounds repeat until nothing
moves. minx's own model is checked against colorspacious in tests/colour_vision.rs, and
`cargo run --example scheme_distances` measures the committed schemes.

Usage: python3 benches/reference/cvd_search.py megaminx|pyraminx|cube2  (about a minute)
"""
import itertools
import sys

import numpy as np
from colorspacious import cspace_convert

# name: (faces in order, seed colours, radius, target)
PRESETS = {
    # WCA's roles: A cream→brown, B sky, C green, D red, E pink, F grey, G yellow, H blue,
    # I lime, J orange, K purple, L white.
    "megaminx": ("LGJDEKHBCIFA",
                 "#ffffff,#ffcc00,#ff8000,#c8102e,#ff9ed2,#7b2fbe,#1f3fbf,#5ec8f2,#0e7a3a,#9be03c,#8e9094,#7a4a1e",
                 14, 13),
    "pyraminx": ("FLRD", "#1f9d48,#e0201b,#1d4fd6,#ffd60a", 15, 25),
    "cube2": ("RGBbgr", "#e0201b,#1f9d48,#1d4fd6,#ffffff,#ffd60a,#ff8a12", 12, 16),
}
BODY = np.array([16, 16, 18]) / 255
VISIONS = [(None, True)] + [(v, clip) for v in ("protanomaly", "deuteranomaly", "tritanomaly")
                            for clip in (True, False)]


def ucs(colours, cvd, clip):
    if cvd is not None:
        colours = cspace_convert(colours, {"name": "sRGB1+CVD", "cvd_type": cvd, "severity": 100}, "sRGB1")
        if clip:
            colours = colours.clip(0, 1)
    return cspace_convert(colours, "sRGB1", "CAM02-UCS")


def seen(colours):
    return np.stack([ucs(colours, v, clip) for v, clip in VISIONS])


def rgb(h):
    return np.array([int(h[i:i + 2], 16) for i in (1, 3, 5)]) / 255


def main():
    faces, seed, radius, target = PRESETS[sys.argv[1]]
    levels = np.linspace(0, 1, 35)
    grid = np.array(list(itertools.product(levels, levels, levels)))
    points, body = seen(grid), seen(BODY[None])[:, 0]
    seeds = seen(np.array([rgb(h) for h in seed.split(",")]))
    allowed = [np.where(np.linalg.norm(points[0] - seeds[0, k], axis=1) <= radius)[0]
               for k in range(len(faces))]
    chosen = [int(a[np.argmin(np.linalg.norm(points[0, a] - seeds[0, k], axis=1))])
              for k, a in enumerate(allowed)]
    for _ in range(40):
        moved = False
        for k, a in enumerate(allowed):
            others = chosen[:k] + chosen[k + 1:]
            apart = np.min(np.linalg.norm(points[:, a, None, :] - points[:, None, others, :], axis=3), axis=(0, 2))
            apart = np.minimum(apart, np.min(np.linalg.norm(points[:, a, :] - body[:, None, :], axis=2), axis=0))
            near = -np.linalg.norm(points[0, a] - seeds[0, k], axis=1)
            best = int(a[np.argmax(np.minimum(apart, target) * 100 + near)])
            if best != chosen[k]:
                chosen[k], moved = best, True
        if not moved:
            break
    for face, i in zip(faces, chosen):
        print(face, "#%02x%02x%02x" % tuple((grid[i] * 255).round().astype(int)))


if __name__ == "__main__":
    main()
