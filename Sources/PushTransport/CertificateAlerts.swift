import CCurl
import COpenSSL
import PushCore

/// The fatal TLS alerts servers send about the client's certificate (`unknown_ca`,
/// `certificate_required`...), by connection. With TLS 1.3 a client sends its requests before the
/// server has checked its certificate, so a refusal reaches libcurl as a broken read on one stream
/// and "stream not closed cleanly" on the others; OpenSSL's info callback sees the alert itself,
/// and every transfer that was on that connection can then say why it failed.
///
/// Connections are told apart by the `SSL_CTX` libcurl (7.88) makes for each, as an address: the
/// transfer that sets a connection up sees it in CURLOPT_SSL_CTX_FUNCTION (so a refusal within a
/// TLS 1.2 handshake is found too), the others through their `SSL`. A new handshake clears what an
/// earlier connection at the same address left.
enum CertificateAlerts {
    /// The alert last received per connection.
    private static let received = Locked<[Int: UInt8]>([:])

    /// The alerts that refuse the client's certificate, by their names in RFC 8446 §6.
    static let names: [UInt8: String] = [
        42: "bad_certificate", 43: "unsupported_certificate", 44: "certificate_revoked", 45: "certificate_expired",
        46: "certificate_unknown", 48: "unknown_ca", 49: "access_denied", 116: "certificate_required",
    ]

    /// The certificate alert the server sent on `connection` (``watch(_:)``, ``connection(of:)``), by name.
    static func alert(on connection: Int) -> String? {
        received.withLock { $0[connection] }.flatMap { names[$0] }
    }

    /// Has OpenSSL report the alerts of the connection whose `SSL_CTX` is `context` (from
    /// CURLOPT_SSL_CTX_FUNCTION), and returns the connection's key.
    static func watch(_ context: UnsafeMutableRawPointer) -> Int {
        SSL_CTX_set_info_callback(OpaquePointer(context), onInfo)
        return Int(bitPattern: context)
    }

    /// The key of the connection `session` (an OpenSSL `SSL`) belongs to.
    static func connection(of session: OpaquePointer) -> Int {
        Int(bitPattern: SSL_get_SSL_CTX(session))
    }

    private static let onInfo: @convention(c) (OpaquePointer?, Int32, Int32) -> Void = { ssl, event, value in
        guard let ssl else { return }
        let connection = connection(of: ssl)
        if event & SSL_CB_HANDSHAKE_START != 0 {
            received.withLock { _ = $0.removeValue(forKey: connection) }
            return
        }
        let description = UInt8(truncatingIfNeeded: value)
        guard event & SSL_CB_ALERT != 0, event & SSL_CB_READ != 0, value >> 8 == SSL3_AL_FATAL, names[description] != nil else { return }
        received.withLock { $0[connection] = description }
    }
}
