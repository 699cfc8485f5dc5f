import Foundation
import PushCore
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
        let directory = ProfileDirectory.resolve(explicit: explicit, currentDirectory: paths.currentDirectory,
                                                 environment: paths.environment, home: paths.home)
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

/// The home directory, environment and working directory that profile paths expand against.
struct PathContext {
    let home: String
    let environment: [String: String]
    let currentDirectory: String

    /// This process's: `$HOME` (an absolute one; Foundation's `NSHomeDirectory()` on Linux reads the
    /// password database instead, which is wrong under `sudo -E`, in containers and in tests).
    static func fromProcess() -> PathContext {
        let environment = ProcessInfo.processInfo.environment
        let home = environment["HOME"].flatMap { $0.hasPrefix("/") ? $0 : nil } ?? NSHomeDirectory()
        return PathContext(home: home, environment: environment, currentDirectory: FileManager.default.currentDirectoryPath)
    }

    /// Where pushes for `profile` (read from `file`) go: its endpoint override with its CA, or Apple's host.
    func endpoint(of profile: Profile, inProfile file: String) throws -> APNsEndpoint {
        let caPath = try profile.caFile.map { try locate($0, field: "caFile", inProfile: file) }
        let endpoint = try APNsEndpoint.resolve(url: profile.endpoint, caFile: caPath, environment: profile.environment)
        try CredentialFile.checkCertificateAuthority(endpoint.caFile)
        return endpoint
    }

    /// A path named by the profile in `file`: `~` and `$NAME` expanded, relative to the profile's directory.
    func locate(_ path: String, field: String, inProfile file: String) throws(CommandFailure) -> String {
        do {
            return try ProfilePath.locate(path, profileFile: file, home: home, environment: environment)
        } catch {
            throw CommandFailure(exitCode: .credentials, description: "\(file): \(field): \(error.description)")
        }
    }
}
