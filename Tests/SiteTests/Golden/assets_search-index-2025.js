// FoodStory search index, 2025: [day, page, [[time, category, description, original input, anchor], …]] per day.
window.FOODSTORY_SEARCH = (window.FOODSTORY_SEARCH || []).concat([["2025-03-08","day\/2025-03-08.html",[["08:30","breakfast","idli sambar","Idli sambar","entry-11111111-1111-4111-8111-111111111111"]]]]);
