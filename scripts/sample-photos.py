#!/usr/bin/env python3
"""Makes the built-in sample diary's photos: Sources/Site/Resources/SamplePhotos/<category>.jpg.

One small drawing per meal category (a plate or a cup on a wooden table, seen from above),
drawn here, encoded as a baseline JPEG by libjpeg-turbo's cjpeg, then given the EXIF a phone
writes (camera, software, dates, GPS position, lens, a thumbnail) with exiftool, plus XMP and
a comment on some. Three are stored the way phones store portrait photos: landscape pixels
and an Orientation tag (6 or 8) that turns them upright. A build strips all of it but the
orientation (docs/photos.md).

The output is deterministic. Needs cjpeg (libjpeg-turbo-progs) and exiftool
(libimage-exiftool-perl); run it again only to change the photos, and commit the files.
"""

import math
import os
import shutil
import subprocess
import sys
import tempfile

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
OUT = os.path.join(ROOT, "Sources", "Site", "Resources", "SamplePhotos")
SAMPLES = 3  # anti-aliasing: samples per pixel along each axis


def mix(a, b, t):
    return tuple(a[i] + (b[i] - a[i]) * t for i in range(3))


class Scene:
    """Shapes painted in order over a table; each shape is (inside(x, y), colour(x, y))."""

    def __init__(self, width, height):
        self.width, self.height, self.shapes = width, height, []

    def circle(self, cx, cy, r, colour, shade=0.0):
        """A disc, darker towards its rim by `shade`."""
        def inside(x, y):
            return (x - cx) ** 2 + (y - cy) ** 2 <= r * r

        def paint(x, y):
            d = math.sqrt((x - cx) ** 2 + (y - cy) ** 2) / r
            return mix(colour, (0, 0, 0), shade * d * d)
        self.shapes.append((inside, paint))

    def ellipse(self, cx, cy, rx, ry, angle, colour, shade=0.0):
        c, s = math.cos(angle), math.sin(angle)

        def d(x, y):
            u, v = (x - cx) * c + (y - cy) * s, -(x - cx) * s + (y - cy) * c
            return (u / rx) ** 2 + (v / ry) ** 2

        self.shapes.append((lambda x, y: d(x, y) <= 1, lambda x, y: mix(colour, (0, 0, 0), shade * d(x, y))))

    def triangle(self, points, colour):
        (x1, y1), (x2, y2), (x3, y3) = points

        def inside(x, y):
            a = (x2 - x1) * (y - y1) - (y2 - y1) * (x - x1)
            b = (x3 - x2) * (y - y2) - (y3 - y2) * (x - x2)
            c = (x1 - x3) * (y - y3) - (y1 - y3) * (x - x3)
            return (a >= 0 and b >= 0 and c >= 0) or (a <= 0 and b <= 0 and c <= 0)
        self.shapes.append((inside, lambda x, y: colour))

    def rectangle(self, x0, y0, x1, y1, colour):
        self.shapes.append((lambda x, y: x0 <= x <= x1 and y0 <= y <= y1, lambda x, y: colour))

    @staticmethod
    def table(x, y):
        plank = int(y // 46)
        base = [(146, 101, 66), (137, 94, 60), (153, 108, 71), (141, 97, 63)][plank % 4]
        grain = 0.06 * math.sin(x / 23.0 + plank * 1.7 + 3 * math.sin(y / 31.0))
        seam = 0.35 if y % 46 < 1.5 else 0.0
        return mix(base, (60, 38, 22), max(0.0, grain) + seam)

    def colour(self, x, y):
        for inside, paint in reversed(self.shapes):
            if inside(x, y):
                return paint(x, y)
        return self.table(x, y)

    def pixels(self):
        rows = []
        for py in range(self.height):
            row = []
            for px in range(self.width):
                total = [0.0, 0.0, 0.0]
                for sy in range(SAMPLES):
                    for sx in range(SAMPLES):
                        c = self.colour(px + (sx + 0.5) / SAMPLES, py + (sy + 0.5) / SAMPLES)
                        for i in range(3):
                            total[i] += c[i]
                row.append(tuple(min(255, max(0, round(v / SAMPLES ** 2))) for v in total))
            rows.append(row)
        return rows


WHITE, STEEL, CREAM = (244, 241, 234), (196, 200, 204), (238, 226, 196)


def plate(scene, cx, cy, r, colour=WHITE):
    scene.circle(cx + 4, cy + 5, r, (90, 60, 40))  # shadow
    scene.circle(cx, cy, r, colour, 0.18)
    scene.circle(cx, cy, r * 0.78, mix(colour, (255, 255, 255), 0.3), 0.05)


def bowl(scene, cx, cy, r, food, rim=STEEL):
    scene.circle(cx + 3, cy + 4, r, (90, 60, 40))
    scene.circle(cx, cy, r, rim, 0.25)
    scene.circle(cx, cy, r * 0.8, food, 0.3)


def breakfast():  # masala dosa with coconut chutney and sambar, portrait
    s = Scene(240, 320)
    plate(s, 118, 138, 104)
    s.ellipse(112, 140, 86, 30, 1.25, (214, 150, 58), 0.45)
    s.ellipse(112, 140, 70, 18, 1.25, (232, 178, 84), 0.2)
    bowl(s, 62, 280, 34, (236, 232, 214))
    bowl(s, 180, 282, 32, (196, 96, 38))
    return s


def lunch():  # a thali: rice, dal, sabzi, curd, roti
    s = Scene(320, 240)
    plate(s, 160, 120, 112, STEEL)
    s.circle(160, 140, 38, (250, 248, 240), 0.12)  # rice
    bowl(s, 98, 78, 28, (226, 170, 40))  # dal
    bowl(s, 160, 52, 26, (176, 68, 36))  # curry
    bowl(s, 222, 78, 28, (240, 240, 230))  # curd
    s.ellipse(226, 158, 40, 30, 0.5, (214, 168, 104), 0.3)  # roti
    bowl(s, 96, 164, 26, (92, 140, 52))  # sabzi
    return s


def snack():  # samosas with green and tamarind chutney
    s = Scene(320, 240)
    plate(s, 160, 122, 100)
    for (x, y, a) in [(120, 100, 0.2), (196, 96, -0.4), (158, 160, 1.1)]:
        pts = [(x + 38 * math.cos(a + k * 2.094), y + 38 * math.sin(a + k * 2.094)) for k in range(3)]
        s.triangle(pts, (206, 142, 56))
        inner = [(x + 26 * math.cos(a + k * 2.094), y + 26 * math.sin(a + k * 2.094)) for k in range(3)]
        s.triangle(inner, (224, 164, 74))
    s.circle(262, 194, 22, (70, 130, 50), 0.3)
    s.circle(58, 196, 22, (110, 50, 30), 0.3)
    return s


def dinner():  # paneer tikka masala with naan
    s = Scene(320, 240)
    bowl(s, 118, 120, 84, (206, 96, 40), (60, 60, 64))
    for (x, y) in [(96, 100), (132, 94), (110, 138), (146, 130), (84, 128)]:
        s.rectangle(x - 9, y - 9, x + 9, y + 9, (244, 226, 190))
    s.ellipse(250, 126, 54, 92, 0.15, (222, 178, 112), 0.35)
    for (x, y) in [(240, 80), (262, 120), (244, 160), (258, 190), (236, 112)]:
        s.circle(x, y, 6, (150, 96, 48))
    return s


def dessert():  # kheer with pistachios, portrait
    s = Scene(240, 320)
    bowl(s, 120, 150, 92, CREAM, (210, 196, 160))
    for k in range(9):
        a = k * 0.7
        s.ellipse(120 + 40 * math.cos(a) * (k % 3) / 2, 150 + 40 * math.sin(a) * (k % 3) / 2, 7, 3, a,
                  (120, 160, 60))
    s.ellipse(120, 280, 60, 10, 0, (200, 200, 206))  # spoon
    return s


def beverage():  # masala chai in a cup on a saucer, portrait
    s = Scene(240, 320)
    s.circle(124, 166, 92, (90, 60, 40))
    s.circle(120, 160, 92, WHITE, 0.2)
    s.circle(120, 160, 62, (250, 250, 248), 0.1)
    s.circle(120, 160, 52, (176, 120, 76), 0.4)
    s.ellipse(190, 160, 22, 10, 0, WHITE, 0.2)
    s.circle(60, 278, 14, (230, 200, 150), 0.3)  # a biscuit
    return s


PHOTOS = [
    # name, scene, orientation, when taken (local), GPS (lat, lon), extras
    ("breakfast", breakfast, 6, "2026:03:02 08:20:00", (12.9716, 77.5946), {"Comment": "sunday dosa"}),
    ("lunch", lunch, 1, "2026:03:03 13:05:00", (12.9352, 77.6245), {"XMP-dc:Creator": "the diarist"}),
    ("snack", snack, 1, "2026:03:04 16:40:00", (12.9784, 77.6408), {}),
    ("dinner", dinner, 1, "2026:03:05 20:15:00", (12.9141, 77.6101), {"XMP-photoshop:City": "Bengaluru"}),
    ("dessert", dessert, 8, "2026:03:06 21:30:00", (12.9716, 77.5946), {}),
    ("beverage", beverage, 6, "2026:03:07 10:45:00", (12.9719, 77.6412), {}),
]


def stored(rows, orientation):
    """The pixels a phone stores for an upright picture `rows` shown with `orientation`:
    6 is shown turned 90° clockwise, so it is stored turned 90° counter-clockwise; 8 the
    other way round."""
    height, width = len(rows), len(rows[0])
    if orientation == 6:
        return [[rows[c][width - 1 - r] for c in range(height)] for r in range(width)]
    if orientation == 8:
        return [[rows[height - 1 - c][r] for c in range(height)] for r in range(width)]
    return rows


def write_ppm(path, rows):
    with open(path, "wb") as f:
        f.write(f"P6\n{len(rows[0])} {len(rows)}\n255\n".encode())
        f.write(bytes(v for row in rows for pixel in row for v in pixel))


def shrink(rows, factor):
    return [[rows[y][x] for x in range(0, len(rows[0]), factor)] for y in range(0, len(rows), factor)]


def main():
    for tool in ("cjpeg", "exiftool"):
        if not shutil.which(tool):
            sys.exit(f"{tool} is missing: apt-get install libjpeg-turbo-progs libimage-exiftool-perl")
    os.makedirs(OUT, exist_ok=True)
    with tempfile.TemporaryDirectory() as work:
        for name, scene, orientation, taken, (lat, lon), extras in PHOTOS:
            rows = stored(scene().pixels(), orientation)
            ppm, thumb_ppm = os.path.join(work, "photo.ppm"), os.path.join(work, "thumb.ppm")
            jpeg, thumb = os.path.join(OUT, f"{name}.jpg"), os.path.join(work, "thumb.jpg")
            write_ppm(ppm, rows)
            write_ppm(thumb_ppm, shrink(rows, 4))
            subprocess.run(["cjpeg", "-quality", "70", "-optimize", "-outfile", jpeg, ppm], check=True)
            subprocess.run(["cjpeg", "-quality", "60", "-outfile", thumb, thumb_ppm], check=True)
            tags = {
                "Make": "Apple", "Model": "iPhone 15", "Software": "17.4.1", "Orientation": str(orientation),
                "DateTimeOriginal": taken, "CreateDate": taken, "ModifyDate": taken, "OffsetTimeOriginal": "+05:30",
                "GPSLatitude": str(lat), "GPSLatitudeRef": "N", "GPSLongitude": str(lon), "GPSLongitudeRef": "E",
                "GPSAltitude": "920", "LensModel": "iPhone 15 back dual wide camera 6.86mm f/1.6", **extras,
            }
            arguments = ["exiftool", "-q", "-overwrite_original", "-n", f"-ThumbnailImage<={thumb}"]
            arguments += [f"-{key}={value}" for key, value in tags.items()]
            subprocess.run(arguments + [jpeg], check=True)
            print(f"{jpeg}: {os.path.getsize(jpeg)} bytes, orientation {orientation}")


if __name__ == "__main__":
    main()
