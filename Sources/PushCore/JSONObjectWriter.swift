/// Writes one JSON object member by member straight into a byte buffer: no value tree, no encoder,
/// no string per member. For lines written once per push (`--json` results, history records),
/// where building a ``JSONValue`` first cost more than the push's own handling.
///
/// Keys are written as given, so they must be plain JSON-safe names (the callers' are identifiers).
/// Strings are escaped exactly as ``JSONValue/wireBytes()`` escapes them.
public struct JSONObjectWriter: ~Copyable {
    /// What a member without a value becomes.
    public enum Absent: Sendable {
        /// `"key":null`.
        case null
        /// Nothing: the member is left out.
        case omitted
    }

    /// The buffer the object is appended to, held (without copying) until ``finish(into:)``.
    private var output: [UInt8] = []
    /// The object's bytes, written through a pointer and appended to `output` in one copy at the end.
    private var scratch = JSONScratch(capacity: 1024)
    private let absent: Absent
    private var hasMembers = false

    /// Starts an object at the end of `output`, which the writer holds (without copying) until
    /// ``finish(into:)`` hands it back.
    public init(appendingTo output: inout [UInt8], absent: Absent) {
        swap(&self.output, &output)
        self.absent = absent
        scratch.appendByte(UInt8(ascii: "{"))
    }

    /// Closes the object and hands the buffer back to `output`, the object appended.
    public consuming func finish(into output: inout [UInt8]) {
        scratch.appendByte(UInt8(ascii: "}"))
        self.output.append(contentsOf: scratch.bytes)
        swap(&self.output, &output)
    }

    /// A string member, or an absent one for nil.
    public mutating func member(_ key: StaticString, _ value: String?) {
        guard let value else { return absentMember(key) }
        writeKey(key)
        Self.appendString(value, to: &scratch)
    }

    /// A member whose value is JSON written already (by ``encodedString(_:)`` or
    /// ``encodedObject(fields:)``): copied, not escaped again.
    public mutating func member(_ key: StaticString, encoded value: [UInt8]) {
        writeKey(key)
        value.withUnsafeBufferPointer { scratch.appendBytes($0) }
    }

    /// `text` as a JSON string, exactly as ``member(_:_:)`` writes it: for a value that many lines
    /// share (a send's body in each of its history records), encoded once.
    public static func encodedString(_ text: String) -> [UInt8] {
        var bytes: [UInt8] = []
        appendString(text, to: &bytes)
        return bytes
    }

    /// `fields` as the object ``member(_:fields:)`` writes, for a value many lines share; nil for
    /// an empty list (the member is absent).
    public static func encodedObject(fields: [HTTPHeader]) -> [UInt8]? {
        guard !fields.isEmpty else { return nil }
        var bytes: [UInt8] = []
        appendObject(fields: fields, to: &bytes)
        return bytes
    }

    /// An integer member, or an absent one for nil.
    public mutating func member(_ key: StaticString, _ value: Int?) {
        guard let value else { return absentMember(key) }
        writeKey(key)
        Self.appendInteger(value, to: &scratch)
    }

    /// A boolean member.
    public mutating func member(_ key: StaticString, _ value: Bool) {
        writeKey(key)
        Self.appendStatic(value ? "true" : "false", to: &scratch)
    }

    /// A number member in Swift's shortest round-trip form (`1795999000.25`); JSON has no NaN or
    /// infinity, so those are written `0`.
    public mutating func member(_ key: StaticString, _ value: Double) {
        writeKey(key)
        if value.isFinite {
            var text = value.description
            text.withUTF8 { scratch.appendBytes($0) }
        } else {
            scratch.appendByte(UInt8(ascii: "0"))
        }
    }

    /// An object member of `fields` as `name: value` string members in their order (each name
    /// escaped like a string), or an absent one for an empty list.
    public mutating func member(_ key: StaticString, fields: [HTTPHeader]) {
        guard !fields.isEmpty else { return absentMember(key) }
        writeKey(key)
        Self.appendObject(fields: fields, to: &scratch)
    }

    private static func appendObject<Sink: JSONByteSink & ~Copyable>(fields: [HTTPHeader], to output: inout Sink) {
        output.appendByte(UInt8(ascii: "{"))
        for (position, field) in fields.enumerated() {
            if position > 0 { output.appendByte(UInt8(ascii: ",")) }
            appendString(field.name, to: &output)
            output.appendByte(UInt8(ascii: ":"))
            appendString(field.value, to: &output)
        }
        output.appendByte(UInt8(ascii: "}"))
    }

