#!/usr/bin/env python3
"""FoodStory benchmarks. Every figure is the median wall time of several runs after a
warm-up, measured in this one invocation, with ratios against reference runs made here too:
copying the site's own output (`cp -r`, the floor) and, when `hugo` is installed, Hugo
rendering the same number of plain day pages.

Usage: scripts/bench.py BIN_DIR [--runs N] [--days N]
"""
import argparse
import json
import os
import shutil
import statistics
import subprocess
import sys
import tempfile
import time

AS_OF = "2026-11-22"


def timed(command, runs, before=None):
    """Median seconds of `runs` runs after one warm-up; `before` runs (untimed) before each."""
    samples = []
    for index in range(runs + 1):
        if before:
            before()
        start = time.perf_counter()
        subprocess.run(command, check=True, stdout=subprocess.DEVNULL)
        if index > 0:
            samples.append(time.perf_counter() - start)
    return statistics.median(samples)


def peak_mib(command, before=None):
    if before:
        before()
    result = subprocess.run(["/usr/bin/time", "-v"] + command, check=True, stdout=subprocess.DEVNULL,
                            stderr=subprocess.PIPE, text=True)
    for line in result.stderr.splitlines():
        if "Maximum resident set size" in line:
            return int(line.split(":")[1]) / 1024
    return float("nan")


def sample(foodstory, cache, days):
    path = os.path.join(cache, f"sample-{days}.json")
    if not os.path.exists(path):
        subprocess.run([foodstory, "sample", "--days", str(days), "--as-of", AS_OF, "--out", path, "--force"],
                       check=True, stdout=subprocess.DEVNULL)
    return path


def hugo_site(folder, pages):
    """A minimal Hugo site with `pages` plain Markdown day pages."""
    os.makedirs(os.path.join(folder, "content", "day"), exist_ok=True)
    os.makedirs(os.path.join(folder, "layouts", "_default"), exist_ok=True)
    with open(os.path.join(folder, "config.toml"), "w") as config:
        config.write('baseURL = "/"\ntitle = "bench"\ndisableKinds = ["taxonomy", "term", "RSS", "sitemap"]\n')
    with open(os.path.join(folder, "layouts", "_default", "single.html"), "w") as layout:
        layout.write("<html><body><h1>{{ .Title }}</h1>{{ .Content }}</body></html>\n")
    with open(os.path.join(folder, "layouts", "_default", "list.html"), "w") as layout:
        layout.write("<html><body>{{ range .Pages }}<a href=\"{{ .RelPermalink }}\">{{ .Title }}</a>{{ end }}</body></html>\n")
    for number in range(pages):
        with open(os.path.join(folder, "content", "day", f"{number:05d}.md"), "w") as page:
            page.write(f"---\ntitle: Day {number}\n---\n\n- **08:15** masala dosa\n- **13:20** chicken biryani\n")


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("bin_dir")
    parser.add_argument("--runs", type=int, default=5)
    parser.add_argument("--days", type=int, default=3650)
    args = parser.parse_args()
    foodstory = os.path.abspath(os.path.join(args.bin_dir, "foodstory"))
    cache = os.path.join(".build", "bench")
    os.makedirs(cache, exist_ok=True)
    work = tempfile.mkdtemp(prefix="foodstory-bench-")
    diary = sample(foodstory, cache, args.days)
    with open(diary) as handle:
        entries = json.load(handle)
    out = os.path.join(work, "site")
    build = [foodstory, "build", "--input", diary, "--out", out, "--as-of", AS_OF]

    def empty():
        shutil.rmtree(out, ignore_errors=True)

    print(f"FoodStory benchmarks: {args.days}-day sample ({len(entries)} entries), "
          f"median of {args.runs} runs after a warm-up, {os.cpu_count()} cores")
    full = timed(build, args.runs, before=empty)
    memory = peak_mib(build, before=empty)
    day_pages = len(os.listdir(os.path.join(out, "day")))
    files = sum(len(names) for _, _, names in os.walk(out))
    noop = timed(build, args.runs)

    # One entry changed: alternate its description between two values, so every run has a change.
    changed = os.path.join(work, "changed.json")
    versions = []
    for text in ("masala dosa extra crispy", "masala dosa extra spicy"):
        edited = [dict(entry) for entry in entries]
        edited[len(edited) // 2]["processedDescription"] = text
        versions.append(edited)
    flip = {"next": 0}

    def write_next():
        with open(changed, "w") as handle:
            json.dump(versions[flip["next"] % 2], handle)
        flip["next"] += 1

    build_changed = [foodstory, "build", "--input", changed, "--out", out, "--as-of", AS_OF]
    write_next()
    subprocess.run(build_changed, check=True, stdout=subprocess.DEVNULL)
    one = timed(build_changed, args.runs, before=write_next)

    copy = os.path.join(work, "copy")
    floor = timed(["cp", "-r", out, copy], args.runs, before=lambda: shutil.rmtree(copy, ignore_errors=True))

    print(f"  full build into an empty folder  {full:8.3f} s   ({day_pages} day pages, {files} files)")
    print(f"  rebuild, nothing changed         {noop:8.3f} s")
    print(f"  rebuild, one entry changed       {one:8.3f} s")
    print(f"  peak memory of the full build    {memory:8.1f} MiB")
    print(f"  floor: cp -r of the output       {floor:8.3f} s")
    print(f"  build / floor                    {full / floor:8.2f}x   (target <= 2)")
    print(f"  no-op / full                     {noop / full:8.2f}x   (target <= 0.1)")
    print(f"  one entry / full                 {one / full:8.2f}x   (target <= 0.2)")
    if shutil.which("hugo"):
        hugo = os.path.join(work, "hugo")
        hugo_site(hugo, day_pages)
        public = os.path.join(hugo, "public")
        hugo_time = timed(["hugo", "--quiet", "-s", hugo, "-d", public], args.runs,
                          before=lambda: shutil.rmtree(public, ignore_errors=True))
        hugo_memory = peak_mib(["hugo", "--quiet", "-s", hugo, "-d", public],
                               before=lambda: shutil.rmtree(public, ignore_errors=True))
        print(f"  reference: Hugo, {day_pages} plain pages {hugo_time:8.3f} s   {hugo_memory:.1f} MiB")
        print(f"  FoodStory / Hugo                 {full / hugo_time:8.2f}x   (target <= 0.5)")
    else:
        print("  (hugo is not installed: apt-get install hugo to compare with it)")

    print("  scaling (full build, one run each):")
    for days in (365, 1095, 3650):
        path = sample(foodstory, cache, days)
        scaled = [foodstory, "build", "--input", path, "--out", out, "--as-of", AS_OF]
        seconds = timed(scaled, 1, before=empty)
        mib = peak_mib(scaled, before=empty)
        print(f"    {days:5d} days  {seconds:7.3f} s  {mib:7.1f} MiB  {seconds / days * 1000:6.3f} ms/day")
    shutil.rmtree(work, ignore_errors=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
