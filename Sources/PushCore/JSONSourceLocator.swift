// Finds positions the parsed tree does not keep: where a member's value starts, and where a
// character inside a string value stands. The parser records only key positions, which is enough
// for the payload editor; profile messages want to point at the bad character of a token.
struct JSONSourceLocator {
    let bytes: [UInt8]

    /// Where the value of the member whose key starts at `key` begins.
    func valueStart(forKeyAt key: TextPosition) -> TextPosition? {
        var index = key.offset
        guard index >= 0, index < bytes.count, bytes[index] == JSONByte.quote else { return nil }
        var line = key.line
        var column = key.column
        func advance() {
            if bytes[index] == JSONByte.newline {
                line += 1
                column = 1
            } else if !JSONByte.isContinuation(bytes[index]) {
                column += 1
            }
            index += 1
        }
        advance()
        while index < bytes.count, bytes[index] != JSONByte.quote {
            if bytes[index] == JSONByte.backslash { advance() }
            if index < bytes.count { advance() }
        }
        guard index < bytes.count else { return nil }
        advance()
        while index < bytes.count, bytes[index] == JSONByte.colon || Self.isWhitespace(bytes[index]) {
            advance()
        }
        guard index < bytes.count else { return nil }
        return TextPosition(line: line, column: column, offset: index)
    }

    /// Where the `scalarColumn`-th (1-based) Unicode scalar of the string value at `start` stands,
    /// or nil when the string holds escapes before it (the decoded text then differs from the source).
    func position(inStringAt start: TextPosition, scalarColumn: Int) -> TextPosition? {
        guard start.offset >= 0, start.offset < bytes.count, bytes[start.offset] == JSONByte.quote else { return nil }
        var index = start.offset + 1
        var column = start.column + 1
        var remaining = scalarColumn - 1
        while index < bytes.count {
            let byte = bytes[index]
            if byte == JSONByte.quote || byte == JSONByte.backslash { return nil }
            if !JSONByte.isContinuation(byte) {
                if remaining == 0 { return TextPosition(line: start.line, column: column, offset: index) }
                remaining -= 1
                column += 1
            }
            index += 1
        }
        return nil
    }

    private static func isWhitespace(_ byte: UInt8) -> Bool {
        byte == JSONByte.space || byte == JSONByte.tab || byte == JSONByte.newline || byte == JSONByte.carriageReturn
    }
}
