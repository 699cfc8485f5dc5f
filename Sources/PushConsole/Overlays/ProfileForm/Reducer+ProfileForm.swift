import Foundation
import PushCore

extension Reducer {
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
            var effects: [Effect] = []
            // A typed passphrase is kept in the keyring: whether it can be, is known before Enter.
            if form.passphraseSource == .typed, form.keyringReach == nil, kindChanged || previous?.passphraseSource != .typed {
                effects.append(.checkKeyring)
            }
            if let request = form.certificateRequest, kindChanged || previous?.certificateRequest != request {
                effects.append(.checkCertificate(request, profileFile: profileFile))
            }
            return effects
        case .fcm:
            guard !form.serviceAccountPath.isEmpty, kindChanged || previous?.serviceAccountPath != form.serviceAccountPath else { return [] }
            return [.checkServiceAccount(path: form.serviceAccountPath, profileFile: profileFile)]
        case .iosSimulator:
            return kindChanged && form.simulatorDevices == nil ? [.listSimulatorDevices] : []
        }
    }

    /// The keyring answered a form's store: the profile is saved naming the item, or the form says
    /// why the keyring refused and what to do instead.
    static func passphraseStored(item: String, problem: String?, in state: inout AppState) -> [Effect] {
        guard var form = state.overlay?.as(ProfileForm.self), form.storingItem == item else { return [] }
        form.storingItem = nil
        if let problem {
            form.keyringProblem = problem
            state.overlay = Overlay(form)
            state.status = StatusMessage("not saved: the passphrase could not be stored in the keyring", style: .error)
            return []
        }
        guard case .success(var profile) = form.validated(), case .apns(var settings) = profile.service,
              case .certificate(let file, _, let keyFile) = settings.auth else {
            state.overlay = Overlay(form)
            return []
        }
        // The item stored, whatever the name field says by now.
        settings.auth = .certificate(file: file, passphrase: .keyring(item), keyFile: keyFile)
        profile.service = .apns(settings)
        return commitProfile(profile, form: form, in: &state, note: "; its passphrase is in the system keyring as '\(item)'")
    }

    /// Writes `profile` (from `form`) through the store, selects it and closes the form.
    static func commitProfile(_ profile: Profile, form: ProfileForm, in state: inout AppState, note: String = "") -> [Effect] {
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
        if let check = form.serviceAccountCheck, check.path == form.serviceAccountPath, let project = check.projectID, !project.isEmpty {
            state.profiles.fcmProjects[file] = project
        }
        state.status = StatusMessage("saved \(profile.name) to \(file)" + note)
        return [.saveProfile(file: file, profile: profile, base: base)]
    }

    /// The runner's verdict on a form's key file, certificate, service account or keyring, kept
    /// when it is about the form's input.
    static func credentialChecked(_ action: Action, in state: inout AppState) {
        guard var form = state.overlay?.as(ProfileForm.self) else { return }
        switch action {
        case .keyFileChecked(let check) where check.path == form.keyFilePath:
            form.keyFileCheck = check
        case .certificateChecked(let check) where check.request == form.certificateRequest:
            form.certificateCheck = check
        case .serviceAccountChecked(let check) where check.path == form.serviceAccountPath:
            form.serviceAccountCheck = check
        case .keyringChecked(let problem):
            form.keyringReach = problem.map(KeyringReach.unreachable) ?? .reachable
        case .simulatorDevicesListed(let listing):
            form.simulatorDevices = listing
        default:
            return
        }
        state.overlay = Overlay(form)
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
