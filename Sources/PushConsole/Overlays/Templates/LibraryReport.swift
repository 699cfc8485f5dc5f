import PushCore

/// A change to a profile's saved payloads, asked of the runner by ``Effect/changeLibrary(profileFile:_:)``.
public enum LibraryChange: Sendable, Equatable {
    /// Save `payload` under its name; over one of the same name only when `replacing`.
    case save(SavedPayload, replacing: Bool)
    /// Give the payload `name` the name `newName`.
    case rename(String, to: String)
    /// Remove the payload `name`.
    case delete(String)

    /// What happened, for the status line, once it succeeded.
    var doneMessage: String {
        switch self {
        case .save(let payload, _): return "saved '\(payload.name)'"
        case .rename(let name, let newName): return "renamed '\(name)' to '\(newName)'"
        case .delete(let name): return "deleted '\(name)'"
        }
    }

    /// The name the picker's cursor goes to afterwards, if any.
    var resultingName: String? {
        switch self {
        case .save(let payload, _): return payload.name
        case .rename(_, let newName): return newName
        case .delete: return nil
        }
    }
}

/// The runner's answer to a library effect: the profile's saved payloads as they are now, and why
/// the change (or the listing) failed, if it did.
public struct LibraryReport: Sendable, Equatable {
    /// The profile's file: its identity, which a late answer is matched against.
    public var profileFile: String
    /// The change that was asked; nil for a plain listing.
    public var change: LibraryChange?
    /// The saved payloads, sorted by name; nil when the library could not be read.
    public var payloads: [SavedPayload]?
    /// Why the change or the listing did not happen (the library is then unchanged).
    public var failure: String?

    /// A report for the profile in `profileFile`; without `change` it answers a plain listing.
    public init(profileFile: String, change: LibraryChange? = nil, payloads: [SavedPayload]?, failure: String? = nil) {
        self.profileFile = profileFile
        self.change = change
        self.payloads = payloads
        self.failure = failure
    }
}
