import Foundation
import PushCore

extension Reducer {
    /// A profile form field changed: a new key file path is checked on disk (by the runner) and
    /// may bring its Key ID along.
    static func profileFieldEdited(_ field: ProfileForm.Field, to input: LineInput, form: inout ProfileForm,
                                   in state: inout AppState) -> [Effect] {
        let previousPath = form.keyFilePath
        form[input: field] = input
        var effects: [Effect] = []
        if field == .keyFile, form.keyFilePath != previousPath {
            form.keyFileChanged(from: previousPath)
            effects = checkKeyFile(of: form, in: state)
        }
        state.overlay = .profile(form)
        return effects
    }

    /// Asks the runner to read the form's key file, relative to where the profile is (or will be) saved.
    static func checkKeyFile(of form: ProfileForm, in state: AppState) -> [Effect] {
        guard !form.keyFilePath.isEmpty else { return [] }
        let profileFile = form.file ?? "\(state.profilesDirectory ?? ".")/new-profile.json"
        return [.checkKeyFile(path: form.keyFilePath, profileFile: profileFile)]
    }

    static func profileFormCommand(_ command: ConsoleCommand, form: inout ProfileForm, in state: inout AppState) -> [Effect] {
        switch command {
        case .close:
            state.overlay = nil
            return []
        case .nextField, .previousField:
            form.field = step(form.field, in: ProfileForm.Field.allCases, by: command)
        case .nextChoice, .previousChoice:
            if form.field == .environment { form.environment = step(form.environment, in: APNsEnvironment.allCases, by: command) }
        case .activate:
            return saveProfile(form, in: &state)
        default:
            break
        }
        state.overlay = .profile(form)
        return []
    }

    static func saveProfile(_ form: ProfileForm, in state: inout AppState) -> [Effect] {
        guard case .success(let profile) = form.validated() else { return [] }
        state.overlay = nil
        let file = form.file ?? newProfileFile(for: profile.name, in: state)
        if let index = state.profiles.index(of: file) {
            // The payload being edited stays the draft of the profile it was edited for.
            let previous = state.profiles.selectedEntry
            state.profiles.replace(file: file, with: profile)
            state.profiles.selected = index
            profileEntered(leaving: previous, in: &state)
        } else {
            state.profiles.entries.append(.loaded(file: file, profile: profile))
            selectProfile(state.profiles.entries.count - 1, in: &state)
        }
        state.status = StatusMessage("saved \(profile.name) to \(file)")
        return [.saveProfile(file: file, profile: profile)]
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
