import COpenSSL
import PushCrypto

/// A real TLS handshake between an OpenSSL client and server joined by an in-memory BIO pair:
/// no sockets, no threads, no timing. The client verifies the chain and the host name, as libcurl does.
enum MemoryTLSHandshake {
    /// `nil` when the client accepted `server` for `host` trusting only `authorityPEM`, else why not.
    static func failure(server: GeneratedIdentity, authorityPEM: String, host: String) -> String? {
        guard let serverContext = SSL_CTX_new(TLS_server_method()), let clientContext = SSL_CTX_new(TLS_client_method()) else {
            return "no SSL_CTX"
        }
        defer {
            SSL_CTX_free(serverContext)
            SSL_CTX_free(clientContext)
        }
        guard let certificate = readCertificate(server.certificatePEM), let authority = readCertificate(authorityPEM) else {
            return "unreadable certificate"
        }
        defer {
            X509_free(certificate)
            X509_free(authority)
        }
        guard let key = readPrivateKey(server.privateKeyPEM) else { return "unreadable key" }
        defer { EVP_PKEY_free(key) }
        guard SSL_CTX_use_certificate(serverContext, certificate) == 1,
              SSL_CTX_use_PrivateKey(serverContext, key) == 1,
              SSL_CTX_check_private_key(serverContext) == 1
        else { return "server rejected its own certificate and key" }

        SSL_CTX_set_verify(clientContext, SSL_VERIFY_PEER, nil)
        guard X509_STORE_add_cert(SSL_CTX_get_cert_store(clientContext), authority) == 1 else { return "CA not added" }

        guard let client = SSL_new(clientContext), let serverSSL = SSL_new(serverContext) else { return "no SSL" }
        defer {
            SSL_free(client)
            SSL_free(serverSSL)
        }
        guard SSL_set1_host(client, host) == 1 else { return "SSL_set1_host failed" }
        var clientEnd: OpaquePointer?
        var serverEnd: OpaquePointer?
        guard BIO_new_bio_pair(&clientEnd, 0, &serverEnd, 0) == 1 else { return "no BIO pair" }
        // Each SSL takes ownership of its end of the pair.
        SSL_set_bio(client, clientEnd, clientEnd)
        SSL_set_bio(serverSSL, serverEnd, serverEnd)

        var clientDone = false
        var serverDone = false
        // A TLS 1.3 handshake needs a handful of round trips; the bound only stops a broken loop.
        for _ in 0..<50 where !(clientDone && serverDone) {
            if !clientDone {
                let result = SSL_connect(client)
                if result == 1 { clientDone = true } else if !wantsMore(client, result) { return reason(client) }
            }
            if !serverDone {
                let result = SSL_accept(serverSSL)
                if result == 1 { serverDone = true } else if !wantsMore(serverSSL, result) { return reason(client) }
            }
        }
        guard clientDone && serverDone else { return "handshake did not finish" }
        return SSL_get_verify_result(client) == X509_V_OK ? nil : reason(client)
    }

    private static func wantsMore(_ ssl: OpaquePointer, _ result: Int32) -> Bool {
        let error = SSL_get_error(ssl, result)
        return error == SSL_ERROR_WANT_READ || error == SSL_ERROR_WANT_WRITE
    }

    private static func reason(_ client: OpaquePointer) -> String {
        let verify = SSL_get_verify_result(client)
        ERR_clear_error()
        return verify == X509_V_OK ? "handshake failed" : String(cString: X509_verify_cert_error_string(verify))
    }

    private static func readCertificate(_ pem: String) -> OpaquePointer? {
        withBIO(pem) { PEM_read_bio_X509($0, nil, nil, nil) }
    }

    private static func readPrivateKey(_ pem: String) -> OpaquePointer? {
        withBIO(pem) { PEM_read_bio_PrivateKey($0, nil, nil, nil) }
    }

    private static func withBIO(_ text: String, _ body: (OpaquePointer) -> OpaquePointer?) -> OpaquePointer? {
        Array(text.utf8).withUnsafeBufferPointer { buffer in
            guard let bio = BIO_new_mem_buf(buffer.baseAddress, Int32(buffer.count)) else { return nil }
            defer { BIO_free(bio) }
            return body(bio)
        }
    }
}
