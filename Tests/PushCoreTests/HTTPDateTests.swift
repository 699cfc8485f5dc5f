import Foundation
import PushCore
import PushTestSupport
import Testing

/// IMF-fixdate (RFC 9110 §5.6.7), written by the simulator and read by the transport.
struct HTTPDateTests {
    struct Example: CustomStringConvertible, Sendable {
        let epochSeconds: Int
        let text: String
        var description: String { text }
    }

    @Test(arguments: [
        // RFC 9110's own example.
        Example(epochSeconds: 784_111_777, text: "Sun, 06 Nov 1994 08:49:37 GMT"),
        Example(epochSeconds: 0, text: "Thu, 01 Jan 1970 00:00:00 GMT"),
        Example(epochSeconds: 951_782_400, text: "Tue, 29 Feb 2000 00:00:00 GMT"),
        Example(epochSeconds: 4_133_980_799, text: "Fri, 31 Dec 2100 23:59:59 GMT"),
        Example(epochSeconds: -1, text: "Wed, 31 Dec 1969 23:59:59 GMT"),
    ])
    func formatsAndParsesKnownInstants(_ example: Example) throws {
        let date = Date(timeIntervalSince1970: TimeInterval(example.epochSeconds))
        #expect(HTTPDate.format(date) == example.text)
        #expect(HTTPDate.parse(example.text) == date)
    }

    @Test func fractionsOfASecondAreDropped() {
        #expect(HTTPDate.format(Date(timeIntervalSince1970: 784_111_777.999)) == "Sun, 06 Nov 1994 08:49:37 GMT")
    }

    @Test func roundTripsAndAgreesWithFoundationOnRandomInstants() throws {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = TimeZone(identifier: "GMT")
        formatter.dateFormat = "EEE, dd MMM yyyy HH:mm:ss 'GMT'"
        var fuzzer = SeededFuzzer(seed: 9110)
        for _ in 0..<2_000 {
            // 1900 to 2400, to cross century and 400-year leap rules.
            let seconds = Int.random(in: -2_208_988_800...13_569_465_600, using: &fuzzer)
            let date = Date(timeIntervalSince1970: TimeInterval(seconds))
            let text = HTTPDate.format(date)
            #expect(text == formatter.string(from: date))
            #expect(HTTPDate.parse(text) == date, "\(text)")
        }
    }

    @Test(arguments: [
        "",
        "garbage",
        "Sunday, 06-Nov-94 08:49:37 GMT",        // RFC 850, obsolete
        "Sun Nov  6 08:49:37 1994",              // asctime, obsolete
        "Sun, 06 Nov 1994 08:49:37 UTC",
        "Sun, 31 Feb 1994 08:49:37 GMT",
        "Sun, 29 Feb 1900 08:49:37 GMT",         // 1900 is no leap year
        "Sun, 06 Nov 1994 24:00:00 GMT",
        "Sun, 06 Nov 1994 08:60:00 GMT",
        "Sun, 06 Nov 1994 08:49:61 GMT",
        "Sun, 00 Nov 1994 08:49:37 GMT",
        "Xyz, 06 Nov 1994 08:49:37 GMT",
        "Sun, 06 Nox 1994 08:49:37 GMT",
        "Sun, 06 Nov 19a4 08:49:37 GMT",
        "Sun, 06 Nov 1994 08:49:37 GMT extra",
        "Sun, +6 Nov 1994 08:49:37 GMT",
        "Sün, 06 Nov 1994 08:49:37 GMT",
        "sun, 06 Nov 1994 08:49:37 GMT",         // names are matched exactly, case included
        "Sun, 06 NOV 1994 08:49:37 GMT",
        "Sun, 06 Nov 1994 08:49:37 gmt",
        "Sun, 06 Nov 1994 08:49:37\u{0}GMT",
    ])
    func rejectsAnythingButIMFFixdate(_ text: String) {
        #expect(HTTPDate.parse(text) == nil)
    }

    @Test func surroundingSpacesAndALeapSecondAreAccepted() {
        #expect(HTTPDate.parse("  Sun, 06 Nov 1994 08:49:37 GMT ") == Date(timeIntervalSince1970: 784_111_777))
        #expect(HTTPDate.parse("\tSun, 06 Nov 1994 08:49:37 GMT\t ") == Date(timeIntervalSince1970: 784_111_777))
        #expect(HTTPDate.parse("Sun, 06 Nov 1994 08:49:37 GMT"[...]) == Date(timeIntervalSince1970: 784_111_777))
        #expect(HTTPDate.parse("Sat, 31 Dec 2016 23:59:60 GMT") == Date(timeIntervalSince1970: 1_483_228_800))
    }

    @Test func mutatedDatesNeverCrashAndParseOnlyToTheirOwnText() {
        var fuzzer = SeededFuzzer(seed: 5667)
        let valid = Array("Sun, 06 Nov 1994 08:49:37 GMT".utf8)
        var parsed = 0
        for _ in 0..<5_000 {
            let text = String(decoding: fuzzer.mutate(valid), as: UTF8.self)
            // A leap second ("…:60 GMT") is valid but formats as the next second.
            guard let date = HTTPDate.parse(text), !text.contains(":60 GMT") else { continue }
            parsed += 1
            // Whatever is accepted is a real IMF-fixdate: formatting it again gives the same text,
            // unless only the weekday name was changed (not checked, as in most HTTP stacks).
            #expect(HTTPDate.format(date).dropFirst(3) == text.trimmingCharacters(in: .whitespaces).dropFirst(3), "\(text)")
        }
        #expect(parsed > 0, "some mutations (e.g. a changed digit) stay valid")
    }
}
