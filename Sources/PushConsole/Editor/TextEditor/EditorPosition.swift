/// A place in a `TextEditor`: a line and a column, both from 0. Columns count Characters
/// (grapheme clusters), so `é` written as `e` plus a combining accent and `👨‍👩‍👧` each count once;
/// the terminal column comes from `TextEditor.displayColumn(of:)`.
public struct EditorPosition: Sendable, Hashable, Comparable, CustomStringConvertible {
    /// The line, from 0.
    public var line: Int
    /// The column in Characters, from 0; equal to the line's length at its end.
    public var column: Int

    /// A position; `TextEditor` clamps it to its text wherever it is used.
    public init(line: Int, column: Int) {
        self.line = line
        self.column = column
    }

    /// The start of the document.
    public static let start = EditorPosition(line: 0, column: 0)

    /// Document order: by line, then by column.
    public static func < (lhs: EditorPosition, rhs: EditorPosition) -> Bool {
        (lhs.line, lhs.column) < (rhs.line, rhs.column)
    }

    /// `line:column`, 1-based like editors and compilers show it.
    public var description: String { "\(line + 1):\(column + 1)" }
}
