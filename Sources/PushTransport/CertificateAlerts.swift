import CCurl
import COpenSSL
import PushCore

/// The fatal TLS alerts servers send about the client's certificate (`unknown_ca`,
/// `certificate_required`...), by connection. With TLS 1.3 a client sends its requests before the
/// server has checked its certificate, so a refusal reaches libcurl as a broken read on one stream
/// and "stream not closed cleanly" on the others; OpenSSL's info callback sees the alert itself,
/// and every transfer that was on that connection can then say why it failed.
///
/// Connections are told apart by their OpenSSL `SSL` (``NegotiatedProtocol/session(of:)``, as an
/// address): a new handshake clears what an earlier connection at the same address left.
enum CertificateAlerts {
    /// The alert last received per connection.
    private static let received = Locked<[Int: UInt8]>([:])

    /// The alerts that refuse the client's certificate, by their names in RFC 8446 §6.
    static let names: [UInt8: String] = [
        42: "bad_certificate", 43: "unsupported_certificate", 44: "certificate_revoked", 45: "certificate_expired",
        46: "certificate_unknown", 48: "unknown_ca", 49: "access_denied", 116: "certificate_required",
    ]

    /// The certificate alert the server sent on the connection whose `SSL` is at `session`, by name.
    static func alert(onSession session: Int) -> String? {
        received.withLock { $0[session] }.flatMap { names[$0] }
    }

    /// For CURLOPT_SSL_CTX_FUNCTION: has OpenSSL report the alerts of the connection being set up.
    static let onContext: curl_ssl_ctx_callback = { _, context, _ in
        if let context { SSL_CTX_set_info_callback(OpaquePointer(context), onInfo) }
        return CURLE_OK
    }

    private static let onInfo: @convention(c) (OpaquePointer?, Int32, Int32) -> Void = { ssl, event, value in
        let session = Int(bitPattern: ssl)
        if event & SSL_CB_HANDSHAKE_START != 0 {
            received.withLock { _ = $0.removeValue(forKey: session) }
            return
        }
        let description = UInt8(truncatingIfNeeded: value)
        guard event & SSL_CB_ALERT != 0, event & SSL_CB_READ != 0, value >> 8 == SSL3_AL_FATAL, names[description] != nil else { return }
        received.withLock { $0[session] = description }
    }
}
