import Foundation
import PushCore

extension Reducer {
    /// A profile form field changed: a new credential path (or passphrase) is checked on disk by
    /// the runner, and a new `.p8` path may bring its Key ID along.
    static func profileFieldEdited(_ field: ProfileForm.Field, to input: LineInput, form: inout ProfileForm,
                                   in state: inout AppState) -> [Effect] {
        let previous = form
        form[input: field] = input
        if field == .keyFile, form.keyFilePath != previous.keyFilePath { form.keyFileChanged(from: previous.keyFilePath) }
        if field == .passphrase || field == .name { form.keyringProblem = nil }
        state.overlay = .profile(form)
        return credentialChecks(of: form, after: previous, in: state)
    }

    /// Asks the runner to read the credential files of `form` that changed since `previous` (all of
    /// them without a previous form), relative to where the profile is (or will be) saved.
    static func credentialChecks(of form: ProfileForm, after previous: ProfileForm?, in state: AppState) -> [Effect] {
        let profileFile = form.file ?? "\(state.profilesDirectory ?? ".")/new-profile.json"
        let kindChanged = previous?.kind != form.kind
        switch form.kind {
        case .apnsToken:
            guard !form.keyFilePath.isEmpty, kindChanged || previous?.keyFilePath != form.keyFilePath else { return [] }
            return [.checkKeyFile(path: form.keyFilePath, profileFile: profileFile)]
        case .apnsCertificate:
            guard let request = form.certificateRequest, kindChanged || previous?.certificateRequest != request else { return [] }
            return [.checkCertificate(request, profileFile: profileFile)]
        case .fcm:
            guard !form.serviceAccountPath.isEmpty, kindChanged || previous?.serviceAccountPath != form.serviceAccountPath else { return [] }
            return [.checkServiceAccount(path: form.serviceAccountPath, profileFile: profileFile)]
        }
    }

    static func profileFormCommand(_ command: ConsoleCommand, form: inout ProfileForm, in state: inout AppState) -> [Effect] {
        var effects: [Effect] = []
        switch command {
        case .close:
            state.overlay = nil
            return []
        case .nextField, .previousField:
            form.field = step(form.field, in: form.fields, by: command)
        case .nextChoice, .previousChoice:
            let previous = form
            guard form.stepChoice(forward: command == .nextChoice) else { break }
            effects = credentialChecks(of: form, after: previous, in: state)
        case .activate:
            return saveProfile(form, in: &state)
        default:
            break
        }
        state.overlay = .profile(form)
        return effects
    }

    /// Enter: a form without problems is saved; a typed passphrase goes into the keyring first
    /// (the profile names the item), and the save waits for the keyring's answer.
    static func saveProfile(_ form: ProfileForm, in state: inout AppState) -> [Effect] {
        guard form.storingItem == nil, case .success(let profile) = form.validated() else { return [] }
        guard form.kind == .apnsCertificate, form.passphraseSource == .typed else { return commitProfile(profile, form: form, in: &state) }
        var waiting = form
        waiting.storingItem = form.keyringItem
        waiting.keyringProblem = nil
        state.overlay = .profile(waiting)
        state.status = StatusMessage("storing the passphrase in the system keyring as '\(form.keyringItem)'…", style: .dim)
        return [.storePassphrase(item: form.keyringItem, passphrase: form.passphrase.text)]
    }

    /// The keyring answered a form's store: the profile is saved naming the item, or the form says
    /// why the keyring refused and what to do instead.
    static func passphraseStored(item: String, problem: String?, in state: inout AppState) -> [Effect] {
        guard case .profile(var form)? = state.overlay, form.storingItem == item else { return [] }
        form.storingItem = nil
        if let problem {
            form.keyringProblem = problem
            state.overlay = .profile(form)
            state.status = StatusMessage("not saved: the passphrase could not be stored in the keyring", style: .error)
            return []
        }
        guard case .success(var profile) = form.validated(), case .apns(var settings) = profile.service,
              case .certificate(let file, _, let keyFile) = settings.auth else {
            state.overlay = .profile(form)
            return []
        }
        // The item stored, whatever the name field says by now.
        settings.auth = .certificate(file: file, passphrase: .keyring(item), keyFile: keyFile)
        profile.service = .apns(settings)
        return commitProfile(profile, form: form, in: &state, note: "; its passphrase is in the system keyring as '\(item)'")
    }

    /// Writes `profile` (from `form`) through the store and selects it.
    private static func commitProfile(_ profile: Profile, form: ProfileForm, in state: inout AppState, note: String = "") -> [Effect] {
        state.overlay = nil
        let file = form.file ?? newProfileFile(for: profile.name, in: state)
        let existing = state.profiles.index(of: file)
        let base = existing.flatMap { state.profiles.entries[$0].profile }
        if let index = existing {
            // The payload being edited stays the draft of the profile it was edited for.
            let previous = state.profiles.selectedEntry
            state.profiles.replace(file: file, with: profile)
            state.profiles.selected = index
            profileEntered(leaving: previous, in: &state)
        } else {
            state.profiles.entries.append(.loaded(file: file, profile: profile))
            selectProfile(state.profiles.entries.count - 1, in: &state)
        }
        if let summary = form.currentCertificateCheck?.summary { state.profiles.certificates[file] = summary }
        state.status = StatusMessage("saved \(profile.name) to \(file)" + note)
        return [.saveProfile(file: file, profile: profile, base: base)]
    }

    /// The runner's verdict on a form's certificate or service account, kept when it is about the form's input.
    static func credentialChecked(_ action: Action, in state: inout AppState) {
        guard case .profile(var form)? = state.overlay else { return }
        switch action {
        case .keyFileChecked(let check) where check.path == form.keyFilePath:
            form.keyFileCheck = check
        case .certificateChecked(let check) where check.request == form.certificateRequest:
            form.certificateCheck = check
        case .serviceAccountChecked(let check) where check.path == form.serviceAccountPath:
            form.serviceAccountCheck = check
        default:
            return
        }
        state.overlay = .profile(form)
    }

    /// `<profiles directory>/<name as a file name>.json`, not taken by another profile.
    private static func newProfileFile(for name: String, in state: AppState) -> String {
        let directory = state.profilesDirectory ?? "."
        let slug = String(name.lowercased().map { $0.isLetter || $0.isNumber ? $0 : "-" })
        let base = slug.isEmpty ? "profile" : slug
        var file = "\(directory)/\(base).json"
        var number = 2
        while state.profiles.index(of: file) != nil {
            file = "\(directory)/\(base)-\(number).json"
            number += 1
        }
        return file
    }
}
