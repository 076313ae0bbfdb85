#!/usr/bin/env python3
"""Makes the site's web fonts from the fonts the share cards are drawn with.

Reads Sources/Site/Resources/Fonts/ (Caladea and Inter as Debian's fonts-crosextra-caladea and
fonts-inter ship them: the script stops if an installed Debian copy differs) and writes:

- Public/assets/fonts/<family>-<weight>[-italic]-<script>.woff2: each face cut into the
  scripts it covers (SCRIPTS), WOFF2-compressed, with the layout features a browser applies
  unasked plus tabular figures (the pages ask for them), without hinting instructions (a
  third of Caladea's bytes; browsers on phones and Macs ignore them);
- the same folder's licence files, copied from the sources;
- the @font-face rules in Public/assets/style.css, between the WEB FONTS markers: one rule a
  face and script, its unicode-range the script's, so a page fetches a file only when it shows
  a character of it (no format hint: every browser that reads unicode-range reads WOFF2); and,
  a family, fallback faces made of the system fonts whose letters have
  the widths of Arial's and Times New Roman's (Arial, Helvetica, Liberation Sans, Nimbus
  Sans; Times New Roman, Times, Liberation Serif, Nimbus Roman), scaled and given the web
  font's line metrics, so text set in them takes the room it takes in the web font and the swap
  moves nothing. Their widths are measured on REFERENCE, the URW copies (Debian's
  fonts-urw-base35), which have Helvetica's and Times's widths, as Arial and Times New Roman do.

Needs fonttools and brotli (pip install fonttools brotli, or Debian's python3-fonttools
python3-brotli). Deterministic for one fonttools version; run it again only when the fonts
change (docs/page-weight.md), and commit what it writes.
"""

import filecmp
import io
import os
import re
import shutil
import sys

from fontTools import subset
from fontTools.ttLib import TTFont

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
SOURCES = os.path.join(ROOT, "Sources", "Site", "Resources", "Fonts")
OUT = os.path.join(ROOT, "Sources", "Site", "Resources", "Public", "assets", "fonts")
STYLE = os.path.join(ROOT, "Sources", "Site", "Resources", "Public", "assets", "style.css")
BEGIN = "/* Web fonts, made by scripts/web-fonts.py */"
END = "/* End of web fonts */"

DEBIAN = {"Inter": "/usr/share/fonts/opentype/inter", "Caladea": "/usr/share/fonts/truetype/crosextra"}

# The scripts, each with the code points a file of it holds (the font's characters among them),
# in the order of their rules. Latin is cut in three: the letters of English and the signs the
# pages' own words use (most pages need nothing else); the accented letters and marks of the
# Latin-script languages the site is written in (German, French, Spanish, Polish: Latin-1's
# letters, œ, ą ć ę ł ń ś ź ż, the quotes „ « », ¡ ¿, € and the narrow no-break space; 4-5 KB a
# face, where all of Latin-1 was 7-10 KB and Polish needed Latin Extended too, 33-37 KB a face
# of Inter); and the rest of Latin, but for the invisible marks of General Punctuation (spaces,
# joiners, direction marks and isolates, which Arabic dates hold: no page should fetch 33-47 KB
# a face for a character that draws nothing). A character may be in
# more than one (combining marks every script uses); the browser reads a face's rules from the
# last to the first, and fetches the first file whose range has it: Latin is last.
SCRIPTS = {
    "vietnamese": "U+102-103,U+110-111,U+128-129,U+168-169,U+1A0-1A1,U+1AF-1B0,U+300-301,U+303-304,U+308-309,"
                  "U+323,U+329,U+1EA0-1EF9,U+20AB",
    "cyrillic": "U+301,U+400-52F,U+1C80-1C8A,U+20B4,U+2116,U+2DE0-2DFF,U+A640-A69F,U+FE2E-FE2F",
    "greek": "U+370-377,U+37A-37F,U+384-38A,U+38C,U+38E-3A1,U+3A3-3FF,U+1F00-1FFF",
    "latin-ext": "U+A0-2FF,U+304,U+308,U+329,U+1D00-1DBF,U+1E00-1E9F,U+1EF2-1EFF,U+2010-205E,"
                 "U+20A0-20C0,U+2113,U+2122,U+2215,U+2C60-2C7F,U+A720-A7FF",
    "latin-accents": "U+A1,U+AA-AB,U+BA-BB,U+BF-FF,U+104-107,U+118-119,U+141-144,U+152-153,U+15A-15B,U+178-17C,"
                     "U+201E,U+202F,U+20AC",
    "latin": "U+0-7F,U+A0,U+B0,U+B7,U+D7,U+2013-2014,U+2018-2019,U+201C-201D,U+2022,U+2026,U+2190-2193,"
             "U+2212,U+25CF",
}

