"""Publishing: a public build served from a subpath of an HTTP server (as GitHub Pages serves
a project site, https://user.github.io/food/) has every link resolving there, none leaving the
subpath, and holds none of what it withholds."""

import functools
import http.server
import re
import subprocess
import threading
from pathlib import Path
from urllib.parse import urljoin, urlparse

import pytest

from conftest import AS_OF, BIN, WORK

SUBPATH = "/food/"


@pytest.fixture(scope="module")
def served():
    """The public view of the built-in sample, built into a subpath of a local HTTP server's
    folder with that address as its base URL; yields the site's address and folder."""
    if not BIN.exists():
        pytest.fail(f"{BIN} is missing: run `make build` first")
    root = WORK / "served"
    subprocess.run(["rm", "-rf", str(root)], check=True)
    root.mkdir(parents=True)
    handler = functools.partial(_QuietHandler, directory=str(root))
    server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), handler)
    base = f"http://127.0.0.1:{server.server_address[1]}{SUBPATH}"
    out = root / SUBPATH.strip("/")
    result = subprocess.run(
        [str(BIN), "build", "--public", "--out", str(out), "--as-of", AS_OF, "--base-url", base,
         "--cache-dir", str(WORK / "served-cache")],
        capture_output=True, text=True)
    assert result.returncode == 0, result.stderr
    assert "Public: withheld" in result.stdout
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    yield base, out
    server.shutdown()
    server.server_close()


class _QuietHandler(http.server.SimpleHTTPRequestHandler):
    def log_message(self, *args):
        pass

    def end_headers(self):
        # This test server may be checked as fast as the link checker goes.
        self.send_header("LinkChecker", "local test server")
        super().end_headers()


def test_every_link_resolves_when_served_from_a_subpath(served):
    base, _ = served
    starts = [base + page for page in ("index.html", "404.html", "search.html", "feed.xml", "sitemap.xml")]
    # The link checker waits 0.1-0.6 s between requests to one host (about 100 s for the sample's
    # pages) unless the host says it may be checked faster (the server's "LinkChecker" header) and
    # its configuration allows more requests a second.
    config = WORK / "linkcheckerrc"
    config.write_text("[checking]\nmaxrequestspersecond=1000\n")
    result = subprocess.run(["linkchecker", "--config", str(config), "--no-status", "--no-warnings", "--threads", "4",
                             *starts], capture_output=True, text=True)
    report = result.stdout + result.stderr
    assert result.returncode == 0, f"broken links in the served public site:\n{report[-20000:]}"
    checked = re.search(r"(\d+) links? in (\d+) URLs? checked", report)
    assert checked and int(checked.group(2)) > 100, report[-3000:]


def test_no_link_leaves_the_subpath(served):
    base, out = served
    outside = []
    for page in sorted(out.rglob("*.html")):
        address = base + page.relative_to(out).as_posix()
        for target in re.findall(r'(?:href|src)="([^"]+)"', page.read_text(encoding="utf-8")):
            resolved = urlparse(urljoin(address, target.replace("&amp;", "&")))
            if resolved.scheme in ("http", "https") and not (
                    resolved.netloc == urlparse(base).netloc and resolved.path.startswith(SUBPATH)):
                outside.append(f"{page.relative_to(out)}: {target}")
    assert outside == []


def test_the_public_sample_holds_no_photo_and_no_pantry(served):
    _, out = served
    files = sorted(p.relative_to(out).as_posix() for p in out.rglob("*") if p.is_file())
    assert not [f for f in files if f.startswith("media/") or f == "pantry.html"]
    assert [f for f in files if f.startswith(".")] == [".foodstory"]
