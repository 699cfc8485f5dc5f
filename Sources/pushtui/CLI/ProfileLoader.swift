import Foundation
import PushCore
import PushDelivery
import PushStorage
import PushTransport

/// Profiles on disk as commands see them: where they live, how their paths expand, and writing
/// token outcomes back. The process environment enters here and nowhere deeper.
struct ProfileLoader {
    let paths: PathContext

    static func fromProcess() -> ProfileLoader {
        ProfileLoader(paths: .fromProcess())
    }

    /// The profile named `nameOrFile` (a path, a file stem or a profile name) and its file.
    func load(_ nameOrFile: String, directory explicit: String?) throws(CommandFailure) -> (Profile, String) {
        let directory = paths.profilesDirectory(explicit: explicit)
        do {
            let stored = try FileProfileStore(directory: directory).load(nameOrFile: nameOrFile)
            return (stored.profile, stored.file)
        } catch {
            throw CommandFailure(exitCode: .credentials, description: error.description)
        }
    }

    /// Writes outcomes into the profile's token book. A failure is reported, not fatal: the pushes
    /// have been sent either way.
    func recordOutcomes(_ updates: [TokenOutcomeUpdate], in file: String) {
        do {
            _ = try FileProfileStore(directory: ProfilePath.directory(of: file)).updateTokenOutcomes(file: file, updates: updates)
        } catch {
            Console.error("could not record dead tokens in \(file): \(error)")
        }
    }
}
