/// The subject fields of a provider certificate that matter for APNs.
///
/// Apple's certificates read like `UID=com.example.app, CN=Apple Push Services: com.example.app,
/// OU=ABCDE12345, O=Example Inc., C=US`: the UID is the bundle ID (the default topic) and the
/// organizational unit is the team ID.
public struct CertificateSubject: Hashable, Sendable {
    /// `CN`, e.g. `Apple Push Services: com.example.app`.
    public let commonName: String?
    /// `UID` (0.9.2342.19200300.100.1.1), the bundle ID on Apple's certificates.
    public let userID: String?
    /// `OU`, the team ID on Apple's certificates.
    public let organizationalUnit: String?
    /// `O`, the developer's name.
    public let organization: String?
    /// `C`.
    public let country: String?

    /// A subject from its fields.
    public init(commonName: String?, userID: String?, organizationalUnit: String?, organization: String?, country: String?) {
        self.commonName = commonName
        self.userID = userID
        self.organizationalUnit = organizationalUnit
        self.organization = organization
        self.country = country
    }

    /// The team ID, which Apple writes as the organizational unit.
    public var teamID: String? { organizationalUnit }
}