# The faces the pages use, each with its file and the scripts it has (Caladea has Latin only).
# Caladea's regular italic is not one of them: the cards draw with it, no page sets it.
FACES = [
    ("Inter", "Inter-Regular.otf", 400, "normal", list(SCRIPTS)),
    ("Inter", "Inter-SemiBold.otf", 600, "normal", list(SCRIPTS)),
    ("Inter", "Inter-Bold.otf", 700, "normal", list(SCRIPTS)),
    ("Inter", "Inter-ExtraBold.otf", 800, "normal", list(SCRIPTS)),
    ("Caladea", "Caladea-Regular.ttf", 400, "normal", ["latin-ext", "latin-accents", "latin"]),
    ("Caladea", "Caladea-Bold.ttf", 700, "normal", ["latin-ext", "latin-accents", "latin"]),
    ("Caladea", "Caladea-BoldItalic.ttf", 700, "italic", ["latin-ext", "latin-accents", "latin"]),
]

# The layout features browsers apply unasked (shaping, kerning, ligatures, contextual alternates
# such as Inter's colon between digits), and tabular figures, which the style sheet asks for.
FEATURES = ["calt", "ccmp", "clig", "curs", "kern", "liga", "locl", "mark", "mkmk", "rclt", "rlig", "rvrn", "tnum"]

LICENCES = ["Inter-LICENSE.txt", "Caladea-LICENSE.txt"]

# The fallback faces: a family's name, the weight and the face it is measured against, the local
# fonts it is made of (by full or PostScript name: browsers look up either), and the reference copy
# of their widths.
REFERENCE = "/usr/share/fonts/opentype/urw-base35"
FALLBACKS = [
    ("Inter", 400, "Inter-Regular.otf", "NimbusSans-Regular.otf",
     ["Arial", "Helvetica", "Liberation Sans", "NimbusSans-Regular"]),
    ("Inter", 700, "Inter-Bold.otf", "NimbusSans-Bold.otf",
     ["Arial Bold", "Arial-BoldMT", "Helvetica-Bold", "Liberation Sans Bold", "NimbusSans-Bold"]),
    ("Caladea", 400, "Caladea-Regular.ttf", "NimbusRoman-Regular.otf",
     ["Times New Roman", "Liberation Serif", "NimbusRoman-Regular"]),
    ("Caladea", 700, "Caladea-Bold.ttf", "NimbusRoman-Bold.otf",
     ["Times New Roman Bold", "TimesNewRomanPS-BoldMT", "Times-Bold", "Liberation Serif Bold", "NimbusRoman-Bold"]),
]
# The characters a fallback face stands in for: Latin and punctuation, which every one of them
# has; for the rest the reader's other fonts come next, as they would without web fonts.
FALLBACK_RANGE = "U+0-24F,U+2000-206F"

# How often each character comes in English text (letters by their frequency per 1,000, the space
# about one in six): the widths are compared over text like the pages', not over the alphabet.
FREQUENCIES = {
    " ": 180, "e": 102, "t": 74, "a": 66, "o": 62, "i": 57, "n": 57, "s": 51, "h": 49, "r": 49, "d": 35,
    "l": 33, "u": 23, "c": 23, "m": 20, "w": 19, "f": 18, "g": 16, "y": 16, "p": 16, "b": 12, "v": 8,
    "k": 6, "j": 1, "x": 1, "q": 1, "z": 1, "0": 4, "1": 4, "2": 4, "3": 2, "4": 2, "5": 2, "6": 2,
    "7": 2, "8": 2, "9": 2, "A": 2, "T": 2, "S": 2, "W": 2, ".": 6, ",": 6,
}


def code_points(ranges):
    """The code points of a unicode-range value."""
    points = set()
    for part in ranges.split(","):
        first, _, last = part.strip()[2:].partition("-")
        points.update(range(int(first, 16), int(last or first, 16) + 1))
    return points


