"""The diaries the site suite builds, written as FoodLogger JSON exports."""

import json

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


def single_diary():
    return [entry(1, "2026-03-08", 8, "Porridge with honey", "porridge honey", "breakfast")]


def write(path, entries):
    with open(path, "w", encoding="utf-8") as f:
        json.dump(entries, f, ensure_ascii=False, indent=1)
