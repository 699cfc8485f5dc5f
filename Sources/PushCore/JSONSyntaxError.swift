/// Why a text is not JSON, where, and what was expected there.
///
/// `line` and `column` are 1-based; the column counts Unicode scalars of the line (see
/// ``TextPosition``); `offset` is the byte offset. Messages name what was expected and what was
/// found, for example "expected ',' or '}' after object member, found 'x'".
public struct JSONSyntaxError: Error, Sendable, Equatable, CustomStringConvertible {
    /// 1-based line.
    public let line: Int
    /// 1-based column in Unicode scalars.
    public let column: Int
    /// 0-based byte offset.
    public let offset: Int
    /// What was expected and what was found.
    public let message: String

    /// An error at a position.
    public init(line: Int, column: Int, offset: Int, message: String) {
        self.line = line
        self.column = column
        self.offset = offset
        self.message = message
    }

    /// An error at a position.
    public init(at position: TextPosition, message: String) {
        self.init(line: position.line, column: position.column, offset: position.offset, message: message)
    }

    /// Where the error is.
    public var position: TextPosition {
        TextPosition(line: line, column: column, offset: offset)
    }

    /// `line:column: message`.
    public var description: String { "\(line):\(column): \(message)" }
}
