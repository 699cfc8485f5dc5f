import Foundation
import PushCore

extension Reducer {
    static func tokenFormCommand(_ command: ConsoleCommand, form: inout TokenForm, in state: inout AppState) -> [Effect] {
        switch command {
        case .close:
            state.overlay = nil
            return []
        case .nextField, .previousField:
            form.field = step(form.field, in: form.fields, by: command)
        case .nextChoice, .previousChoice:
            if form.field == .kind { form.kind = step(form.kind, in: form.kinds, by: command) }
        case .activate where form.renaming != nil:
            state.overlay = nil
            let label = form.label.text.trimmingCharacters(in: .whitespaces)
            guard let token = form.renaming, !label.isEmpty else { return [] }
            return updateBook(&state) { book in
                if let index = book.firstIndex(where: { $0.token == token }) { book[index].label = label }
            }
        case .activate:
            return addDevice(form, in: &state)
        default:
            break
        }
        state.overlay = .addToken(form)
        return []
    }

    private static func addDevice(_ form: TokenForm, in state: inout AppState) -> [Effect] {
        guard case .success(let token) = form.parsed else { return [] }
        if state.profiles.selectedProfile?.tokens.contains(where: { $0.token == token }) == true {
            state.status = StatusMessage("\(token.shortened) is already in the book", style: .warning)
            return []
        }
        state.overlay = nil
        let label = form.label.text.trimmingCharacters(in: .whitespaces)
        let count = state.profiles.selectedProfile?.tokens.count ?? 0
        let effects = updateBook(&state) { book in
            let label = label.isEmpty ? "Device \(count + 1)" : label
            switch token {
            case .device(let device): book.append(TokenBookEntry(label: label, token: device, kind: form.kind))
            case .registration(let registration): book.append(TokenBookEntry(label: label, registrationToken: registration))
            }
        }
        state.devices.cursor = count
        if state.nextSendToken?.token == token {
            // Kept: from now on it is the book's device, by its label.
            state.nextSendToken = nil
            state.devices.chosen = [token]
        }
        return effects
    }
}
