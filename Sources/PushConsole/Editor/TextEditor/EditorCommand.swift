/// Everything the payload editor can be asked to do. The reducer maps keys and pastes to these and
/// passes them to `TextEditor.apply(_:viewHeight:viewWidth:)`.
public enum EditorCommand: Sendable, Equatable {
    /// Typed text. A `"\n"` inside behaves like `newline`, a tab becomes two spaces; consecutive
    /// typed characters undo together a word at a time.
    case insert(String)
    /// Text inserted verbatim at the cursor (no auto-indent) as one undo step, whatever its size.
    /// Line endings become `"\n"` and tabs two spaces, like everything the editor receives.
    case paste(String)
    /// Splits the line with auto-indent: the current line's leading spaces are kept, two more after
    /// `{` or `[`, and a matching closer right after the cursor moves to a line of its own.
    case newline
    /// Deletes the character before the cursor (joining lines at column 0; in leading spaces, back
    /// to the previous two-space stop).
    case backspace
    /// Deletes the character under the cursor (joining the next line at a line's end).
    case deleteForward
    /// One character left, to the previous line's end at column 0.
    case left
    /// One character right, to the next line's start at a line's end.
    case right
    /// One line up, keeping the preferred display column across shorter lines.
    case up
    /// One line down, keeping the preferred display column across shorter lines.
    case down
    /// To the start of the previous word or punctuation run.
    case wordLeft
    /// To the end of the next word or punctuation run.
    case wordRight
    /// To the first non-blank character, or to column 0 when already there.
    case home
    /// To the line's end.
    case end
    /// Up by the view's height less one line.
    case pageUp
    /// Down by the view's height less one line.
    case pageDown
    /// To the first character of the document.
    case documentStart
    /// To the end of the last line.
    case documentEnd
    /// Reverts the last undo step.
    case undo
    /// Re-applies the last undone step.
    case redo
    /// Replaces the whole text (loading a template or a file, formatting) as one undo step; the
    /// cursor stays where it was, clamped.
    case replaceAll(String)
    /// Moves the cursor (a click, a jump to an error), clamped to the text.
    case moveTo(EditorPosition)
}

extension EditorCommand {
    /// Whether the command moves the cursor up or down and so keeps the preferred column.
    var isVertical: Bool {
        switch self {
        case .up, .down, .pageUp, .pageDown: true
        default: false
        }
    }

    /// Whether the command may continue the open undo group (typing and deleting do; anything else
    /// ends it, so the next edit starts a new step).
    var continuesUndoGroup: Bool {
        switch self {
        case .insert, .backspace, .deleteForward: true
        default: false
        }
    }
}
