"""Check 3 (real browser), 4 (accessibility with axe-core), 6 (screenshots): each page
opened from file:// in headless Chromium driven by selenium."""

import json
import time

import pytest
from selenium.webdriver.common.by import By
from selenium.webdriver.common.keys import Keys
from selenium.webdriver.support.ui import WebDriverWait

from conftest import AXE, GOALS, SCREENSHOTS
import pictures
from diaries import SEARCH_WORD

PAGES = ["index", "day", "week", "first-week", "food", "insights", "search", "print"]
# The goals site's pages that differ from the sample's: each goal's page, the home and week
# pages with their goal lines, a month and a year with last year's to compare.
GOAL_PAGES = ["index", "week", "first-week", "month", "year", *(f"goal-{slug}" for slug in GOALS)]
CASES = [(site, page) for site in ("sample", "hard") for page in PAGES] + [("sample", "pantry")] + [
    ("sample", "month"), ("sample", "year"), ("photos", "day"), ("photos", "month"), ("photos", "year")] + [
    ("goals", page) for page in GOAL_PAGES]


def drain_logs(driver):
    driver.get_log("browser")
    driver.get_log("performance")


def open_page(driver, site, page):
    """Opens a page with fresh logs; returns its console messages and every URL requested."""
    url = site.url(site.pages()[page])
    drain_logs(driver)
    driver.get(url)
    WebDriverWait(driver, 10).until(lambda d: d.execute_script("return document.readyState") == "complete")
    time.sleep(0.2)
    console = driver.get_log("browser")
    requests = []
    for record in driver.get_log("performance"):
        message = json.loads(record["message"])["message"]
        if message.get("method") == "Network.requestWillBeSent":
            requests.append(message["params"]["request"]["url"])
    return console, requests


@pytest.mark.parametrize("site_name,page", CASES)
def test_page_has_no_console_errors_and_fetches_only_files(driver, sites, site_name, page):
    site = sites[site_name]
    console, requests = open_page(driver, site, page)
    errors = [entry for entry in console if entry["level"] in ("SEVERE", "ERROR")]
    assert not errors, f"console errors on {page}: {errors}"
    assert requests, "no request was seen at all: the request log is not working"
    outside = [url for url in requests if not url.startswith("file://")]
    assert not outside, f"{page} asked for something but file://: {outside}"


# What sticks out past the right edge of the screen: the page's scroll width, the viewport's,
# and the elements reaching past its right edge that are not inside a box that scrolls or clips
# them (an element put off screen to the left, as the skip link is until focused, makes nothing
# scroll in a left-to-right page).
OVERFLOW = """
var width = document.documentElement.clientWidth, out = [];
document.body.querySelectorAll('*').forEach(function (e) {
  var r = e.getBoundingClientRect();
  if (r.width === 0 || r.right <= width + 1) { return; }
  for (var p = e.parentElement; p && p !== document.body; p = p.parentElement) {
    var style = getComputedStyle(p);
    if (/auto|scroll|hidden|clip/.test(style.overflowX) && p.getBoundingClientRect().right <= width + 1) { return; }
  }
  out.push(e.nodeName.toLowerCase() + (e.id ? '#' + e.id : '') + (e.className && e.className.baseVal === undefined ?
    '.' + String(e.className).split(' ').join('.') : '') + ' ' + Math.round(r.left) + '..' + Math.round(r.right));
});
return {scroll: document.documentElement.scrollWidth, width: width, out: out.slice(0, 8)};
"""


@pytest.mark.parametrize("site_name,page", CASES)
def test_page_does_not_scroll_sideways_on_a_phone(driver, sites, site_name, page):
    """At a phone's width (390×844) the page is no wider than the screen: nothing sticks out to
    be scrolled to sideways (a wide table or chart scrolls in its own box)."""
    driver.execute_cdp_cmd("Emulation.setDeviceMetricsOverride",
                           {"width": 390, "height": 844, "deviceScaleFactor": 1, "mobile": True})
    try:
        open_page(driver, sites[site_name], page)
        driver.execute_async_script("var done = arguments[0]; document.fonts.ready.then(function () { done(); });")
        result = driver.execute_script(OVERFLOW)
    finally:
        driver.execute_cdp_cmd("Emulation.clearDeviceMetricsOverride", {})
    assert result["scroll"] <= result["width"] and not result["out"], f"{page} on a phone: {result}"


