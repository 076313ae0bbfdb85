"""Chart text a reader can read without zooming (docs/charts.md, "Readable on a phone"): every
text of every chart on each page kind, of the sample site and of the dense ten-year diary's,
opened in Chromium at a phone's size (390×844) and a laptop's (1280×800), device scale 1. A
text's size on the screen is its computed font size times the vertical scale from its own
coordinates to the screen (`getScreenCTM`), so a chart drawn smaller than its `viewBox` counts
smaller. Fails on any text under 11 CSS pixels on the phone or under 12 on the laptop, and on
any text that sticks out of its chart (cut off). The goals site (the sample over 500 days with
a goal of each kind) is read on the pages its goals and comparisons add to: each goal's page
with its heatmap of kept days, the home page, the weeks, the month and the year with last
year's months beside its own. Prints the count and the smallest size per page
and writes the table to .build/site-tests/chart-text.txt."""

import pytest

from conftest import WORK, _build
from test_page_weight import measured_pages

LIMITS = {(390, 844): 11.0, (1280, 800): 12.0}
TABLE = WORK / "chart-text.txt"
ROWS = []

# Every text and tspan with characters, in every inline chart (an SVG of class "chart") of the
# page: its rendered size, its text, and whether its box leaves its chart's box.
MEASURE = """
var out = [];
document.querySelectorAll('svg.chart').forEach(function (svg) {
  var box = svg.getBoundingClientRect();
  if (box.width === 0) { return; }
  var id = svg.id || (svg.closest('figure') || {}).className || '?';
  svg.querySelectorAll('text, tspan').forEach(function (t) {
    var own = Array.prototype.some.call(t.childNodes, function (n) { return n.nodeType === 3 && n.data.trim(); });
    if (!own) { return; }
    var m = t.getScreenCTM();
    var scale = Math.min(Math.hypot(m.a, m.b), Math.hypot(m.c, m.d));
    var size = parseFloat(getComputedStyle(t).fontSize) * scale;
    var r = t.getBoundingClientRect();
    var outside = r.left < box.left - 1 || r.right > box.right + 1 || r.top < box.top - 1 || r.bottom > box.bottom + 1;
    out.push({chart: id, text: t.textContent.trim().slice(0, 30), size: size, outside: outside});
  });
});
return out;
"""


@pytest.fixture(scope="module")
def sample_site():
    return _build("sample")


@pytest.mark.parametrize("site_name", ["sample", "bench", "goals"])
def test_chart_text_is_readable_on_a_phone_and_a_laptop(driver, request, site_name):
    if site_name == "goals":
        site = request.getfixturevalue("sites")["goals"]
    else:
        site = request.getfixturevalue(f"{site_name}_site")
    failures = []
    try:
        for page, path in measured_pages(site_name, site).items():
            for (width, height), limit in LIMITS.items():
                driver.execute_cdp_cmd("Emulation.setDeviceMetricsOverride",
                                       {"width": width, "height": height, "deviceScaleFactor": 1, "mobile": width < 600})
                driver.get(site.url(path))
                driver.execute_async_script("var done = arguments[0]; document.fonts.ready.then(function () { done(); });")
                texts = driver.execute_script(MEASURE)
                small = [t for t in texts if t["size"] < limit - 0.01]
                cut = [t for t in texts if t["outside"]]
                smallest = min(texts, key=lambda t: t["size"]) if texts else None
                ROWS.append((site_name, f"{page} ({path})", f"{width}×{height}", len(texts), smallest, len(small), len(cut)))
                if small:
                    worst = sorted(small, key=lambda t: t["size"])[:5]
                    failures.append(f"{page} at {width}×{height}: {len(small)} of {len(texts)} chart texts under {limit:g} px, "
                                    f"e.g. {[(t['chart'], t['text'], round(t['size'], 1)) for t in worst]}")
                if cut:
                    failures.append(f"{page} at {width}×{height}: {len(cut)} chart texts outside their chart, "
                                    f"e.g. {[(t['chart'], t['text']) for t in cut[:5]]}")
    finally:
        driver.execute_cdp_cmd("Emulation.clearDeviceMetricsOverride", {})
        write_table()
    assert not failures, "\n".join(failures)


def write_table():
    lines = ["| site | page | viewport | chart texts | smallest px | under the limit | outside their chart |",
             "|---|---|---|---|---|---|---|"]
    for site, page, viewport, count, smallest, small, cut in ROWS:
        least = f"{smallest['size']:.1f} ({smallest['text']!r})" if smallest else ""
        lines.append(f"| {site} | {page} | {viewport} | {count} | {least} | {small} | {cut} |")
    TABLE.write_text("\n".join(lines) + "\n", encoding="utf-8")
    print("\n" + "\n".join(lines))
