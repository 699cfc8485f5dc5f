/// Writes one JSON object member by member straight into a byte buffer: no value tree, no encoder,
/// no string per member. For lines written once per push (`--json` results, history records),
/// where building a ``JSONValue`` first cost more than the push's own handling.
///
/// Keys are written as given, so they must be plain JSON-safe names (the callers' are identifiers).
/// Strings are escaped exactly as ``JSONValue/wireBytes()`` escapes them.
public struct JSONObjectWriter {
    /// What a member without a value becomes.
    public enum Absent: Sendable {
        /// `"key":null`.
        case null
        /// Nothing: the member is left out.
        case omitted
    }

    private var output: [UInt8] = []
    private let absent: Absent
    private var hasMembers = false

    /// Starts an object at the end of `output`, which the writer holds (without copying) until
    /// ``finish(into:)`` hands it back.
    public init(appendingTo output: inout [UInt8], absent: Absent) {
        swap(&self.output, &output)
        self.absent = absent
        self.output.append(UInt8(ascii: "{"))
    }

    /// Closes the object and hands the buffer back to `output`.
    public mutating func finish(into output: inout [UInt8]) {
        self.output.append(UInt8(ascii: "}"))
        swap(&self.output, &output)
    }

    /// A string member, or an absent one for nil.
    public mutating func member(_ key: StaticString, _ value: String?) {
        guard let value else { return absentMember(key) }
        writeKey(key)
        Self.appendString(value, to: &output)
    }

    /// A member whose value is a JSON string written already by ``encodedString(_:)``: copied, not
    /// escaped again.
    public mutating func member(_ key: StaticString, encoded value: [UInt8]) {
        writeKey(key)
        output.append(contentsOf: value)
    }

    /// `text` as a JSON string, exactly as ``member(_:_:)`` writes it: for a value that many lines
    /// share (a send's body in each of its history records), encoded once.
    public static func encodedString(_ text: String) -> [UInt8] {
        var bytes: [UInt8] = []
        appendString(text, to: &bytes)
        return bytes
    }

    /// An integer member, or an absent one for nil.
    public mutating func member(_ key: StaticString, _ value: Int?) {
        guard let value else { return absentMember(key) }
        writeKey(key)
        Self.appendInteger(value, to: &output)
    }

    /// A boolean member.
    public mutating func member(_ key: StaticString, _ value: Bool) {
        writeKey(key)
        Self.appendStatic(value ? "true" : "false", to: &output)
    }

    /// A number member in Swift's shortest round-trip form (`1795999000.25`); JSON has no NaN or
    /// infinity, so those are written `0`.
    public mutating func member(_ key: StaticString, _ value: Double) {
        writeKey(key)
        if value.isFinite {
            output.append(contentsOf: value.description.utf8)
        } else {
            output.append(UInt8(ascii: "0"))
        }
    }

    /// An object member of `fields` as `name: value` string members in their order (each name
    /// escaped like a string), or an absent one for an empty list.
    public mutating func member(_ key: StaticString, fields: [HTTPHeader]) {
        guard !fields.isEmpty else { return absentMember(key) }
        writeKey(key)
        output.append(UInt8(ascii: "{"))
        for (position, field) in fields.enumerated() {
            if position > 0 { output.append(UInt8(ascii: ",")) }
            Self.appendString(field.name, to: &output)
            output.append(UInt8(ascii: ":"))
            Self.appendString(field.value, to: &output)
        }
        output.append(UInt8(ascii: "}"))
    }

    private mutating func absentMember(_ key: StaticString) {
        guard absent == .null else { return }
        writeKey(key)
        Self.appendStatic("null", to: &output)
    }

    private mutating func writeKey(_ key: StaticString) {
        if hasMembers { output.append(UInt8(ascii: ",")) }
        hasMembers = true
        output.append(UInt8(ascii: "\""))
        Self.appendStatic(key, to: &output)
        output.append(UInt8(ascii: "\""))
        output.append(UInt8(ascii: ":"))
    }

    /// Appends the bytes of `text`, a literal, in one copy (a String's UTF-8 view goes byte by byte,
    /// and these run a dozen times per line).
    private static func appendStatic(_ text: StaticString, to output: inout [UInt8]) {
        text.withUTF8Buffer { output.append(contentsOf: $0) }
    }

    /// Appends `value` in decimal.
    static func appendInteger(_ value: Int, to output: inout [UInt8]) {
        if value < 0 { output.append(UInt8(ascii: "-")) }
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
            output.append(contentsOf: buffer[start...])
        }
    }

    /// Appends `text` as a JSON string: only `"`, `\` and control characters are escaped,
    /// everything else is raw UTF-8, so the bytes are the same every time.
    static func appendString(_ text: String, to output: inout [UInt8]) {
        output.append(UInt8(ascii: "\""))
        var text = text
        text.withUTF8 { buffer in
            // An index loop over the buffer: a fifth fewer instructions than `enumerated()` with a
            // `where` clause (measured with callgrind), on every string of every line.
            var runStart = 0
            var position = 0
            while position < buffer.count {
                let byte = buffer[position]
                if byte < 0x20 || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\") {
                    output.append(contentsOf: UnsafeBufferPointer(rebasing: buffer[runStart..<position]))
                    appendEscape(for: byte, into: &output)
                    runStart = position + 1
                }
                position += 1
            }
            output.append(contentsOf: UnsafeBufferPointer(rebasing: buffer[runStart...]))
        }
        output.append(UInt8(ascii: "\""))
    }

    private static func appendEscape(for byte: UInt8, into output: inout [UInt8]) {
        output.append(UInt8(ascii: "\\"))
        switch byte {
        case UInt8(ascii: "\""), UInt8(ascii: "\\"): output.append(byte)
        case 0x08: output.append(UInt8(ascii: "b"))
        case 0x0C: output.append(UInt8(ascii: "f"))
        case 0x0A: output.append(UInt8(ascii: "n"))
        case 0x0D: output.append(UInt8(ascii: "r"))
        case 0x09: output.append(UInt8(ascii: "t"))
        default:
            let hexDigits = Array("0123456789abcdef".utf8)
            output.append(contentsOf: [UInt8(ascii: "u"), UInt8(ascii: "0"), UInt8(ascii: "0"),
                                       hexDigits[Int(byte >> 4)], hexDigits[Int(byte & 0x0F)]])
        }
    }
}
