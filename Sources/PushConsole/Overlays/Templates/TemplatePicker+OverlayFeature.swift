import Foundation
import PushCore

extension KeyScope {
    /// The templates picker while it lists templates and saved payloads.
    static let templates = KeyScope("Templates")
    /// The templates picker while a name is typed.
    static let payloadName = KeyScope("Payload name", hasTextFields: true)
}

/// The templates picker: choosing a built-in template or a saved payload; saving, renaming,
/// deleting saved ones. While it lists, its keys are ``KeyScope/templates``; while a name is typed,
/// ``KeyScope/payloadName``; while it asks, the confirmation's.
extension TemplatePicker: OverlayFeature {
    static let bindings: [CommandBinding<Command>] =
        [Keymap.bind([.up, .character("k")], .templates, .browse(.moveUp), "previous template or saved payload", hint: "choose"),
         Keymap.bind([.down, .character("j")], .templates, .browse(.moveDown), "next template or saved payload", hint: "choose"),
         Keymap.bind([.home], .templates, .browse(.first), "first template"),
         Keymap.bind([.end], .templates, .browse(.last), "last saved payload (or template)"),
         Keymap.bind([.enter], .templates, .browse(.activate), "use it: text and header fields (one undo step)", hint: "use"),
         Keymap.bind([.character("s")], .templates, .browse(.savePayload), "save the payload and its header fields under a name", hint: "save"),
         Keymap.bind([.character("r")], .templates, .browse(.renameSavedPayload), "rename the saved payload", hint: "rename"),
         Keymap.bind([.character("d")], .templates, .browse(.deleteSavedPayload), "delete the saved payload (asks first)", hint: "delete"),
         Keymap.bind([.escape, .character("q")], .templates, .browse(.close), "close, payload unchanged", hint: "close"),
         // While a name is typed (printable keys are the name).
         Keymap.bind([.enter], .payloadName, .name(.activate), "save (or rename) under this name; a saved name asks first", hint: "save"),
         Keymap.bind([.escape], .payloadName, .name(.close), "back to the list, nothing saved", hint: "cancel")]

    /// While it asks, the confirmation's keys answer.
    func command(for key: Key) -> Command? {
        guard keyScope == .confirm else { return Keymap.command(for: key, in: keyScope, among: Self.bindings) }
        return Keymap.command(for: key, in: .confirm, among: Confirmation.bindings).map(Command.confirm)
    }

    mutating func reduce(_ command: Command, in state: inout AppState, now: Date) -> OverlayReaction {
        switch reduce(command) {
        case nil:
            return .keepOpen
        case .close:
            return .close
        case .apply(let index):
            guard choices.indices.contains(index) else { return .keepOpen }
            switch choices[index] {
            case .builtIn(let template): Self.apply(template, in: &state, now: now)
            case .saved(let saved): Self.apply(saved, in: &state)
            }
            return .close
        case .save(let name, let replacing):
            guard let file = profileFile else { return .keepOpen }
            switch Reducer.savedPayload(named: name, state.editor, isFCM: state.profiles.selectedProfile?.kind == .fcm, now: now) {
            case .success(let payload):
                return .keepOpen([.changeLibrary(profileFile: file, .save(payload, replacing: replacing))])
            case .failure(let problem):
                state.status = StatusMessage("not saved: \(problem.message)", style: .error)
                return .keepOpen
            }
        case .change(let change):
            guard let file = profileFile else { return .keepOpen }
            return .keepOpen([.changeLibrary(profileFile: file, change)])
        case .tell(let message):
            state.status = message
            return .keepOpen
        }
    }

    mutating func type(_ key: Key, in state: inout AppState) -> [Effect]? {
        type(key) ? [] : nil
    }

    mutating func paste(_ text: String, in state: inout AppState) -> [Effect] {
        paste(text)
        return []
    }

    func draw(over state: AppState, into screen: inout Screen) {
        TemplatePickerView.draw(self, into: &screen)
    }

    /// Puts `template` into the payload with the push type (and, for background, the priority) it
    /// is for; every other header field goes back to the profile's defaults. An FCM template keeps
    /// the target the message being edited names, in place of its placeholder.
    private static func apply(_ template: PayloadTemplate, in state: inout AppState, now: Date) {
        let stamp = Int(now.timeIntervalSince1970)
        if template.service == .fcm {
            let target = PayloadDocument(text: state.editor.text).value.flatMap(FCMTarget.init(message:))
            Reducer.replacePushValue(text: template.text(now: stamp, target: target), headers: PushHeaders(), in: &state)
            return
        }
        // Live Activity templates carry "now"; a send refreshes it unless the user changes it.
        Reducer.replacePushValue(text: template.text(now: stamp),
                         headers: PushHeaders(pushType: template.pushType, priority: template.pushType == .background ? 5 : nil),
                         templateTimestamp: template.pushType == .liveactivity ? stamp : nil, in: &state)
    }

    /// Puts a saved payload into the editor with the header fields saved with it; a field it does
    /// not carry goes back to the profile's default (the push type to the devices and the profile's).
    private static func apply(_ saved: SavedPayload, in state: inout AppState) {
        var headers = saved.headers
        // The topic is the route's: a different one is said below, never sent.
        headers.topic = nil
        Reducer.replacePushValue(text: saved.payload, headers: headers, in: &state)
        if let topic = saved.headers.topic {
            // The console derives the topic from the profile; saying so beats sending elsewhere silently.
            state.status = StatusMessage("'\(saved.name)' was saved with topic \(topic); the console sends to the profile's topic \(state.nextTopic)",
                                         style: .warning)
        }
    }
}
