"""The diaries the site suite builds, written as FoodLogger JSON exports."""

import datetime
import json
import sqlite3

# A word that appears in exactly one description of the hard diary: search must find it.
SEARCH_WORD = "zucchinisaurus"

INJECTIONS = [
    '<script>alert("x")</script>',
    '"><img src=x onerror=alert(1)>',
    "</svg><svg onload=alert(1)>",
    "{{title}} {{{content}}} {{#entries}}",
    "[click](javascript:alert(1)) <!-- ]]> &amp; &#x3C;",
    "' OR 1=1; -- \\ ` $(rm -rf /)",
]


def entry(n, day, hour, raw, description, category, input_type="text", edited=False):
    return {
        "id": f"00000000-0000-4000-8000-{n:012d}",
        "date": f"{day}T00:00:00Z",
        "createdAt": f"{day}T{hour:02d}:15:00Z",
        "rawInput": raw,
        "inputType": input_type,
        "processedDescription": description,
        "mediaURL": None,
        "category": category,
        "updatedAt": f"{day}T{hour:02d}:40:00Z" if edited else None,
    }


def hard_diary():
    """Injection strings in every text field, emoji, right-to-left text, very long
    descriptions, and an empty day (2026-03-04) between busy ones."""
    long_text = " ".join(["lentil soup with roasted garlic and lemon"] * 60)
    entries = []
    n = 0
    busy = ["2026-03-02", "2026-03-03", "2026-03-05", "2026-03-06", "2026-03-08"]
    categories = ["breakfast", "lunch", "snack", "dinner", "dessert", "beverage", None, "nonsense<b>"]
    for d, day in enumerate(busy):
        for i, injection in enumerate(INJECTIONS):
            n += 1
            entries.append(entry(n, day, 6 + i * 2, injection, f"toast {injection}", categories[(d + i) % len(categories)],
                                 ["text", "voice"][i % 2], edited=i % 3 == 0))
        n += 1
        entries.append(entry(n, day, 19, "🍕🍣 pizza night 👩‍🍳🔥", "pizza 🍕 and sushi 🍣 with 👩‍🍳", "dinner"))
        n += 1
        entries.append(entry(n, day, 20, "حمص بالطحينة وخبز", "حمص بالطحينة وخبز", "dinner"))
        n += 1
        entries.append(entry(n, day, 21, "שקשוקה עם לחם", "שקשוקה עם לחם", "snack", "voice"))
        n += 1
        entries.append(entry(n, day, 22, long_text, long_text, "lunch"))
    n += 1
    entries.append(entry(n, "2026-03-06", 23, f"a bowl of {SEARCH_WORD} stew", f"{SEARCH_WORD} stew", "dinner"))
    return entries


# Every code point HTML, XML and SVG forbid, by class: C0 controls but tab, line feed and
# carriage return; DEL; C1 controls; the noncharacters U+FDD0-U+FDEF; U+xFFFE and U+xFFFF in
# each of the 17 planes.
FORBIDDEN = {
    "C0": [chr(c) for c in range(0x20) if c not in (0x09, 0x0A, 0x0D)],
    "DEL": [chr(0x7F)],
    "C1": [chr(c) for c in range(0x80, 0xA0)],
    "FDD0": [chr(c) for c in range(0xFDD0, 0xFDF0)],
    "plane ends": [chr(plane << 16 | low) for plane in range(17) for low in (0xFFFE, 0xFFFF)],
}
EVERY_FORBIDDEN = [c for group in FORBIDDEN.values() for c in group]


def _spiked(text, chars):
    """`text` with `chars` put in front of its first space and at its end."""
    head, _, tail = text.partition(" ")
    joined = "".join(chars)
    return f"{head}{joined} {tail}{joined}" if tail else f"{head}{joined}"


def forbidden_diary():
    """Every forbidden code point class, one class per entry and then all of them, in every
    text field: the typed input, the description, the input type, the category, and a photo's
    file name (the build reads text fields without them; a file name is only linked to)."""
    foods = [("Masala dosa with chutney", "masala dosa chutney", "breakfast"),
             ("Chicken biryani", "chicken biryani raita", "lunch"),
             ("um a mango lassi", "mango lassi", "snack"),
             ("Paneer tikka", "paneer tikka naan", "dinner"),
             ("Kheer", "kheer", "dessert"),
             ("Masala chai", "masala chai", "beverage")]
    groups = list(FORBIDDEN.values()) + [EVERY_FORBIDDEN]
    entries = []
    n = 0
    for d, day in enumerate(["2026-03-06", "2026-03-07", "2026-03-08"]):
        for g, chars in enumerate(groups):
            raw, description, category = foods[(d + g) % len(foods)]
            n += 1
            item = entry(n, day, 6 + g * 2, _spiked(raw, chars), _spiked(description, chars),
                         _spiked(category, chars), _spiked(["text", "voice"][g % 2], chars), edited=g % 2 == 0)
            entries.append(item)
        n += 1
        photo = entry(n, day, 20, "", _spiked("veg thali", EVERY_FORBIDDEN), "lunch", "image")
        photo["mediaURL"] = f"thali{chr(0xFDD0)}{chr(0x10FFFE)}-{d}.jpg"
        photo["rawInput"] = _spiked(photo["mediaURL"], EVERY_FORBIDDEN)
        entries.append(photo)
    return entries


