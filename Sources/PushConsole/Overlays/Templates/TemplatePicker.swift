import Foundation
import PushCore

/// The templates overlay (Ctrl-T): the built-in templates and the selected profile's saved
/// payloads in one list, and the steps of saving, renaming and deleting a saved one. Its reducer
/// changes only the picker; what reaches beyond it (the payload, the library on disk) is handed
/// back to the app as a ``Request``.
public struct TemplatePicker: Sendable, Equatable {
    /// What the picker is doing.
    public enum Step: Sendable, Equatable {
        /// Moving through the list.
        case browsing
        /// Typing a name: for saving the payload, or for `renaming` that saved payload.
        case naming(LineInput, renaming: String?)
        /// The payload is to be saved as `name`, which is taken: waiting for a yes.
        case confirmingOverwrite(String)
        /// The saved payload `name` is to be deleted: waiting for a yes.
        case confirmingDelete(String)
    }

    /// One row of the list.
    enum Choice {
        case builtIn(PayloadTemplate)
        case saved(SavedPayload)
    }

    /// What the app is asked to do after a key.
    enum Request: Equatable {
        /// Close the picker, payload unchanged.
        case close
        /// Put the row at `index` into the payload and close.
        case apply(index: Int)
        /// Save the payload with its header fields as `name`.
        case save(name: String, replacing: Bool)
        /// Rename or delete a saved payload.
        case change(LibraryChange)
        /// Say why a key did nothing, or that a step was cancelled, on the status line.
        case tell(StatusMessage)
    }

    /// What a key asks of the picker: each step's scope has its own commands.
    enum Command: Hashable, Sendable {
        /// While it lists (``KeyScope/templates``).
        case browse(BrowseCommand)
        /// While a name is typed (``KeyScope/payloadName``).
        case name(NameCommand)
        /// While it asks (the confirmation's scope).
        case confirm(Confirmation.Command)
    }

    /// A key while the picker lists.
    enum BrowseCommand: Hashable, Sendable {
        /// The previous or next row (the list wraps).
        case moveUp, moveDown
        /// The first or last row.
        case first, last
        /// Use the row under the cursor.
        case activate
        /// Save the payload under a name; rename or delete the saved payload under the cursor.
        case savePayload, renameSavedPayload, deleteSavedPayload
        case close
    }

    /// A key while a name is typed.
    enum NameCommand: Hashable, Sendable {
        /// Save (or rename) under the name.
        case activate
        /// Back to the list, nothing saved.
        case close
    }

    /// The profile whose payloads are listed (its file), nil without a profile: built-ins only.
    public var profileFile: String?
    /// The service of that profile: its built-in templates are listed (APNs without a profile).
    public var service: ServiceKind
    /// The profile's saved payloads, sorted by name.
    public var saved: [SavedPayload] = []
    /// Waiting for the runner to list the saved payloads.
    public var isLoading: Bool
    /// The row the cursor is on: built-in templates first, then saved payloads.
    public var selected = 0
    /// Browsing, or in the middle of saving, renaming or deleting.
    public var step = Step.browsing
    /// The library could not be read: saved payloads cannot be listed (or changed) now.
    public var isUnreadable = false

    /// A picker for the profile in `profileFile`, which sends through `service`, waiting for its
    /// saved payloads.
    init(profileFile: String?, service: ServiceKind) {
        self.profileFile = profileFile
        self.service = service
        isLoading = profileFile != nil
    }

    /// The built-in templates listed: those of the profile's service.
    var templates: [PayloadTemplate] { PayloadTemplate.all(for: service) }

    /// Every row: built-ins, then saved payloads.
    var choices: [Choice] { templates.map(Choice.builtIn) + saved.map(Choice.saved) }

    /// The saved payload under the cursor, if the cursor is on one.
    var selectedSaved: SavedPayload? {
        let index = selected - templates.count
        return saved.indices.contains(index) ? saved[index] : nil
    }

