/// Undo and redo for `TextEditor`: every change is recorded as the text it removed and inserted at
/// a position, and changes are grouped into the steps a person expects to undo at once.
struct EditHistory: Sendable, Equatable {
    /// One replacement: `removed` stood at `start` and `inserted` stands there now.
    struct Edit: Sendable, Equatable {
        var start: EditorPosition
        var removed: [[Character]]
        var inserted: [[Character]]
    }

    /// What kind of change a group holds; only typing and deleting extend an open group.
    enum Kind: Sendable, Equatable {
        case typingWord, typingSpace, deletingBackward, deletingForward, other
    }

    /// One undo step.
    struct Group: Sendable, Equatable {
        var edits: [Edit]
        var kind: Kind
        var cursorBefore: EditorPosition
        var cursorAfter: EditorPosition
        /// State outside the text that changed with this step: undo restores `snapshotBefore`,
        /// redo `snapshotAfter`.
        var snapshotBefore: UndoSnapshot?
        var snapshotAfter: UndoSnapshot?
    }

    /// Steps kept; the oldest are forgotten first.
    static let limit = 1_000

    private(set) var undoStack: [Group] = []
    private(set) var redoStack: [Group] = []
    /// Whether the next typed or deleted character may join the last group.
    private var isOpen = false

    /// Records `edit`, joining the open group when it continues the same kind of change. A word
    /// and the spaces before it undo together; a space after a word starts a new step.
    mutating func record(_ edit: Edit, kind: Kind, cursorBefore: EditorPosition, cursorAfter: EditorPosition) {
        redoStack.removeAll()
        if isOpen, kind != .other, let last = undoStack.last, Self.joins(kind, after: last.kind) {
            undoStack[undoStack.count - 1].edits.append(edit)
            undoStack[undoStack.count - 1].kind = kind
            undoStack[undoStack.count - 1].cursorAfter = cursorAfter
        } else {
            push(Group(edits: [edit], kind: kind, cursorBefore: cursorBefore, cursorAfter: cursorAfter))
        }
        isOpen = kind != .other
    }

    /// Records a step that changes only state outside the text (a header field set in F2): undo
    /// restores `before`, redo `after`, and the cursor stays at `cursor`. No later change joins it.
    mutating func record(before: UndoSnapshot, after: UndoSnapshot, cursor: EditorPosition) {
        redoStack.removeAll()
        push(Group(edits: [], kind: .other, cursorBefore: cursor, cursorAfter: cursor, snapshotBefore: before, snapshotAfter: after))
        isOpen = false
    }

    /// Attaches the state outside the text that changed with the last step, and closes it so no
    /// later change joins it.
    mutating func attach(before: UndoSnapshot, after: UndoSnapshot) {
        guard !undoStack.isEmpty else { return }
        undoStack[undoStack.count - 1].snapshotBefore = before
        undoStack[undoStack.count - 1].snapshotAfter = after
        isOpen = false
    }

    /// Ends the open group: the next change starts a new undo step.
    mutating func close() {
        isOpen = false
    }

    /// Takes the last step off the undo stack and onto the redo stack.
    mutating func takeUndo() -> Group? {
        isOpen = false
        guard let group = undoStack.popLast() else { return nil }
        redoStack.append(group)
        return group
    }

    /// Takes the last undone step off the redo stack and back onto the undo stack.
    mutating func takeRedo() -> Group? {
        isOpen = false
        guard let group = redoStack.popLast() else { return nil }
        undoStack.append(group)
        return group
    }

    private mutating func push(_ group: Group) {
        undoStack.append(group)
        if undoStack.count > Self.limit { undoStack.removeFirst(undoStack.count - Self.limit) }
    }

    private static func joins(_ kind: Kind, after previous: Kind) -> Bool {
        switch (previous, kind) {
        case (.typingWord, .typingWord), (.typingSpace, .typingSpace), (.typingSpace, .typingWord),
             (.deletingBackward, .deletingBackward), (.deletingForward, .deletingForward):
            true
        default:
            false
        }
    }
}
