"""Check 5: the week page printed by Chromium is one page on A4 and one on Letter, and the
printed text is dark on light."""

import base64
import re
import subprocess

import pytest

from conftest import WORK

PAPER = {"A4": (8.27, 11.69), "Letter": (8.5, 11.0)}


def print_pdf(driver, site, paper):
    width, height = PAPER[paper]
    driver.get(site.url(site.pages()["week"]))
    pdf = driver.execute_cdp_cmd("Page.printToPDF", {
        "paperWidth": width, "paperHeight": height, "printBackground": True, "preferCSSPageSize": False})
    path = WORK / "print" / f"{site.name}-week-{paper}.pdf"
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_bytes(base64.b64decode(pdf["data"]))
    return path


def luminance_of_page(pdf):
    """The mean and the darkest 1% grey level (0-255) of the first page, rendered at 40 dpi."""
    pgm = subprocess.run(["pdftoppm", "-gray", "-r", "40", "-f", "1", "-l", "1", str(pdf)],
                         capture_output=True, check=True).stdout
    header = re.match(rb"P5\s+(\d+)\s+(\d+)\s+(\d+)\s", pgm)
    pixels = sorted(pgm[header.end():])
    return sum(pixels) / len(pixels), pixels[len(pixels) // 100]


@pytest.mark.parametrize("paper", ["A4", "Letter"])
@pytest.mark.parametrize("site_name", ["sample", "hard"])
def test_week_prints_on_exactly_one_page_dark_on_light(driver, sites, site_name, paper):
    pdf = print_pdf(driver, sites[site_name], paper)
    info = subprocess.run(["pdfinfo", str(pdf)], capture_output=True, text=True, check=True).stdout
    pages = int(re.search(r"^Pages:\s+(\d+)", info, re.M).group(1))
    assert pages == 1, f"the week prints on {pages} pages on {paper} ({pdf})"
    size = re.search(r"^Page size:\s+([\d.]+) x ([\d.]+) pts", info, re.M)
    expected = [v * 72 for v in PAPER[paper]]
    assert abs(float(size.group(1)) - expected[0]) < 2 and abs(float(size.group(2)) - expected[1]) < 2, info
    text = subprocess.run(["pdftotext", str(pdf), "-"], capture_output=True, text=True, check=True).stdout
    assert "Week" in text or "week" in text, f"no recap text in the PDF: {text[:500]!r}"
    mean, dark = luminance_of_page(pdf)
    assert mean > 200, f"the printed page is not light: mean grey level {mean:.0f} of 255"
    assert dark < 90, f"no dark text on the printed page: darkest 1% at {dark} of 255"


@pytest.mark.parametrize("site_name", ["sample", "hard"])
def test_printed_text_is_dark_on_light(driver, sites, site_name):
    """Under print emulation every visible HTML text is dark and sits on a light page."""
    site = sites[site_name]
    driver.get(site.url(site.pages()["week"]))
    driver.execute_cdp_cmd("Emulation.setEmulatedMedia", {"media": "print"})
    try:
        light = driver.execute_script("""
            function lum(c) { var m = c.match(/[\\d.]+/g).map(Number);
              return (0.2126 * m[0] + 0.7152 * m[1] + 0.0722 * m[2]) / 255; }
            var bad = [];
            var bg = getComputedStyle(document.body).backgroundColor;
            if (lum(bg) < 0.9) bad.push('body background ' + bg);
            var walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
            while (walker.nextNode()) {
              var node = walker.currentNode, el = node.parentElement;
              if (!node.textContent.trim() || el.closest('svg')) continue;
              if (!el.getClientRects().length) continue;
              var color = getComputedStyle(el).color;
              if (lum(color) > 0.45) bad.push(el.tagName + '.' + el.className + ' ' + color + ': ' + node.textContent.trim().slice(0, 40));
            }
            return bad;""")
    finally:
        driver.execute_cdp_cmd("Emulation.setEmulatedMedia", {"media": ""})
    assert not light, "text that is not dark in print:\n" + "\n".join(light[:20])
