import Foundation
import PushCore
import Testing

/// The local clock against a server's `date` header, and the warning a person reads.
struct ClockSkewTests {
    static let serverTime = Date(timeIntervalSince1970: 1_780_000_000)

    @Test func anHourAheadNamesTheCauseAndTheFix() throws {
        let skew = ClockSkew(localTime: Self.serverTime.addingTimeInterval(3600), serverDate: Self.serverTime)
        #expect(skew.seconds == 3600)
        #expect(skew.warning == "this machine's clock is 1 h 0 min ahead of the server's (its date header): "
            + "APNs will reject provider tokens — sync the clock (NTP)")
    }

    @Test func anHourBehind() throws {
        let skew = try #require(ClockSkew(dateHeader: HTTPDate.format(Self.serverTime), localTime: Self.serverTime.addingTimeInterval(-3600)))
        #expect(skew.seconds == -3600)
        #expect(skew.warning?.hasPrefix("this machine's clock is 1 h 0 min behind the server's (its date header): ") == true)
    }

    @Test(arguments: [(0, false), (299, false), (-299, false), (300, true), (-300, true), (Int.min, true), (Int.max, true)])
    func warnsFromFiveMinutesEitherWay(seconds: Int, warns: Bool) {
        let skew = ClockSkew(seconds: seconds)
        #expect(skew.needsWarning == warns)
        #expect((skew.warning != nil) == warns)
    }

    @Test(arguments: [(300, "5 min"), (59 * 60 + 59, "59 min"), (3600 + 7 * 60 + 30, "1 h 7 min"), (-(25 * 3600 + 61), "1 d 1 h"),
                      (365 * 86_400, "365 d 0 h")])
    func magnitudesUseTheTwoLargestUnits(seconds: Int, text: String) throws {
        let warning = try #require(ClockSkew(seconds: seconds).warning)
        #expect(warning.hasPrefix("this machine's clock is \(text) \(seconds > 0 ? "ahead of" : "behind") the server's"), "\(warning)")
    }

    @Test func subsecondDifferencesRoundToTheNearestSecond() {
        #expect(ClockSkew(localTime: Self.serverTime.addingTimeInterval(0.6), serverDate: Self.serverTime).seconds == 1)
        #expect(ClockSkew(localTime: Self.serverTime.addingTimeInterval(-0.4), serverDate: Self.serverTime).seconds == 0)
    }

    @Test(arguments: ["", "yesterday", "Sun, 06 Nov 1994 08:49:37", "Sun, 32 Nov 1994 08:49:37 GMT", "\u{0}\u{FFFD}"])
    func garbageHeadersGiveNoSkew(_ header: String) {
        #expect(ClockSkew(dateHeader: header, localTime: Self.serverTime) == nil)
    }

    @Test func theResponseReadsItsDateHeader() {
        let headers = [(name: "Date", value: "Thu, 28 May 2026 20:26:40 GMT"), (name: "apns-id", value: "x")]
        #expect(APNsResponse(status: 200, headers: headers, body: []).serverDate == Self.serverTime)
        #expect(APNsResponse(status: 200, headers: [(name: "date", value: "soon")], body: []).serverDate == nil)
        #expect(APNsResponse(status: 200, headers: [], body: []).serverDate == nil)
    }
}
