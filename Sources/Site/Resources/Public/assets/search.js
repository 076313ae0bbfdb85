// FoodStory search: finds the entries that have every word typed, each as the start of one of
// their words (in the description, the original input, the category or the day), newest first.
// The index is in scripts the page adds as a query needs them, so it runs from file://:
// search/words.js lists the parts, search/words-<key in hex>.js has the words that begin with
// <key> and the entries of each, search/days/<day>.js a day's entries as the results show them.
(function () {
  "use strict";
  var index = window.FOODSTORY_SEARCH_INDEX;
  var input = document.getElementById("search-query");
  var status = document.getElementById("search-status");
  var list = document.getElementById("search-results");
  var more = document.getElementById("search-more");
  var script = document.currentScript;
  if (!index || !input || !status || !list || !more || !script) { return; }
  var base = script.src.replace(/[^/]*$/, "") + "search/";
  var FIRST = 20;
  var MORE = 50;

  // What the index scripts hand over: words by part, entries by day.
  var parts = {};
  var days = {};
  window.FOODSTORY_SEARCH = {
    words: function (key, words) { parts[key] = words; },
    day: function (day) { days[day[0]] = { page: day[1], entries: day[2] }; }
  };

  var loading = {};
  function load(path) {
    if (!loading[path]) {
      loading[path] = new Promise(function (resolve, reject) {
        var element = document.createElement("script");
        element.src = base + path;
        element.onload = resolve;
        element.onerror = function () { reject(new Error(path)); };
        document.head.appendChild(element);
      });
    }
    return loading[path];
  }

  // The text as the index holds it (Sources/Words/SearchText.swift): decomposed, without accents, Arabic's
  // vowel marks and tatweel or Devanagari's nukta, in lower case, and the letters a person types
  // one for the other made one (a final sigma, alef maksura, ta marbuta, chandrabindu,
  // katakana, ł, ß, Arabic-Indic and Devanagari digits).
  var SAME = { "\u03c2": "\u03c3", "\u0649": "\u064a", "\u0629": "\u0647", "\u0901": "\u0902", "\u0142": "l", "\u00df": "ss" };
  function same(letter) {
    var code = letter.charCodeAt(0);
    if (SAME[letter]) { return SAME[letter]; }
    if (code >= 0x30a1) { return String.fromCharCode(code - 0x60); }
    return String(code - (code >= 0x966 ? 0x966 : code >= 0x6f0 ? 0x6f0 : 0x660));
  }
  function fold(text) {
    return text.normalize("NFKD").replace(/[\u0300-\u036f\u064b-\u065f\u0670\u0640\u093c]/g, "").toLowerCase()
      .replace(/[\u03c2\u0649\u0629\u0901\u0142\u00df\u0660-\u0669\u06f0-\u06f9\u0966-\u096f\u30a1-\u30f6]/g, same);
  }
  // Scripts written without spaces: each character is a word.
  var UNSPACED = "[\u0e00-\u0eff\u1000-\u109f\u1780-\u17ff\u3040-\u30ff\u31f0-\u31ff\u3400-\u4dbf\u4e00-\u9fff" +
    "\uf900-\ufaff\uff66-\uff9f]|[\ud840-\ud87f][\udc00-\udfff]";
  var WORD = /\d+(?:-\d+)+|[\p{L}\p{N}\p{M}]+/gu;
  function words(text) {
    return fold(text).replace(new RegExp(UNSPACED, "g"), " $& ").match(WORD) || [];
  }
  function hex(text) {
    return Array.prototype.map.call(new TextEncoder().encode(text), function (byte) {
      return (byte < 16 ? "0" : "") + byte.toString(16);
    }).join("");
  }
  // A word of one letter or digit says too little to look for (the index leaves it out),
  // unless its script is written without spaces.
  function searchable(word) {
    return Array.from(word).length > 1 || new RegExp("^(?:" + UNSPACED + ")$").test(word);
  }

  // The keys of the parts that may hold words beginning with `word`.
  function partsFor(word) {
    return index.keys.filter(function (key) { return key.indexOf(word) === 0 || word.indexOf(key) === 0; });
  }

  // An entry is known by its day and its place in the day, as day * PLACES + place.
  var PLACES = 65536;
  function dayOf(id) { return Math.floor(id / PLACES); }
  function placeOf(id) { return id - dayOf(id) * PLACES; }

  // The entries with a word that begins with `word`.
  function entriesOf(word) {
    var found = new Set();
    partsFor(word).forEach(function (key) {
      var part = parts[key];
      Object.keys(part).forEach(function (candidate) {
        if (candidate.indexOf(word) !== 0) { return; }
        var list = part[candidate], day = 0;
        for (var i = 0; i < list.length; i += 2) {
          day += list[i];
          found.add(day * PLACES + list[i + 1]);
        }
      });
    });
    return found;
  }

  function dayName(day) {
    return new Date(day * 86400000).toISOString().slice(0, 10);
  }

  // Written as the pages write numbers: 36,816.
  // The page's words for what the search says, from the status line: a text, or a text per
  // plural case of {count} (the language's cases, as the browser knows them), and the number
  // written as the page's language writes it.
  var said = JSON.parse(status.getAttribute("data-words") || "{}");
  var lang = document.documentElement.lang || "en";
  var plural = new Intl.PluralRules(lang);
  var numbers = new Intl.NumberFormat(lang);
  function say(name, number) {
    var forms = said[name] || "";
    var text = typeof forms === "string" ? forms
      : (number === 0 && forms.zero) || forms[plural.select(number)] || forms.other || "";
    return text.replace("{count}", numbers.format(number));
  }

  function row(day, place) {
    var shown = days[dayName(day)];
    var entry = shown && shown.entries[place];
    if (!entry) { return null; }
    var li = document.createElement("li");
    var link = document.createElement("a");
    link.href = shown.page + "#" + entry[4];
    link.textContent = entry[2];
    var when = document.createElement("span");
    when.className = "when";
    when.textContent = dayName(day) + " " + entry[0] + (entry[1] ? " · " + entry[1] : "");
    li.appendChild(when);
    li.appendChild(link);
    if (entry[3]) {
      var original = document.createElement("span");
      original.className = "search-original";
      original.textContent = " — " + entry[3];
      li.appendChild(original);
    }
    return li;
  }

  var asked = 0;
  var found = [];
  var shown = 0;

  // Shows the next `number` results, once their days are read.
  function show(number, query) {
    var next = found.slice(shown, shown + number);
    var needed = [];
    next.forEach(function (id) {
      var name = dayName(dayOf(id));
      if (needed.indexOf(name) === -1) { needed.push(name); }
    });
    return Promise.all(needed.map(function (name) { return load("days/" + name + ".js"); })).then(function () {
      if (query !== asked) { return; }
      next.forEach(function (id) {
        var item = row(dayOf(id), placeOf(id));
        if (item) { list.appendChild(item); }
      });
      shown += next.length;
      more.hidden = shown >= found.length;
    });
  }

  function search(text) {
    var query = ++asked;
    var terms = words(text).filter(searchable);
    function clear() {
      while (list.firstChild) { list.removeChild(list.firstChild); }
      found = [];
      shown = 0;
      more.hidden = true;
    }
    if (terms.length === 0) {
      clear();
      status.textContent = words(text).length === 0 ? say("ready", index.entries) : say("short");
      return Promise.resolve();
    }
    var needed = [];
    terms.forEach(function (word) {
      partsFor(word).forEach(function (key) { if (needed.indexOf(key) === -1) { needed.push(key); } });
    });
    return Promise.all(needed.map(function (key) { return load("words-" + hex(key) + ".js"); })).then(function () {
      if (query !== asked) { return; }
      var sets = terms.map(entriesOf);
      sets.sort(function (a, b) { return a.size - b.size; });
      var matches = Array.from(sets[0]).filter(function (id) {
        return sets.every(function (set) { return set.has(id); });
      });
      matches.sort(function (a, b) { return b - a; });
      clear();
      found = matches;
      return show(FIRST, query).then(function () {
        if (query !== asked) { return; }
        status.textContent = say("found", found.length);
      });
    }).catch(function () {
      if (query === asked) { status.textContent = say("failed"); }
    });
  }

  more.addEventListener("click", function () { show(MORE, asked); });
  input.addEventListener("input", function () { search(input.value); });
  var initial = /[?&]q=([^&]*)/.exec(window.location.search);
  if (initial) { input.value = decodeURIComponent(initial[1].replace(/\+/g, " ")); }
  search(input.value);
})();
