import COpenSSL
import CShims

/// The OpenSSL server context: TLS 1.2+, the server identity, ALPN `h2` only.
///
/// `@unchecked Sendable`: the `SSL_CTX` is configured once in `init` and only read afterwards
/// (`SSL_new` from many threads), which OpenSSL allows.
final class TLSServerContext: @unchecked Sendable {
    let context: OpaquePointer

    init(certificateFile: String, privateKeyFile: String) throws(SimulatorError) {
        ERR_clear_error()
        guard let context = SSL_CTX_new(TLS_server_method()) else {
            throw .tls(operation: "create a context", detail: SimulatorError.openSSLReason())
        }
        self.context = context
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
    }

    deinit { SSL_CTX_free(context) }
}
