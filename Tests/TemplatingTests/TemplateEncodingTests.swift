import Foundation
import Templating
import TestSupport
import Testing

@Suite("Templates that are not UTF-8")
struct TemplateEncodingTests {
    @Test("A template's byte that is not UTF-8 is an error naming its line, column and the byte")
    func badByte() throws {
        let folder = try TemporaryFolder()
        // "café" written in Latin-1 on the third line: é is the lone byte 0xE9.
        var data = Data("# {{weekday}}, {{date}}\n\nSome caf".utf8)
        data.append(0xE9)
        data.append(contentsOf: " text\n".utf8)
        try folder.write(data, to: "day.md")
        let error = #expect(throws: TemplateError.self) {
            try TemplateSet.load(overrides: folder.url, schema: TemplateSchema())
        }
        #expect(
            error
                == TemplateError(
                    file: "\(folder.url.path)/day.md", line: 3,
                    message: "byte 0xE9 at column 9 is not UTF-8; save the template as UTF-8 text"))
        #expect(
            error?.description
                == "\(folder.url.path)/day.md:3: byte 0xE9 at column 9 is not UTF-8; save the template as UTF-8 text")
    }

    @Test("A column counts characters, not bytes, before the bad byte")
    func columnInCharacters() throws {
        let folder = try TemporaryFolder()
        var data = Data("ét\u{00E9}".utf8)
        data.append(0xFF)
        try folder.write(data, to: "foods.md")
        let error = #expect(throws: TemplateError.self) {
            try TemplateSet.load(overrides: folder.url, schema: TemplateSchema())
        }
        #expect(
            error
                == TemplateError(
                    file: "\(folder.url.path)/foods.md", line: 1,
                    message: "byte 0xFF at column 4 is not UTF-8; save the template as UTF-8 text"))
    }
}
