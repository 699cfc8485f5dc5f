import Foundation
import PushCommandLine
import PushCore
import PushCrypto
import PushDelivery
import PushStorage

/// `pushtui profile show`: a profile as pushtui reads it, without its secrets, and for a
/// certificate profile what the certificate says: subject, expiry, environments and topics.
/// `pushtui profile list`: every profile file at a glance, with what would stop it sending.
enum ProfileCommand {
    static let command = Command(spec: CommandSpec(
        name: "profile",
        summary: "List the profiles, or show one (no secrets) and, for a certificate, its subject, expiry, environments and topics.",
        positionals: [
            PositionalSpec(name: "action", help: "list or show", completion: .choices(["list", "show"])),
            PositionalSpec(name: "profile", help: "show: a profile by name, file stem or path", isOptional: true, completion: .profiles),
        ],
        options: APNsTarget.options.filter { $0.name == "profiles" } + [
            .flag("json", "list: one JSON object per profile (name, file, service, environment, endpoint, problems)"),
            .flag("names", "list: only the names, one per line, always exit 0 (what shell completion offers)"),
        ],
        discussion: """
        list prints one line per profile file: name, service, environment, endpoint and what would stop
        it sending (a file that does not load, a key or certificate file that does not exist, a PEM
        certificate that is not an APNs provider certificate for the profile's environment); exit 1
        when any profile has a problem.
        A certificate that expires within \(ProfileReport.expiryWarningDays) days is flagged; one that cannot be
        loaded (wrong passphrase, missing or mismatched key, expired) ends with exit code 4.
        """
    ), run: run)

    static func run(_ arguments: ParsedArguments) async throws -> ExitCode {
        let action = arguments.positionals.first ?? ""
        if action == "list" {
            guard arguments.positionals.count == 1 else {
                throw UsageError(description: "'profile list' takes no profile, got '\(arguments.positionals[1])'")
            }
            return try list(arguments)
        }
        guard action == "show" else {
            throw UsageError(description: "unknown action '\(action)'; the actions are list and show")
        }
        guard arguments.positionals.count == 2 else { throw UsageError(description: "'profile show' needs a profile") }
        if arguments.has("json") || arguments.has("names") { throw UsageError(description: "--json and --names are for 'profile list'") }
        let loader = ProfileLoader.fromProcess()
        let stored = try loader.load(arguments.positionals[1], directory: arguments.value("profiles"))
        let (profile, file) = (stored.profile, stored.file)
        for line in ProfileReport.lines(profile, file: file) { try Console.out(line) }
        guard let settings = profile.apns, let source = try CertificateSource(settings.auth, profileFile: file, paths: loader.paths) else {
            return .success
        }
        let now = Date()
        let identity = Console.warned(try source.load(secrets: loader.paths.secrets, now: now))
        for line in ProfileReport.lines(identity.info, topic: settings.topic, environment: settings.environment, now: now) { try Console.out(line) }
        return .success
    }

    /// Every profile in the directory, one line (or JSON object) each; exit 1 when one has a problem.
    private static func list(_ arguments: ParsedArguments) throws -> ExitCode {
        let paths = PathContext.fromProcess()
        let directory = paths.profilesDirectory(explicit: arguments.value("profiles"))
        let overviews = FileProfileStore(directory: directory).loadAll().map { ProfileOverview($0, paths: paths) }
        if arguments.has("names") {
            if arguments.has("json") { throw UsageError(description: "--names and --json are two forms of the list: give one") }
            for overview in overviews { try Console.out(overview.name) }
            return .success
        }
        for overview in overviews {
            if arguments.has("json") {
                try Console.out(JSONOutput.line([
                    ("name", .string(overview.name)), ("file", .string(overview.file)),
                    ("service", JSONOutput.text(overview.service?.rawValue)),
                    ("environment", JSONOutput.text(overview.environment?.rawValue)),
                    ("endpoint", JSONOutput.text(overview.endpoint)),
                    ("problems", .array(overview.problems.map(JSONValue.string))),
                ]))
            } else {
                let columns = [overview.name, overview.service?.rawValue ?? "?", overview.environment?.rawValue ?? "-",
                               overview.endpoint ?? "-", overview.problems.isEmpty ? "ok" : overview.problems.joined(separator: "; ")]
                try Console.out(columns.joined(separator: "  "))
            }
        }
        if overviews.isEmpty { Console.error("no profiles in \(directory)") }
        return overviews.contains { !$0.problems.isEmpty } ? .failure : .success
    }
}
