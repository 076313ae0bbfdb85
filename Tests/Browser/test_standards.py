"""The feed and the sitemap by their standards, checked with libxml2's xmllint: feed.xml against
RFC 4287's RELAX NG schema (schemas/atom.rnc, the RFC's Appendix B, converted with trang) and its
Schematron rules (schemas/atom.sch), sitemap.xml against the sitemaps.org 0.9 XSD
(schemas/sitemap.xsd); for the sample, for a site whose title and base URL hold text outside
ASCII, and for the hard diary. Every address is ASCII, and no two sites share a feed or entry
id."""

import itertools
import re
import shutil
import subprocess
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest

import diaries
from conftest import AS_OF, BIN, WORK

SCHEMAS = Path(__file__).parent / "schemas"
ATOM = "{http://www.w3.org/2005/Atom}"
SITEMAP = "{http://www.sitemaps.org/schemas/sitemap/0.9}"
# A title and an address outside ASCII, and the address as every file must write it.
WIDE_TITLE = "Café ☕ 食べ物 🍕"
WIDE_BASE = "https://bücher.example/café/"
WIDE_BASE_ASCII = "https://xn--bcher-kva.example/caf%C3%A9/"
BASES = {"sample": "https://food.example.org/me/", "wide": WIDE_BASE_ASCII, "hard": "https://hard.example/"}
# RFC 3986's characters of a URI, the percent sign included.
URI = re.compile(r"[A-Za-z][A-Za-z0-9+.-]*:[A-Za-z0-9\-._~:/?#\[\]@!$&'()*+,;=%]+")
UUID_URN = re.compile(r"urn:uuid:[0-9a-f]{8}-[0-9a-f]{4}-8[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}")


@pytest.fixture(scope="module")
def standard_sites():
    """The RELAX NG schema in XML syntax, and the sites by name: the sample and the hard diary
    with a base URL; the sample with a title, author and base URL outside ASCII; and the sample
    with each of two config files `foodstory init` wrote."""
    if not BIN.exists():
        pytest.fail(f"{BIN} is missing: run `make build` first")
    root = WORK / "standards"
    shutil.rmtree(root, ignore_errors=True)
    root.mkdir(parents=True)
    rng = root / "atom.rng"
    subprocess.run(["trang", str(SCHEMAS / "atom.rnc"), str(rng)], check=True)

    def build(name, *arguments):
        out = root / name
        subprocess.run([str(BIN), "build", "--out", str(out), "--as-of", AS_OF, "--cache-dir", str(root / "cache"),
                        *arguments], check=True, stdout=subprocess.DEVNULL)
        return out

    hard = root / "hard.json"
    diaries.write(hard, diaries.hard_diary())
    sites = {
        "sample": build("sample", "--base-url", BASES["sample"]),
        "wide": build("wide", "--base-url", WIDE_BASE, "--title", WIDE_TITLE, "--author", "Zoë Ñandú"),
        "hard": build("hard", "--input", str(hard), "--timezone", "UTC", "--base-url", BASES["hard"]),
    }
    for name in ("first-init", "second-init"):
        config = root / f"{name}.toml"
        subprocess.run([str(BIN), "init", "--quiet", "--config", str(config)], check=True)
        sites[name] = build(name, "--config", str(config))
    return rng, sites


def xmllint(*arguments):
    result = subprocess.run(["xmllint", "--noout", *arguments], capture_output=True, text=True)
    return result.returncode, result.stderr


def ids(site):
    """Every atom:id of a site's feed, the feed's first."""
    feed = ET.parse(site / "feed.xml").getroot()
    return [feed.find(f"{ATOM}id").text] + [entry.find(f"{ATOM}id").text for entry in feed.iter(f"{ATOM}entry")]


@pytest.mark.parametrize("name", ["sample", "wide", "hard", "first-init"])
def test_feed_is_valid_atom(standard_sites, name):
    rng, sites = standard_sites
    feed = sites[name] / "feed.xml"
    status, report = xmllint("--relaxng", str(rng), str(feed))
    assert status == 0, report
    status, report = xmllint("--schematron", str(SCHEMAS / "atom.sch"), str(feed))
    assert status == 0, report
    root = ET.parse(feed).getroot()
    assert root.find(f"{ATOM}author/{ATOM}name").text.strip()
    assert all(UUID_URN.fullmatch(identifier) for identifier in ids(sites[name]))
    assert len(ids(sites[name])) > 1
    links = [link.get("href") for link in root.iter(f"{ATOM}link")]
    if name in BASES:
        selves = [link.get("href") for link in root.iter(f"{ATOM}link") if link.get("rel") == "self"]
        assert selves == [BASES[name] + "feed.xml"]
        assert all(URI.fullmatch(link) and link.startswith(BASES[name]) for link in links), links


def test_feed_of_a_wide_site_keeps_its_text(standard_sites):
    _, sites = standard_sites
    root = ET.parse(sites["wide"] / "feed.xml").getroot()
    assert root.find(f"{ATOM}title").text == f"{WIDE_TITLE}: weekly recaps"
    assert root.find(f"{ATOM}author/{ATOM}name").text == "Zoë Ñandú"


@pytest.mark.parametrize("name", ["sample", "wide", "hard"])
def test_sitemap_is_valid_and_ascii(standard_sites, name):
    _, sites = standard_sites
    sitemap = sites[name] / "sitemap.xml"
    status, report = xmllint("--schema", str(SCHEMAS / "sitemap.xsd"), str(sitemap))
    assert status == 0, report
    locations = [loc.text for loc in ET.parse(sitemap).getroot().iter(f"{SITEMAP}loc")]
    pages = sorted(p.relative_to(sites[name]).as_posix() for p in sites[name].rglob("*.html"))
    assert locations == [BASES[name] + page for page in pages if page != "404.html"]
    # The schema's anyURI lets a space or a letter outside ASCII through: the protocol does not.
    assert all(URI.fullmatch(location) for location in locations), [l for l in locations if not URI.fullmatch(l)]


def test_every_address_of_a_wide_site_is_escaped(standard_sites):
    _, sites = standard_sites
    site = sites["wide"]
    home = (site / "index.html").read_text(encoding="utf-8")
    assert f'<meta property="og:url" content="{WIDE_BASE_ASCII}index.html"/>' in home
    assert f'<link rel="canonical" href="{WIDE_BASE_ASCII}index.html"/>' in home
    for path in ["feed.xml", "sitemap.xml", *sorted(p.relative_to(site).as_posix() for p in site.rglob("*.html"))]:
        text = (site / path).read_text(encoding="utf-8")
        absolute = re.findall(r'(?:href|content)="(https?://[^"]*)"|<loc>([^<]*)</loc>', text)
        for address in (a or b for a, b in absolute):
            assert address.startswith(WIDE_BASE_ASCII) and URI.fullmatch(address), f"{path}: {address}"


def test_no_two_sites_share_an_id(standard_sites):
    _, sites = standard_sites
    # The same diary with another title and base URL is the same site: the same ids.
    assert ids(sites["sample"]) == ids(sites["wide"])
    distinct = {name: ids(sites[name]) for name in ("sample", "hard", "first-init", "second-init")}
    for name, identifiers in distinct.items():
        assert len(set(identifiers)) == len(identifiers), name
    for (one, first), (other, second) in itertools.combinations(distinct.items(), 2):
        assert not set(first) & set(second), f"{one} and {other} share ids"
