"""Check 5: the week page printed by Chromium is one page on A4 and one on Letter, the printed
text is dark on light, its charts print on white with legible text, as every chart of the
year, month and printed pages does; a printed year is a cover and then one page per week."""

import base64
import html
import re
import subprocess
import unicodedata

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
    """The mean and the darkest 1% grey level (0-255) of the first page, rendered at 100 dpi:
    fine enough that text, not a blur of it, is what is dark (charts print on white, so text is
    the page's only ink)."""
    pgm = subprocess.run(["pdftoppm", "-gray", "-r", "100", "-f", "1", "-l", "1", str(pdf)],
                         capture_output=True, check=True).stdout
    header = re.match(rb"P5\s+(\d+)\s+(\d+)\s+(\d+)\s", pgm)
    pixels = sorted(pgm[header.end():])
    return sum(pixels) / len(pixels), pixels[len(pixels) // 100]


WEEK_SECTIONS = ["The numbers", "Top food", "Categories", "Consistency"]
WEEKDAYS = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"]

# Text of a right-to-left script: PDF text extraction gives it in visual order, not as typed.
RIGHT_TO_LEFT = re.compile("[\u0590-\u08ff\ufb1d-\ufdff\ufe70-\ufeff]")


def squeezed(text):
    """`text` in compatibility form (ligatures as letters) without white space: a line broken
    anywhere on paper is the same text."""
    return re.sub(r"\s+", "", unicodedata.normalize("NFKC", text))


def printed_blocks(driver, site):
    """The text of each heading, paragraph, list item and table cell of the week page that is
    shown under print emulation (outside the charts, whose words the chart test reads), in the
    order of the page, as the browser renders it (text-transform applied)."""
    driver.get(site.url(site.pages()["week"]))
    driver.execute_cdp_cmd("Emulation.setEmulatedMedia", {"media": "print"})
    try:
        blocks = driver.execute_script("""
            return Array.from(document.body.querySelectorAll('h1, h2, h3, p, li, td, th, figcaption'))
              .filter(e => !e.closest('svg') && e.getClientRects().length && e.innerText.trim())
              .map(e => e.innerText.trim());""")
    finally:
        driver.execute_cdp_cmd("Emulation.setEmulatedMedia", {"media": ""})
    return [block for block in blocks if not RIGHT_TO_LEFT.search(block)]


@pytest.mark.parametrize("paper", ["A4", "Letter"])
@pytest.mark.parametrize("site_name", ["sample", "hard", "goals"])
def test_week_prints_on_exactly_one_page_dark_on_light(driver, sites, site_name, paper):
    pdf = print_pdf(driver, sites[site_name], paper)
    info = subprocess.run(["pdfinfo", str(pdf)], capture_output=True, text=True, check=True).stdout
    pages = int(re.search(r"^Pages:\s+(\d+)", info, re.M).group(1))
    assert pages == 1, f"the week prints on {pages} pages on {paper} ({pdf})"
    size = re.search(r"^Page size:\s+([\d.]+) x ([\d.]+) pts", info, re.M)
    expected = [v * 72 for v in PAPER[paper]]
    assert abs(float(size.group(1)) - expected[0]) < 2 and abs(float(size.group(2)) - expected[1]) < 2, info
    # In the order it was drawn (-raw): a goal's line wrapped in the two-column list is not read
    # across into the other column's line beside it.
    text = subprocess.run(["pdftotext", "-raw", str(pdf), "-"], capture_output=True, text=True, check=True).stdout
    blocks = printed_blocks(driver, sites[site_name])
    # The week's headline, then its dates: the page read, not another.
    week = sites[site_name].week.removesuffix(".html")
    assert len(blocks) > 5 and blocks[1].startswith(f"Week {week} · "), blocks
    # Its sections and its seven days, each with its count of entries, are on paper.
    assert [b for b in blocks if b in WEEK_SECTIONS] == WEEK_SECTIONS, blocks
    if site_name == "goals":  # and its goals, each on a line of its own
        goals = [b for b in blocks if re.match(r"[^:]+: (Kept|Missed|Not counted)", b)]
        assert "Goals" in blocks and len(goals) == 4, blocks
    days = [b.split(",")[0] for b in blocks if re.fullmatch(r"\w+day, \d+ \w+ \d{4}: \d+ entr(y|ies)", b)]
    assert days == WEEKDAYS, blocks
    printed = squeezed(text)
    missing = [block for block in blocks if squeezed(block) not in printed]
    assert missing == [], f"text of the week page missing from its print on {paper} ({pdf}): {missing}"
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


PRINTABLE_WIDTH_PX = {paper: round((size[0] * 25.4 - 24) / 25.4 * 96) for paper, size in PAPER.items()}  # @page margin 12mm


def print_to_pdf(driver, site, page, paper, name):
    """`page` of `site` printed by Chromium on `paper`, saved as .build/site-tests/print/`name`."""
    width, height = PAPER[paper]
    driver.get(site.url(page))
    pdf = driver.execute_cdp_cmd("Page.printToPDF", {
        "paperWidth": width, "paperHeight": height, "printBackground": True, "preferCSSPageSize": False})
    path = WORK / "print" / name
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_bytes(base64.b64decode(pdf["data"]))
    return path


def page_count(pdf):
    info = subprocess.run(["pdfinfo", str(pdf)], capture_output=True, text=True, check=True).stdout
    return int(re.search(r"^Pages:\s+(\d+)", info, re.M).group(1))


def words(pdf, page=1, last=None):
    """The words printed on a page (or on the pages `page` to `last`), each as (text, size in
    points): the size its font is set at, the smallest of its letters', read from the PDF's
    text by pdfminer (a word box's height would depend on the font's own metrics)."""
    import logging

    from pdfminer.high_level import extract_pages
    logging.getLogger("pdfminer").setLevel(logging.ERROR)
    from pdfminer.layout import LTChar, LTTextContainer, LTTextLine

    found = []

    def lines(item):
        if isinstance(item, LTTextLine):
            yield item
        elif isinstance(item, LTTextContainer) or hasattr(item, "__iter__"):
            for child in item:
                yield from lines(child)

    for layout in extract_pages(str(pdf), page_numbers=range(page - 1, last or page)):
        for line in lines(layout):
            text, sizes = "", []
            for char in list(line) + [None]:
                if isinstance(char, LTChar) and not char.get_text().isspace():
                    text += char.get_text()
                    sizes.append(char.size)
                elif text:
                    found.append((text, min(sizes)))
                    text, sizes = "", []
    return found


def grey_page(pdf, page, dpi):
    """The page rendered in grey at `dpi`: (width, height, bytes)."""
    pgm = subprocess.run(["pdftoppm", "-gray", "-r", str(dpi), "-f", str(page), "-l", str(page), str(pdf)],
                         capture_output=True, check=True).stdout
    header = re.match(rb"P5\s+(\d+)\s+(\d+)\s+(\d+)\s", pgm)
    return int(header.group(1)), int(header.group(2)), pgm[header.end():]


def largest_dark_block(width, height, pixels, threshold=50):
    """The area in pixels of the largest 4-connected block of pixels darker than `threshold`."""
    seen = bytearray(width * height)
    largest = 0
    for start in range(width * height):
        if seen[start] or pixels[start] >= threshold:
            continue
        seen[start], stack, size = 1, [start], 0
        while stack:
            index = stack.pop()
            size += 1
            x, y = index % width, index // width
            for nx, ny in ((x - 1, y), (x + 1, y), (x, y - 1), (x, y + 1)):
                if 0 <= nx < width and 0 <= ny < height:
                    other = ny * width + nx
                    if not seen[other] and pixels[other] < threshold:
                        seen[other] = 1
                        stack.append(other)
        largest = max(largest, size)
    return largest


def printed_charts(driver, site, page, paper):
    """Under print emulation at the paper's printable width: each chart's rendered size in CSS
    pixels and background, the words of its visible texts, and the size in points of the
    days list's text (to read the PDF's word boxes against)."""
    driver.get(site.url(page))
    driver.execute_cdp_cmd("Emulation.setEmulatedMedia", {"media": "print"})
    driver.execute_cdp_cmd("Emulation.setDeviceMetricsOverride", {
        "width": PRINTABLE_WIDTH_PX[paper], "height": 1000, "deviceScaleFactor": 1, "mobile": False})
    try:
        return driver.execute_script("""
            var charts = Array.from(document.querySelectorAll('.chart-svg')).map(function (box) {
              var rect = box.getBoundingClientRect();
              var texts = Array.from(box.querySelectorAll('svg text')).filter(function (t) {
                return t.getClientRects().length; }).map(function (t) { return t.textContent; });
              return {width: rect.width, height: rect.height, texts: texts,
                      background: getComputedStyle(box).backgroundColor};
            });
            var li = document.querySelector('main li');
            return {charts: charts, bodyPt: parseFloat(getComputedStyle(li).fontSize) * 0.75};""")
    finally:
        driver.execute_cdp_cmd("Emulation.clearDeviceMetricsOverride", {})
        driver.execute_cdp_cmd("Emulation.setEmulatedMedia", {"media": ""})


@pytest.mark.parametrize("paper", ["A4", "Letter"])
@pytest.mark.parametrize("site_name", ["sample", "hard"])
def test_printed_week_charts_are_on_white_and_their_text_is_legible(driver, sites, site_name, paper):
    """The week's charts print on white (no dark block larger than 2% of the smallest chart),
    and every printed word, the charts' own included, is at least 8 pt."""
    site = sites[site_name]
    page = site.pages()["week"]
    layout = printed_charts(driver, site, page, paper)
    charts = layout["charts"]
    assert len(charts) == 2, charts
    for chart in charts:
        assert chart["background"] in ("rgba(0, 0, 0, 0)", "rgb(255, 255, 255)"), chart["background"]
    pdf = print_to_pdf(driver, site, page, paper, f"{site.name}-week-{paper}.pdf")
    assert page_count(pdf) == 1
    dpi = 50
    width, height, pixels = grey_page(pdf, 1, dpi)
    smallest_chart = min(c["width"] * c["height"] for c in charts) * (dpi / 96) ** 2
    dark = largest_dark_block(width, height, pixels)
    assert dark < 0.02 * smallest_chart, (
        f"a dark block of {dark} px on the printed week, the smallest chart is {smallest_chart:.0f} px ({pdf})")
    printed = words(pdf)
    # The days list is printed at the size the style sheet sets.
    days = [size for text, size in printed if text in ("Monday,", "Tuesday,", "Wednesday,")]
    assert days, "the days list is not printed"
    assert any(abs(size - layout["bodyPt"]) < 0.05 for size in days), (days, layout["bodyPt"])
    scale = 1
    sizes = {text: h / scale for text, h in printed}
    chart_words = {word for chart in charts for text in chart["texts"] for word in text.split()}
    missing = sorted(chart_words - sizes.keys())
    assert not missing, f"chart text missing from the PDF: {missing}"
    smallest = min(printed, key=lambda item: item[1])
    assert smallest[1] / scale >= 7.95, f"the smallest printed text is {smallest[1] / scale:.1f} pt: {smallest[0]!r}"
    chart_sizes = [h / scale for text, h in printed if text in chart_words]
    assert min(chart_sizes) >= 7.95, f"chart text printed at {min(chart_sizes):.1f} pt"


def printed_page_charts(driver, site, page, paper):
    """Under print emulation at the paper's printable width: the words of each chart's visible
    texts, and the words and size in points of the page's first paragraph of body text (to read
    the PDF's word boxes against)."""
    driver.get(site.url(page))
    driver.execute_cdp_cmd("Emulation.setEmulatedMedia", {"media": "print"})
    driver.execute_cdp_cmd("Emulation.setDeviceMetricsOverride", {
        "width": PRINTABLE_WIDTH_PX[paper], "height": 1000, "deviceScaleFactor": 1, "mobile": False})
    try:
        return driver.execute_script("""
            var charts = Array.from(document.querySelectorAll('.chart-svg')).map(function (box) {
              return {id: box.querySelector('svg').id, texts: Array.from(box.querySelectorAll('svg text')).filter(
                function (t) { return t.getClientRects().length; }).map(function (t) { return t.textContent; })};
            });
            var p = Array.from(document.querySelectorAll('main p')).find(function (p) {
              return !p.closest('figure, .stats') && p.getClientRects().length && p.textContent.trim(); });
            return {charts: charts, reference: p.textContent.split(/\\s+/).filter(Boolean),
                    referencePt: parseFloat(getComputedStyle(p).fontSize) * 0.75};""")
    finally:
        driver.execute_cdp_cmd("Emulation.clearDeviceMetricsOverride", {})
        driver.execute_cdp_cmd("Emulation.setEmulatedMedia", {"media": ""})


def period_pages(site):
    """The year, month, printed year and printed month of the site's last week, by name."""
    year = site.week[:4]  # e.g. 2026-W47.html
    months = sorted(p.stem for p in (site.root / "print").glob(f"{year}-*.html"))
    assert months, f"no printed month in {year}"
    return {"year": f"year/{year}.html", "month": f"month/{months[-1]}.html", "print-year": f"print/{year}.html",
            "print-month": f"print/{months[-1]}.html"}


@pytest.mark.parametrize("paper", ["A4", "Letter"])
@pytest.mark.parametrize("kind", ["year", "month", "print-year", "print-month"])
@pytest.mark.parametrize("site_name", ["sample", "hard", "goals"])
def test_every_printed_chart_has_text_of_at_least_8pt(driver, sites, site_name, kind, paper):
    """Every chart of the year and month pages and of the printed year and month (the cover's
    heatmap, categories and top foods, and each week's charts) prints its smallest text at 8 pt
    or more, read from the PDF's text."""
    site = sites[site_name]
    page = period_pages(site)[kind]
    layout = printed_page_charts(driver, site, page, paper)
    assert layout["charts"], f"no chart on {page}"
    pdf = print_to_pdf(driver, site, page, paper, f"{site.name}-{kind}-{paper}.pdf")
    printed = words(pdf, 1, page_count(pdf))
    # The first paragraph is printed at the size the style sheet sets.
    reference = [size for text, size in printed if text in set(layout["reference"])]
    assert reference, f"the first paragraph of {page} is not printed: {layout['reference']}"
    # (Its words may be printed elsewhere at other sizes too.)
    assert any(abs(size - layout["referencePt"]) < 0.05 for size in reference), (reference, layout["referencePt"])
    scale = 1
    smallest = {}
    for text, h in printed:
        smallest[text] = min(h / scale, smallest.get(text, h / scale))
    for chart in layout["charts"]:
        chart_words = {word for text in chart["texts"] for word in text.split()}
        assert chart_words, f"chart {chart['id']} of {page} prints no text"
        missing = sorted(chart_words - smallest.keys())
        assert not missing, f"chart {chart['id']} text missing from the PDF of {page}: {missing}"
        word = min(chart_words, key=lambda w: smallest[w])
        assert smallest[word] >= 7.95, (
            f"chart {chart['id']} of {page} prints {word!r} at {smallest[word]:.1f} pt on {paper} ({pdf})")


def headline_of(page_file):
    text = page_file.read_text(encoding="utf-8")
    return html.unescape(re.search(r"<h1>(.*?)</h1>", text, re.S).group(1))


@pytest.mark.parametrize("site_name", ["sample", "hard"])
def test_printed_year_is_a_cover_then_one_page_per_week(driver, sites, site_name):
    """print/2026.html prints on 1 + (weeks of 2026 with entries) A4 pages: the cover, then
    each week's label and headline at the top of its own page, in order."""
    site = sites[site_name]
    weeks = sorted(p for p in (site.root / "week").glob("2026-W*.html"))
    assert weeks, "no weeks in 2026"
    year_page = (site.root / "year" / "2026.html").read_text(encoding="utf-8")
    assert '<a href="../print/2026.html">Print the year</a>' in year_page
    pdf = print_to_pdf(driver, site, "print/2026.html", "A4", f"{site.name}-print-2026-A4.pdf")
    assert page_count(pdf) == 1 + len(weeks), f"{page_count(pdf)} pages for {len(weeks)} weeks ({pdf})"

    def page_text(number):
        out = subprocess.run(["pdftotext", "-f", str(number), "-l", str(number), str(pdf), "-"],
                             capture_output=True, text=True, check=True).stdout
        return " ".join(out.split())

    cover = page_text(1)
    assert "2026: the year in weekly recaps" in cover and "Week 2026-W" not in cover, cover[:300]
    for number, week in enumerate(weeks, start=2):
        text = page_text(number)
        label = f"Week {week.stem} ·"
        assert text.startswith(" ".join(headline_of(week).split()) + " " + label), (
            f"page {number} does not start with {week.stem}'s headline: {text[:200]!r}")
        assert text.count("Week 2026-W") == 1, f"page {number} holds more than one week: {text[:300]!r}"
