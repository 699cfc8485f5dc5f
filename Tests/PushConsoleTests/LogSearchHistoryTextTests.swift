import Foundation
import PushCore
import Testing
@testable import PushConsole

/// What a search of the whole history may look for in a line's bytes: the query, unless the rule
/// can match a text a row derives from its record rather than copies — then every line is decoded.
@Suite struct LogSearchHistoryTextTests {
    @Test(arguments: ["rate limited", "Invalid T", "pushtui send", "via send", "alert", "deliv", "a"])
    func aQueryADerivedTextCanMatchDecodesEveryLine(query: String) {
        #expect(LogSearch(query: query).historyLineText == nil)
    }

    @Test(arguments: ["phone", "0C0FFEE0", "…8a0f", "BadDeviceToken", "com.example"])
    func aQueryOnlyARecordsOwnStringsCanMatchIsLookedForInTheLines(query: String) {
        #expect(LogSearch(query: query).historyLineText == query)
    }

    @Test func noQueryNoText() {
        #expect(LogSearch(query: "  ").historyLineText == nil)
    }
}
