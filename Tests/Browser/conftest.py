"""Builds the sites once per run into .build/site-tests/ and opens one headless Chromium.

Environment: FOODSTORY_BIN (default .build/debug/foodstory, the build `make build` and `make test` make), CHROMEDRIVER
(default /usr/bin/chromedriver), CHROMIUM (default /usr/bin/chromium); FOODSTORY_SITE_TESTS_REUSE=1
checks the sites already in .build/site-tests/sites/ without building them again (to look
into a failure, or to see a check catch a site changed by hand).
"""

import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(Path(__file__).parent))
sys.path.insert(0, str(ROOT / "scripts"))
import diaries  # noqa: E402
import phone_photos  # noqa: E402

WORK = ROOT / ".build" / "site-tests"
SITES = WORK / "sites"
SCREENSHOTS = WORK / "screenshots"
AXE = WORK / "vendor" / "axe.min.js"
BIN = Path(os.environ.get("FOODSTORY_BIN", ROOT / ".build" / "debug" / "foodstory"))
AS_OF = "2026-03-08"
BENCH_AS_OF = "2026-11-22"  # the as-of day of scripts/bench.py
PUBLISHED = "https://foodstory.example/"  # the base URL of the sites built as published


class Site:
    def __init__(self, name, root, day, week, food, diary=()):
        self.name, self.root, self.day, self.week, self.food = name, root, day, week, food
        # The diary arguments the site was built with (`foodstory card` draws from them too).
        self.diary = list(diary)

    def url(self, page):
        return (self.root / page).as_uri()

    def pages(self):
        """The pages the browser checks open: index, a day (one with photos when there is one)
        with its month and year, the last week and the first (whose share card, in a site of more
        than eight weeks, has no pictures but names the command that draws them), a food, the
        foods, insights, search, the printable recaps of the last week's year, and the pantry
        when the site has one. Without a day, the last month and the last week's year."""
        pages = {"index": "index.html", "insights": "insights.html", "search": "search.html"}
        if self.week:
            pages["week"] = f"week/{self.week}"
            pages["first-week"] = f"week/{_first(self.root / 'week')}"
            pages["print"] = f"print/{self.week[:4]}.html"  # the last week's year, printed
            pages["year"] = f"year/{self.week[:4]}.html"
        month = _first(self.root / "month", last=True)
        if month:
            pages["month"] = f"month/{month}"
        if self.day:
            pages["day"] = f"day/{self.day}"
            pages["month"] = f"month/{self.day[:7]}.html"
            pages["year"] = f"year/{self.day[:4]}.html"
        if (self.root / "foods.html").exists():
            pages["foods"] = "foods.html"
        if self.food:
            pages["food"] = f"food/{self.food}"
        if (self.root / "pantry.html").exists():
            pages["pantry"] = "pantry.html"
        for goal in sorted((self.root / "goal").glob("*.html")):
            pages[f"goal-{goal.stem}"] = f"goal/{goal.name}"
        return pages

    def goal_pages(self):
        """The page kinds that have the site's goals or its comparisons with last year in them:
        every goal page, the home page, the last week and the first, the month and the year."""
        return {kind: path for kind, path in self.pages().items()
                if kind.startswith("goal-") or kind in ("index", "week", "first-week", "month", "year")}


def _first(folder, last=False):
    names = sorted(p.name for p in folder.glob("*.html")) if folder.is_dir() else []
    return (names[-1] if last else names[0]) if names else None


# The goals of the goals site (its foodstory.toml; docs/commands.md has the keys): one of each
# kind, the page of each named by its slug.
GOALS = {
    "breakfast-4-days": 'category = "breakfast"\ndays = 4',
    "rice-at-most-twice-a-week": 'name = "Rice at most twice a week"\nfood = "rice"\nat-most = 2',
    "masala-dosa-at-least-1": 'food = "masala dosa"\nevery = "week"',
    "1-new-foods": "new-foods = 1",
    "2-entries-5-days": "entries-per-day = 2\ndays = 5",
}
GOAL_DAYS = 500  # the goals site's diary: long enough that a month and a year have last year's to compare


def goals_diary():
    """The goals site's diary and config file, written once: the sample over GOAL_DAYS days up to
    AS_OF (from October 2024) kept in UTC, as the suite builds its diaries, and a foodstory.toml
    holding GOALS."""
    inputs = WORK / "diaries"
    inputs.mkdir(parents=True, exist_ok=True)
    diary = inputs / f"goals-{GOAL_DAYS}d.json"
    if not diary.exists():
        subprocess.run([str(BIN), "sample", "--days", str(GOAL_DAYS), "--as-of", AS_OF, "--timezone", "UTC",
                        "--out", str(diary), "--force", "--quiet"], check=True, stdout=subprocess.DEVNULL)
    config = inputs / "goals.toml"
    config.write_text("".join(f"[[goals]]\n{goal}\n\n" for goal in GOALS.values()), encoding="utf-8")
    return diary, config


def goals_site(published=False):
    """The goals site: the sample over GOAL_DAYS days with GOALS, so it has a page per goal, a
    line per goal on the home and week pages, and month and year pages compared with last
    year's; built as published at a base URL when asked (its pages then preload their fonts)."""
    diary, config = goals_diary()
    extra = ("--config", str(config), *(("--base-url", PUBLISHED) if published else ()))
    site = _build("goals-published" if published else "goals", diary, extra=extra)
    built = sorted(p.stem for p in (site.root / "goal").glob("*.html"))
    assert built == sorted(GOALS), f"the goals site's goal pages are {built}, expected {sorted(GOALS)}"
    return site


# The shipped locales but English, whose sample sites the locale tests build.
LOCALES = ["de", "fr", "es", "pl", "hi", "ar-EG", "ja"]