@pytest.mark.parametrize("site_name", ["sample", "hard"])
def test_search_finds_an_entry_by_a_word_of_its_description(driver, sites, site_name):
    site = sites[site_name]
    word = SEARCH_WORD if site_name == "hard" else "dosa"
    open_page(driver, site, "search")
    box = driver.find_element(By.ID, "search-query")
    box.send_keys(word)
    WebDriverWait(driver, 5).until(lambda d: d.find_elements(By.CSS_SELECTOR, "#search-results li"))
    results = driver.find_elements(By.CSS_SELECTOR, "#search-results li a")
    assert any(word in r.text.lower() for r in results), [r.text for r in results]
    target = next(r for r in results if word in r.text.lower())
    target.click()
    WebDriverWait(driver, 5).until(lambda d: "/day/" in d.current_url)
    # The result leads to the entry itself: its card on its day's page.
    anchor = driver.current_url.split("#", 1)[1]
    assert anchor.startswith("entry-"), driver.current_url
    assert word in driver.find_element(By.ID, anchor).text.lower()


def search_for(driver, query):
    """Types `query` into the search box of the open search page; the status line once it has
    counted the results, and the results' texts."""
    box = driver.find_element(By.ID, "search-query")
    box.clear()
    box.send_keys(query)
    WebDriverWait(driver, 5).until(
        lambda d: "found" in d.find_element(By.ID, "search-status").text)
    status = driver.find_element(By.ID, "search-status").text
    return status, [r.text for r in driver.find_elements(By.CSS_SELECTOR, "#search-results li")]


@pytest.mark.parametrize("query,count,shown", [
    ("ZUCCHINI", "1 entry found.", SEARCH_WORD),  # the start of a word, in any case
    ("حمص", "5 entries found.", "حمص بالطحينة وخبز"),
    ("حُمُّص بالطحينه", "5 entries found.", "حمص بالطحينة وخبز"),  # vowel marks and ta marbuta folded
    ("שקשוקה לחם", "5 entries found.", "שקשוקה עם לחם"),  # every word
    ("2026-03-05", "10 entries found.", "2026-03-05"),  # a day
    ("lentil soup", "5 entries found.", "lentil soup"),
])
def test_search_finds_words_by_their_start_in_any_script(driver, sites, query, count, shown):
    open_page(driver, sites["hard"], "search")
    status, results = search_for(driver, query)
    assert status == count, (query, status, results)
    assert results and all(shown.lower() in text.lower() for text in results), results


def test_search_shows_twenty_results_then_more_on_request(driver, sites):
    open_page(driver, sites["hard"], "search")
    status, results = search_for(driver, "toast")
    assert status == "30 entries found." and len(results) == 20, (status, len(results))
    more = driver.find_element(By.ID, "search-more")
    assert more.is_displayed()
    more.click()
    WebDriverWait(driver, 5).until(lambda d: len(d.find_elements(By.CSS_SELECTOR, "#search-results li")) == 30)
    assert not more.is_displayed()
    # Newest first: the last busy day's entries lead, the first day's close the list.
    days = [li.text.split(" ", 1)[0] for li in driver.find_elements(By.CSS_SELECTOR, "#search-results li .when")]
    assert days == sorted(days, reverse=True) and days[0] == "2026-03-08" and days[-1] == "2026-03-02", days


@pytest.mark.parametrize("site_name", ["sample", "hard"])
def test_share_card_image_loads(driver, sites, site_name):
    open_page(driver, sites[site_name], "week")
    card = driver.find_element(By.CSS_SELECTOR, "img.share-card")
    # Loaded lazily: once scrolled to.
    driver.execute_script("arguments[0].scrollIntoView()", card)
    WebDriverWait(driver, 5).until(lambda d: d.execute_script("return arguments[0].complete", card))
    loaded = driver.execute_script("return arguments[0].complete && arguments[0].naturalWidth", card)
    assert loaded and loaded > 0, f"the share card {card.get_attribute('src')} did not load"


