import Days
import Diary
import Templating
import Words

/// What `components/photo-calendar.html` sees: a month as a table of weeks, each day with its
/// photos' thumbnails (or, without one, how many entries it has), linking to the day.
struct PhotoCalendarContext: TemplateNode, Sendable {
    /// `March 2026 in photos: 12 photos on 9 days`.
    var caption: String
    /// The seven weekdays from the locale's first: Monday to Sunday in English.
    var weekdays: [WeekdayContext]
    var weeks: [PhotoWeekContext]
}

/// A weekday as a column heading.
struct WeekdayContext: TemplateNode, Sendable {
    /// `Mon`.
    var short: String
    /// `Monday`.
    var name: String
}

/// One week of the photo calendar.
struct PhotoWeekContext: TemplateNode, Sendable {
    var days: [PhotoDayContext]
}

/// One day of the photo calendar; a day of another month fills the week's row, empty.
struct PhotoDayContext: TemplateNode, Sendable {
    /// Whether the day is in another month (the cell is empty).
    var outside: Bool
    /// The day of the month, `8`.
    var number: String
    /// `Sunday 8 March`, said before the day's photos.
    var date: String
    /// Its day page, when it has entries.
    var url: String?
    /// Its first photos.
    var photos: [PhotoThumbContext]
    var hasPhotos: Bool
    /// `+2` when it has more photos than are shown.
    var more: String?
    /// How many photos it has, when more than one (a narrow screen shows only the first).
    var photoCount: String?
    /// `3 entries`, when it has entries and none with a photo.
    var entries: String?
}

/// A photo's thumbnail: its smallest web size, and a larger one for screens with more pixels.
struct PhotoThumbContext: TemplateNode, Sendable {
    var url: String
    var srcset: String
    var width: Int
    var height: Int
    /// The entry's description.
    var alt: String
}

/// What `components/photo-mosaic.html` sees: a year's photos, a day's first photo each, month
/// by month, each linking to its day.
struct PhotoMosaicContext: TemplateNode, Sendable {
    /// `2026 in photos: 140 photos on 97 days`.
    var caption: String
    var months: [PhotoMosaicMonthContext]
}

/// A month of the mosaic.
struct PhotoMosaicMonthContext: TemplateNode, Sendable {
    /// `March`.
    var label: String
    /// The month's page.
    var url: String
    var days: [PhotoMosaicDayContext]
}

/// A day of the mosaic: its first photo, linking to its page.
struct PhotoMosaicDayContext: TemplateNode, Sendable {
    var url: String
    /// `Sunday 8 March, 3 photos`.
    var label: String
    var photo: PhotoThumbContext
}

extension PageFactory {
    /// The most photos a day of the calendar shows.
    static let photosPerCalendarDay = 3

    /// The photos the site shows of the entries on `day`, with their entries, in diary order.
    func photos(on day: LocalDay) -> [(entry: DiaryEntry, photo: WebPhoto)] {
        model.entries(on: day).compactMap { entry in
            entry.record.mediaFileName.flatMap { model.photos[$0] }.map { (entry, $0) }
        }
    }

    /// The photo calendar of a month, on the page at `page`; nil when none of its days has a
    /// photo the site shows.
    func photoCalendar(year: Int, month: Int, on page: String) -> PhotoCalendarContext? {
        guard !model.photos.isEmpty, let first = LocalDay(year: year, month: month, day: 1) else { return nil }
        let last = first.adding(days: LocalDay.daysInMonth(year: year, month: month) - 1)
        var photoCount = 0
        var photoDays = 0
        var weeks: [PhotoWeekContext] = []
        let weekStart = words.weekStart
        var start = weekStart.start(of: first)
        while start <= last {
            let days = (0..<7).map { offset -> PhotoDayContext in
                let day = start.adding(days: offset)
                let date = words.date(day, .weekdayDayMonth)
                guard day.month == month else {
                    return PhotoDayContext(outside: true, number: "", date: date, photos: [], hasPhotos: false)
                }
                let entries = model.entries(on: day).count
                let photos = self.photos(on: day)
                photoCount += photos.count
                photoDays += photos.isEmpty ? 0 : 1
                let shown = photos.prefix(Self.photosPerCalendarDay)
                return PhotoDayContext(
                    outside: false, number: words.number(day.day), date: date,
                    url: entries > 0 ? link(page, SitePath.day(day)) : nil,
                    photos: shown.map { thumbnail($0.photo, alt: $0.entry.description, on: page) },
                    hasPhotos: !shown.isEmpty,
                    more: photos.count > shown.count ? "+\(photos.count - shown.count)" : nil,
                    photoCount: photos.count > 1 ? String(photos.count) : nil,
                    entries: entries > 0 && photos.isEmpty ? words.count(.entries, entries) : nil)
            }
            weeks.append(PhotoWeekContext(days: days))
            start = start.adding(days: 7)
        }
        guard photoCount > 0 else { return nil }
        return PhotoCalendarContext(
            caption: words(
                .photosCaption,
                [
                    "period": .text(words.month(year: year, month: month)),
                    "photos": .text(words.count(.photos, photoCount)), "days": .text(words.count(.days, photoDays)),
                ]),
            weekdays: weekStart.weekdays.map {
                WeekdayContext(short: words.weekdayName($0, .abbreviated), name: words.weekdayName($0))
            },
            weeks: weeks)
    }

    /// The photo mosaic of a year, on the page at `page`: each day's first photo; nil when the
    /// year has no photo the site shows.
    func photoMosaic(year: Int, on page: String) -> PhotoMosaicContext? {
        guard !model.photos.isEmpty else { return nil }
        var photoCount = 0
        var months: [PhotoMosaicMonthContext] = []
        for day in model.days where day.year == year {
            let photos = self.photos(on: day)
            guard let first = photos.first else { continue }
            photoCount += photos.count
            let tile = PhotoMosaicDayContext(
                url: link(page, SitePath.day(day)),
                label: words(
                    .photosDay,
                    [
                        "date": .text(words.date(day, .weekdayDayMonth)),
                        "photos": .text(words.count(.photos, photos.count)),
                    ]),
                photo: thumbnail(first.photo, alt: first.entry.description, on: page))
            if months.last?.label != words.monthName(day.month) {
                months.append(
                    PhotoMosaicMonthContext(
                        label: words.monthName(day.month),
                        url: link(page, SitePath.month(year: year, month: day.month)), days: []))
            }
            months[months.count - 1].days.append(tile)
        }
        guard photoCount > 0 else { return nil }
        let days = months.reduce(0) { $0 + $1.days.count }
        return PhotoMosaicContext(
            caption: words(
                .photosCaption,
                [
                    "period": .text(words.year(year)), "photos": .text(words.count(.photos, photoCount)),
                    "days": .text(words.count(.days, days)),
                ]),
            months: months)
    }

    /// A photo's thumbnail on the page at `page`.
    func thumbnail(_ photo: WebPhoto, alt: String, on page: String) -> PhotoThumbContext {
        let tile = photo.picture(.tile)
        return PhotoThumbContext(
            url: link(page, tile.path), srcset: Self.srcset([tile, photo.picture(.card)], on: page),
            width: tile.size.width, height: tile.size.height, alt: alt)
    }
}
