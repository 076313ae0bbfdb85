"""Check 6: the share cards' PNG pictures, read back by text recognition (Debian's tesseract-ocr):
each size of the last week's card and of its year's card shows the week or year and the
headline, at the size its name promises."""

import re
import struct
import subprocess

import pytest

SIZES = {"": (1080, 1350), "-story": (1080, 1920), "-link": (1200, 630)}


def png_size(path):
    """Width and height from the PNG's header."""
    data = path.read_bytes()
    assert data[:8] == b"\x89PNG\r\n\x1a\n", f"{path} is not a PNG file"
    return struct.unpack(">II", data[16:24])


def recognised(path):
    """The text tesseract reads in the picture, in lower case with runs of space made one."""
    text = subprocess.run(["tesseract", str(path), "stdout"], capture_output=True, text=True, check=True).stdout
    return re.sub(r"\s+", " ", text).lower()


def headline_words(svg):
    """The headline's words as the card's <title> gives them (after "…: "), letters only."""
    title = re.search(r"<title[^>]*>(.*?)</title>", svg.read_text(), re.S).group(1)
    headline = title.split(": ", 1)[1]
    return [word.lower() for word in re.findall(r"[A-Za-z]{3,}", headline)]


@pytest.mark.parametrize("suffix", list(SIZES))
@pytest.mark.parametrize("site_name", ["sample", "hard"])
def test_week_card_pictures_show_the_week_and_headline(sites, site_name, suffix):
    site = sites[site_name]
    week = site.week.removesuffix(".html")
    year, number = week.split("-W")
    picture = site.root / "cards" / f"{week}{suffix}.png"
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
def test_year_card_pictures_show_the_year_and_headline(sites, site_name, suffix):
    site = sites[site_name]
    year = site.week[:4]
    picture = site.root / "cards" / f"{year}{suffix}.png"
    assert png_size(picture) == SIZES[suffix]
    text = recognised(picture)
    assert year in text, f"{year} not read in {picture}: {text!r}"
    # "A year of <top food>.": the first word of the headline that is not the year's own.
    words = [word for word in headline_words(site.root / "cards" / f"{year}.svg") if word != "year"]
    assert "year" in text, f"the headline not read in {picture}: {text!r}"
    if words:
        assert words[-1] in text, f"the headline's {words[-1]!r} not read in {picture}: {text!r}"
