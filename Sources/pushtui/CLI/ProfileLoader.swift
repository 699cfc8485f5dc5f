import Foundation
import PushCore
import PushStorage

/// Profiles on disk as commands see them: where they live, how their paths expand, and writing
/// token outcomes back. The process environment enters here and nowhere deeper.
struct ProfileLoader {
    let paths: PathContext

    static func fromProcess() -> ProfileLoader {
        ProfileLoader(paths: PathContext(home: NSHomeDirectory(),
                                         environment: ProcessInfo.processInfo.environment,
                                         currentDirectory: FileManager.default.currentDirectoryPath))
    }

    /// The profile named `nameOrFile` (a path, a file stem or a profile name) and its file.
    func load(_ nameOrFile: String, directory explicit: String?) throws(CommandFailure) -> (Profile, String) {
        let directory = ProfileDirectory.resolve(explicit: explicit, currentDirectory: paths.currentDirectory,
                                                 environment: paths.environment, home: paths.home)
        do {
            let loaded = try FileProfileStore(directory: directory).load(nameOrFile: nameOrFile)
            return (loaded.profile, loaded.file)
        } catch {
            throw CommandFailure(exitCode: .credentials, description: "\(error)")
        }
    }

    /// Marks tokens APNs called dead in the profile's token book. A failure is reported, not fatal:
    /// the pushes have been sent either way.
    func recordDeadTokens(_ tokens: [(DeviceToken, String)], in file: String) {
        let now = Date()
        let updates = tokens.map { TokenOutcomeUpdate(token: $0.0, outcome: $0.1, time: now) }
        do {
            try FileProfileStore(directory: ProfilePath.directory(of: file)).updateTokenOutcomes(file: file, updates: updates)
        } catch {
            Console.error("could not record dead tokens in \(file): \(error)")
        }
    }
}

/// The home directory, environment and working directory that profile paths expand against.
struct PathContext {
    let home: String
    let environment: [String: String]
    let currentDirectory: String

    /// `path` with `~` and `$NAME` expanded, made absolute against `directory`.
    func resolve(_ path: String, relativeTo directory: String, field: String, file: String) throws(CommandFailure) -> String {
        do {
            let expanded = try ProfilePath.expand(path, home: home, environment: environment)
            return ProfilePath.resolve(expanded, relativeTo: directory)
        } catch {
            throw CommandFailure(exitCode: .credentials, description: "\(file): \(field): \(error.description)")
        }
    }
}
