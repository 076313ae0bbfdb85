#!/usr/bin/env bash
# Renders the main pages of the sample site with headless Chromium into docs/images/, at
# desktop and phone widths. Usage: scripts/screenshots.sh BIN_DIR
set -euo pipefail
bin="$1"
site=".build/screenshots-site"
out="docs/images"
command -v chromium >/dev/null || { echo "chromium is needed: apt-get install -y chromium" >&2; exit 1; }
rm -rf "$site"
"$bin/foodstory" build --out "$site" --as-of 2026-03-08 --title "FoodStory demo" >/dev/null
mkdir -p "$out"
day=$(ls "$site/day" | tail -1)
week=$(ls "$site/week" | tail -1)
food=$(ls "$site/food" | head -1)
shoot() { # name page width height
  chromium --headless --no-sandbox --disable-gpu --hide-scrollbars --window-size="$3,$4" \
    --screenshot="$out/$1.png" "file://$PWD/$site/$2" >/dev/null 2>&1
  echo "$out/$1.png"
}
shoot home index.html 1280 1600
shoot day "day/$day" 1280 1200
shoot week "week/$week" 1280 2200
shoot food "food/$food" 1280 1800
shoot insights insights.html 1280 2400
shoot home-phone index.html 390 1400
shoot day-phone "day/$day" 390 1200
