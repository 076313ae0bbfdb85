"""Check 6: the share cards' PNG pictures, read back by text recognition (Debian's tesseract-ocr):
each size of the last week's card and of its year's card shows the week or year and the
headline, at the size its name promises. The sites are built without a base URL, so the
post and the story are in the site and the link preview is drawn on demand with `foodstory
card`; so are the pictures of the first week of a site of more than eight weeks, with the
commands its page names."""

import html
import re
import struct
import subprocess

import pytest

from conftest import AS_OF, BIN

SIZES = {"": (1080, 1350), "-story": (1080, 1920), "-link": (1200, 630)}
# What a default build without a base URL makes of the latest weeks' and years' cards.
MADE = {"": True, "-story": True, "-link": False}


def png_size(path):
    """Width and height from the PNG's header."""
    data = path.read_bytes()
    assert data[:8] == b"\x89PNG\r\n\x1a\n", f"{path} is not a PNG file"
    return struct.unpack(">II", data[16:24])


def recognised(path):
    """The text tesseract reads in the picture, in lower case with runs of space made one."""
    text = subprocess.run(["tesseract", str(path), "stdout"], capture_output=True, text=True, check=True).stdout
    return re.sub(r"\s+", " ", text).lower()


def drawn(site, name, suffix, tmp_path):
    """The picture of the card `name` in the size of `suffix`: the site's when a default build
    makes it, else drawn with `foodstory card` from the site's diary."""
    picture = site.root / "cards" / f"{name}{suffix}.png"
    assert picture.exists() == MADE[suffix], f"{picture} {'is missing' if MADE[suffix] else 'was made'}"
    if picture.exists():
        return picture
    out = tmp_path / f"{name}{suffix}.png"
    size = suffix.lstrip("-") or "portrait"
    subprocess.run([str(BIN), "card", name, "--size", size, "--as-of", AS_OF, "--out", str(out), *site.diary],
                   check=True, stdout=subprocess.DEVNULL)
    return out


def headline_words(svg):
    """The headline's words as the card's <title> gives them (after "…: "), letters only."""
    title = re.search(r"<title[^>]*>(.*?)</title>", svg.read_text(), re.S).group(1)
    headline = title.split(": ", 1)[1]
    return [word.lower() for word in re.findall(r"[A-Za-z]{3,}", headline)]


@pytest.mark.parametrize("suffix", list(SIZES))
@pytest.mark.parametrize("site_name", ["sample", "hard"])
def test_week_card_pictures_show_the_week_and_headline(sites, site_name, suffix, tmp_path):
    site = sites[site_name]
    week = site.week.removesuffix(".html")
    year, number = week.split("-W")
    picture = drawn(site, week, suffix, tmp_path)
    assert png_size(picture) == SIZES[suffix]
    text = recognised(picture)
    assert re.search(rf"week {int(number)}\b", text), f"week {int(number)} not read in {picture}: {text!r}"
    # The headline's longest word (the wordmark says "your" and "food" on every card); a headline
    # in a script the bundled fonts lack has no Latin word to look for.
    words = headline_words(site.root / "cards" / f"{week}.svg")
    if words:
        longest = max(words, key=len)
        assert longest in text, f"the headline's {longest!r} not read in {picture}: {text!r}"


@pytest.mark.parametrize("suffix", list(SIZES))
@pytest.mark.parametrize("site_name", ["sample", "hard"])
def test_year_card_pictures_show_the_year_and_headline(sites, site_name, suffix, tmp_path):
    site = sites[site_name]
    year = site.week[:4]
    picture = drawn(site, year, suffix, tmp_path)
    assert png_size(picture) == SIZES[suffix]
    text = recognised(picture)
    assert year in text, f"{year} not read in {picture}: {text!r}"
    # "A year of <top food>.": the first word of the headline that is not the year's own.
    words = [word for word in headline_words(site.root / "cards" / f"{year}.svg") if word != "year"]
    assert "year" in text, f"the headline not read in {picture}: {text!r}"
    if words:
        assert words[-1] in text, f"the headline's {words[-1]!r} not read in {picture}: {text!r}"


def test_an_earlier_week_names_the_commands_that_draw_its_pictures(sites, tmp_path):
    """The sample's first week (of more than eight): no picture in the site, and each command
    its page names draws one that shows the week, at its size."""
    site = sites["sample"]
    weeks = sorted(path.stem for path in (site.root / "week").glob("*.html"))
    assert len(weeks) > 8
    week = weeks[0]
    assert not list((site.root / "cards").glob(f"{week}*.png"))
    page = (site.root / "week" / f"{week}.html").read_text(encoding="utf-8")
    commands = [html.unescape(found) for found in re.findall(r"<code>(foodstory card [^<]*)</code>", page)]
    # Each carries what the build was given (its as-of day), so it runs as printed.
    assert commands == [f"foodstory card {week} --as-of {AS_OF}", f"foodstory card {week} --size story --as-of {AS_OF}",
                        f"foodstory card {week} --size link --as-of {AS_OF}"]
    number = int(week.split("-W")[1])
    for command, suffix in zip(commands, SIZES):
        out = tmp_path / f"{week}{suffix}.png"
        subprocess.run([str(BIN), *command.split()[1:], "--out", str(out)], check=True, stdout=subprocess.DEVNULL)
        assert png_size(out) == SIZES[suffix]
        text = recognised(out)
        assert re.search(rf"week {number}\b", text), f"week {number} not read in {out}: {text!r}"
