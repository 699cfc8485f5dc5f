import Foundation
import PushCore

/// Importing a pasted `curl` command line: the paste opens a dialog showing what it sends; `y` or
/// Enter sets the whole push value from it — its payload and header fields, the profile's
/// defaults for the fields it does not send — as one undo step, and puts its device up as
/// the next send's recipient — chosen when the book has it, else offered for the book.
extension Reducer {
    /// A paste of a curl command line: the dialog, or a status naming the part that cannot be read.
    static func offerCurlImport(_ text: String, in state: inout AppState) {
        do {
            state.overlay = Overlay(CurlImportOffer(imported: try CurlImport.parse(text)))
        } catch {
            state.status = StatusMessage("cannot import the curl command: \(error.description)", style: .error)
        }
    }

    /// Sets the whole push value from `imported` and puts its device up as the next recipient.
    static func importCurl(_ imported: CurlImport, in state: inout AppState) {
        var said: [String] = []
        var headers = imported.headers
        // The topic is the route's: a different one is said below, never sent.
        headers.topic = nil
        replacePushValue(text: imported.payload.map { String(decoding: $0, as: UTF8.self) }, headers: headers, in: &state)
        if let topic = imported.headers.topic, topic != state.nextTopic {
            said.append("its topic \(topic) is not this profile's \(state.nextTopic)")
        }
        if case .apple(let environment, _)? = imported.host, let settings = state.profiles.selectedProfile?.apns, settings.environment != environment {
            said.append("it went to \(environment.rawValue), this profile sends to \(settings.environment.rawValue) (e switches)")
        }
        if let token = imported.deviceToken {
            let book = state.book
            if let index = book.firstIndex(where: { $0.token.deviceToken == token }) {
                state.devices.cursor = index
                state.devices.chosen = [book[index].token]
                said.append("to \(book[index].label)")
            } else if state.profiles.selectedProfile != nil {
                var form = TokenForm(service: state.profiles.selectedProfile?.kind)
                form.token.insert(token.hex)
                form.field = .label
                state.overlay = Overlay(form)
                said.append("add its device \(token.shortened) to the book to send to it")
            }
        }
        revalidate(&state)
        state.status = StatusMessage((["imported the curl command"] + said).joined(separator: "; "), style: said.count > 1 ? .warning : .normal)
    }
}
