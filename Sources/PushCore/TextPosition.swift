/// A place in a text: 1-based line and column and the 0-based byte offset.
///
/// Columns count Unicode scalars from the start of the line, so a `é` counts once however it is
/// encoded in bytes; an editor turns that into a display column with its own width table.
public struct TextPosition: Sendable, Hashable, CustomStringConvertible {
    /// 1-based line.
    public let line: Int
    /// 1-based column in Unicode scalars.
    public let column: Int
    /// 0-based byte offset in the UTF-8 text.
    public let offset: Int

    /// A position.
    public init(line: Int, column: Int, offset: Int) {
        self.line = line
        self.column = column
        self.offset = offset
    }

    /// The position of values built in code rather than parsed.
    public static let unknown = TextPosition(line: 0, column: 0, offset: -1)

    /// `line:column`.
    public var description: String { "\(line):\(column)" }
}
