/// The CA whose client certificates the simulator accepts: its client-certificate mode, the
/// local stand-in for Apple's "Apple Worldwide Developer Relations" provider-certificate chain.
///
/// With one configured, the TLS handshake asks for a client certificate and verifies any that is
/// presented against this CA; a connection without one still works with provider tokens, as on
/// APNs. See [Establishing a certificate-based connection to APNs](https://developer.apple.com/documentation/usernotifications/establishing-a-certificate-based-connection-to-apns).
public enum ClientCertificateAuthority: Sendable, Equatable {
    /// A PEM file with one or more CA certificates (`pushtui sim --client-ca PATH`).
    case file(String)
    /// The same, as PEM text (for example a `GeneratedIdentity.certificatePEM`).
    case pem(String)
}
