import PushConsole
import PushCore
import PushStorage

/// The console's payload-library effects: a profile's saved payloads listed, saved, renamed and
/// deleted in the library (``DataPaths/library``), each answered with the list as it is afterwards.
/// Profiles are keyed by their file as `pushtui library --profile` keys them, so both see the same payloads.
struct LibraryEffects {
    let library: any PayloadLibrary

    /// The answer to `.loadLibrary`.
    func load(profileFile: String) -> Action {
        .libraryLoaded(listing(profileFile: profileFile, change: nil, failure: nil))
    }

    /// The answer to `.changeLibrary`: the list after the change, and why the change failed if it did
    /// (the library file is then unchanged).
    func change(_ change: LibraryChange, profileFile: String) -> Action {
        let key = FilePayloadLibrary.profileKey(forFile: profileFile)
        var failure: String?
        do throws(PayloadLibraryError) {
            switch change {
            case .save(let payload, let replacing): try library.save(payload, profile: key, replacing: replacing)
            case .rename(let name, let newName): try library.rename(name, to: newName, profile: key)
            case .delete(let name): try library.delete(name, profile: key)
            }
        } catch {
            failure = "\(verb(change)): \(error.description)"
        }
        return .libraryLoaded(listing(profileFile: profileFile, change: change, failure: failure))
    }

    private func listing(profileFile: String, change: LibraryChange?, failure: String?) -> LibraryReport {
        do throws(PayloadLibraryError) {
            let payloads = try library.list(profile: FilePayloadLibrary.profileKey(forFile: profileFile))
            return LibraryReport(profileFile: profileFile, change: change, payloads: payloads, failure: failure)
        } catch {
            return LibraryReport(profileFile: profileFile, change: change, payloads: nil,
                                 failure: failure ?? "saved payloads: \(error.description)")
        }
    }

    /// The words a failed change's message starts with.
    private func verb(_ change: LibraryChange) -> String {
        switch change {
        case .save(let payload, _): return "not saved as '\(payload.name)'"
        case .rename(let name, _): return "'\(name)' not renamed"
        case .delete(let name): return "'\(name)' not deleted"
        }
    }
}