@pytest.fixture(scope="session")
def locale_sites():
    """The sample in each of LOCALES, built as published (at a base URL: its pages preload
    their fonts) and without --title (the title is the locale's own default too)."""
    return {tag: _build(f"sample-published-{tag}", extra=("--base-url", PUBLISHED, "--locale", tag), title=None)
            for tag in LOCALES}


def published_sample():
    """The sample site built as published at a base URL (its pages preload their fonts)."""
    return _build("sample-published", extra=("--base-url", PUBLISHED))


def _build(name, input_path=None, extra=(), title="FoodStory demo"):
    """The site `name` built into .build/site-tests/sites/ (reused with
    FOODSTORY_SITE_TESTS_REUSE=1), with `title` (None: the locale's own default)."""
    out = SITES / name
    diary = ["--input", str(input_path), "--timezone", "UTC"] if input_path else []
    if os.environ.get("FOODSTORY_SITE_TESTS_REUSE") == "1" and (out / "index.html").exists():
        return _site(name, out, diary)
    if out.exists():
        shutil.rmtree(out)
    args = [str(BIN), "build", "--out", str(out), "--as-of", AS_OF, *(["--title", title] if title else []), *extra,
            *diary]
    subprocess.run(args, check=True, stdout=subprocess.DEVNULL)
    return _site(name, out, diary)


def _photo_day(out):
    """The latest day page that shows a photo, else the latest day page."""
    days = sorted(p.name for p in (out / "day").glob("*.html")) if (out / "day").is_dir() else []
    with_photo = [d for d in days if 'src="../media/' in (out / "day" / d).read_text(encoding="utf-8")]
    return (with_photo or days or [None])[-1]


def _site(name, out, diary=()):
    return Site(name, out, _photo_day(out), _first(out / "week", last=True), _first(out / "food"), diary)


@pytest.fixture(scope="session")
def sites():
    """The sample, a hard diary, a one-entry diary, an empty one, one full of code points HTML
    forbids (with a pantry), one with three phone photos on a day and the goals site, built
    once."""
    if not BIN.exists():
        pytest.fail(f"{BIN} is missing: run `make build` first")
    SITES.mkdir(parents=True, exist_ok=True)
    inputs = WORK / "diaries"
    inputs.mkdir(parents=True, exist_ok=True)
    diaries.write(inputs / "hard.json", diaries.hard_diary())
    diaries.write(inputs / "single.json", diaries.single_diary())
    diaries.write(inputs / "empty.json", [])
    diaries.write(inputs / "forbidden.json", diaries.forbidden_diary())
    pantry = inputs / "forbidden-pantry.sqlite"
    pantry.unlink(missing_ok=True)
    diaries.write_forbidden_pantry(pantry)
    # An empty diary: the sites build, and the pages that exist are checked like the others.
    built = {"sample": _build("sample")}
    for name in ("hard", "single", "empty"):
        built[name] = _build(name, inputs / f"{name}.json")
    # Every code point HTML and XML forbid, in every text field of the diary and the pantry.
    built["forbidden"] = _build("forbidden", inputs / "forbidden.json", extra=("--pantry", str(pantry)))
    # Three phone photos (4032×3024 JPEG, one on its side with Orientation 6 and GPS) on one day.
    media = WORK / "phone-photos"
    phone_photos.make(str(media), 3)
    diaries.write(inputs / "photos.json", diaries.photo_diary())
    built["photos"] = _build("photos", inputs / "photos.json", extra=("--media", str(media)))
    built["goals"] = goals_site()
    return built


@pytest.fixture(scope="session")
def bench_site():
    """The site of the dense ten-year sample diary `make bench` measures (scripts/bench.py):
    36,816 entries on 3,117 days, built once, as published at a base URL."""
    if not BIN.exists():
        pytest.fail(f"{BIN} is missing: run `make build` first")
    inputs = WORK / "diaries"
    inputs.mkdir(parents=True, exist_ok=True)
    diary = inputs / "bench-3650d-10perday-seed42.json"
    if not diary.exists():
        subprocess.run([str(BIN), "sample", "--days", "3650", "--entries-per-day", "10", "--seed", "42",
                        "--as-of", BENCH_AS_OF, "--out", str(diary), "--force"], check=True, stdout=subprocess.DEVNULL)
    out = SITES / "bench"
    if os.environ.get("FOODSTORY_SITE_TESTS_REUSE") == "1" and (out / "index.html").exists():
        return _site("bench", out)
    if out.exists():
        shutil.rmtree(out)
    subprocess.run([str(BIN), "build", "--input", str(diary), "--out", str(out), "--as-of", BENCH_AS_OF,
                    "--title", "FoodStory bench", "--base-url", PUBLISHED], check=True, stdout=subprocess.DEVNULL)
    return _site("bench", out)


@pytest.fixture(scope="session")
def driver():
    from selenium import webdriver
    from selenium.webdriver.chrome.service import Service

    options = webdriver.ChromeOptions()
    options.binary_location = os.environ.get("CHROMIUM", "/usr/bin/chromium")
    for flag in ("--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage",
                 "--hide-scrollbars", "--force-device-scale-factor=1", "--window-size=1280,1000",
                 "--no-first-run", "--disable-background-networking", "--disable-component-update",
                 "--disable-default-apps", "--disable-sync", "--lang=en-US"):
        options.add_argument(flag)
    options.set_capability("goog:loggingPrefs", {"browser": "ALL", "performance": "ALL"})
    # The Debian driver, named explicitly: nothing is downloaded at run time.
    service = Service(executable_path=os.environ.get("CHROMEDRIVER", "/usr/bin/chromedriver"))
    browser = webdriver.Chrome(service=service, options=options)
    browser.execute_cdp_cmd("Network.enable", {})
    yield browser
    browser.quit()
