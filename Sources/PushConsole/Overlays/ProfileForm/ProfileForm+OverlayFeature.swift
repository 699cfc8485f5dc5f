import Foundation
import PushCore

extension KeyScope {
    /// The profile form: adding or editing a profile.
    static let profileForm = KeyScope("Profile form", hasTextFields: true)
}

/// The profile form: adding or editing a profile, checked as it is typed.
extension ProfileForm: FormOverlay {
    typealias Command = ChoiceFormCommand

    static let bindings: [CommandBinding<Command>] = Keymap.choiceForm(.profileForm, save: "save the profile (when every field is right)")

    var keyScope: KeyScope { .profileForm }

    var tabOrder: [Field] { fields }

    var focusedInput: LineInput? {
        get { self[input: field] }
        set { if let newValue { self[input: field] = newValue } }
    }

    mutating func reduce(_ command: Command, in state: inout AppState, now: Date) -> OverlayReaction {
        switch command {
        case .form(let command):
            return reduce(command, in: &state, now: now)
        case .nextChoice, .previousChoice:
            let previous = self
            guard stepChoice(forward: command == .nextChoice) else { return .keepOpen }
            return .keepOpen(Reducer.credentialChecks(of: self, after: previous, in: state))
        }
    }

    func draw(over state: AppState, into screen: inout Screen) {
        OverlayView.profileForm(self, into: &screen)
    }

    /// A field changed: a new credential path (or passphrase) is checked on disk by the runner,
    /// and a new `.p8` path may bring its Key ID along.
    mutating func focusedInputEdited(from previous: ProfileForm, in state: AppState) -> [Effect] {
        if field == .keyFile, keyFilePath != previous.keyFilePath { keyFileChanged(from: previous.keyFilePath) }
        if field == .passphrase || field == .name { keyringProblem = nil }
        return Reducer.credentialChecks(of: self, after: previous, in: state)
    }

    /// Enter: a form without problems is saved; a typed passphrase goes into the keyring first
    /// (the profile names the item), and the save waits for the keyring's answer.
    mutating func save(in state: inout AppState, now: Date) -> OverlayReaction {
        guard storingItem == nil, case .success(let profile) = validated() else { return .keepOpen }
        guard kind == .apnsCertificate, passphraseSource == .typed else { return .close(Reducer.commitProfile(profile, form: self, in: &state)) }
        storingItem = keyringItem
        keyringProblem = nil
        state.status = StatusMessage("storing the passphrase in the system keyring as '\(keyringItem)'…", style: .dim)
        return .keepOpen([.storePassphrase(item: keyringItem, passphrase: passphrase.text)])
    }
}