@pytest.mark.parametrize("site_name", ["sample", "hard"])
def test_year_card_loads_when_its_disclosure_opens(driver, sites, site_name):
    """The year page keeps its card (a picture of 365 days) in a closed "See the card": not
    loaded with the page (the page-weight test counts its bytes over HTTP), loaded and shown
    once opened."""
    open_page(driver, sites[site_name], "year")
    card = driver.find_element(By.CSS_SELECTOR, ".share details img.share-card")
    loaded = "return arguments[0].complete && arguments[0].naturalWidth > 0"
    # In view, after the page's load and two frames: a lazy picture that was to load would have.
    driver.execute_async_script(
        "var card = arguments[0], done = arguments[arguments.length - 1]; card.closest('figure').scrollIntoView();"
        " function frames() { requestAnimationFrame(function () { requestAnimationFrame(function () { done(); }); }); }"
        " if (document.readyState === 'complete') frames(); else window.addEventListener('load', frames);", card)
    assert not card.is_displayed() and not driver.execute_script(loaded, card), "the card loaded while closed"
    driver.find_element(By.CSS_SELECTOR, ".share summary").click()
    WebDriverWait(driver, 5).until(lambda d: d.execute_script(loaded, card))
    assert card.is_displayed()


@pytest.mark.parametrize("site_name", ["sample", "hard"])
def test_heatmap_cells_can_be_reached_with_the_tab_key(driver, sites, site_name):
    open_page(driver, sites[site_name], "index")
    body = driver.find_element(By.TAG_NAME, "body")
    body.click()
    in_heatmap = "var a = document.activeElement; return !!(a && a.closest && a.closest('svg.chart-year-heatmap'));"
    for presses in range(1, 120):
        driver.switch_to.active_element.send_keys(Keys.TAB)
        if driver.execute_script(in_heatmap):
            # Named by its <title> (its tooltip too), which the square at its centre shows.
            cell = driver.switch_to.active_element
            title = driver.execute_script("return arguments[0].querySelector(':scope > title').textContent", cell)
            assert title and cell.accessible_name == title, (cell.accessible_name, title)
            hit = driver.execute_script(
                "var r = arguments[0].getBoundingClientRect();"
                "var hit = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);"
                "return hit && hit.closest('a') === arguments[0];", cell)
            assert hit, f"the square of {title!r} is not inside its link"
            return
    pytest.fail("no heatmap cell took the focus in 120 presses of Tab")


def run_axe(driver):
    driver.execute_script(AXE.read_text(encoding="utf-8"))
    result = driver.execute_async_script(
        "var done = arguments[arguments.length - 1];"
        "axe.run(document, {resultTypes: ['violations']}).then(function (r) { done(r.violations); },"
        " function (e) { done([{id: 'axe-error', impact: 'critical', help: String(e), nodes: []}]); });")
    return [v for v in result if v.get("impact") in ("serious", "critical")]


def describe(violations):
    lines = []
    for v in violations:
        lines.append(f"{v['id']} ({v['impact']}): {v['help']}")
        for node in v["nodes"][:5]:
            lines.append(f"    {node['target']}: {node.get('failureSummary', '')[:300]}")
    return "\n".join(lines)


@pytest.mark.parametrize("media", ["screen", "print"])
@pytest.mark.parametrize("site_name,page", CASES)
def test_axe_finds_no_serious_or_critical_violations(driver, sites, site_name, page, media):
    open_page(driver, sites[site_name], page)
    driver.execute_cdp_cmd("Emulation.setEmulatedMedia", {"media": media})
    try:
        violations = run_axe(driver)
    finally:
        driver.execute_cdp_cmd("Emulation.setEmulatedMedia", {"media": ""})
    assert not violations, f"{page} ({media}):\n{describe(violations)}"


def settle(driver):
    """Waits until the page is drawn as it will stay: its fonts loaded and every picture
    decoded (a lazy one too, as scrolling to it would): a slow machine's screenshot is then the
    same as a fast one's."""
    driver.set_script_timeout(10)
    driver.execute_async_script("""
        const done = arguments[arguments.length - 1];
        const pictures = Array.from(document.images, image => {
          image.loading = 'eager';
          return image.decode().catch(() => null);
        });
        Promise.all([document.fonts.ready, ...pictures])
          .then(() => requestAnimationFrame(() => requestAnimationFrame(() => done(true))));""")


