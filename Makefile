# FoodStory — quick start: `make demo`, then `make test`.
SWIFT ?= swift
# The quick (debug) build is the one `make test` compiles too: the demo, `serve` and the site suite
# run it, so a newcomer's `make demo` and `make test` build the packages once. `make release` is
# the optimised binary (about 8 times faster on a large diary) for your own diary and `make bench`.
BIN_DIR = $(shell $(SWIFT) build --show-bin-path 2>/dev/null)
RELEASE_DIR = $(shell $(SWIFT) build -c release --show-bin-path 2>/dev/null)
DEMO_DIR = .build/demo
# What `make deps` installs when a library is missing (docs/development.md lists both, as they are here).
SYSTEM_PACKAGES = pkg-config libsqlite3-dev libcmark-gfm-dev libcmark-gfm-extensions-dev libmimalloc-dev libjpeg-turbo-progs \
	librsvg2-dev libpng-dev libfontconfig-dev libimagequant-dev libxml2-dev libxxhash-dev libvips-dev fonts-dejavu-core \
	fonts-noto-cjk
BREW_PACKAGES = cmark-gfm sqlite pkg-config librsvg libpng fontconfig libimagequant libxml2 xxhash vips

.PHONY: all deps site-deps build release demo serve test test-site mutants bench screenshots format lint clean

all: build

# The system libraries the package links against, and a command that succeeds when they are
# there: on Linux the binary also links mimalloc (see Package.swift), which has no pkg-config file,
# the tests draw text the bundled fonts lack with the system's DejaVu Sans, and the share cards
# draw Japanese with Noto Sans CJK (a font of megabytes, not bundled; macOS has Hiragino).
ifeq ($(shell uname),Linux)
LIBRARIES = libcmark-gfm, sqlite3, librsvg, libpng, fontconfig, libimagequant, libxml2, xxHash, libvips, mimalloc, DejaVu Sans, Noto Sans CJK
HAVE_LIBRARIES = pkg-config --exists libcmark-gfm sqlite3 librsvg-2.0 libpng fontconfig imagequant libxml-2.0 libxxhash vips 2>/dev/null && \
	echo 'int main(void) { return 0; }' | cc -x c -o /dev/null - -lmimalloc 2>/dev/null && \
	test -f /usr/share/fonts/truetype/dejavu/DejaVuSans.ttf && test -f /usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc
else
LIBRARIES = libcmark-gfm, sqlite3, librsvg, libpng, fontconfig, libimagequant, libxml2, xxHash, libvips
HAVE_LIBRARIES = pkg-config --exists libcmark-gfm sqlite3 librsvg-2.0 libpng fontconfig imagequant libxml-2.0 libxxhash vips 2>/dev/null
endif

# Install the system libraries the package links against, when they are missing.
deps:
	@if $(HAVE_LIBRARIES); then \
		echo "System libraries: present ($(LIBRARIES))"; \
	elif command -v apt-get >/dev/null 2>&1; then \
		SUDO=""; [ "$$(id -u)" -ne 0 ] && SUDO=sudo; \
		echo "Installing $(SYSTEM_PACKAGES)"; \
		$$SUDO apt-get update -qq && DEBIAN_FRONTEND=noninteractive $$SUDO apt-get install -y -qq $(SYSTEM_PACKAGES); \
	elif command -v brew >/dev/null 2>&1; then \
		echo "Installing $(BREW_PACKAGES)"; \
		brew install $(BREW_PACKAGES); \
	else \
		echo "Please install libcmark-gfm (with its extensions), SQLite 3, librsvg, libpng, fontconfig, libimagequant, libxml2, xxHash and pkg-config" >&2; exit 1; \
	fi

build: deps
	$(SWIFT) build --product foodstory

release: deps
	$(SWIFT) build -c release --product foodstory

# Build the site of the built-in sample diary and say where to open it.
demo: build
	$(BIN_DIR)/foodstory build --out _site --title "FoodStory demo"
	@echo
	@echo "Open file://$(CURDIR)/_site/index.html"

