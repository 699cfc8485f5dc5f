/// The payload editor as a value the reducer owns: the text as lines of Characters, the cursor,
/// the scroll offsets and the undo history. `apply(_:viewHeight:viewWidth:)` (and, for a step
/// that carries state outside the text, `replaceAll(_:before:after:viewHeight:viewWidth:)` and
/// `recordStep(before:after:)`) is the only way it changes; views read it to draw.
///
/// Lines are arrays of `Character`, so moving the cursor or typing costs time in proportion to the
/// change, not to the document: a keystroke in a 4 KB payload takes microseconds and a 1 MB paste
/// one pass over the pasted text.
///
/// ```swift
/// var editor = TextEditor(text: "{}")
/// editor.apply(.right, viewHeight: 20, viewWidth: 60)
/// editor.apply(.newline, viewHeight: 20, viewWidth: 60)   // "{\n  \n}", cursor on line 1
/// ```
public struct TextEditor: Sendable, Equatable {
    // Setters are internal only so the editor's own extensions (Editor/*.swift) can keep the
    // invariants: the cursor within the text, every text change recorded in `history`.

    /// The document; never empty (an empty document is one empty line).
    var storage: [[Character]]
    /// The cursor, always within `storage`.
    public internal(set) var cursor: EditorPosition
    /// The first visible line.
    public internal(set) var topLine = 0
    /// The first visible display column (long lines scroll sideways).
    public internal(set) var leftColumn = 0
    /// Increments on every change to the text, including undo and redo, so the reducer knows when
    /// to validate again.
    public internal(set) var revision = 0
    /// The display column up and down aim for across shorter lines; nil until a vertical move.
    var preferredColumn: Int?
    var history = EditHistory()
    /// The state outside the text the last command's undo or redo step carried (see
    /// `replaceAll(_:before:after:viewHeight:viewWidth:)` and `recordStep(before:after:)`); nil
    /// after any other command.
    public internal(set) var restoredSnapshot: UndoSnapshot?

    /// An editor holding `text` with the cursor at its start. Line endings become `"\n"` and tabs
    /// two spaces.
    public init(text: String) {
        storage = EditorText.lines(of: text)
        cursor = .start
    }

    /// The text, lines joined with `"\n"`.
    public var text: String { EditorText.string(of: storage) }

    /// The lines as strings. Builds every line: views should read `line(_:)` for the visible ones.
    public var lines: [String] { storage.map { String($0) } }

    /// How many lines the document has (at least one).
    public var lineCount: Int { storage.count }

    /// The text of line `index`; empty outside the document.
    public func line(_ index: Int) -> String {
        storage.indices.contains(index) ? String(storage[index]) : ""
    }

    /// The Characters of line `index`; empty outside the document.
    public func characters(ofLine index: Int) -> ArraySlice<Character> {
        storage.indices.contains(index) ? storage[index][...] : []
    }

    /// Whether there is a step to undo.
    public var canUndo: Bool { !history.undoStack.isEmpty }

    /// Whether there is an undone step to redo.
    public var canRedo: Bool { !history.redoStack.isEmpty }

    /// The terminal column where `position` starts: the display width of the line before it.
    /// Positions outside the text are clamped first.
    public func displayColumn(of position: EditorPosition) -> Int {
        let position = clamped(position)
        return storage[position.line][..<position.column].reduce(0) { $0 + DisplayWidth.of($1) }
    }

    /// Carries out `command` and scrolls so the cursor stays inside a view of `viewHeight` lines and
    /// `viewWidth` columns. Nothing here can fail: positions are clamped and undo with nothing to
    /// undo does nothing.
    public mutating func apply(_ command: EditorCommand, viewHeight: Int, viewWidth: Int) {
        let viewHeight = max(1, viewHeight)
        let viewWidth = max(1, viewWidth)
        restoredSnapshot = nil
        if !command.isVertical { preferredColumn = nil }
        if !command.continuesUndoGroup { history.close() }
        switch command {
        case .insert(let text): insert(text)
        case .paste(let text): paste(text)
        case .newline: insertNewline()
        case .backspace: deleteBackward()
        case .deleteForward: deleteForward()
        case .left: cursor = position(before: cursor)
        case .right: cursor = position(after: cursor)
        case .up: moveVertically(by: -1)
        case .down: moveVertically(by: 1)
        case .wordLeft: cursor = wordStart(before: cursor)
        case .wordRight: cursor = wordEnd(after: cursor)
        case .home: cursor = homePosition()
        case .end: cursor.column = storage[cursor.line].count
        case .pageUp: page(by: -(viewHeight - 1), viewHeight: viewHeight)
        case .pageDown: page(by: viewHeight - 1, viewHeight: viewHeight)
        case .documentStart: cursor = .start
        case .documentEnd: cursor = EditorPosition(line: storage.count - 1, column: storage[storage.count - 1].count)
        case .undo: undo()
        case .redo: redo()
        case .replaceAll(let text): replaceAll(text)
        case .moveTo(let position): cursor = clamped(position)
        }
        scrollToCursor(viewHeight: viewHeight, viewWidth: viewWidth)
    }

    /// `position` moved inside the document.
    func clamped(_ position: EditorPosition) -> EditorPosition {
        let line = min(max(0, position.line), storage.count - 1)
        let column = min(max(0, position.column), storage[line].count)
        return EditorPosition(line: line, column: column)
    }
}
