import Foundation
import PushCore
import Testing
@testable import PushConsole

/// What a search of the whole history may look for in a line's bytes: the query, and for a text a
/// row derives from its record, what the record holds instead — or nothing, and every line is decoded.
@Suite struct LogSearchHistoryTextTests {
    @Test(arguments: [("rate limited", ["rate limited", "rateLimited"]), ("Invalid T", ["Invalid T", "invalidTarget"]),
                      ("pushtui send", ["pushtui send", "send"]), ("via send", ["via send", "send"]),
                      ("deliv", ["deliv", "delivered"]), ("VALID", ["VALID", "invalidTarget", "invalidMessage"])])
    func aDerivedTextIsLookedForAsTheRecordHoldsIt(query: String, texts: [String]) {
        #expect(LogSearch(query: query).historyLineTexts == texts)
    }

    @Test(arguments: ["alert", "a", "fail", "Failed"])
    func aQueryOnlyTheDefaultPushTypeOrFailedCanMatchDecodesEveryLine(query: String) {
        #expect(LogSearch(query: query).historyLineTexts == nil)
    }

    @Test(arguments: ["phone", "0C0FFEE0", "…8a0f", "BadDeviceToken", "com.example"])
    func aQueryOnlyARecordsOwnStringsCanMatchIsLookedForInTheLines(query: String) {
        #expect(LogSearch(query: query).historyLineTexts == [query])
    }

    @Test func noQueryNoText() {
        #expect(LogSearch(query: "  ").historyLineTexts == nil)
    }
}
