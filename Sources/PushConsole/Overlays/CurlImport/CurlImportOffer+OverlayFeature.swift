import Foundation

extension KeyScope {
    /// A pasted `curl` command line, waiting to be imported.
    static let curlImport = KeyScope("Curl import")
}

/// The curl import dialog: `y`/Enter imports, Esc/`n` cancels, the others scroll.
extension CurlImportOffer: OverlayFeature {
    static let bindings: [CommandBinding<Command>] = Keymap.scrolling(.curlImport, "the import", Command.scroll)
        + [Keymap.bind([.character("y"), .enter], .curlImport, .accept, "import: payload, header fields, the device as the next recipient",
                       hint: "import"),
           Keymap.bind([.escape, .character("n"), .character("q")], .curlImport, .close, "cancel, nothing imported", hint: "cancel")]

    var keyScope: KeyScope { .curlImport }

    mutating func reduce(_ command: Command, in state: inout AppState, now: Date) -> OverlayReaction {
        switch reduce(command, width: state.width, height: state.height) {
        case .keepOpen:
            return .keepOpen
        case .cancel:
            state.status = StatusMessage("nothing imported", style: .dim)
            return .close
        case .accept(let imported):
            Reducer.importCurl(imported, in: &state)
            return .close
        }
    }

    func draw(over state: AppState, into screen: inout Screen) {
        dialog.draw(offset: offset, into: &screen)
    }
}
