import PushCore
import PushStorage

/// Profiles on disk as a front end names them: where they live, how their paths expand, and
/// writing token outcomes back. The command line and the console read profiles through it, so a
/// name means the same file to both.
public struct ProfileLoader: Sendable {
    /// The home, environment and working directory that directories and paths expand against.
    public let paths: PathContext

    /// A loader that resolves against `paths`.
    public init(paths: PathContext) {
        self.paths = paths
    }

    /// A loader for this process's home, environment and working directory.
    public static func fromProcess() -> ProfileLoader {
        ProfileLoader(paths: .fromProcess())
    }

    /// The profile named `nameOrFile` (a path, a profile name or a file stem) in the profiles
    /// directory (`explicit`, else the default one) and the file it came from.
    ///
    /// - Throws: ``ResolutionError/Kind/credentials`` naming the file and every problem, or the
    ///   names that were looked for.
    public func load(_ nameOrFile: String, directory explicit: String?) throws(ResolutionError) -> StoredProfile {
        do {
            return try FileProfileStore(directory: paths.profilesDirectory(explicit: explicit)).load(nameOrFile: nameOrFile)
        } catch {
            throw ResolutionError(.credentials, error.description)
        }
    }

    /// Writes outcomes into the token book of the profile in `file`, as it is on disk now.
    ///
    /// - Returns: why they could not be recorded, phrased for a person, or nil. A failure is a
    ///   warning, not an error: the pushes have been sent either way.
    public func recordOutcomes(_ updates: [TokenOutcomeUpdate], in file: String) -> String? {
        do {
            _ = try FileProfileStore(directory: ProfilePath.directory(of: file)).updateTokenOutcomes(file: file, updates: updates)
            return nil
        } catch {
            return "could not record what the answers taught the token book in \(file): \(error)"
        }
    }
}
