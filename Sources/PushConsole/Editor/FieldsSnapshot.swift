/// What a template sets besides the payload text — the header fields and the timestamp it stamped
/// — kept with its undo step so undo and redo restore text and fields together.
struct FieldsSnapshot: Sendable, Equatable {
    var fields: PushFields
    var templateTimestamp: Int?

    init(_ editor: EditorState) {
        fields = editor.fields
        templateTimestamp = editor.templateTimestamp
    }

    /// Puts the fields back into `editor`.
    func restore(into editor: inout EditorState) {
        editor.fields = fields
        editor.templateTimestamp = templateTimestamp
    }
}
