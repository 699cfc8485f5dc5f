import Foundation
import PushCore

/// What the console shows about a certificate profile's provider certificate, read by the runner.
public struct CertificateSummary: Sendable, Equatable {
    /// The subject's common name (Apple's "Apple Push Services: com.example.app").
    public var subject: String
    /// The end of its validity.
    public var notAfter: Date
    /// True when it expires within 30 days (the runner knows the time; the view does not).
    public var expiresSoon: Bool
    /// The environments it is valid for.
    public var environments: [APNsEnvironment]
    /// The topics it carries.
    public var topics: [String]
    /// Its app's bundle ID, the topic of a profile that names none.
    public var defaultTopic: String?

    public init(subject: String, notAfter: Date, expiresSoon: Bool, environments: [APNsEnvironment], topics: [String],
                defaultTopic: String? = nil) {
        self.defaultTopic = defaultTopic
        self.subject = subject
        self.notAfter = notAfter
        self.expiresSoon = expiresSoon
        self.environments = environments
        self.topics = topics
    }

    /// `certificate Apple Push Services: com.example.app · expires 2027-01-01 · sandbox+production`.
    var line: String {
        let day = ProfileTimestamp.format(notAfter).prefix(10)
        let environments = self.environments.map(\.rawValue).sorted().joined(separator: "+")
        return "certificate \(subject) · expires \(day)\(expiresSoon ? " (soon!)" : "") · \(environments.isEmpty ? "no push environment" : environments)"
    }
}
