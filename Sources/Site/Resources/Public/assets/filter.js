// FoodStory: filter the list of foods as you type (without JavaScript the whole list shows).
// The filter holds its room, unseen, until this shows it: the table below never moves.
(function () {
  "use strict";
  var box = document.querySelector(".filter");
  var input = document.getElementById("food-filter");
  var table = document.querySelector("main table");
  if (!box || !input || !table) { return; }
  box.style.visibility = "";
  var rows = Array.prototype.slice.call(table.tBodies[0] ? table.tBodies[0].rows : []);
  input.addEventListener("input", function () {
    var query = input.value.trim().toLowerCase();
    rows.forEach(function (row) {
      row.hidden = query.length > 0 && row.cells[0].textContent.toLowerCase().indexOf(query) === -1;
    });
  });
})();
