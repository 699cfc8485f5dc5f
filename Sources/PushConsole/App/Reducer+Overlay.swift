import Foundation
import PushCore

extension Reducer {
    /// Keys while an overlay is open: it takes them all. A focused text field takes text and its
    /// editing keys; every other key is looked up in the overlay's own keymap scope, and a key the
    /// scope does not declare does nothing (no dialog closes on a stray key).
    static func overlayKey(_ key: Key, in state: inout AppState, now: Date) -> [Effect] {
        guard var feature = state.overlay?.feature else { return [] }
        if let effects = feature.type(key, in: &state) {
            state.overlay = Overlay(feature)
            return effects
        }
        return press(key, on: feature, in: &state, now: now)
    }

    /// `key` on the open overlay `feature`: the command it binds there, if any, carried out.
    private static func press<Feature: OverlayFeature>(_ key: Key, on feature: Feature, in state: inout AppState, now: Date) -> [Effect] {
        var feature = feature
        guard let command = feature.command(for: key) else { return [] }
        // Off the state while it reduces, so that one closing may open another in its place.
        state.overlay = nil
        switch feature.reduce(command, in: &state, now: now) {
        case .keepOpen(let effects):
            state.overlay = Overlay(feature)
            return effects
        case .close(let effects):
            return effects
        }
    }

    /// A paste while an overlay is open: the overlay takes it.
    static func overlayPaste(_ text: String, in state: inout AppState) -> [Effect] {
        guard var feature = state.overlay?.feature else { return [] }
        let effects = feature.paste(text, in: &state)
        state.overlay = Overlay(feature)
        return effects
    }

    /// Tab order through `fields`, wrapping: the next one `forward`, else the previous one.
    static func step<Field: Equatable>(_ field: Field, in fields: [Field], forward: Bool) -> Field {
        guard let index = fields.firstIndex(of: field), !fields.isEmpty else { return fields.first ?? field }
        let delta = forward ? 1 : fields.count - 1
        return fields[(index + delta) % fields.count]
    }
}