def write_forbidden_pantry(path):
    """A pantrydates database (schema v8) whose names, notes and symbols hold every forbidden
    code point but NUL (SQLite hands text to readers up to its first NUL)."""
    chars = [c for c in EVERY_FORBIDDEN if c != "\0"]
    items = [("Masala chai", "2026-03-09", 1, "Top shelf", "cup.and.saucer"),
             ("Paneer", "2026-03-01", 0, "Use it up", "refrigerator"),
             ("Basmati rice", "2026-06-01", 0, "", "bag")]
    db = sqlite3.connect(path)
    db.execute("CREATE TABLE grdb_migrations (identifier TEXT NOT NULL PRIMARY KEY)")
    db.executemany("INSERT INTO grdb_migrations VALUES (?)", [(f"v{i}",) for i in range(1, 9)])
    db.execute(
        'CREATE TABLE "foodItem" ("id" INTEGER PRIMARY KEY AUTOINCREMENT, "name" TEXT NOT NULL, '
        '"expirationDate" DATETIME NOT NULL, "flagged" BOOLEAN NOT NULL DEFAULT 0, "notificationDate" DATETIME, '
        '"notificationSent" BOOLEAN NOT NULL DEFAULT 0, "notes" TEXT NOT NULL DEFAULT \'\', '
        '"refrigerated" BOOLEAN NOT NULL DEFAULT 0, "symbolName" TEXT NOT NULL DEFAULT \'fork.knife\')')
    for name, day, flagged, notes, symbol in items:
        db.execute('INSERT INTO "foodItem" (name, expirationDate, flagged, notes, symbolName) VALUES (?, ?, ?, ?, ?)',
                   (_spiked(name, chars), f"{day} 00:00:00.000", flagged, _spiked(notes, chars),
                    _spiked(symbol, chars)))
    db.commit()
    db.close()


def single_diary():
    return [entry(1, "2026-03-08", 8, "Porridge with honey", "porridge honey", "breakfast")]


def write(path, entries):
    with open(path, "w", encoding="utf-8") as f:
        json.dump(entries, f, ensure_ascii=False, indent=1)


# The photo diary's photos: phone-sized JPEGs made in code (scripts/phone_photos.py).
PHOTO_DAY = "2026-03-05"


def photo_diary():
    """Three phone photos on one day (with a typed entry), a typed entry on another."""
    entries = [entry(1, PHOTO_DAY, 7, "filter coffee", "filter coffee", "beverage")]
    for n, (hour, text, category) in enumerate(((8, "masala dosa", "breakfast"), (13, "veg thali", "lunch"),
                                                (20, "paneer tikka", "dinner")), start=2):
        photo = entry(n, PHOTO_DAY, hour, f"IMG_{n - 1:04d}.JPG", text, category, "image")
        photo["mediaURL"] = f"IMG_{n - 1:04d}.JPG"
        entries.append(photo)
    entries.append(entry(5, "2026-03-07", 9, "poha", "poha", "breakfast"))
    return entries


def sparse_diary():
    """Most foods eaten once: eight weeks, an entry on most days, each of a food of its own
    (a few eaten twice, one three times), so every sentence about a single occurrence shows."""
    foods = ["porridge", "miso soup", "falafel wrap", "pad thai", "lentil dal", "shakshuka", "poke bowl",
             "ramen", "paella", "gnocchi", "bibimbap", "borscht", "tagine", "pierogi", "laksa", "risotto",
             "goulash", "ceviche", "moussaka", "pho", "arepas", "dumplings", "tamales", "jollof rice",
             "congee", "biryani", "empanadas", "okonomiyaki", "feijoada", "khachapuri", "pelmeni",
             "bobotie", "adobo", "mole", "rendang", "kimchi stew", "polenta", "couscous", "ratatouille"]
    again = ["porridge", "ramen", "porridge", "pho"]
    entries = []
    n = 0
    for d in range(56):
        # 2026-01-12 … 2026-03-08, one day after another.
        day = (datetime.date(2026, 1, 12) + datetime.timedelta(days=d)).isoformat()
        if d % 7 == 3:
            continue
        n += 1
        food = foods[n % len(foods)] if n <= len(foods) else again[n % len(again)]
        entries.append(entry(n, day, 7 + (d * 5) % 14, food, food, ["breakfast", "lunch", "dinner", None][d % 4]))
    return entries


def ties_diary():
    """Ties everywhere: two weeks where toast and tea are eaten exactly as often, on the same
    weekdays, at 08:00 and 13:00 alike, breakfast and lunch as many entries each."""
    entries = []
    n = 0
    for d in range(14):
        day = (datetime.date(2026, 2, 23) + datetime.timedelta(days=d)).isoformat()
        if d % 7 in (2, 5):
            continue
        n += 1
        entries.append(entry(n, day, 8, "toast", "toast", "breakfast"))
        n += 1
        entries.append(entry(n, day, 13, "tea", "tea", "lunch", "voice"))
    return entries
