import Foundation
import Testing
import Writing

@Suite("The output folder's marker")
struct OutputMarkerTests {
    @Test(
        "A marker read back lists each safe path once, in order; comments, empty lines and paths FoodStory cannot vouch for are left out"
    )
    func read() {
        let text = """
            # FoodStory made this folder.

            week/2026-W10.html
            day/2026-03-08.html
            index.html
            day/2026-03-08.html
            /etc/passwd
            ../outside.html
            day/../index.html
            day\\2026-03-09.html
            .foodstory-staging/index.html
            food/crème-brûlée.html
            assets/search/days/2026-03-08.js
            """
        let marker = OutputMarker(data: Data(text.utf8))
        #expect(
            marker.files == [
                "assets/search/days/2026-03-08.js", "day/2026-03-08.html", "food/crème-brûlée.html", "index.html",
                "week/2026-W10.html",
            ])
        #expect(OutputMarker(data: marker.data) == marker)
        #expect(OutputMarker(data: Data()).files == [])
    }
}
