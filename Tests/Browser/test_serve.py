"""`foodstory serve` in Chromium: an open page changes by itself after a template edit and after
the diary is exported again (rendered from memory first: the page's script says which page it
shows); a broken template shows its error over the page, and fixing it brings the page back."""

import re
import signal
import subprocess
from pathlib import Path

from selenium.webdriver.common.by import By
from selenium.webdriver.support.ui import WebDriverWait

import diaries
from conftest import AS_OF, BIN, WORK

DAY = "2026-03-08"
WAIT = 60  # seconds: an upper bound on each wait, never a pause


def _entries(description):
    return [
        diaries.entry(1, DAY, 8, "Porridge with honey", description, "breakfast"),
        diaries.entry(2, DAY, 13, "Dal and rice", "dal rice", "lunch"),
    ]


def _address(process):
    """Reads standard output until the line with the address."""
    for line in process.stdout:
        match = re.search(r" at (http://\S+) ", line)
        if match:
            return match.group(1)
    raise AssertionError("foodstory serve ended without printing its address")


def _live(driver):
    """Waits until the page's live-reload socket has heard from the server."""
    WebDriverWait(driver, WAIT).until(
        lambda d: d.execute_script("return document.documentElement.dataset.foodstoryServe") == "live")


def _reloaded_with(driver, text):
    """Waits until the page shows `text` (it reloaded by itself), with its socket open again."""
    WebDriverWait(driver, WAIT).until(lambda d: text in d.find_element(By.TAG_NAME, "main").text)
    _live(driver)


def test_serve_reloads_after_edits_and_shows_errors_over_the_page(driver):
    work = WORK / "serve"
    subprocess.run(["rm", "-rf", str(work)], check=True)
    work.mkdir(parents=True)
    diary = work / "diary.json"
    diaries.write(diary, _entries("porridge honey"))
    templates = work / "templates"
    subprocess.run([str(BIN), "templates", "export", str(templates), "--quiet"], check=True)
    stderr_path = work / "stderr.txt"
    with open(stderr_path, "w") as stderr:
        process = subprocess.Popen(
            [str(BIN), "serve", "--input", str(diary), "--timezone", "UTC", "--as-of", AS_OF,
             "--templates", str(templates), "--out", str(work / "site"), "--port", "0"],
            stdout=subprocess.PIPE, stderr=stderr, text=True)
    try:
        address = _address(process)
        driver.get(f"{address}day/{DAY}.html")
        _live(driver)
        assert "porridge" in driver.find_element(By.TAG_NAME, "main").text.lower()

        # A template edit: the open page shows it without being told to reload.
        day = templates / "day.md"
        original = day.read_text(encoding="utf-8")
        edited = original.replace("{{countText}}", "Served live · {{countText}}", 1)
        assert edited != original
        day.write_text(edited, encoding="utf-8")
        _reloaded_with(driver, "Served live")

        # The diary exported again with an entry changed: the page shows the new description.
        diaries.write(diary, _entries("Marmalade toast"))
        _reloaded_with(driver, "Marmalade toast")

        # A template that does not parse: the last good page stays, the error's line over it,
        # the same line as the terminal's.
        day.write_text("{{#entries}}unclosed\n", encoding="utf-8")
        overlay = WebDriverWait(driver, WAIT).until(
            lambda d: d.find_elements(By.ID, "foodstory-serve-error") or False)[0]
        printed = [line for line in stderr_path.read_text(encoding="utf-8").splitlines()
                   if line.startswith("foodstory: error: ")]
        assert printed, "the terminal printed no error"
        assert overlay.text == printed[-1].removeprefix("foodstory: error: ")
        assert str(day) in overlay.text
        assert "Served live" in driver.find_element(By.TAG_NAME, "main").text

        # Fixed: the page comes back by itself, without the overlay.
        day.write_text(edited.replace("Served live", "Fixed again", 1), encoding="utf-8")
        _reloaded_with(driver, "Fixed again")
        assert driver.find_elements(By.ID, "foodstory-serve-error") == []
    finally:
        process.send_signal(signal.SIGTERM)
        status = process.wait(timeout=10)
    assert status == 0
    # The page's script said which page it shows: each edit reached it from memory first,
    # before the site was rebuilt.
    printed = process.stdout.read().splitlines()
    previewed = [line for line in printed if line.startswith("Reloaded 1 open page from memory in ")]
    assert len(previewed) >= 3, printed
