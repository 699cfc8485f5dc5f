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
            PositionalSpec(name: "action", help: "list or show"),
            PositionalSpec(name: "profile", help: "show: a profile by name, file stem or path", isOptional: true),
        ],
        options: APNsTarget.options.filter { $0.name == "profiles" } + [
            .flag("json", "list: one JSON object per profile (name, file, service, environment, endpoint, problems)"),
        ],
        discussion: """
        list prints one line per profile file: name, service, environment, endpoint and what would stop
        it sending (a file that does not load, a key or certificate file that does not exist); exit 1
        when any profile has a problem.
        A certificate that expires within \(expiryWarningDays) days is flagged; one that cannot be
        loaded (wrong passphrase, missing or mismatched key, expired) ends with exit code 4.
        """
    ), run: run)

    /// Apple's advice is to renew before expiry; a month leaves time to do it.
    static let expiryWarningDays = 30

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
        if arguments.has("json") { throw UsageError(description: "--json is for 'profile list'") }
        let loader = ProfileLoader.fromProcess()
        let stored = try loader.load(arguments.positionals[1], directory: arguments.value("profiles"))
        let (profile, file) = (stored.profile, stored.file)
        for line in describe(profile, file: file) { try Console.out(line) }
        guard let settings = profile.apns, let source = try CertificateSource(settings.auth, profileFile: file, paths: loader.paths) else {
            return .success
        }
        let now = Date()
        let identity = Console.warned(try source.load(secrets: loader.paths.secrets, now: now))
        for line in describe(identity.info, topic: settings.topic, now: now) { try Console.out(line) }
        return .success
    }

    /// Every profile in the directory, one line (or JSON object) each; exit 1 when one has a problem.
    private static func list(_ arguments: ParsedArguments) throws -> ExitCode {
        let paths = PathContext.fromProcess()
        let directory = paths.profilesDirectory(explicit: arguments.value("profiles"))
        let overviews = FileProfileStore(directory: directory).loadAll().map { ProfileOverview($0, paths: paths) }
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

    /// The profile's fields; key and certificate files by path, a passphrase never.
    static func describe(_ profile: Profile, file: String) -> [String] {
        var lines = ["name: \(profile.name)", "file: \(file)", "service: \(profile.kind.rawValue)"]
        switch profile.service {
        case .apns(let settings):
            lines += ["environment: \(settings.environment.rawValue)", "topic: \(settings.topic)", describe(settings.auth)]
        case .fcm(let settings):
            lines.append("auth: service account \(settings.serviceAccountFile)")
        }
        if let endpoint = profile.endpoint { lines.append("endpoint: \(endpoint)") }
        if let caFile = profile.caFile { lines.append("caFile: \(caFile)") }
        if let project = profile.fcm?.project { lines.append("project: \(project)") }
        if let tokenEndpoint = profile.fcm?.tokenEndpoint { lines.append("tokenEndpoint: \(tokenEndpoint)") }
        let defaults = profile.defaults
        let defaultParts = defaults.headers.fields.map(\.description)
        if !defaultParts.isEmpty { lines.append("defaults: " + defaultParts.joined(separator: ", ")) }
        lines.append("tokens: \(profile.tokens.count)")
        for entry in profile.tokens {
            lines.append("  \(entry.label)  \(entry.kind.rawValue)  \(entry.token.shortened)\(entry.deadSummary.map { "  \($0)" } ?? "")")
        }
        return lines
    }

    /// An APNs profile's auth line: files by path, a passphrase never.
    private static func describe(_ auth: APNsAuth) -> String {
        switch auth {
        case .token(let keyFile, let keyID, let teamID):
            return "auth: token, key \(keyFile), key ID \(keyID), team ID \(teamID)"
        case .certificate(let certificateFile, let passphrase, let keyFile):
            var line = "auth: certificate \(certificateFile)"
            if let keyFile { line += ", key \(keyFile)" }
            switch passphrase {
            case .none: break
            case .inProfile: line += ", passphrase in the profile (hidden; passphraseEnv or passphraseKeyring keeps it out of the file)"
            case .environment, .keyring: line += ", \(passphrase)"
            }
            return line
        }
    }

    /// What the certificate says, with warnings where it will not fit the profile.
    static func describe(_ info: CertificateInfo, topic: String, now: Date) -> [String] {
        var lines = ["certificate:"]
        var subject = info.subject.commonName ?? "no common name"
        let extra = [info.subject.userID.map { "UID \($0)" }, info.subject.teamID.map { "team \($0)" }].compactMap { $0 }
        if !extra.isEmpty { subject += " (" + extra.joined(separator: ", ") + ")" }
        lines.append("  subject: \(subject)")
        if let issuer = info.issuerCommonName { lines.append("  issuer: \(issuer)") }
        let days = info.daysUntilExpiry(now: now)
        var expiry = "  expires: \(format(info.notAfter)) (\(days) day\(days == 1 ? "" : "s") left)"
        if info.expiresWithin(days: expiryWarningDays, now: now) {
            expiry += " warning: expires within \(expiryWarningDays) days; renew it in the Apple Developer portal"
        }
        lines.append(expiry)
        let environments = APNsEnvironment.allCases.filter(info.environments.contains).map(\.rawValue)
        lines.append("  environments: " + (environments.isEmpty ? "none (not an APNs provider certificate)" : environments.joined(separator: ", ")))
        let topics = info.topics.isEmpty ? info.topicNames : info.topics.map(\.description)
        lines.append("  topics: " + (topics.isEmpty ? "none" : topics.joined(separator: ", ")))
        if let defaultTopic = info.defaultTopic { lines.append("  default topic: \(defaultTopic)") }
        lines += CertificateTopicRules.findings(topic: topic, pushType: .alert, certificateTopics: info.topicNames).map { "  warning: " + $0.message }
        return lines
    }

    /// `2027-01-01 00:00:00 UTC`.
    private static func format(_ date: Date) -> String {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = TimeZone(identifier: "UTC")
        formatter.dateFormat = "yyyy-MM-dd HH:mm:ss 'UTC'"
        return formatter.string(from: date)
    }
}
