import CCurl
import CCurlShims
import COpenSSL

/// What the TLS handshake agreed on for the connection a transfer is about to use. APNs speaks only
/// HTTP/2, and libcurl, asked for `CURL_HTTP_VERSION_2TLS`, falls back to HTTP/1.1 without a word
/// when the server's ALPN does not choose `h2`, so the choice is read from OpenSSL before a request
/// goes out.
enum NegotiatedProtocol {
    /// The OpenSSL `SSL` of the connection under `handle`, or nil when there is none yet or
    /// libcurl's TLS library is not OpenSSL (then the HTTP version of the answer is all there is to check).
    static func session(of handle: UnsafeMutableRawPointer) -> OpaquePointer? {
        var info: UnsafeMutableRawPointer?
        guard pt_easy_getinfo_pointer(handle, CURLINFO_TLS_SSL_PTR, &info) == CURLE_OK,
              let session = info?.assumingMemoryBound(to: curl_tlssessioninfo.self).pointee,
              session.backend == CURLSSLBACKEND_OPENSSL else { return nil }
        return session.internals.map(OpaquePointer.init)
    }

    /// Why `session` cannot carry HTTP/2 (`ALPN offered http/1.1`, `no ALPN`), or nil when ALPN chose `h2`.
    static func refusal(of session: OpaquePointer) -> String? {
        guard let alpn = alpn(of: session) else { return "no ALPN" }
        return alpn == "h2" ? nil : "ALPN offered \(alpn)"
    }

    /// The protocol ALPN chose on `session`, or nil when it chose none.
    private static func alpn(of session: OpaquePointer) -> String? {
        var selected: UnsafePointer<UInt8>?
        var length: UInt32 = 0
        SSL_get0_alpn_selected(session, &selected, &length)
        guard let selected, length > 0 else { return nil }
        return String(decoding: UnsafeBufferPointer(start: selected, count: Int(length)), as: UTF8.self)
    }

    /// What the handshake of `session` agreed on, for ``ConnectionEvent/connected(target:facts:)``.
    static func facts(of session: OpaquePointer) -> TLSFacts {
        var subject: String?
        if let certificate = SSL_get1_peer_certificate(session) {
            defer { X509_free(certificate) }
            var line = [CChar](repeating: 0, count: 512)
            if X509_NAME_oneline(X509_get_subject_name(certificate), &line, Int32(line.count)) != nil {
                subject = String(decoding: line.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
            }
        }
        return TLSFacts(version: String(cString: SSL_get_version(session)), alpn: alpn(of: session), certificateSubject: subject,
                        verified: SSL_get_verify_result(session) == X509_V_OK)
    }
}
