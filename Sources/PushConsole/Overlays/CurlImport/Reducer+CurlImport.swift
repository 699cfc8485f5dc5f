import Foundation
import PushCore

/// Importing a pasted `curl` command line: the paste opens a dialog showing what it sends; `y` or
/// Enter sets the whole push value from it — its payload and header fields, the profile's
/// defaults for the fields it does not send — as one undo step, and puts its device up as
/// the next send's recipient — chosen when the book has it, else the next send's one-off token and
/// offered for the book. What the profile sends differently (environment, topic) opens a dialog.
extension Reducer {
    /// A paste of a curl command line: the dialog, or a status naming the part that cannot be read.
    static func offerCurlImport(_ text: String, in state: inout AppState) {
        do {
            state.overlay = Overlay(CurlImportOffer(imported: try CurlImport.parse(text)))
        } catch {
            state.status = StatusMessage("cannot import the curl command: \(error.description)", style: .error)
        }
    }

    /// Sets the whole push value from `imported`, puts its device up as the next recipient and
    /// shows what the profile sends differently.
    static func importCurl(_ imported: CurlImport, in state: inout AppState) {
        var said: [String] = []
        var headers = imported.headers
        // The topic is the route's: a different one is said below, never sent.
        headers.topic = nil
        replacePushValue(text: imported.payload.map { String(decoding: $0, as: UTF8.self) }, headers: headers, in: &state)
        var differences: [String] = []
        if let topic = imported.headers.topic, topic != state.nextTopic {
            differences.append("its topic was \(topic): this profile's is \(state.nextTopic), and the next send uses it")
        }
        if case .apple(let environment, _)? = imported.host, let settings = state.profiles.selectedProfile?.apns, settings.environment != environment {
            differences.append("it went to \(environment.rawValue): this profile sends to \(settings.environment.rawValue), and so does the next send"
                               + " (e in Profiles switches)")
        }
        var offer: Overlay?
        if let token = imported.deviceToken {
            let book = state.book
            if let index = book.firstIndex(where: { $0.token.deviceToken == token }) {
                state.devices.cursor = index
                state.devices.chosen = [book[index].token]
                said.append("to \(book[index].label)")
            } else if let profile = state.profiles.selectedProfile, profile.simulator == nil {
                // The next send goes to it, as a token typed with Ctrl-R does, whether or not the
                // form keeps it in the book.
                state.nextSendToken = NextSendToken(token: .device(token))
                var form = TokenForm(service: profile.kind)
                form.token.insert(token.hex)
                form.field = .label
                form.offer = .imported
                offer = Overlay(form)
                said.append("to \(token.shortened) (not in the book)")
            }
        }
        revalidate(&state)
        if differences.isEmpty {
            state.overlay = offer
        } else {
            let next = (try? state.nextSend.get()).map { NextSendLine.segments($0, width: 68).map(\.0).joined() } ?? ""
            state.overlay = Overlay(ImportMismatch(differences: differences, nextSend: next, then: offer))
            // Whole in the message log (F8) too, after the dialog closes.
            said += differences
        }
        state.status = StatusMessage((["imported the curl command"] + said).joined(separator: "; "), style: differences.isEmpty ? .normal : .warning)
    }
}
