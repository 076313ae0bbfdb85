"""The words the sites say, read as an editor reads them: every sentence the program writes on
every page (the charts' captions and descriptions, their tooltips, the pages' descriptions and
tiles) of four diaries — the sample, a sparse one (most foods eaten once), one full of ties and
the dense ten-year one — checked for the shapes that read as a machine's, and their distinct
shapes printed with a count, so a person can read them all in a minute (docs/words.md lists
them; `FOODSTORY_UPDATE_WORDS=1` writes it)."""

import collections
import html
import os
import re
from html.parser import HTMLParser

import pytest

from conftest import ROOT, WORK, _build

import diaries

MONTHS = ("January February March April May June July August September October November December").split()
WEEKDAYS = "Monday Tuesday Wednesday Thursday Friday Saturday Sunday".split()


class Words(HTMLParser):
    """Collects the program's sentences of a page: `<figcaption>`, an SVG's `<desc>` and
    `<title>`s, the page's description, the tiles' labels and notes, and the paragraphs of its
    main part but the diary's own text (an entry's card, a pantry item's name and notes, a
    search result)."""

    SENTENCES = {"figcaption", "desc"}
    # The parts of a page that show what the person typed, as typed: not the program's words.
    DIARY_TEXT = {"entry", "pantry-name", "pantry-notes", "search-results", "share"}
    VOID = {"area", "base", "br", "col", "embed", "hr", "img", "input", "link", "meta", "source", "track", "wbr"}

    def __init__(self):
        super().__init__(convert_charrefs=True)
        self.found = []  # (kind, text)
        self.stack = []
        self.diary_text = []  # per open element: whether it or one around it holds diary text
        self.buffer = None

    def handle_starttag(self, tag, attrs):
        attrs = dict(attrs)
        if tag == "meta" and attrs.get("name") == "description":
            self.found.append(("description", attrs.get("content") or ""))
        classes = (attrs.get("class") or "").split()
        kind = None
        if tag in self.SENTENCES and "share-link" not in classes:
            # (The share card's figure lists its downloads and commands, not a sentence.)
            kind = "sentence"
        elif tag == "title" and "svg" in self.stack:
            kind = "tooltip"
        elif classes and classes[0] in ("stat-value", "stat-note"):
            kind = "label"
        diary_text = bool(self.diary_text and self.diary_text[-1]) or bool(self.DIARY_TEXT & set(classes))
        if tag == "p" and "main" in self.stack and not diary_text and "chart-title" not in classes and not kind:
            kind = "sentence"  # (a chart's title is a heading, not a sentence)
        if tag in self.VOID:
            return
        self.diary_text.append(diary_text)
        self.stack.append(tag)
        if kind and self.buffer is None:
            self.buffer = (kind, tag, len(self.stack), [])

    def handle_endtag(self, tag):
        if self.buffer and self.buffer[1] == tag and len(self.stack) == self.buffer[2]:
            text = " ".join("".join(self.buffer[3]).split())
            if text:
                self.found.append((self.buffer[0], text))
            self.buffer = None
        if tag in self.VOID or tag not in self.stack:
            return  # (a void element's self-closing slash, `<hr />`, has no element to close)
        while self.stack:
            self.diary_text.pop()
            if self.stack.pop() == tag:
                break

    def handle_data(self, data):
        if self.buffer:
            self.buffer[3].append(data)


