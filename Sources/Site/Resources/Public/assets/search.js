// FoodStory search: matches every word typed against each entry's description, original
// input, category and date, using the index shipped in the search-index-YYYY.js scripts (one a
// year, each adding its days to the global). Runs from file://.
(function () {
  "use strict";
  // The index lists days, each [day, page, entries], and each entry
  // [time, category, description, original input, anchor].
  var index = [];
  (window.FOODSTORY_SEARCH || []).forEach(function (day) {
    day[2].forEach(function (entry) {
      index.push({
        day: day[0], time: entry[0], category: entry[1], text: entry[2], original: entry[3],
        url: day[1] + "#" + entry[4]
      });
    });
  });
  var input = document.getElementById("search-query");
  var status = document.getElementById("search-status");
  var list = document.getElementById("search-results");
  if (!input || !status || !list) { return; }

  function fold(text) {
    return text.normalize("NFD").replace(/[\u0300-\u036f]/g, "").toLowerCase();
  }
  var prepared = index.map(function (item) {
    return { item: item, haystack: fold([item.text, item.original, item.category, item.day].join(" ")) };
  });

  // Written as the pages write numbers: 36,816.
  function count(number) {
    return String(number).replace(/\B(?=(\d{3})+(?!\d))/g, ",");
  }

  function show(query) {
    while (list.firstChild) { list.removeChild(list.firstChild); }
    var words = fold(query).split(/\s+/).filter(function (word) { return word.length > 0; });
    if (words.length === 0) { status.textContent = count(index.length) + " entries to search."; return; }
    var found = prepared.filter(function (entry) {
      return words.every(function (word) { return entry.haystack.indexOf(word) !== -1; });
    });
    found.reverse();
    status.textContent = found.length === 1 ? "1 entry found." : count(found.length) + " entries found.";
    found.slice(0, 200).forEach(function (entry) {
      var item = entry.item;
      var li = document.createElement("li");
      var link = document.createElement("a");
      link.href = item.url;
      link.textContent = item.text;
      var when = document.createElement("span");
      when.className = "when";
      when.textContent = item.day + " " + item.time + (item.category ? " · " + item.category : "");
      li.appendChild(when);
      li.appendChild(link);
      if (item.original) {
        var original = document.createElement("span");
        original.className = "search-original";
        original.textContent = " — " + item.original;
        li.appendChild(original);
      }
      list.appendChild(li);
    });
  }

  input.addEventListener("input", function () { show(input.value); });
  var initial = /[?&]q=([^&]*)/.exec(window.location.search);
  if (initial) { input.value = decodeURIComponent(initial[1].replace(/\+/g, " ")); }
  show(input.value);
})();
