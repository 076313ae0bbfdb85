"""The web fonts: each WOFF2 file the style sheet declares decodes and holds exactly the
characters of its declared unicode-range that its source font (Sources/Site/Resources/Fonts,
the files the share cards are drawn with) has, with the same advance widths; together a
face's files hold every character of its source in the declared scripts. And in Chromium:
headings are set in Caladea and numbers and text in Inter from those files (not a font of the
machine of the same name), while text in a script they lack falls back to the reader's fonts."""

import importlib.util
import re
from pathlib import Path

import pytest
from fontTools.ttLib import TTFont

from test_browser import open_page

ROOT = Path(__file__).resolve().parents[2]
SOURCES = ROOT / "Sources" / "Site" / "Resources" / "Fonts"
FACE = re.compile(r"@font-face\{([^}]*)\}")

# The code points of a unicode-range value, read as the script that writes the rules reads them.
_spec = importlib.util.spec_from_file_location("web_fonts", ROOT / "scripts" / "web-fonts.py")
_web_fonts = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(_web_fonts)
code_points = _web_fonts.code_points


def declared_faces(root):
    """The style sheet's @font-face rules that name a file, as dictionaries of descriptors."""
    css = (root / "assets" / "style.css").read_text(encoding="utf-8")
    faces = []
    for body in FACE.findall(css):
        descriptors = dict(part.split(":", 1) for part in body.split(";") if part)
        if descriptors["src"].startswith("url("):
            descriptors["file"] = root / "assets" / descriptors["src"][4:-1]
            faces.append(descriptors)
    return faces


def source_of(font):
    """The source font a subset was cut from, by its PostScript name (Inter-Bold.otf)."""
    name = font["name"].getDebugName(6)
    return next(SOURCES.glob(f"{name}.*"))


def test_every_web_font_decodes_and_holds_its_declared_range(sites):
    root = sites["sample"].root
    faces = declared_faces(root)
    assert len(faces) > 20
    shipped = {path.name for path in (root / "assets" / "fonts").glob("*.woff2")}
    assert shipped == {face["file"].name for face in faces}, "a font file no rule names, or a rule with no file"
    covered = {}
    for face in faces:
        font = TTFont(face["file"])
        assert font.flavor == "woff2", face["file"].name
        source = TTFont(source_of(font))
        cmap, wanted = font.getBestCmap(), set(source.getBestCmap()) & code_points(face["unicode-range"])
        assert set(cmap) == wanted, f"{face['file'].name}: {sorted(set(cmap) ^ wanted)[:20]}"
        source_cmap = source.getBestCmap()
        for point, glyph in cmap.items():
            assert font["hmtx"][glyph][0] == source["hmtx"][source_cmap[point]][0], f"{face['file'].name} U+{point:04X}"
        key = (face["font-family"], face.get("font-weight", "400"), face.get("font-style", "normal"))
        covered.setdefault(key, (source, set()))[1].update(cmap)
    assert len(covered) == 7, sorted(covered)
    latin = code_points("U+20-7E,U+A0-FF,U+100-17F")
    for key, (source, points) in covered.items():
        assert set(source.getBestCmap()) & latin <= points, key


def platform_fonts(driver, selector):
    """The fonts Chromium drew the first element matching `selector` with."""
    driver.execute_cdp_cmd("DOM.enable", {})
    driver.execute_cdp_cmd("CSS.enable", {})
    root = driver.execute_cdp_cmd("DOM.getDocument", {})["root"]["nodeId"]
    node = driver.execute_cdp_cmd("DOM.querySelector", {"nodeId": root, "selector": selector})["nodeId"]
    assert node, selector
    return driver.execute_cdp_cmd("CSS.getPlatformFontsForNode", {"nodeId": node})["fonts"]


@pytest.mark.parametrize("selector,font", [
    ("main h1", "Caladea-Bold"),
    (".wordmark-story", "Caladea-BoldItalic"),
    (".stat-value", "Inter-ExtraBold"),
    ("main p", "Inter-Regular"),
    (".site-nav a", "Inter-Bold"),
])
def test_pages_draw_with_the_bundled_web_fonts(driver, sites, selector, font):
    open_page(driver, sites["sample"], "index")
    driver.execute_async_script("var done = arguments[0]; document.fonts.ready.then(function () { done(); });")
    used = platform_fonts(driver, selector)
    assert [(f["postScriptName"], f["isCustomFont"]) for f in used] == [(font, True)], used


def test_text_in_a_script_the_fonts_lack_falls_back_to_the_system_fonts(driver, sites):
    site = sites["hard"]
    open_page(driver, site, "day")
    driver.execute_async_script("var done = arguments[0]; document.fonts.ready.then(function () { done(); });")
    arabic = driver.execute_script(
        "var found = Array.from(document.querySelectorAll('.entry-description'))"
        ".filter(function (e) { return /[\\u0600-\\u06ff]/.test(e.textContent); });"
        "if (found.length) { found[0].id = found[0].id || 'arabic-description'; return '#' + found[0].id; } return null;")
    assert arabic, "the hard diary's day page has an Arabic description"
    text = driver.execute_script("return document.querySelector(arguments[0]).textContent", arabic)
    used = platform_fonts(driver, arabic)
    # The letters in a font of the machine; at most the spaces between the words in Caladea.
    system = sum(f["glyphCount"] for f in used if not f["isCustomFont"])
    bundled = sum(f["glyphCount"] for f in used if f["isCustomFont"])
    assert system > 0 and bundled <= text.count(" "), (text, used)