    /// The keymap scope of the current step.
    var keyScope: KeyScope {
        switch step {
        case .browsing: return .templates
        case .naming: return .payloadName
        case .confirmingOverwrite, .confirmingDelete: return .confirm
        }
    }

    /// Takes the saved payloads listed; the cursor goes to `name` when given, else stays in range.
    mutating func show(_ payloads: [SavedPayload], selecting name: String?) {
        saved = payloads
        isLoading = false
        if let name, let index = payloads.firstIndex(where: { $0.name == name }) {
            selected = templates.count + index
        } else {
            selected = min(selected, choices.count - 1)
        }
    }

    /// A key of the current step's scope (the lookup finds only the current step's commands).
    mutating func reduce(_ command: Command) -> Request? {
        switch command {
        case .browse(let command):
            return browse(command)
        case .name(let command):
            guard case .naming(let input, let original) = step else { return nil }
            return name(command, input: input, renaming: original)
        case .confirm(let answer):
            return confirm(answer)
        }
    }

    /// Text typed into the name field; false when the picker is not naming or the key is not text.
    mutating func type(_ key: Key) -> Bool {
        guard case .naming(var input, let original) = step, input.handle(key) else { return false }
        step = .naming(input, renaming: original)
        return true
    }

    /// Pasted text goes into the name field, when the picker is naming.
    mutating func paste(_ text: String) {
        guard case .naming(var input, let original) = step else { return }
        input.insert(text)
        step = .naming(input, renaming: original)
    }

    private mutating func browse(_ command: BrowseCommand) -> Request? {
        let count = choices.count
        switch command {
        case .close: return .close
        case .moveUp: selected = (selected + count - 1) % count
        case .moveDown: selected = (selected + 1) % count
        case .first: selected = 0
        case .last: selected = max(0, count - 1)
        case .activate: return .apply(index: selected)
        case .savePayload:
            guard profileFile != nil else {
                return .tell(StatusMessage("saved payloads belong to a profile: add or select one first", style: .error))
            }
            step = .naming(LineInput(), renaming: nil)
        case .renameSavedPayload:
            guard let payload = selectedSaved else { return refuse("renamed") }
            step = .naming(LineInput(payload.name), renaming: payload.name)
        case .deleteSavedPayload:
            guard let payload = selectedSaved else { return refuse("deleted") }
            step = .confirmingDelete(payload.name)
        }
        return nil
    }

    /// The answer to an overwrite or a deletion; either way the list is back.
    private mutating func confirm(_ answer: Confirmation.Command) -> Request? {
        let yes = answer == .accept
        switch step {
        case .confirmingOverwrite(let name):
            step = .browsing
            return yes ? .save(name: name, replacing: true) : .tell(StatusMessage("not saved", style: .dim))
        case .confirmingDelete(let name):
            step = .browsing
            return yes ? .change(.delete(name)) : .tell(StatusMessage("not deleted", style: .dim))
        case .browsing, .naming:
            return nil
        }
    }

    /// A built-in template under the cursor cannot be renamed or deleted.
    private func refuse(_ done: String) -> Request {
        .tell(StatusMessage("built-in templates cannot be \(done); only saved payloads can", style: .error))
    }

    private mutating func name(_ command: NameCommand, input: LineInput, renaming original: String?) -> Request? {
        switch command {
        case .close:
            step = .browsing
            return nil
        case .activate:
            let name = input.text.trimmingCharacters(in: .whitespaces)
            if let problem = SavedPayload.nameProblem(name) {
                return .tell(StatusMessage("the name '\(name)' \(problem)", style: .error))
            }
            let taken = saved.contains { $0.name == name }
            if let original {
                if name == original {
                    step = .browsing
                    return nil
                }
                if taken {
                    return .tell(StatusMessage("'\(name)' is already saved: delete that one first or choose another name", style: .error))
                }
                step = .browsing
                return .change(.rename(original, to: name))
            }
            if taken {
                step = .confirmingOverwrite(name)
                return nil
            }
            step = .browsing
            return .save(name: name, replacing: false)
        }
    }
}
