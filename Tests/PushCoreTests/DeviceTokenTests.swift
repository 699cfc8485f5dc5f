import Testing
import PushCore

@Suite struct DeviceTokenTests {
    static let hex64 = String(repeating: "0123456789abcdef", count: 4)

    @Test func normalisesPastedForms() throws {
        let upper = try DeviceToken(parsing: Self.hex64.uppercased())
        #expect(upper.hex == Self.hex64)
        let described = try DeviceToken(parsing: "<01234567 89ABCDEF 01234567 89abcdef 01234567 89abcdef 01234567 89abcdef>")
        #expect(described.hex == Self.hex64)
        let dashed = try DeviceToken(parsing: "0123-4567-89ab-cdef")
        #expect(dashed.hex == "0123456789abcdef")
    }

    @Test func reportsTheColumnOfTheFirstNonHexCharacterInTheOriginalInput() {
        #expect(throws: DeviceTokenError(input: "<0123 456g>", problem: .notHex("g", column: 10))) {
            try DeviceToken(parsing: "<0123 456g>")
        }
        let error = DeviceTokenError(input: "0123456789agcdef", problem: .notHex("g", column: 12))
        #expect(error.description == "device token is not hex: found 'g' at column 12")
    }

    @Test func columnsCountUnicodeScalars() {
        #expect(throws: DeviceTokenError(input: "ab✓cd", problem: .notHex("✓", column: 3))) {
            try DeviceToken(parsing: "ab✓cd")
        }
    }

    @Test func rejectsEmptyAndOddLength() {
        #expect(throws: DeviceTokenError(input: " <> ", problem: .empty)) { try DeviceToken(parsing: " <> ") }
        #expect(throws: DeviceTokenError(input: "abc", problem: .oddLength(3))) { try DeviceToken(parsing: "abc") }
        #expect(DeviceTokenError(input: "abc", problem: .oddLength(3)).description
                == "device token has an odd number of hex digits (3): a digit is missing or extra")
    }

    @Test func pathComponentAcceptsEitherCaseButNoDecoration() throws {
        #expect(try DeviceToken(pathComponent: "ABcd").hex == "abcd")
        #expect(throws: DeviceTokenError(input: "ab cd", problem: .notHex(" ", column: 3))) {
            try DeviceToken(pathComponent: "ab cd")
        }
    }

    @Test func anyEvenLengthIsValidButUnusualLengthsWarn() throws {
        let short = try DeviceToken(parsing: "abcd")
        #expect(short.lengthWarning == "device token has 4 hex digits, not the usual 64; check it is complete")
        #expect(short.warnings.count == 1)
        let long = try DeviceToken(parsing: Self.hex64 + Self.hex64)
        #expect(long.lengthWarning != nil)
        let usual = try DeviceToken(parsing: Self.hex64)
        #expect(usual.lengthWarning == nil)
        #expect(usual.warnings.isEmpty)
    }

    @Test func shortenedShowsOnlyTheLastEightDigits() throws {
        let token = try DeviceToken(parsing: Self.hex64)
        #expect(token.shortened == "…89abcdef")
        #expect(token.description == token.shortened)
        #expect(try DeviceToken(parsing: "abcd").shortened == "abcd")
    }
}
