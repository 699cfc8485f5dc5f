import Foundation
import PushCore
import PushCrypto

/// A profile as pushtui reads it, for people: its fields without secrets (key and certificate
/// files by path, a passphrase never), and for a certificate what the certificate says —
/// subject, expiry, environments and topics — with warnings where it will not fit the profile.
public enum ProfileReport {
    /// Apple's advice is to renew before expiry; a month leaves time to do it.
    public static let expiryWarningDays = 30

    /// The profile's fields; key and certificate files by path, a passphrase never.
    public static func lines(_ profile: Profile, file: String) -> [String] {
        var lines = ["name: \(profile.name)", "file: \(file)", "service: \(profile.kind.rawValue)"]
        switch profile.service {
        case .apns(let settings):
            lines += ["environment: \(settings.environment.rawValue)", "topic: \(settings.topic)", authLine(settings.auth)]
        case .fcm(let settings):
            lines.append("auth: service account \(settings.serviceAccountFile)")
        case .iosSimulator(let settings):
            lines += ["topic: \(settings.bundleID)", "device: \(settings.device)" + (settings.deviceName.map { " (\($0))" } ?? "")]
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
            lines.append("  \(entry.label)  \(entry.kind.rawValue)  \(entry.token.shortened)\(entry.marks.map { "  " + $0 } ?? "")")
        }
        return lines
    }

    /// An APNs profile's auth line: files by path, a passphrase never.
    private static func authLine(_ auth: APNsAuth) -> String {
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

    /// What the certificate says, with warnings where it will not fit the profile's `topic` and
    /// `environment`.
    public static func lines(_ info: CertificateInfo, topic: String, environment: APNsEnvironment, now: Date) -> [String] {
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
        lines.append("  environments: " + (environments.isEmpty ? "none" : environments.joined(separator: ", ")))
        let topics = info.topics.isEmpty ? info.topicNames : info.topics.map(\.description)
        lines.append("  topics: " + (topics.isEmpty ? "none" : topics.joined(separator: ", ")))
        if let defaultTopic = info.defaultTopic { lines.append("  default topic: \(defaultTopic)") }
        if let problem = ProviderCertificateRule.problem(certificateEnvironments: info.environments, environment: environment) {
            lines.append("  warning: " + problem)
        }
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
