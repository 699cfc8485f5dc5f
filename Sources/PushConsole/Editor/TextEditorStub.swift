// TEMPORARY stand-in until the editor branch lands; deleted at merge.
import PushCore
public struct EditorPosition: Sendable, Equatable, Comparable {
    public var line: Int
    public var column: Int
    public init(line: Int, column: Int) { self.line = line; self.column = column }
    public static func < (a: EditorPosition, b: EditorPosition) -> Bool { (a.line, a.column) < (b.line, b.column) }
}
public enum EditorCommand: Sendable, Equatable {
    case insert(String), paste(String), newline, backspace, deleteForward
    case left, right, up, down, wordLeft, wordRight, home, end, pageUp, pageDown, documentStart, documentEnd
    case undo, redo, replaceAll(String), moveTo(EditorPosition)
}
public struct TextEditor: Sendable, Equatable {
    public private(set) var lines: [String]
    public private(set) var cursor = EditorPosition(line: 0, column: 0)
    public private(set) var topLine = 0
    public private(set) var leftColumn = 0
    public private(set) var revision = 0
    public init(text: String) { lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init) }
    public var text: String { lines.joined(separator: "\n") }
    public mutating func apply(_ command: EditorCommand, viewHeight: Int, viewWidth: Int) {
        switch command {
        case .insert(let s), .paste(let s):
            var line = Array(lines[cursor.line]); line.insert(contentsOf: s, at: cursor.column)
            lines[cursor.line] = String(line); cursor.column += s.count
            let all = text; lines = all.split(separator: "\n", omittingEmptySubsequences: false).map(String.init); revision += 1
        case .replaceAll(let s): lines = s.split(separator: "\n", omittingEmptySubsequences: false).map(String.init); cursor = .init(line: 0, column: 0); revision += 1
        case .backspace:
            if cursor.column > 0 { var line = Array(lines[cursor.line]); line.remove(at: cursor.column - 1); lines[cursor.line] = String(line); cursor.column -= 1; revision += 1 }
        case .moveTo(let p): cursor = p
        default: break
        }
    }
    public func displayColumn(of position: EditorPosition) -> Int { DisplayWidth.of(String(Array(lines[position.line]).prefix(position.column))) }
    public func matchingBracket() -> EditorPosition? { nil }
    public func position(ofJSON position: TextPosition) -> EditorPosition { EditorPosition(line: position.line - 1, column: position.column - 1) }
}