    private mutating func absentMember(_ key: StaticString) {
        guard absent == .null else { return }
        writeKey(key)
        Self.appendStatic("null", to: &scratch)
    }

    /// Writes `,"key":`, without the comma before the first member.
    private mutating func writeKey(_ key: StaticString) {
        let afterComma = hasMembers
        hasMembers = true
        key.withUTF8Buffer { scratch.appendKey($0, afterComma: afterComma) }
    }

    /// Appends the bytes of `text`, a literal, in one copy.
    private static func appendStatic<Sink: JSONByteSink & ~Copyable>(_ text: StaticString, to output: inout Sink) {
        text.withUTF8Buffer { output.appendBytes($0) }
    }

    /// Appends `value` in decimal.
    static func appendInteger<Sink: JSONByteSink & ~Copyable>(_ value: Int, to output: inout Sink) {
        if value < 0 { output.appendByte(UInt8(ascii: "-")) }
        // The magnitude as unsigned, so Int.min has one too.
        var magnitude = value.magnitude
        // Room for UInt64's 20 digits, written from the end.
        var digits: (UInt64, UInt64, UInt64) = (0, 0, 0)
        withUnsafeMutableBytes(of: &digits) { buffer in
            var start = buffer.count
            repeat {
                start -= 1
                buffer[start] = UInt8(ascii: "0") + UInt8(magnitude % 10)
                magnitude /= 10
            } while magnitude > 0
            output.appendBytes(UnsafeBufferPointer(rebasing: buffer.bindMemory(to: UInt8.self)[start...]))
        }
    }

    /// Appends `text` as a JSON string: only `"`, `\` and control characters are escaped,
    /// everything else is raw UTF-8, so the bytes are the same every time.
    static func appendString<Sink: JSONByteSink & ~Copyable>(_ text: String, to output: inout Sink) {
        output.appendByte(UInt8(ascii: "\""))
        var text = text
        text.withUTF8 { buffer in
            guard let base = buffer.baseAddress else { return }
            var runStart = 0
            var position = 0
            while position < buffer.count {
                // Eight bytes at a time past those that need no escape (nearly all of them: tokens,
                // IDs, names), then the one that stopped the word, if any, byte by byte.
                while position + 8 <= buffer.count,
                      !Self.needsEscape(UnsafeRawPointer(base + position).loadUnaligned(as: UInt64.self)) {
                    position += 8
                }
                guard position < buffer.count else { break }
                let byte = base[position]
                if byte < 0x20 || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\") {
                    output.appendBytes(UnsafeBufferPointer(rebasing: buffer[runStart..<position]))
                    appendEscape(for: byte, into: &output)
                    runStart = position + 1
                }
                position += 1
            }
            output.appendBytes(UnsafeBufferPointer(rebasing: buffer[runStart...]))
        }
        output.appendByte(UInt8(ascii: "\""))
    }
    /// Whether any of the eight bytes of `word` is a control character, `"` or `\`: the classic
    /// "has a byte less than n" test, for 0x20, and for zero after XOR with each of the two
    /// characters. Exact (no false alarm) for every byte value, UTF-8's high bytes included.
    static func needsEscape(_ word: UInt64) -> Bool {
        let ones: UInt64 = 0x0101_0101_0101_0101
        let highBits: UInt64 = 0x8080_8080_8080_8080
        func hasByte(below limit: UInt64, in value: UInt64) -> Bool {
            (value &- ones &* limit) & ~value & highBits != 0
        }
        return hasByte(below: 0x20, in: word)
            || hasByte(below: 1, in: word ^ (ones &* UInt64(UInt8(ascii: "\""))))
            || hasByte(below: 1, in: word ^ (ones &* UInt64(UInt8(ascii: "\\"))))
    }

    private static func appendEscape<Sink: JSONByteSink & ~Copyable>(for byte: UInt8, into output: inout Sink) {
        output.appendByte(UInt8(ascii: "\\"))
        switch byte {
        case UInt8(ascii: "\""), UInt8(ascii: "\\"): output.appendByte(byte)
        case 0x08: output.appendByte(UInt8(ascii: "b"))
        case 0x0C: output.appendByte(UInt8(ascii: "f"))
        case 0x0A: output.appendByte(UInt8(ascii: "n"))
        case 0x0D: output.appendByte(UInt8(ascii: "r"))
        case 0x09: output.appendByte(UInt8(ascii: "t"))
        default:
            let hexDigits: StaticString = "0123456789abcdef"
            appendStatic("u00", to: &output)
            output.appendByte(hexDigits.utf8Start[Int(byte >> 4)])
            output.appendByte(hexDigits.utf8Start[Int(byte & 0x0F)])
        }
    }
}