def file_name(family, weight, style, script):
    return f"{family.lower()}-{weight}{'-italic' if style == 'italic' else ''}-{script}.woff2"


def woff2(source, points):
    """The subset of the font at `source` with `points`, as WOFF2 bytes."""
    options = subset.Options()
    options.flavor = "woff2"
    options.layout_features = FEATURES
    options.name_IDs = [0, 1, 2, 3, 4, 5, 6, 13, 14]  # names, copyright and licence
    options.desubroutinize = True  # compresses better
    options.hinting = False
    font = subset.load_font(source, options)
    subsetter = subset.Subsetter(options)
    subsetter.populate(unicodes=sorted(points))
    subsetter.subset(font)
    out = io.BytesIO()
    subset.save_font(font, out, options)
    return out.getvalue()


def mean_width(path):
    """The width of an average character of English text, in ems."""
    font = TTFont(path)
    cmap, metrics = font.getBestCmap(), font["hmtx"]
    total = sum(FREQUENCIES.values())
    width = sum(metrics[cmap[ord(c)]][0] * n for c, n in FREQUENCIES.items()) / total
    return width / font["head"].unitsPerEm


def percent(value):
    return f"{value * 100:.2f}%".replace(".00%", "%")


def check_sources():
    for family, name, *_ in FACES:
        debian = os.path.join(DEBIAN[family], name)
        if os.path.exists(debian) and not filecmp.cmp(debian, os.path.join(SOURCES, name), shallow=False):
            sys.exit(f"{name} differs from Debian's {debian}: copy it into {SOURCES} first (the cards change)")


def rules():
    """The @font-face rules, one a line."""
    lines = []
    for family, name, weight, style, scripts in FACES:
        for script in scripts:
            lines.append(
                f"@font-face{{font-family:{family};src:url(fonts/{file_name(family, weight, style, script)});"
                + (f"font-weight:{weight};" if weight != 400 else "")
                + ("font-style:italic;" if style == "italic" else "")
                + f"font-display:swap;unicode-range:{SCRIPTS[script]}}}")
    for family, weight, web, reference, locals_ in FALLBACKS:
        font = TTFont(os.path.join(SOURCES, web))
        scale = mean_width(os.path.join(SOURCES, web)) / mean_width(os.path.join(REFERENCE, reference))
        em = font["head"].unitsPerEm * scale
        hhea = font["hhea"]
        sources = ",".join(f'local("{name}")' for name in locals_)
        lines.append(
            f'@font-face{{font-family:"{family} Fallback";src:{sources};font-weight:{weight};'
            f"size-adjust:{percent(scale)};ascent-override:{percent(hhea.ascent / em)};"
            f"descent-override:{percent(-hhea.descent / em)};line-gap-override:{percent(hhea.lineGap / em)};"
            f"unicode-range:{FALLBACK_RANGE}}}")
    return lines


def main():
    check_sources()
    os.makedirs(OUT, exist_ok=True)
    made = set()
    for family, name, weight, style, scripts in FACES:
        source = os.path.join(SOURCES, name)
        cmap = set(TTFont(source).getBestCmap())
        for script in scripts:
            points = cmap & code_points(SCRIPTS[script])
            path = os.path.join(OUT, file_name(family, weight, style, script))
            with open(path, "wb") as out:
                out.write(woff2(source, points))
            made.add(os.path.basename(path))
            print(f"{os.path.relpath(path, ROOT)}: {len(points)} characters, {os.path.getsize(path):,} bytes")
    for licence in LICENCES:
        shutil.copyfile(os.path.join(SOURCES, licence), os.path.join(OUT, licence))
        made.add(licence)
    for stale in sorted(set(os.listdir(OUT)) - made):
        os.remove(os.path.join(OUT, stale))
        print(f"removed {stale}")
    with open(STYLE, encoding="utf-8") as f:
        css = f.read()
    block = BEGIN + "\n" + "\n".join(rules()) + "\n" + END
    pattern = re.compile(re.escape(BEGIN) + r".*?" + re.escape(END), re.S)
    if not pattern.search(css):
        sys.exit(f"{STYLE} has no web fonts block ({BEGIN} … {END})")
    with open(STYLE, "w", encoding="utf-8") as f:
        f.write(pattern.sub(lambda _: block, css))
    print(f"{os.path.relpath(STYLE, ROOT)}: {len(block):,} bytes of @font-face rules")


if __name__ == "__main__":
    main()
