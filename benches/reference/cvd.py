#!/usr/bin/env python3
"""Peer reference for minx's colour-vision module: PyPI colorspacious, not minx's code.

Reads JSON from stdin: a list of "#rrggbb" colours. Writes JSON to stdout: for each vision
("normal", "protanopia", "deuteranopia", "tritanopia") the CAM02-UCS J'a'b' of every colour
as that vision sees it: colorspacious's "sRGB1+CVD" space (Machado et al. 2009, severity
100), the simulated sRGB clipped to [0, 1] as a screen shows it, then "CAM02-UCS".

Exit status 3 with a message on stderr when colorspacious is not installed
(pip install colorspacious).
"""
import json
import sys

try:
    import numpy as np
    from colorspacious import cspace_convert
except ImportError as e:
    print(f"colorspacious is not installed ({e}); pip install colorspacious", file=sys.stderr)
    sys.exit(3)

DEFICIENCY = {"protanopia": "protanomaly", "deuteranopia": "deuteranomaly", "tritanopia": "tritanomaly"}


def seen(colours, vision):
    if vision == "normal":
        return colours
    space = {"name": "sRGB1+CVD", "cvd_type": DEFICIENCY[vision], "severity": 100}
    return np.clip(cspace_convert(colours, space, "sRGB1"), 0, 1)


def main():
    hexes = json.load(sys.stdin)
    colours = np.array([[int(h[i:i + 2], 16) / 255 for i in (1, 3, 5)] for h in hexes])
    out = {}
    for vision in ["normal", *DEFICIENCY]:
        ucs = cspace_convert(seen(colours, vision), "sRGB1", "CAM02-UCS")
        out[vision] = ucs.tolist()
    json.dump(out, sys.stdout)


if __name__ == "__main__":
    main()
