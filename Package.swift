// swift-tools-version:6.1
import Foundation
import PackageDescription

// Debian's libmimalloc-dev has no pkg-config file: pkg-config is asked for mimalloc (and SwiftPM
// names the package to install when it is not found) only when mimalloc's header is not where
// the package puts it, so a machine that has it builds without a warning.
let mimallocHeaderFound = ["/usr/include/mimalloc.h", "/usr/local/include/mimalloc.h"].contains {
    FileManager.default.fileExists(atPath: $0)
}

// On Linux the program loads libvips itself, the first time it reads a photo (`CVips`'s
// shim.h): with the fifty-odd libraries libvips loads in turn, loading it when the program
// starts cost every run about 20 ms, a build with nothing to do a quarter of its time. So
// pkg-config is asked there only for GLib's headers, which libvips's need (its own are in
// /usr/include), and the link line names no libvips. Elsewhere, libvips's own pkg-config file.
#if os(Linux)
    let vipsPkgConfig = "gobject-2.0"
#else
    let vipsPkgConfig = "vips"
#endif

let package = Package(
    name: "FoodStory",
    platforms: [.macOS(.v14)],
    products: [
        .executable(name: "foodstory", targets: ["foodstory"]),
        .library(name: "Days", targets: ["Days"]),
        .library(name: "Diary", targets: ["Diary"]),
        .library(name: "Insights", targets: ["Insights"]),
        .library(name: "Charts", targets: ["Charts"]),
        .library(name: "Raster", targets: ["Raster"]),
        .library(name: "Site", targets: ["Site"]),
        .library(name: "Preview", targets: ["Preview"]),
    ],
    dependencies: [
        .package(url: "https://github.com/groue/GRDB.swift", from: "7.10.0"),
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
        .package(url: "https://github.com/hummingbird-project/swift-mustache", from: "2.1.1"),
        .package(url: "https://github.com/LebJe/TOMLKit", from: "0.6.0"),
        // The HTTP server of `foodstory serve` (see docs/serve.md): Hummingbird on SwiftNIO, whose
        // HTTP parser enforces the header limits; none of their optional traits.
        .package(url: "https://github.com/hummingbird-project/hummingbird", from: "2.28.1", traits: []),
        .package(url: "https://github.com/hummingbird-project/hummingbird-websocket", from: "2.8.1"),
        .package(url: "https://github.com/apple/swift-nio", from: "2.101.2"),
        .package(url: "https://github.com/apple/swift-http-types", from: "1.8.0", traits: []),
        .package(url: "https://github.com/apple/swift-log", from: "1.16.2"),
    ],
    targets: [
        // GitHub's Markdown implementation, from the system (libcmark-gfm with its extensions).
        .systemLibrary(
            name: "CCmarkGFM",
            pkgConfig: "libcmark-gfm",
            providers: [
                .apt(["libcmark-gfm-dev", "libcmark-gfm-extensions-dev"]),
                .brew(["cmark-gfm"]),
            ]
        ),
        // The allocator the program uses on Linux (Debian's libmimalloc-dev): linked into the
        // binary, it serves every allocation of the process, Swift's runtime's too.
        .systemLibrary(
            name: "CMimalloc",
            pkgConfig: mimallocHeaderFound ? nil : "mimalloc",
            providers: [.apt(["libmimalloc-dev"]), .brew(["mimalloc"])]
        ),
        // The SVG renderer the share cards are turned into PNG with (GNOME's librsvg, drawing
        // with cairo and setting text with Pango), the PNG writer (libpng), the palette chooser (libimagequant) and the font
        // configuration that makes the renderer see only FoodStory's own fonts (fontconfig).
        .systemLibrary(
            name: "CRsvg", pkgConfig: "librsvg-2.0", providers: [.apt(["librsvg2-dev"]), .brew(["librsvg"])]),
        .systemLibrary(name: "CPNG", pkgConfig: "libpng", providers: [.apt(["libpng-dev"]), .brew(["libpng"])]),
        .systemLibrary(
            name: "CFontconfig", pkgConfig: "fontconfig",
            providers: [.apt(["libfontconfig-dev"]), .brew(["fontconfig"])]),
        // Picks the 256 colours of a PNG palette when a card has more (pngquant's library).
        .systemLibrary(
            name: "CImageQuant", pkgConfig: "imagequant",
            providers: [.apt(["libimagequant-dev"]), .brew(["libimagequant"])]),
        // libxml2's HTML and XML parsers: the output check reads every page, card and feed as XML
        // with it, and a public build's proof reads every page as a browser reads it (character
        // references decoded, tags and comments taken out).
        .systemLibrary(
            name: "CLibXML2", pkgConfig: "libxml-2.0", providers: [.apt(["libxml2-dev"]), .brew(["libxml2"])]),
        // The hash of every key and cache (XXH3's 128 bits, Debian's libxxhash-dev).
        .systemLibrary(
            name: "CXXHash", pkgConfig: "libxxhash", providers: [.apt(["libxxhash-dev"]), .brew(["xxhash"])]),
        // Photos made into web sizes: libvips (with libheif for HEIC and AVIF), in the process.
        .systemLibrary(name: "CVips", pkgConfig: vipsPkgConfig, providers: [.apt(["libvips-dev"]), .brew(["vips"])]),
        // Calendar days without time zones: shared by the diary, insights and charts.
        .target(name: "Days"),
        // What every part of the program uses and none is about: the file system value, work
        // spread over the cores, and the one hash (XXH3's 128 bits).
        .target(name: "Support", dependencies: ["CXXHash"]),
        .target(
            name: "Diary",
            dependencies: [
                "Days", "Support", .product(name: "GRDB", package: "GRDB.swift"),
                .product(name: "GRDBSQLite", package: "GRDB.swift"),
            ]
        ),
        .target(name: "Insights", dependencies: ["Diary", "Days", "Words"]),
        // Words: every sentence and label the site writes, from one catalog per language
        // (`Catalogs/en.toml`), with plural and select cases, numbers and lists through
        // Foundation's formatters; a person's `words.toml` replaces messages by key.
        .target(
            name: "Words",
            dependencies: ["Days", "Support", .product(name: "TOMLKit", package: "TOMLKit")],
            resources: [.copy("Resources/Catalogs")],
            // The plural rules are ICU's, from the copy Foundation's formatters already load.
            linkerSettings: [.linkedLibrary("_FoundationICU", .when(platforms: [.linux]))]
        ),
        .target(name: "Charts", dependencies: ["Days", "Words"]),
        // SVG documents rendered to compact PNG files in-process, with the fonts it is given.
        .target(
            name: "Raster", dependencies: ["CRsvg", "CPNG", "CFontconfig", "CImageQuant"],
            // Its loops go over every pixel of a picture: optimised in debug builds too, so the
            // tests, which draw every card of the sites they build, take seconds, not minutes.
            swiftSettings: [.unsafeFlags(["-O"], .when(configuration: .debug))]),
        // The output writer: a site's files moved into its folder only when all were written, the
        // folder's marker, the paths it refuses.
        .target(name: "Writing", dependencies: ["Support"]),
        // Photos: each read by bare name from the media folder, its header and web sizes through
        // libvips (`PhotoCodec`, `Codec/`), and an original's metadata removed without re-encoding
        // it (`PhotoSanitizer`).
        .target(name: "Photos", dependencies: ["Support", "CVips"]),
        // Keying: the one rule that says whether an output can be kept (`OutputKey`: the hash of a
        // value's canonical encoding), the manifest of what the last build made, and where a
        // build's state is kept.
        .target(name: "Keying", dependencies: ["Support", "Diary"]),
        // The output check: every file of a site read for its links, fetches and references, each
        // resolved inside the site (`SiteChecker`).
        .target(name: "Checking", dependencies: ["Writing", "CLibXML2"]),
        // Withholding: what a public build lets through of the diary (`PublicView`), what it left out,
        // and the proof that no withheld text is in any file, read as a browser shows it (libxml2).
        .target(name: "Withholding", dependencies: ["Support", "Diary", "Insights", "CLibXML2"]),
        // Templating: a page's Markdown template with Mustache (values escaped for Markdown), turned
        // into HTML by libcmark-gfm, its blocks (charts, tiles) put in place; the templates a
        // folder replaces file by file, their checker and their documentation. The default
        // templates ship with it (`Templates/` at the top of the repository links here).
        .target(
            name: "Templating",
            dependencies: [
                "Support", "Diary", "Charts", "Words", "CCmarkGFM",
                .product(name: "Mustache", package: "swift-mustache"),
            ],
            resources: [.copy("Resources/Templates")]
        ),
        // The config file (`foodstory.toml`): its keys read and checked, line by line, into a
        // `Configuration`; the starter `init` writes; the site's address as it is written.
        .target(
            name: "ConfigFile",
            dependencies: [
                "Support", "Diary", "Insights", "Withholding", .product(name: "TOMLKit", package: "TOMLKit"),
            ]
        ),
        // Feeds: what the site writes for programs rather than readers: the feed's ids
        // (`FeedIdentity`) and the search index's scripts (`SearchIndex`, `SearchWords`).
        .target(name: "Feeds", dependencies: ["Support", "Diary", "Insights", "Words"]),
        .target(
            name: "Site",
            dependencies: [
                "Support", "Keying", "Writing", "Checking", "Withholding", "Photos", "Templating", "ConfigFile",
                "Feeds", "Diary",
                "Insights", "Charts", "Words", "Raster", .product(name: "Mustache", package: "swift-mustache"),
            ],
            // The default templates and assets ship with the binary; `Templates` and `Public` at
            // the top of the repository link here. So do the sample diary's photos and the fonts
            // the share cards are drawn with (the site's web fonts are cut from them).
            resources: [
                .copy("Resources/Public"), .copy("Resources/SamplePhotos"),
                .copy("Resources/Fonts"),
            ]
        ),
        // `foodstory serve`: the site's folder over HTTP, rebuilt and reloaded as its inputs change.
        .target(
            name: "Preview",
            dependencies: [
                "Site", "ConfigFile", "Diary", "Support", .product(name: "HummingbirdCore", package: "hummingbird"),
                .product(name: "HummingbirdWebSocket", package: "hummingbird-websocket"),
                .product(name: "NIOCore", package: "swift-nio"), .product(name: "NIOPosix", package: "swift-nio"),
                .product(name: "NIOHTTP1", package: "swift-nio"),
                .product(name: "HTTPTypes", package: "swift-http-types"),
                .product(name: "Logging", package: "swift-log"),
            ]
        ),
        .executableTarget(
            name: "foodstory",
            dependencies: [
                "Diary", "Insights", "Charts", "Words", "Site", "Writing", "Templating", "ConfigFile", "Preview",
                .target(name: "CMimalloc", condition: .when(platforms: [.linux])),
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        .target(
            name: "TestSupport",
            dependencies: [
                "Diary", "Support", "Photos", "Words", "Writing", "CVips",
                .product(name: "GRDB", package: "GRDB.swift"),
            ],
            path: "Tests/TestSupport",
            // The apps' sample files the tests read: inside the repository, so a lone clone passes.
            resources: [.copy("Fixtures")],
            // The tests make their pictures with libvips, called directly (see `vipsPkgConfig`).
            linkerSettings: [.linkedLibrary("vips", .when(platforms: [.linux]))]
        ),
        .testTarget(name: "DaysTests", dependencies: ["Days"]),
        .testTarget(name: "SupportTests", dependencies: ["Support", "TestSupport"]),
        .testTarget(
            name: "DiaryTests",
            dependencies: ["Diary", "Support", "TestSupport", .product(name: "GRDB", package: "GRDB.swift")]
        ),
        .testTarget(name: "InsightsTests", dependencies: ["Insights", "TestSupport"]),
        .testTarget(name: "RasterTests", dependencies: ["Raster", "Charts", "Days", "Words", "TestSupport"]),
        .testTarget(name: "PhotosTests", dependencies: ["Photos", "Support", "TestSupport", "CVips"]),
        .testTarget(name: "WordsTests", dependencies: ["Words", "Support", "TestSupport"]),
        .testTarget(
            name: "ChartsTests", dependencies: ["Charts", "Days", "Words", "TestSupport"], resources: [.copy("Golden")]),
        .testTarget(name: "KeyingTests", dependencies: ["Keying", "Support", "Diary", "TestSupport"]),
        .testTarget(name: "WritingTests", dependencies: ["Writing", "Support", "Diary", "TestSupport"]),
        .testTarget(name: "WithholdingTests", dependencies: ["Withholding", "Diary", "Insights", "TestSupport"]),
        .testTarget(name: "TemplatingTests", dependencies: ["Templating", "Charts", "Diary", "TestSupport"]),
        .testTarget(name: "CheckingTests", dependencies: ["Checking", "Writing", "TestSupport"]),
        .testTarget(
            name: "FeedsTests", dependencies: ["Feeds", "Diary", "Insights", "Keying", "Words", "TestSupport"]),
        .testTarget(name: "ConfigFileTests", dependencies: ["ConfigFile", "Days", "Diary", "Insights", "Withholding"]),
        .testTarget(
            name: "SiteTests",
            dependencies: [
                "Site", "Support", "Keying", "Writing", "Checking", "Withholding", "Photos", "Templating", "ConfigFile",
                "Feeds", "Diary", "Insights", "Charts", "Words", "TestSupport",
            ],
            resources: [.copy("Golden")]),
        .testTarget(
            name: "PreviewTests",
            dependencies: [
                "Preview", "Site", "ConfigFile", "TestSupport",
                .product(name: "HTTPTypes", package: "swift-http-types"),
            ]),
        .testTarget(
            name: "FoodStoryTests",
            dependencies: [
                "foodstory", "TestSupport", "Diary", "Site", "Keying", "Withholding", "Photos", "Templating",
                "ConfigFile", "Words", "Insights",
                "Preview",
                .product(name: "GRDB", package: "GRDB.swift"),
            ]),
    ],
    swiftLanguageModes: [.v6]
)
