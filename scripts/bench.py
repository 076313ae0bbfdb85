#!/usr/bin/env python3
"""FoodStory benchmarks: median wall time of several runs after a warm-up, and peak memory,
with ratios against a reference run measured in the same invocation.

Usage: scripts/bench.py BIN_DIR [--runs N] [--days N]
"""
import argparse
import os
import statistics
import subprocess
import sys
import time


def measure(command, runs):
    """Median seconds of `runs` runs after one warm-up, and the peak resident memory (MiB)."""
    subprocess.run(command, check=True, stdout=subprocess.DEVNULL)
    times = []
    for _ in range(runs):
        start = time.perf_counter()
        subprocess.run(command, check=True, stdout=subprocess.DEVNULL)
        times.append(time.perf_counter() - start)
    peak = None
    if os.path.exists("/usr/bin/time"):
        result = subprocess.run(["/usr/bin/time", "-v"] + command, check=True, stdout=subprocess.DEVNULL,
                                stderr=subprocess.PIPE, text=True)
        for line in result.stderr.splitlines():
            if "Maximum resident set size" in line:
                peak = int(line.split(":")[1]) / 1024
    return statistics.median(times), peak


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("bin_dir")
    parser.add_argument("--runs", type=int, default=5)
    parser.add_argument("--days", type=int, default=3650)
    args = parser.parse_args()
    foodstory = os.path.join(args.bin_dir, "foodstory")
    cache = os.path.join(".build", "bench")
    os.makedirs(cache, exist_ok=True)
    export = os.path.join(cache, f"sample-{args.days}.json")
    store = os.path.join(cache, f"sample-{args.days}.store")
    generate = [foodstory, "sample", "--days", str(args.days), "--as-of", "2026-11-22", "--force"]
    for path, extra in ((export, []), (store, ["--format", "store"])):
        if not os.path.exists(path):
            subprocess.run(generate + extra + ["--out", path], check=True, stdout=subprocess.DEVNULL)

    rows = [
        ("reference: read the export (check --json)", [foodstory, "check", "--input", export, "--json"]),
        ("read the store (check --json)", [foodstory, "check", "--input", store, "--json"]),
        ("stats --json, all time", [foodstory, "stats", "--input", export, "--as-of", "2026-11-22", "--json"]),
        ("stats --json, 30 days + a week's recap",
         [foodstory, "stats", "--input", export, "--as-of", "2026-11-22", "--period", "30d", "--week", "2026-W47",
          "--json"]),
        ("sample --days %d (JSON)" % args.days, generate + ["--out", os.path.join(cache, "scratch.json")]),
    ]
    print(f"FoodStory benchmarks: {args.days}-day sample, median of {args.runs} runs after a warm-up")
    reference = None
    for name, command in rows:
        seconds, peak = measure(command, args.runs)
        reference = reference or seconds
        memory = f"{peak:7.1f} MiB" if peak is not None else "      n/a"
        print(f"  {name:<45} {seconds * 1000:8.1f} ms  {memory}  {seconds / reference:5.2f}x reference")
    return 0


if __name__ == "__main__":
    sys.exit(main())
