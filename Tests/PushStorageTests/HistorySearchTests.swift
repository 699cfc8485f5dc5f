import Foundation
import PushCore
import PushStorage
import PushTestSupport
import Testing

/// Searching every retained file: newest matches first up to the limit, and the byte scan that
/// skips lines never skips one the rule matches — escapes, case folding and hand-written lines included.
@Suite struct HistorySearchTests {
    /// A rule over a record's own strings, as the console's is.
    private static func rule(_ query: String) -> (HistoryRecord) -> Bool {
        { record in
            [record.label, record.token, record.error, record.body, record.apnsID, record.reason].contains {
                $0?.range(of: query, options: .caseInsensitive) != nil
            }
        }
    }

    private static let labels = [#"Ann's "work" phone"#, #"back\slash"#, "Straße", "\u{212A}iosk", "🔔 bell", "tab\there", "plain", nil]

    /// A history with tricky strings in every file: archives, the current file, and hand-written
    /// lines (an older writer's `\/` and `\u0041`).
    private func history() throws -> (HistoryFile, TemporaryDirectory) {
        let directory = try TemporaryDirectory(prefix: "search")
        let file = HistoryFile(path: directory.file("history.jsonl"), rotationSize: 4_096)
        for index in 0..<60 {
            var record = HistoryRetentionTests.record(index, via: index % 3 == 0 ? nil : "send", label: Self.labels[index % Self.labels.count])
            record.error = index % 5 == 0 ? "curl: \"Couldn't\" connect to https://host/" : nil
            record.reason = index % 4 == 0 ? "BadDeviceToken" : nil
            try file.append(record)
        }
        var line = Array(#"{"body":"{\/\/}","environment":"sandbox","index":900,"label":"\u0041LPHA","latencyMs":1,"local":true,"#.utf8)
        line += Array(#""outcome":"delivered","profile":"p","send":9,"time":1,"token":"x\/y"}"#.utf8) + [UInt8(ascii: "\n")]
        let handle = try #require(FileHandle(forWritingAtPath: file.path))
        handle.seekToEndOfFile()
        handle.write(Data(line))
        try handle.close()
        return (file, directory)
    }

    @Test(arguments: ["phone", "PHONE", "\"work\"", "back\\", "strasse", "STRASSE", "ß", "k", "KIOSK", "🔔", "\t", "alpha", "x/y", "//",
                      "couldn't", "https://host", "baddevicetoken", "A-1", "A-59", "nothing like this", "…0000003"])
    func findsWhatDecodingEveryLineFinds(query: String) throws {
        let (file, directory) = try history()
        defer { directory.remove() }
        let scanned = file.search(forAnyOf: [query], limit: .max, where: Self.rule(query))
        let decoded = file.search(forAnyOf: nil, limit: .max, where: Self.rule(query))
        #expect(scanned.records.map(\.index) == decoded.records.map(\.index))
        #expect(scanned.isComplete)
    }

    @Test func aLineHoldingAnyOfTheTextsIsACandidate() throws {
        let (file, directory) = try history()
        defer { directory.remove() }
        let either: (HistoryRecord) -> Bool = { Self.rule("plain")($0) || Self.rule("baddevicetoken")($0) }
        let scanned = file.search(forAnyOf: ["plain", "BadDeviceToken"], limit: .max, where: either)
        #expect(scanned.records.map(\.index) == file.search(forAnyOf: nil, limit: .max, where: either).records.map(\.index))
        #expect(scanned.records.count > file.search(forAnyOf: ["plain"], limit: .max, where: either).records.count)
    }

    @Test func handWrittenEscapesAreMatchedAsTheirCharacters() throws {
        let (file, directory) = try history()
        defer { directory.remove() }
        #expect(file.search(forAnyOf: ["alpha"], limit: 10, where: Self.rule("alpha")).records.map(\.index) == [900])
        #expect(file.search(forAnyOf: ["x/y"], limit: 10, where: Self.rule("x/y")).records.map(\.index) == [900])
        #expect(file.search(forAnyOf: ["kiosk"], limit: 100, where: Self.rule("kiosk")).records.count == 8, "the Kelvin sign folds to k")
    }

    @Test func theNewestMatchesComeOldestFirstUpToTheLimit() throws {
        let (file, directory) = try history()
        defer { directory.remove() }
        let all = file.search(forAnyOf: ["plain"], limit: .max, where: Self.rule("plain"))
        let newest = file.search(forAnyOf: ["plain"], limit: 3, where: Self.rule("plain"))
        #expect(all.records.count > 3)
        #expect(newest.records == Array(all.records.suffix(3)))
        #expect(!newest.isComplete)
        #expect(newest.records.map(\.time) == newest.records.map(\.time).sorted())
    }
}
