import Testing
@testable import PushStorage

/// The byte scan finds a text wherever it sits against the 32-byte steps it takes — across a
/// step, at the buffer's very end, in a line shorter than a step — and only the lines holding it.
@Suite struct HistoryPrefilterTests {
    private func candidates(_ text: String, in lines: [String], endingInNewline: Bool = true) throws -> [String] {
        let filter = try #require(HistoryPrefilter(text: text))
        let bytes = Array((lines.joined(separator: "\n") + (endingInNewline ? "\n" : "")).utf8)
        return bytes.withUnsafeBytes { buffer in
            filter.candidates(in: buffer).map { String(decoding: buffer[$0], as: UTF8.self) }
        }
    }

    @Test func findsTheTextAtEveryOffset() throws {
        for offset in 0..<70 {
            let line = String(repeating: "x", count: offset) + "NeEdLe" + String(repeating: "y", count: 70 - offset)
            let lines = ["x", String(repeating: "z", count: 45), line, String(repeating: "x", count: 33)]
            #expect(try candidates("needle", in: lines) == [line], "offset \(offset)")
            let last = String(repeating: "x", count: offset) + "needLE"
            #expect(try candidates("NEEDLE", in: ["x", last], endingInNewline: false) == [last], "at the end, offset \(offset)")
        }
    }

    @Test func aOneByteTextAndSuspectCharactersAreFoundAnywhere() throws {
        let lines = [String(repeating: "x", count: 40), String(repeating: "x", count: 31) + "Q", "short q",
                     String(repeating: "x", count: 35) + #"\u0051"#, String(repeating: "x", count: 30) + "\u{212A}", "xß"]
        #expect(try candidates("q", in: lines) == Array(lines.dropFirst()))
    }

    @Test func oneScanFindsTheLinesHoldingAnyOfSeveralTexts() throws {
        let filter = try #require(HistoryPrefilter(texts: ["rateLimited", "rate limited", "Unregistered"]))
        let lines = [#"{"outcome":"rateLimited"}"#, #"{"outcome":"delivered"}"#, #"{"error":"Rate Limited by the server"}"#,
                     #"{"reason":"unregistered"}"#, #"{"outcome":"rate"}"#]
        let bytes = Array((lines.joined(separator: "\n") + "\n").utf8)
        let found = bytes.withUnsafeBytes { buffer in filter.candidates(in: buffer).map { String(decoding: buffer[$0], as: UTF8.self) } }
        #expect(found == [lines[0], lines[2], lines[3]])
        #expect(HistoryPrefilter(texts: ["fine", "say \"hi\""]) == nil, "one text a scan cannot find soundly spoils them all")
    }
}
