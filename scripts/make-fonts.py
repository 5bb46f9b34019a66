#!/usr/bin/env python3
"""The site's two web fonts, made lighter: src/fonts/*.woff2.

The Latin files of @fontsource-variable/inter and /fraunces carry the whole
weight axis (100-900), hinting and every OpenType feature. The site sets text
from 400 to 700 only and uses the common features, so each file keeps the
Latin characters (the same unicode-range as the package's CSS, so an editor's
accented names still use them), the weight axis from 400 to 700, and the
features below: Inter 48 KB -> 31 KB, Fraunces 37 KB -> 32 KB. The metrics
are unchanged, so src/theme/font-fallbacks.ts still matches.

Run it after upgrading either package (it needs Debian's python3-fonttools
and python3-brotli: apt-get install -y python3-fonttools python3-brotli):
    /usr/bin/python3 scripts/make-fonts.py
"""
import io
import os
import sys

from fontTools import subset
from fontTools.ttLib import TTFont
from fontTools.varLib import instancer

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
# The Latin subset's unicode-range, as in the packages' CSS and src/theme/fonts.css.
LATIN = "U+0000-00FF,U+0131,U+0152-0153,U+02BB-02BC,U+02C6,U+02DA,U+02DC,U+0304,U+0308,U+0329,U+2000-206F,U+20AC,U+2122,U+2191,U+2193,U+2212,U+2215,U+FEFF,U+FFFD"
WEIGHTS = (400, 700)
FEATURES = ["kern", "liga", "calt", "ccmp", "locl", "mark", "mkmk", "tnum", "lnum", "pnum", "case", "frac", "numr", "dnom", "rvrn"]
FONTS = [
    ("@fontsource-variable/inter", "inter-latin-wght-normal.woff2", "inter-latin-400-700.woff2"),
    ("@fontsource-variable/fraunces", "fraunces-latin-wght-normal.woff2", "fraunces-latin-400-700.woff2"),
]


def codepoints(ranges: str) -> list[int]:
    points: list[int] = []
    for part in ranges.split(","):
        first, _, last = part[2:].partition("-")
        points.extend(range(int(first, 16), int(last or first, 16) + 1))
    return points


def main() -> int:
    for package, source, target in FONTS:
        path = os.path.join(ROOT, "node_modules", package, "files", source)
        if not os.path.exists(path):
            print(f"{path} is missing: run npm install first.", file=sys.stderr)
            return 1
        font = TTFont(path, lazy=False)
        options = subset.Options()
        options.layout_features = FEATURES
        options.hinting = False
        options.notdef_outline = True
        subsetter = subset.Subsetter(options)
        subsetter.populate(unicodes=codepoints(LATIN))
        subsetter.subset(font)
        font = instancer.instantiateVariableFont(font, {"wght": WEIGHTS})
        font.flavor = "woff2"
        data = io.BytesIO()
        font.save(data)
        out = os.path.join(ROOT, "src", "fonts", target)
        with open(out, "wb") as file:
            file.write(data.getvalue())
        print(f"{os.path.relpath(out, ROOT)}: {os.path.getsize(path) / 1024:.1f} KB -> {len(data.getvalue()) / 1024:.1f} KB")
    return 0


if __name__ == "__main__":
    sys.exit(main())
