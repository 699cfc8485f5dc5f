import Foundation
import PushCore

extension KeyScope {
    /// The device form: adding a device to the book, or renaming one.
    static let tokenForm = KeyScope("Device form", hasTextFields: true)
}

/// The device form: adding a device to the selected profile's token book, or renaming one.
extension TokenForm: FormOverlay {
    typealias Command = ChoiceFormCommand

    static let bindings: [CommandBinding<Command>] = Keymap.choiceForm(.tokenForm, save: "add the device; when renaming, save the label")

    var keyScope: KeyScope { .tokenForm }

    var tabOrder: [Field] { fields }

    mutating func reduce(_ command: Command, in state: inout AppState, now: Date) -> OverlayReaction {
        switch command {
        case .form(let command):
            return reduce(command, in: &state, now: now)
        case .nextChoice, .previousChoice:
            if field == .kind { kind = Reducer.step(kind, in: kinds, forward: command == .nextChoice) }
            return .keepOpen
        }
    }

    /// Enter: when renaming, the label is saved; else the device is added.
    mutating func save(in state: inout AppState, now: Date) -> OverlayReaction {
        guard let token = renaming else { return addDevice(in: &state) }
        let label = self.label.text.trimmingCharacters(in: .whitespaces)
        guard !label.isEmpty else { return .close }
        return .close(Reducer.updateBook(&state) { book in
            if let index = book.firstIndex(where: { $0.token == token }) { book[index].label = label }
        })
    }

    func draw(over state: AppState, into screen: inout Screen) {
        OverlayView.tokenForm(self, into: &screen)
    }

    private func addDevice(in state: inout AppState) -> OverlayReaction {
        guard case .success(let token) = parsed else { return .keepOpen }
        if state.profiles.selectedProfile?.tokens.contains(where: { $0.token == token }) == true {
            state.status = StatusMessage("\(token.shortened) is already in the book", style: .warning)
            return .keepOpen
        }
        let label = self.label.text.trimmingCharacters(in: .whitespaces)
        let count = state.profiles.selectedProfile?.tokens.count ?? 0
        let kind = self.kind
        let effects = Reducer.updateBook(&state) { book in
            let label = label.isEmpty ? "Device \(count + 1)" : label
            switch token {
            case .device(let device): book.append(TokenBookEntry(label: label, token: device, kind: kind))
            case .registration(let registration): book.append(TokenBookEntry(label: label, registrationToken: registration))
            }
        }
        state.devices.cursor = count
        if state.nextSendToken?.token == token {
            // Kept: from now on it is the book's device, by its label.
            state.nextSendToken = nil
            state.devices.chosen = [token]
        }
        return .close(effects)
    }
}
