import PushCore

/// Changes to what the next push carries besides its recipient: each is one undo step of the
/// editor's one history, text and fields together.
extension Reducer {
    /// Changes the header fields as `change` says and, when `text` is given, puts it in place of
    /// the payload, as one undo step that restores both (F2, a broadcast channel, the quick alert,
    /// and ``replacePushValue(text:headers:templateTimestamp:in:)``).
    static func changePush(text: String? = nil, in state: inout AppState, _ change: (inout FieldsSnapshot) -> Void) {
        state.editor.change(text: text, view: editorView(state), context: state.editorContext, change)
        // The strip may take a line more or less now.
        scrollEditor(&state)
    }

    /// Sets the whole push value from a template, a saved payload or a curl import, as one undo
    /// step: `text` (when given) becomes the payload, the `headers` the source names are set
    /// and every other one goes back to the selected profile's defaults, never kept from the push
    /// before. `templateTimestamp` is the `aps.timestamp` a Live Activity template stamped.
    static func replacePushValue(text: String?, headers: PushHeaders, templateTimestamp: Int? = nil, in state: inout AppState) {
        let fields = PushFields(defaults: state.profiles.selectedProfile?.defaults ?? ProfileDefaults(), named: headers)
        changePush(text: text, in: &state) { value in
            value.fields = fields
            value.templateTimestamp = templateTimestamp
        }
    }
}
