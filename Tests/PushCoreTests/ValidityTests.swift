import Testing
@testable import PushCore

@Suite struct ValidityTests {
    @Test(arguments: [
        ("123e4567-e89b-12d3-a456-4266554400a0", true),
        ("00000000-0000-0000-0000-000000000000", true),
        ("123E4567-E89B-12D3-A456-4266554400A0", false),
        ("123e4567e89b12d3a4564266554400a0", false),
        ("123e4567-e89b-12d3-a456-4266554400a", false),
        ("123e4567-e89b-12d3-a456-4266554400a0-", false),
        ("g23e4567-e89b-12d3-a456-4266554400a0", false),
        ("", false),
    ])
    func apnsIDCanonicalForm(_ text: String, _ expected: Bool) {
        #expect(APNsID.isCanonical(text) == expected)
    }

    @Test func priorities() {
        #expect(APNsPriority.valid == [10, 5, 1])
        #expect([10, 5, 1].allSatisfy(APNsPriority.isValid))
        #expect(![0, 2, 9, 11, -5].contains(where: APNsPriority.isValid))
        #expect(APNsPriority.parse("10") == 10)
        #expect(APNsPriority.parse("5") == 5)
        #expect(APNsPriority.parse("+5") == nil)
        #expect(APNsPriority.parse(" 5") == nil)
        #expect(APNsPriority.parse("7") == nil)
        #expect(APNsPriority.parse("") == nil)
    }

    @Test func collapseIDCountsUTF8Bytes() {
        #expect(CollapseID.isValid(String(repeating: "a", count: 64)))
        #expect(!CollapseID.isValid(String(repeating: "a", count: 65)))
        // 32 two-byte characters are 64 bytes; one more is over.
        #expect(CollapseID.isValid(String(repeating: "é", count: 32)))
        #expect(!CollapseID.isValid(String(repeating: "é", count: 32) + "a"))
    }

    @Test func expirationParsesWholeSeconds() throws {
        #expect(try Expiration.parse("0") == 0)
        #expect(try Expiration.parse(" 1767225600 ") == 1_767_225_600)
        #expect(throws: ExpirationError(text: "", problem: .empty)) { try Expiration.parse("") }
        #expect(throws: ExpirationError(text: "-1", problem: .notDigit("-"))) { try Expiration.parse("-1") }
        #expect(throws: ExpirationError(text: "1.5", problem: .notDigit("."))) { try Expiration.parse("1.5") }
        #expect(throws: ExpirationError(text: "99999999999999999999", problem: .tooLarge)) {
            try Expiration.parse("99999999999999999999")
        }
        #expect(Expiration.isValid(0))
        #expect(!Expiration.isValid(-1))
    }

    @Test(arguments: [("+3600", 1_000_003_600), ("+3600s", 1_000_003_600), ("+30m", 1_000_001_800), (" +1h ", 1_000_003_600),
                      ("+2d", 1_000_172_800), ("+0", 1_000_000_000), ("1767225600", 1_767_225_600), ("0", 0)])
    func anExpirationMayBeATimeFromNow(_ text: String, _ expected: Int) throws {
        #expect(try Expiration.parse(text, now: 1_000_000_000) == expected)
    }

    @Test(arguments: ["+", "+h", "+1x", "+1.5h", "+-1h", "++1", "+1hh", "+1H"])
    func aPlusWithoutANumberAndUnitIsRefusedSayingWhatIsExpected(_ text: String) {
        #expect(throws: ExpirationError(text: text, problem: .notATimeFromNow)) { try Expiration.parse(text, now: 1_000_000_000) }
        #expect(ExpirationError(text: text, problem: .notATimeFromNow).description.contains("+30m, +1h or +2d"))
    }

    @Test func aTimeFromNowThatOverflowsIsTooLarge() {
        #expect(throws: ExpirationError(text: "+9223372036854775807d", problem: .tooLarge)) {
            try Expiration.parse("+9223372036854775807d", now: 1_000_000_000)
        }
        #expect(throws: ExpirationError(text: "+9223372036854775807", problem: .tooLarge)) {
            try Expiration.parse("+9223372036854775807", now: 1_000_000_000)
        }
        // A header value is absolute: a time from now is not read there.
        #expect(throws: ExpirationError(text: "+1h", problem: .notDigit("+"))) { try Expiration.parse("+1h") }
    }

    @Test func expirationErrorsReadWell() {
        #expect(ExpirationError(text: "1h", problem: .notDigit("h")).description
                == "expiration is not a whole number of UNIX seconds: found 'h' in '1h'")
    }

    @Test(arguments: [(0, "0"), (999, "999"), (4096, "4,096"), (1_234_567, "1,234,567"), (-4200, "-4,200")])
    func groupedNumbers(_ value: Int, _ text: String) {
        #expect(value.grouped == text)
    }
}
