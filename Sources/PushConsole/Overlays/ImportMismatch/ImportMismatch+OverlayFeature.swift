import Foundation

extension KeyScope {
    /// What a curl import brought that the profile sends differently.
    static let importMismatch = KeyScope("Import mismatch")
}

/// The import mismatch dialog: Enter or Esc closes it (and opens what waits behind it).
extension ImportMismatch: OverlayFeature {
    static let bindings: [CommandBinding<Command>] =
        [Keymap.bind([.enter, .escape, .character("q")], .importMismatch, .close,
                     "understood: close (the device form follows when the book lacks the device)", hint: "ok")]

    var keyScope: KeyScope { .importMismatch }

    mutating func reduce(_ command: Command, in state: inout AppState, now: Date) -> OverlayReaction {
        switch command {
        case .close:
            state.overlay = then
            return .close
        }
    }

    func draw(over state: AppState, into screen: inout Screen) {
        dialog.draw(into: &screen)
    }
}
