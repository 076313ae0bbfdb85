import Diary
import Testing

@Suite("Clock times and offsets")
struct ClockFormattingTests {
    @Test("Local times and offsets print as the app shows them")
    func formatting() {
        #expect(LocalTime(hour: 8, minute: 5).description == "08:05")
        #expect(LocalTime(secondsSinceMidnight: -60).description == "23:59")
        #expect(UTCOffset(seconds: 19_800).description == "+05:30")
        #expect(UTCOffset(seconds: -34_200).description == "-09:30")
        #expect(UTCOffset(seconds: 0).description == "+00:00")
    }
}
