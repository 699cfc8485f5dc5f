/// What a push carries besides the payload text — the header fields and the timestamp a template
/// stamped — kept with each undo step that changed it (F2, a template, a saved payload, a curl
/// import, the quick alert), so undo and redo restore text and fields together.
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