# The sample site served at http://127.0.0.1:8000/, rebuilt and reloaded as templates change
# (e.g. after `foodstory templates export templates`, with TEMPLATES=templates). Ctrl-C stops.
serve: build
	$(BIN_DIR)/foodstory serve --out _site --title "FoodStory demo" $(if $(TEMPLATES),--templates $(TEMPLATES))

test: deps
	$(SWIFT) test

# The known mutants (scripts/mutants, see docs/development.md): each small bug put into the
# sources in turn, the suites that guard it run, the file put back; fails if one survives.
# About half an hour: not part of `make test` or CI.
mutants: deps
	scripts/mutants $(MUTANTS_ARGS)

# What the site suite needs (Chromium and its driver, poppler, linkchecker, Java, tesseract, xmllint,
# trang, selenium, the Nu validator, axe-core), installed when missing.
site-deps:
	scripts/site-test-deps.sh

# The site suite (Tests/Browser, see docs/development.md): builds the sample and hard diaries into
# .build/site-tests/ and checks them with the Nu validator, a link checker, Chromium, axe-core
# and printing; leaves screenshots in .build/site-tests/screenshots/.
test-site: build site-deps
	FOODSTORY_BIN=$(BIN_DIR)/foodstory python3 -m pytest -p no:cacheprovider Tests/Browser $(PYTEST_ARGS)

# Speed and memory on a dense ten-year sample diary and a photo diary (see docs/performance.md);
# e.g. BENCH_ARGS="--runs 7 --entries-per-day 5", "--only photos --photos 30 --runs 1", or
# "--only hugo" (the full build against Hugo: plain day pages and the same page set). The
# photo part makes its photos with libvips's command line and compares with vipsthumbnail
# (Debian's libvips-tools).
bench: release
	python3 scripts/bench.py $(RELEASE_DIR) $(BENCH_ARGS)

# Refresh the README's screenshots (docs/images/) from the ones the site suite takes of the
# sample site in Chromium and the pages it prints, and the sample's screenshot references
# (Tests/Browser/references/, reviewed in the diff like golden files).
screenshots: build site-deps
	FOODSTORY_UPDATE_SCREENSHOTS=1 FOODSTORY_BIN=$(BIN_DIR)/foodstory python3 -m pytest -p no:cacheprovider -q Tests/Browser -k "(test_screenshots and (sample or goals)) or search_result or test_screenshots_in_four_languages or ((prints_on_exactly_one_page or printed_chart) and sample and A4)"
	mkdir -p docs/images
	cp .build/site-tests/screenshots/sample/home.png .build/site-tests/screenshots/sample/day.png \
	   .build/site-tests/screenshots/sample/week.png .build/site-tests/screenshots/sample/food.png \
	   .build/site-tests/screenshots/sample/insights.png .build/site-tests/screenshots/sample/home-phone.png \
	   .build/site-tests/screenshots/sample/day-phone.png .build/site-tests/screenshots/sample/pantry.png \
	   .build/site-tests/screenshots/sample/search-result.png docs/images/
	cp .build/site-tests/screenshots/goals/month.png .build/site-tests/screenshots/goals/year.png \
	   .build/site-tests/screenshots/goals/goal.png docs/images/
	for tag in de hi ar-EG ja; do cp .build/site-tests/screenshots/sample-$$tag/week-phone.png docs/images/week-phone-$$tag.png; done
	# The printed week, and the printed year's cover and its first week, as A4 pages at 45 dpi.
	pdftoppm -r 45 -png -singlefile .build/site-tests/print/sample-week-A4.pdf docs/images/print-week
	pdftoppm -r 45 -png -singlefile -f 1 .build/site-tests/print/sample-print-year-A4.pdf docs/images/print-year-cover
	pdftoppm -r 45 -png -singlefile -f 2 .build/site-tests/print/sample-print-year-A4.pdf docs/images/print-year
	@echo "docs/images/ refreshed"

format:
	$(SWIFT) format format --in-place --recursive Package.swift Sources Tests

lint:
	$(SWIFT) format lint --strict --recursive Package.swift Sources Tests

clean:
	rm -rf .build _site
