"""Phone-sized photos made in code for the benchmarks and the site suite, with libvips's command
line (`vips`, Debian's libvips-tools): a few scenes of layered noise (blotches, a table top's grain,
fine sensor noise), each photo a window of one of them at its own place, stored as a phone stores
it: 4032×3024 JPEG at quality 92, and every third one turned on its side with EXIF saying
Orientation 6 and a GPS position, as a phone holds a portrait photo.

make(folder, count) writes IMG_0001.JPG … into `folder` (kept when they are there already) and
returns their paths.
"""

import os
import random
import struct
import subprocess
import tempfile
from concurrent.futures import ThreadPoolExecutor

WIDTH, HEIGHT = 4032, 3024
# A scene is larger than a photo: each photo is a window of it, somewhere else.
MARGIN = 480
SCENES = 6
# The colour of each scene's lightest and darkest parts: wood, a cloth, a tray, tiles, slate, paper.
TINTS = [((1.0, 0.8, 0.6), (150, 110, 80)), ((0.9, 0.5, 0.4), (170, 70, 60)), ((0.6, 0.7, 0.9), (90, 110, 140)),
         ((0.8, 0.9, 0.7), (140, 150, 120)), ((0.5, 0.5, 0.55), (70, 72, 80)), ((1.0, 0.95, 0.85), (200, 190, 170))]


def _vips(*args):
    # A negative number is written after a space, so that it is not read as an option.
    words = [f" {arg}" if isinstance(arg, (int, float)) and arg < 0 else str(arg) for arg in args]
    subprocess.run(["vips", *words], check=True, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)


def _scene(path, number, work):
    """One scene: coarse blotches, mid-sized grain and fine noise, in one scene's colours."""
    width, height = WIDTH + MARGIN, HEIGHT + MARGIN
    part = lambda name: os.path.join(work, f"{number}-{name}.v")
    _vips("perlin", part("coarse"), width, height, "--cell-size", 700, "--seed", 10 * number + 1, "--uchar")
    _vips("perlin", part("grain"), width, height, "--cell-size", 48, "--seed", 10 * number + 2, "--uchar")
    _vips("gaussnoise", part("noise"), width, height, "--sigma", 6, "--mean", 0)
    _vips("linear", part("grain"), part("grain2"), 0.45, 0)
    _vips("sum", " ".join(part(name) for name in ("coarse", "grain2", "noise")), part("light"))
    (red, green, blue), (r0, g0, b0) = TINTS[number % len(TINTS)]
    for band, (scale, offset) in zip("rgb", ((red, r0), (green, g0), (blue, b0))):
        # Around the scene's colour: the layers add up to about 185 on average.
        _vips("linear", part("light"), part(band), 0.9 * scale, offset - 0.9 * 185 * scale)
    _vips("bandjoin", " ".join(part(band) for band in "rgb"), part("rgb"))
    _vips("cast", part("rgb"), path, "uchar")
    for name in ("coarse", "grain", "noise", "grain2", "light", "r", "g", "b", "rgb"):
        os.remove(part(name))


def _ifd(entries, offset):
    """A big-endian TIFF IFD at `offset` of (tag, type, count, value bytes) entries, then no next
    IFD, then the values longer than four bytes, which the entries point to."""
    out, data = struct.pack(">H", len(entries)), b""
    data_offset = offset + 2 + 12 * len(entries) + 4
    for tag, kind, count, value in entries:
        if len(value) <= 4:
            out += struct.pack(">HHI", tag, kind, count) + value.ljust(4, b"\0")
        else:
            out += struct.pack(">HHII", tag, kind, count, data_offset + len(data))
            data += value
    return out + b"\0\0\0\0" + data


def exif_segment(orientation, latitude, longitude):
    """A JPEG APP1 segment holding EXIF with `orientation` and a GPS position (degrees)."""
    def rationals(degrees):
        minutes, seconds = divmod(abs(degrees) * 3600, 60)
        return struct.pack(">6I", int(minutes // 60), 1, int(minutes % 60), 1, int(seconds * 100), 100)

    gps_offset = 8 + 2 + 2 * 12 + 4
    ifd0 = _ifd([(0x0112, 3, 1, struct.pack(">H", orientation)), (0x8825, 4, 1, struct.pack(">I", gps_offset))], 8)
    gps = _ifd([(0x0001, 2, 2, b"N\0" if latitude >= 0 else b"S\0"), (0x0002, 5, 3, rationals(latitude)),
                (0x0003, 2, 2, b"E\0" if longitude >= 0 else b"W\0"), (0x0004, 5, 3, rationals(longitude))],
               gps_offset)
    payload = b"Exif\0\0" + b"MM\0\x2a" + struct.pack(">I", 8) + ifd0 + gps
    return b"\xff\xe1" + struct.pack(">H", len(payload) + 2) + payload


def _photo(scenes, index, path, rng):
    scene = scenes[index % len(scenes)]
    left, top = rng.randrange(MARGIN), rng.randrange(MARGIN)
    portrait = index % 3 == 0
    with tempfile.TemporaryDirectory() as work:
        # A portrait photo's pixels are stored on their side too: 4032×3024, turned by its tag.
        stored = os.path.join(work, "stored.jpg")
        _vips("crop", scene, stored + "[Q=92]", left, top, WIDTH, HEIGHT)
        with open(stored, "rb") as handle:
            data = handle.read()
    if portrait:
        data = data[:2] + exif_segment(6, 48.8566 + index / 1000, 2.3522 - index / 1000) + data[2:]
    with open(path + ".part", "wb") as handle:
        handle.write(data)
    os.replace(path + ".part", path)


def make(folder, count, cores=os.cpu_count() or 1):
    """`count` phone photos in `folder` (IMG_0001.JPG …), made unless already there."""
    os.makedirs(folder, exist_ok=True)
    paths = [os.path.join(folder, f"IMG_{index + 1:04d}.JPG") for index in range(count)]
    missing = [index for index, path in enumerate(paths) if not os.path.exists(path)]
    if not missing:
        return paths
    with tempfile.TemporaryDirectory(dir=folder) as work:
        scenes = [os.path.join(work, f"scene-{number}.v") for number in range(min(SCENES, count))]
        with ThreadPoolExecutor(cores) as pool:
            list(pool.map(lambda item: _scene(item[1], item[0], work), enumerate(scenes)))
            list(pool.map(lambda index: _photo(scenes, index, paths[index], random.Random(index)), missing))
    return paths
