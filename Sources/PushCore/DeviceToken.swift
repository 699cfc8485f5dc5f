/// A device token (or Live Activity, push-to-start or Push to Talk token) as the hexadecimal text
/// that goes into the `/3/device/<token>` path.
///
/// Apple says not to assume a token size, so only the shape is checked: non-empty, an even number
/// of hexadecimal digits. See [Registering your app with APNs](https://developer.apple.com/documentation/usernotifications/registering-your-app-with-apns).
public struct DeviceToken: Hashable, Sendable, CustomStringConvertible {
    /// The token in lowercase hexadecimal, as Apple's samples format it (`%02x`).
    public let hex: String

    /// The length of the 32-byte tokens devices hand out today, in hex digits.
    public static let typicalHexLength = 64

    /// The longest token accepted, in hex digits (512 bytes). Apple documents no maximum and says
    /// not to assume a size, so this is pushtui's bound, not Apple's: five times the 100 bytes
    /// Apple's legacy binary interface allowed for a token, several times any device, Live Activity
    /// or push-to-start token seen, yet small enough that a pasted file or a stray blob is refused
    /// before it is put in a request path.
    public static let maximumHexLength = 1024

    /// What ``init(parsing:)`` drops: spaces, tabs, dashes and the `<` `>` of `Data.description`.
    public static let pastedSeparators: Set<Unicode.Scalar> = [" ", "\t", "-", "<", ">"]

    /// Reads a token the way people paste it: ``pastedSeparators`` are dropped and the letters lowercased.
    public init(parsing raw: String) throws(DeviceTokenError) {
        try self.init(raw: raw, ignoring: Self.pastedSeparators)
    }

    /// Reads a token exactly as it stands in a request path: hex digits of either case and nothing else.
    public init(pathComponent: String) throws(DeviceTokenError) {
        try self.init(raw: pathComponent, ignoring: [])
    }

    private init(raw: String, ignoring ignored: Set<Unicode.Scalar>) throws(DeviceTokenError) {
        var digits: [UInt8] = []
        digits.reserveCapacity(raw.utf8.count)
        // Columns count Unicode scalars of the original input, so they match what the person typed.
        for (index, scalar) in raw.unicodeScalars.enumerated() where !ignored.contains(scalar) {
            guard scalar.isASCII, ASCII.isHexDigit(UInt8(scalar.value)) else {
                throw DeviceTokenError(input: raw, problem: .notHex(scalar, column: index + 1))
            }
            // Setting bit 5 lowercases A-F and leaves the digits as they are.
            digits.append(UInt8(scalar.value) | 0x20)
        }
        try self.init(checkedHex: String(decoding: digits, as: UTF8.self), input: raw)
    }

    /// Reads a token from the bytes of one line as people write them (see ``init(parsing:)``)
    /// without making a `String` first: the fast path for tokens files. A byte that is not hex
    /// or ignorable is reported as ``init(parsing:)`` reports it, with its column.
    public init(parsingBytes bytes: ArraySlice<UInt8>) throws(DeviceTokenError) {
        let digits = bytes.withUnsafeBufferPointer { Self.hexDigits(in: $0) }
        guard let digits else {
            // Rare: let the scalar parser find the culprit and its column.
            try self.init(parsing: String(decoding: bytes, as: UTF8.self))
            return
        }
        try self.init(checkedHex: digits, input: String(decoding: bytes, as: UTF8.self))
    }

    /// The hex digits of `bytes` lowercased, skipping what ``init(parsing:)`` ignores, as a
    /// string; nil at the first other byte. Written straight into the string's storage, a table
    /// lookup a byte: this runs twice per device of a tokens file (its check, then its send).
    private static func hexDigits(in bytes: UnsafeBufferPointer<UInt8>) -> String? {
        var valid = true
        let digits = String(unsafeUninitializedCapacity: bytes.count) { buffer in
            hexTable.withUnsafeBufferPointer { table in
                var count = 0
                for byte in bytes {
                    let digit = table[Int(byte)]
                    if digit == skipped { continue }
                    guard digit != refused else {
                        valid = false
                        return 0
                    }
                    buffer[count] = digit
                    count += 1
                }
                return count
            }
        }
        return valid ? digits : nil
    }

    /// What ``hexTable`` holds for a byte ``init(parsing:)`` ignores.
    private static let skipped: UInt8 = 1
    /// What ``hexTable`` holds for a byte that is neither a hex digit nor ignored.
    private static let refused: UInt8 = 0
    /// For each byte value: the hex digit it is, lowercased; ``skipped`` for ``pastedSeparators``;
    /// ``refused`` for anything else.
    private static let hexTable: [UInt8] = (0...255).map { (value: Int) -> UInt8 in
        let byte = UInt8(value)
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "a")...UInt8(ascii: "f"): return byte
        // Setting bit 5 lowercases A-F.
        case UInt8(ascii: "A")...UInt8(ascii: "F"): return byte | 0x20
        case UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "-"), UInt8(ascii: "<"), UInt8(ascii: ">"): return skipped
        default: return refused
        }
    }

    /// `digits`, lowercase hex and nothing else, checked for length.
    private init(checkedHex digits: String, input: @autoclosure () -> String) throws(DeviceTokenError) {
        let count = digits.utf8.count
        guard count > 0 else { throw DeviceTokenError(input: input(), problem: .empty) }
        guard count <= Self.maximumHexLength else {
            throw DeviceTokenError(input: "", problem: .tooLong(count))
        }
        guard count.isMultiple(of: 2) else {
            throw DeviceTokenError(input: input(), problem: .oddLength(count))
        }
        hex = digits
    }

    /// Remarks about a token that is valid but unusual; empty for a 64-digit token.
    public var warnings: [String] {
        lengthWarning.map { [$0] } ?? []
    }

    /// A remark when the token is not the usual 64 hex digits (Apple allows other sizes).
    public var lengthWarning: String? {
        let length = hex.utf8.count
        guard length != Self.typicalHexLength else { return nil }
        return "device token has \(length) hex digits, not the usual \(Self.typicalHexLength); check it is complete"
    }

    /// The last 8 digits after an ellipsis, for display where the whole token must not appear.
    public var shortened: String {
        let digits = hex.utf8
        // By bytes: the hex is ASCII, and cutting it by Characters cost more than writing the push's history line.
        return digits.count <= 8 ? hex : "…" + String(Substring(digits.suffix(8)))
    }

    /// The shortened form; a token is never printed whole by accident.
    public var description: String { shortened }
}
