/// What a template sets besides the payload text — the header fields and the timestamp it stamped
/// — kept with its undo step so undo and redo restore text and fields together.
struct FieldsSnapshot: Sendable, Equatable {
    var fields: PushFields
    var templateTimestamp: Int?

    init(_ state: AppState) {
        fields = state.fields
        templateTimestamp = state.templateTimestamp
    }

    /// Puts the fields back into `state`.
    func restore(into state: inout AppState) {
        state.fields = fields
        state.templateTimestamp = templateTimestamp
    }
}
