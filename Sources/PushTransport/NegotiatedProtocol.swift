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
        var selected: UnsafePointer<UInt8>?
        var length: UInt32 = 0
        SSL_get0_alpn_selected(session, &selected, &length)
        guard let selected, length > 0 else { return "no ALPN" }
        let name = UnsafeBufferPointer(start: selected, count: Int(length))
        return name.elementsEqual("h2".utf8) ? nil : "ALPN offered \(String(decoding: name, as: UTF8.self))"
    }
}
