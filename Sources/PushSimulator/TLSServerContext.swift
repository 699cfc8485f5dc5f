import COpenSSL
import COpenSSLShims
import Foundation
import PushCrypto

/// The OpenSSL server context: TLS 1.2+, the server identity, ALPN `h2` only, and in
/// client-certificate mode a request for a client certificate verified against the given CA.
///
/// `@unchecked Sendable`: the `SSL_CTX` is configured once in `init` and only read afterwards
/// (`SSL_new` from many threads), which OpenSSL allows.
final class TLSServerContext: @unchecked Sendable {
    let context: OpaquePointer

    /// Whether the context asks clients for a certificate.
    let requestsClientCertificates: Bool
    /// Whether every handshake is refused (``Scenario/failHandshakes``).
    let failsHandshakes: Bool

    init(certificateFile: String, privateKeyFile: String, clientCertificateAuthority: ClientCertificateAuthority? = nil,
         failHandshakes: Bool = false) throws(SimulatorError) {
        ERR_clear_error()
        guard let context = SSL_CTX_new(TLS_server_method()) else {
            throw .tls(operation: "create a context", detail: SimulatorError.openSSLReason())
        }
        self.context = context
        requestsClientCertificates = clientCertificateAuthority != nil
        failsHandshakes = failHandshakes
        guard pt_ssl_ctx_set_min_tls12(context) == 1 else {
            throw .tls(operation: "require TLS 1.2", detail: SimulatorError.openSSLReason())
        }
        guard SSL_CTX_use_certificate_chain_file(context, certificateFile) == 1 else {
            throw .tls(operation: "load the certificate \(certificateFile)", detail: SimulatorError.openSSLReason())
        }
        guard SSL_CTX_use_PrivateKey_file(context, privateKeyFile, SSL_FILETYPE_PEM) == 1,
              SSL_CTX_check_private_key(context) == 1 else {
            throw .tls(operation: "load the private key \(privateKeyFile)", detail: SimulatorError.openSSLReason())
        }
        pt_ssl_ctx_select_alpn_h2_only(context)
        if failHandshakes {
            // Refusing in the ClientHello callback makes OpenSSL answer with a real
            // handshake_failure alert, which clients report as a TLS error (curl 35), not a hang.
            SSL_CTX_set_client_hello_cb(context, { _, alert, _ in
                alert?.pointee = SSL_AD_HANDSHAKE_FAILURE
                return SSL_CLIENT_HELLO_ERROR
            }, nil)
        }
        if let clientCertificateAuthority {
            try trustClientCertificates(from: clientCertificateAuthority)
        }
    }

    /// SSL_VERIFY_PEER without FAIL_IF_NO_PEER_CERT: a presented certificate must verify (else
    /// the handshake fails with OpenSSL's alert, e.g. certificate_expired or unknown_ca), while a
    /// client without one may still authenticate each request with a provider token, as at APNs.
    private func trustClientCertificates(from authority: ClientCertificateAuthority) throws(SimulatorError) {
        let text: String
        let origin: String
        switch authority {
        case .file(let path):
            guard let contents = FileManager.default.contents(atPath: path) else {
                throw .file(path: path, reason: "cannot read the client CA file")
            }
            text = String(decoding: contents, as: UTF8.self)
            origin = path
        case .pem(let pem):
            text = pem
            origin = "the client CA PEM"
        }
        let certificates = X509Fields.certificates(inPEM: text)
        defer { certificates.forEach { X509_free($0) } }
        guard !certificates.isEmpty else {
            throw .tls(operation: "load the client CA from \(origin)", detail: "no -----BEGIN CERTIFICATE----- block")
        }
        guard let store = SSL_CTX_get_cert_store(context) else {
            throw .tls(operation: "open the certificate store", detail: SimulatorError.openSSLReason())
        }
        for certificate in certificates {
            // The store and the CA list take their own references.
            guard X509_STORE_add_cert(store, certificate) == 1, SSL_CTX_add_client_CA(context, certificate) == 1 else {
                throw .tls(operation: "trust the client CA from \(origin)", detail: SimulatorError.openSSLReason())
            }
        }
        // Session resumption with peer verification needs a context ID, or OpenSSL refuses to resume.
        let sessionContext = Array("pushtui-simulator".utf8)
        guard SSL_CTX_set_session_id_context(context, sessionContext, UInt32(sessionContext.count)) == 1 else {
            throw .tls(operation: "set the session ID context", detail: SimulatorError.openSSLReason())
        }
        SSL_CTX_set_verify(context, SSL_VERIFY_PEER, nil)
    }

    deinit { SSL_CTX_free(context) }
}