def page_words(site, per_folder=None):
    """Every (page, kind, text) of a site; with `per_folder`, only that many pages of each
    folder, spread evenly over it (the dense site has thousands of days of the same words)."""
    paths = [p for p in sorted(site.root.rglob("*.html")) if "media" not in p.parts]
    if per_folder:
        folders = collections.defaultdict(list)
        for path in paths:
            folders[path.parent].append(path)
        paths = [p for group in folders.values() for p in group[::max(1, len(group) // per_folder)]]
    for path in paths:
        parser = Words()
        parser.feed(path.read_text(encoding="utf-8"))
        for kind, text in parser.found:
            yield str(path.relative_to(site.root)), kind, text


def food_names(site):
    """The foods' names as the foods page lists them, longest first."""
    page = (site.root / "foods.html").read_text(encoding="utf-8") if (site.root / "foods.html").exists() else ""
    names = {html.unescape(m) for m in re.findall(r'<a href="food/[^"]+">([^<]+)</a>', page)}
    return sorted(names, key=len, reverse=True)


def shape(text, foods):
    """The sentence with its particulars replaced: foods, dates, times, numbers, names of days
    and months."""
    for name in foods:
        text = re.sub(r"(?<![\w])" + re.escape(name) + r"(?![\w])", "FOOD", text, flags=re.IGNORECASE)
    text = re.sub(r"\b\d{1,2}:\d{2}\b", "TIME", text)
    months = "|".join(MONTHS)
    text = re.sub(rf"\b(?:(?:{'|'.join(WEEKDAYS)}),? )?\d{{1,2}} (?:{months})(?: \d{{4}})?", "DATE", text)
    text = re.sub(rf"\b\d{{1,2}} (?:{'|'.join(m[:3] for m in MONTHS)}) \d{{4}}\b", "DATE", text)
    text = re.sub(rf"\b(?:{months}) \d{{4}}\b", "MONTH", text)
    text = re.sub(rf"\b(?:{'|'.join(WEEKDAYS)})\b", "DAY", text)
    text = re.sub(r"\d[\d,]*(\.\d+)?", "N", text)
    return text


NOUNS = "entry|entries|day|days|time|times|photo|photos|food|foods|item|items|week|weeks|recap|recaps"
SINGULAR = {"entry", "day", "time", "photo", "food", "item", "week", "recap"}


def problems(text, kind):
    """What reads as a machine's in `text`."""
    found = []
    if re.search(r"(?<![\d,.])1 (entries|days|times|photos|foods|items|weeks|recaps)\b", text):
        found.append("one with a plural")
    for match in re.finditer(rf"(?<![\d,.:])(\d[\d,]*) ({NOUNS})\b", text):
        if match.group(1) != "1" and match.group(2) in SINGULAR and not text[match.end():].startswith(" of"):
            found.append("many with a singular")
    if re.search(r"\b1 time\b", text):
        found.append("'1 time' for once")
    if re.search(r"most in one day was 1\b|\(1 (time|entry)( each)?\)", text):
        found.append("a count of one said as a record")
    if re.search(r"\b(\w+) \1\b", text, flags=re.IGNORECASE) and not re.search(r"\b(\d+) \1\b", text):
        found.append("a word twice")
    if re.search(r"\s[.,;:]|\(\s*\)|  |\{|\}|^[,.;:]|[,;:]\s*[.]$", text):
        found.append("an empty slot")
    if kind in ("sentence", "description") and re.match(r"[a-z]", text):
        found.append("a lower-case start")
    if re.search(r"\bshown\b", text):
        found.append("chart mechanics")
    return found


@pytest.fixture(scope="module")
def word_sites(sites, bench_site):
    inputs = WORK / "diaries"
    inputs.mkdir(parents=True, exist_ok=True)
    diaries.write(inputs / "sparse.json", diaries.sparse_diary())
    diaries.write(inputs / "ties.json", diaries.ties_diary())
    return {
        "sample": sites["sample"], "sparse": _build("sparse", inputs / "sparse.json"),
        "ties": _build("ties", inputs / "ties.json"), "dense": bench_site,
    }


def test_words_read_as_a_person_writes(word_sites):
    shapes = collections.Counter()
    examples = {}
    bad = []
    for name, site in word_sites.items():
        foods = food_names(site)
        for page, kind, text in page_words(site, per_folder=40 if name == "dense" else None):
            # Diary text is shown as typed: only the program's own words are read here.
            if kind == "label" and not re.search(rf"\d [a-z]|{NOUNS}", text):
                continue
            for problem in problems(text, kind):
                bad.append(f"{name}/{page} ({kind}): {problem}: {text!r}")
            if kind in ("sentence", "description"):
                key = shape(text, foods)
                shapes[key] += 1
                examples.setdefault(key, f"{name}/{page}")
    lines = [f"{count:6} {text}" for text, count in sorted(shapes.items(), key=lambda item: (-item[1], item[0]))]
    print(f"\n{len(shapes)} distinct sentence shapes on the four sites:\n" + "\n".join(lines))
    words_md = ROOT / "docs" / "words.md"
    ordered = sorted(shapes.items(), key=lambda item: (-item[1], item[0]))
    listed = "\n".join("| %d | %s |" % (count, text.replace("|", "\\|")) for text, count in ordered)
    if os.environ.get("FOODSTORY_UPDATE_WORDS") == "1":
        head = words_md.read_text(encoding="utf-8").split("<!-- shapes:start -->")[0]
        words_md.write_text(head + "<!-- shapes:start -->\n| count | shape |\n| --- | --- |\n" + listed
                            + "\n<!-- shapes:end -->\n", encoding="utf-8")
    assert not bad, f"{len(bad)} sentences read as a machine's:\n" + "\n".join(bad[:60])
    documented = words_md.read_text(encoding="utf-8")
    assert "| count | shape |\n| --- | --- |\n" + listed + "\n" in documented, (
        "docs/words.md does not list the shapes the sites print now: run the suite with FOODSTORY_UPDATE_WORDS=1")
