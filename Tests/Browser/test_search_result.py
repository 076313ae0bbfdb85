"""A search result lands on its entry and marks it, from file://, as the app scrolls to the entry
it found and strokes it in the accent colour: the entry is the page's target and has the focus
(visible), it is in view on a phone, its outline is the accent, and its band says "search result"
where screen readers read it (CSS generated text is part of the accessibility tree)."""

from selenium.webdriver.common.by import By
from selenium.webdriver.support.ui import WebDriverWait

from conftest import SCREENSHOTS
from test_browser import open_page

ACCENT = "rgb(255, 107, 53)"

STATE = """
var entry = document.getElementById(arguments[0]);
var category = entry.querySelector('.entry-category');
var box = entry.getBoundingClientRect();
var others = Array.prototype.filter.call(document.querySelectorAll('.entry'), function (e) { return e !== entry; });
return {
  focused: document.activeElement === entry,
  target: entry.matches(':target'),
  focusVisible: entry.matches(':focus-visible'),
  inView: box.top >= 0 && box.top < window.innerHeight,
  outline: [getComputedStyle(entry).outlineStyle, getComputedStyle(entry).outlineColor],
  mark: getComputedStyle(category, '::after').content,
  othersMarked: others.filter(function (e) {
    return getComputedStyle(e.querySelector('.entry-category'), '::after').content !== 'none'; }).length,
  entries: document.querySelectorAll('.entry').length,
  index: Array.prototype.indexOf.call(document.querySelectorAll('.entry'), entry)
};
"""


def test_a_search_result_lands_on_its_entry_marked_and_focused(driver, sites):
    site = sites["sample"]
    driver.execute_cdp_cmd("Emulation.setDeviceMetricsOverride",
                           {"width": 390, "height": 844, "deviceScaleFactor": 1, "mobile": True})
    try:
        # The first result that is not the first entry of its day (the page must scroll to it),
        # of the first of these words that has one.
        state = None
        for word in ("coffee", "rice", "dosa", "tea"):
            open_page(driver, site, "search")
            driver.find_element(By.ID, "search-query").send_keys(word)
            WebDriverWait(driver, 5).until(lambda d: "found" in d.find_element(By.ID, "search-status").text)
            links = [a.get_attribute("href") for a in driver.find_elements(By.CSS_SELECTOR, "#search-results li a")]
            for href in links:
                anchor = href.split("#", 1)[1]
                driver.get(href)
                WebDriverWait(driver, 10).until(
                    lambda d: d.execute_script("return document.readyState") == "complete")
                state = driver.execute_script(STATE, anchor)
                if state["index"] > 0:
                    break
            if state and state["index"] > 0:
                break
        assert state and state["index"] > 0, "no result of the words is a later entry of its day"
        assert {key: state[key] for key in ("focused", "target", "focusVisible", "inView", "outline", "mark",
                                             "othersMarked")} == {
            "focused": True, "target": True, "focusVisible": True, "inView": True, "outline": ["solid", ACCENT],
            "mark": '" · search result"', "othersMarked": 0}, state
        # Screen readers read the mark with the entry's category (in its capitals): it is in the
        # accessibility tree, once on the page.
        tree = driver.execute_cdp_cmd("Accessibility.getFullAXTree", {})["nodes"]
        names = [node.get("name", {}).get("value", "") for node in tree if node.get("role", {}).get("value") == "StaticText"]
        assert [name for name in names if "search result" in name.lower()] == [" · SEARCH RESULT"], names
        out = SCREENSHOTS / "sample"
        out.mkdir(parents=True, exist_ok=True)
        assert driver.save_screenshot(str(out / "search-result.png"))
    finally:
        driver.execute_cdp_cmd("Emulation.clearDeviceMetricsOverride", {})
