import Foundation
import PushCore
import PushStorage
import PushCrypto
import PushTransport

/// Where pushes go and who signs them, taken from a profile (`--profile`) and overridden by flags.
/// `send`, `curl` and `jwt` share these options, so a profile means the same thing to each.
struct APNsTarget {
    var environment: APNsEnvironment = .sandbox
    var endpointURL: String?
    var caFile: String?
    var keyFile: String?
    var keyID: String?
    var teamID: String?
    var topic: String?
    var defaults = ProfileDefaults()
    var tokenBook: [TokenBookEntry] = []
    /// The profile file, when the target came from one (token outcomes are written back to it).
    var profileFile: String?

    /// The options every command that reaches APNs accepts.
    static let options: [OptionSpec] = [
        .value("profile", "NAME|FILE", "a profile by name, file stem or path"),
        .value("profiles", "DIR", "the profiles directory (default ./profiles if it exists, else $XDG_CONFIG_HOME/pushtui/profiles)"),
        .value("endpoint", "URL", "send to this https:// URL instead of Apple's host (e.g. the simulator)"),
        .value("ca-file", "PATH", "an extra CA to trust; only with --endpoint or a profile's endpoint"),
        .value("key-file", "PATH", "the .p8 signing key"),
        .value("key-id", "ID", "the key's 10-character Key ID"),
        .value("team-id", "ID", "your 10-character Team ID"),
        .value("topic", "TOPIC", "apns-topic: the bundle ID, with the push type's suffix"),
        .flag("sandbox", "use the sandbox environment (the default)"),
        .flag("production", "use the production environment"),
    ]

    /// The profile named by `--profile` (if any) with every given flag laid over it.
    static func resolve(_ arguments: ParsedArguments, profiles: ProfileLoader) throws -> APNsTarget {
        var target = APNsTarget()
        if let name = arguments.value("profile") {
            let (profile, file) = try profiles.load(name, directory: arguments.value("profiles"))
            target = try APNsTarget(profile: profile, file: file, paths: profiles.paths)
        }
        if arguments.has("sandbox"), arguments.has("production") {
            throw UsageError(description: "--sandbox and --production contradict each other; give one")
        }
        if arguments.has("sandbox") { target.environment = .sandbox }
        if arguments.has("production") { target.environment = .production }
        target.endpointURL = arguments.value("endpoint") ?? target.endpointURL
        target.caFile = arguments.value("ca-file") ?? target.caFile
        target.keyFile = arguments.value("key-file") ?? target.keyFile
        target.keyID = arguments.value("key-id") ?? target.keyID
        target.teamID = arguments.value("team-id") ?? target.teamID
        target.topic = arguments.value("topic") ?? target.topic
        return target
    }

    private init() {}

    private init(profile: Profile, file: String, paths: PathContext) throws(CommandFailure) {
        environment = profile.environment
        endpointURL = profile.endpoint
        topic = profile.topic
        defaults = profile.defaults
        tokenBook = profile.tokens
        profileFile = file
        caFile = try profile.caFile.map { path throws(CommandFailure) in try paths.locate(path, field: "caFile", inProfile: file) }
        switch profile.auth {
        case .token(let keyFile, let keyID, let teamID):
            self.keyFile = try paths.locate(keyFile, field: "auth.keyFile", inProfile: file)
            self.keyID = keyID
            self.teamID = teamID
        }
    }

    /// Apple's host for the environment, or the override with its CA.
    func endpoint() throws(UsageError) -> APNsEndpoint {
        if endpointURL == nil, caFile != nil {
            throw UsageError(description: "an extra CA (--ca-file) is only accepted with a custom endpoint; Apple's hosts are verified against the system's roots")
        }
        do throws(APNsEndpointError) {
            guard let endpointURL else { return try APNsEndpoint.apple(environment) }
            return try APNsEndpoint.custom(endpointURL, caFile: caFile)
        } catch {
            throw UsageError(description: error.description)
        }
    }

    /// The signing key and the IDs that go into provider tokens.
    func credential() throws -> (keyID: String, teamID: String, key: ECPrivateKey) {
        guard let keyFile, let keyID, let teamID else {
            let missing = [("--key-file", keyFile), ("--key-id", keyID), ("--team-id", teamID)].filter { $0.1 == nil }.map(\.0)
            throw UsageError(description: "no signing key: give --profile NAME, or --key-file, --key-id and --team-id (missing \(missing.joined(separator: ", ")))")
        }
        for (option, value) in [("key-id", keyID), ("team-id", teamID)] where value.isEmpty {
            throw UsageError(description: "--\(option) must not be empty")
        }
        do {
            return (keyID, teamID, try ECPrivateKey(contentsOfFile: keyFile))
        } catch {
            throw CommandFailure(exitCode: .credentials, description: error.description)
        }
    }
}
