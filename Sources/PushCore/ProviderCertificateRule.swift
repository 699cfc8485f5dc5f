/// Whether a certificate can push to an APNs environment: Apple marks a provider certificate with
/// the environments it is for (1.2.840.113635.100.6.3.1 sandbox, …6.3.2 production, both for the
/// universal "Apple Push Services" certificate); a certificate with neither is not an APNs provider
/// certificate at all, and APNs refuses it (`403 BadCertificate`, or `BadCertificateEnvironment`
/// for the other environment). The one rule the profile form, `pushtui profile list` and
/// `pushtui profile show` apply.
///
/// See [Establishing a certificate-based connection to APNs](https://developer.apple.com/documentation/usernotifications/establishing-a-certificate-based-connection-to-apns).
public enum ProviderCertificateRule {
    /// Why a certificate marked for `certificateEnvironments` cannot push to `environment`, or nil
    /// when it can.
    public static func problem(certificateEnvironments: some Collection<APNsEnvironment>, environment: APNsEnvironment) -> String? {
        if certificateEnvironments.isEmpty {
            return "the certificate is not an APNs provider certificate (it has no Apple push environment); "
                + "create one for the app on developer.apple.com (Certificates, Identifiers & Profiles)"
        }
        guard !certificateEnvironments.contains(environment) else { return nil }
        let marked = APNsEnvironment.allCases.filter(certificateEnvironments.contains).map(\.rawValue).joined(separator: " and ")
        return "the certificate is not valid for \(environment.rawValue) (it is for \(marked))"
    }

    /// The problem as an error finding, for the payload check of a certificate profile.
    public static func findings(certificateEnvironments: some Collection<APNsEnvironment>, environment: APNsEnvironment) -> [LintFinding] {
        problem(certificateEnvironments: certificateEnvironments, environment: environment).map {
            [LintFinding(severity: .error, code: .certificateEnvironment, message: $0)]
        } ?? []
    }
}