def screenshot_differs(driver, site, page, size, path, reference_site, prepare=None):
    """Opens `page` of `site` at `size` (width, height; a phone's below 600), does `prepare()`
    when given, saves the screenshot at `path` and compares it with its reference (the
    `reference_site`'s picture of the same name): None, or what differs."""
    driver.execute_cdp_cmd("Emulation.setDeviceMetricsOverride",
                           {"width": size[0], "height": size[1], "deviceScaleFactor": 1, "mobile": size[0] < 600})
    open_page(driver, site, page)
    if prepare:
        prepare()
    settle(driver)
    assert driver.save_screenshot(str(path)), path
    differs = pictures.check(path, reference_site, path.stem)
    return f"{path.stem}: {differs} ({path})" if differs else None


SHOTS = [  # name, page, width, height
    ("home", "index", 1280, 1600),
    ("day", "day", 1280, 1200),
    ("week", "week", 1280, 2200),
    ("food", "food", 1280, 1800),
    ("insights", "insights", 1280, 2400),
    ("search", "search", 1280, 900),
    ("pantry", "pantry", 1280, 1500),
    ("home-phone", "index", 390, 1400),
    ("day-phone", "day", 390, 1200),
    ("week-phone", "week", 390, 1800),
    ("first-week-phone", "first-week", 390, 2000),
]
# The goals site: a goal's page (breakfast on 4 days a week: its heatmap of kept days) down to
# the start of its week-by-week list, and the month and the year down to their Then and now
# (the year's up to its share section, whose command names the suite's own files).
GOAL_SHOTS = [
    ("goal", "goal-breakfast-4-days", 1280, 1400),
    ("goal-phone", "goal-breakfast-4-days", 390, 1500),
    ("month", "month", 1280, 2500),
    ("year", "year", 1280, 1880),
]


@pytest.mark.parametrize("site_name", ["sample", "hard", "goals"])
def test_screenshots(driver, sites, site_name):
    """Each page at each width looks as its reviewed reference does (Tests/Browser/references/,
    see pictures.py): the same layout, blocks of text and charts, within a tolerance."""
    out = SCREENSHOTS / site_name
    out.mkdir(parents=True, exist_ok=True)
    mismatches = []
    try:
        for name, page, width, height in GOAL_SHOTS if site_name == "goals" else SHOTS:
            if page not in sites[site_name].pages():
                continue
            def search():
                driver.find_element(By.ID, "search-query").send_keys("dosa" if site_name == "sample" else SEARCH_WORD)
                # The results are written as the day scripts arrive: the picture is of them all.
                WebDriverWait(driver, 10).until(lambda d: "found" in d.find_element(By.ID, "search-status").text)

            differs = screenshot_differs(driver, sites[site_name], page, (width, height), out / f"{name}.png",
                                         site_name, search if page == "search" else None)
            if differs:
                mismatches.append(differs)
    finally:
        driver.execute_cdp_cmd("Emulation.clearDeviceMetricsOverride", {})
    assert mismatches == [], "screenshots unlike their reviewed references:\n" + "\n".join(mismatches)


def test_sample_photos_show_the_right_way_up(driver, sites):
    """The sample's photos are stored as landscape pixels, the breakfast, dessert and drink on
    their side with an orientation tag: in Chromium each card shows its meal's photo upright."""
    site = sites["sample"]
    shown, portrait = [], 0
    for day in sorted((site.root / "day").glob("*.html")):
        driver.get(day.as_uri())
        cards = driver.execute_script(
            "return Array.from(document.querySelectorAll('article.entry')).filter(a => a.querySelector('img.entry-photo:not(.entry-photo-missing)'))"
            ".map(a => { const i = a.querySelector('img.entry-photo'); i.loading = 'eager';"
            " return [a.className, i]; });")
        for category, image in cards:
            WebDriverWait(driver, 10).until(lambda d: d.execute_script("return arguments[0].complete", image))
            width, height = driver.execute_script("return [arguments[0].naturalWidth, arguments[0].naturalHeight]",
                                                  image)
            upright = any(meal in category for meal in ("breakfast", "dessert", "beverage"))
            portrait += upright
            shown.append((day.name, category, width, height, upright))
    assert shown and all((height > width) == upright for _, _, width, height, upright in shown), shown
    assert portrait > 5, "expected the sample's portrait photos"
