import Foundation
import PushCore
import PushCrypto
import PushKeyring
import PushStorage
import PushTransport

/// The home directory, environment and working directory that profile paths expand against, and
/// the keyring certificate passphrases may be read from. The process environment enters here and
/// nowhere deeper.
public struct PathContext: Sendable {
    /// An absolute home directory, for `~`.
    public let home: String
    /// The environment, for `$NAME` in paths and for certificate passphrases.
    public let environment: [String: String]
    /// What relative paths on the command line are relative to.
    public let currentDirectory: String
    /// The keyring `passphraseKeyring` items are read from.
    public let keyring: any PassphraseKeyring

    /// A context from explicit parts (tests, the console); without a `keyring`, keyring items are
    /// reported unreachable and no keyring is touched.
    public init(home: String, environment: [String: String], currentDirectory: String,
                keyring: any PassphraseKeyring = UnavailableKeyring(reason: "no keyring is used here")) {
        self.home = home
        self.environment = environment
        self.currentDirectory = currentDirectory
        self.keyring = keyring
    }

    /// This process's: `$HOME` (an absolute one; Foundation's `NSHomeDirectory()` on Linux reads the
    /// password database instead, which is wrong under `sudo -E`, in containers and in tests).
    public static func fromProcess() -> PathContext {
        let environment = ProcessInfo.processInfo.environment
        let home = environment["HOME"].flatMap { $0.hasPrefix("/") ? $0 : nil } ?? NSHomeDirectory()
        return PathContext(home: home, environment: environment, currentDirectory: FileManager.default.currentDirectoryPath,
                           keyring: SystemKeyring.make())
    }

    /// Where certificate passphrases are read from: this context's environment and keyring.
    public var secrets: SecretSources {
        SecretSources(environment: environment, keyring: keyring)
    }

    /// The profiles directory: `explicit` if given, else `./profiles` if it exists, else the XDG one.
    public func profilesDirectory(explicit: String?) -> String {
        ProfileDirectory.resolve(explicit: explicit, currentDirectory: currentDirectory, environment: environment, home: home)
    }

    /// pushtui's state directory (history, drafts, the simulator's files) for this home and environment.
    public var statePaths: StatePaths {
        StatePaths(environment: environment, home: home)
    }

    /// pushtui's data directory (the payload library) for this home and environment.
    public var dataPaths: DataPaths {
        DataPaths(environment: environment, home: home)
    }

    /// The warning about the private key file of the profile read from `file` (a `.p8`, or a
    /// service account's JSON) when others can read it; nil when it is private, or its path does
    /// not resolve (that is reported when the profile is used). A certificate is checked as it loads.
    public func keyFileExposure(of profile: Profile, inProfile file: String) -> KeyFileExposure? {
        let keyFile: (path: String, field: String)
        switch profile.service {
        case .apns(let settings):
            guard case .token(let path, _, _) = settings.auth else { return nil }
            keyFile = (path, "auth.keyFile")
        case .fcm(let settings):
            keyFile = (settings.serviceAccountFile, "auth.file")
        case .iosSimulator:
            return nil
        }
        guard let path = try? locate(keyFile.path, field: keyFile.field, inProfile: file) else { return nil }
        return KeyFileExposure.check(path)
    }

    /// A path named by the profile in `file`: `~` and `$NAME` expanded, relative to the profile's directory.
    public func locate(_ path: String, field: String, inProfile file: String) throws(ResolutionError) -> String {
        do {
            return try ProfilePath.locate(path, profileFile: file, home: home, environment: environment)
        } catch {
            throw ResolutionError(.credentials, "\(file): \(field): \(error.description)")
        }
    }
}
