"""Screenshots compared with a reviewed reference, with a tolerance.

A reference is the screenshot made grey and shrunk 8 times each way (each of its pixels the
mean of an 8×8 block), committed as a small PNG in Tests/Browser/references/SITE/NAME.png: a
reviewer sees it in the diff as a picture. Shrinking averages away what differs between
machines (anti-aliasing, a font's hinting) and keeps what a person sees: the layout, the blocks
of text, the charts, the colours' lightness. Two pictures match when they are the same size
and at most MAX_CHANGED of their blocks differ by more than BLOCK_TOLERANCE grey levels.

FOODSTORY_UPDATE_SCREENSHOTS=1 writes the references from the screenshots taken (then read
them in the diff: `scripts/golden-changes` lists them with the golden files).
"""

import os
import re
import subprocess
import tempfile
from pathlib import Path

REFERENCES = Path(__file__).resolve().parent / "references"
SHRINK = 8
BLOCK_TOLERANCE = 24  # grey levels of 255, for one 8×8 block's mean
MAX_CHANGED = 0.01  # of the blocks


def grey_blocks(png):
    """`png` made grey and shrunk SHRINK times each way (a reference is shrunk already when
    `shrink` is 1): (width, height, bytes)."""
    with tempfile.TemporaryDirectory() as folder:
        grey, one, small = (str(Path(folder) / name) for name in ("grey.v", "one.v", "small.pgm"))
        subprocess.run(["vips", "colourspace", str(png), grey, "b-w"], check=True)
        subprocess.run(["vips", "extract_band", grey, one, "0"], check=True)
        factor = 1 if Path(png).is_relative_to(REFERENCES) else SHRINK
        subprocess.run(["vips", "shrink", one, small, str(factor), str(factor)], check=True)
        data = Path(small).read_bytes()
    # P5, comments, width, height, maximum, one white-space byte, then the pixels.
    header = re.match(rb"P5\s+(?:#[^\n]*\n\s*)*(\d+)\s+(\d+)\s+(\d+)\s", data)
    width, height = int(header.group(1)), int(header.group(2))
    pixels = data[header.end():]
    assert len(pixels) == width * height, f"{png}: {len(pixels)} bytes for {width}×{height}"
    return width, height, pixels


def write_reference(screenshot, reference):
    """Writes `screenshot`, grey and shrunk, as the PNG `reference`."""
    reference.parent.mkdir(parents=True, exist_ok=True)
    with tempfile.TemporaryDirectory() as folder:
        grey, one = (str(Path(folder) / name) for name in ("grey.v", "one.v"))
        subprocess.run(["vips", "colourspace", str(screenshot), grey, "b-w"], check=True)
        subprocess.run(["vips", "extract_band", grey, one, "0"], check=True)
        subprocess.run(["vips", "shrink", one, f"{reference}[compression=9,strip]", str(SHRINK), str(SHRINK)],
                       check=True)


def difference(screenshot, reference):
    """None when `screenshot` matches `reference`; else what differs, in words."""
    shot = grey_blocks(screenshot)
    kept = grey_blocks(reference)
    if shot[:2] != kept[:2]:
        return f"{shot[0]}×{shot[1]} blocks, the reference {kept[0]}×{kept[1]}"
    changed = sum(1 for a, b in zip(shot[2], kept[2]) if abs(a - b) > BLOCK_TOLERANCE)
    share = changed / len(shot[2])
    if share <= MAX_CHANGED:
        return None
    return (f"{changed} of {len(shot[2])} blocks ({share:.1%}) differ by more than {BLOCK_TOLERANCE} grey levels "
            f"(at most {MAX_CHANGED:.0%} may)")


def check(screenshot, site, name):
    """Compares `screenshot` with its reference (or writes the reference, when asked): None
    when it matches, else why not."""
    reference = REFERENCES / site / f"{name}.png"
    if os.environ.get("FOODSTORY_UPDATE_SCREENSHOTS") == "1":
        write_reference(screenshot, reference)
        return None
    if not reference.exists():
        return f"no reference {reference.relative_to(REFERENCES.parent.parent.parent)}; " \
            "run with FOODSTORY_UPDATE_SCREENSHOTS=1 and review it"
    return difference(screenshot, reference)
