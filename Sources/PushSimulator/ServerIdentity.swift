/// PEM files for the simulator's TLS server, used instead of the identity it generates itself.
public struct ServerIdentity: Sendable, Equatable {
    /// The server certificate (and any intermediates), PEM.
    public var certificateFile: String
    /// The server's private key, PEM.
    public var privateKeyFile: String
    /// The CA certificate a client must trust (`curl --cacert`), PEM.
    public var certificateAuthorityFile: String

    /// Names the three files; nothing is read until the simulator starts.
    public init(certificateFile: String, privateKeyFile: String, certificateAuthorityFile: String) {
        self.certificateFile = certificateFile
        self.privateKeyFile = privateKeyFile
        self.certificateAuthorityFile = certificateAuthorityFile
    }
}
