import COpenSSL
import COpenSSLShims
import Foundation
import PushCrypto

/// One accepted TLS connection over a non-blocking socket; every call returns at once, reporting
/// what the socket must become ready for. Owned by the connection's event loop.
final class TLSStream {
    enum HandshakeStep {
        case finished(negotiatedH2: Bool)
        case wantRead, wantWrite, failed
    }

    enum ReadResult {
        case bytes(Int)
        case wouldBlock, closed
    }

    enum WriteResult {
        case wrote(Int)
        case wouldBlock, failed
    }

    private let ssl: OpaquePointer
    private var descriptor: Int32
    /// Whether the context refuses every handshake on purpose; the alert must then reach the client.
    private let failsHandshakes: Bool

    /// Takes ownership of `descriptor`; it is closed with the stream.
    init?(context: TLSServerContext, descriptor: Int32) {
        guard let ssl = SSL_new(context.context) else {
            Foundation.close(descriptor)
            return nil
        }
        guard pt_ssl_set_socket(ssl, descriptor, StreamSocket.sendFlags) == 1 else {
            SSL_free(ssl)
            Foundation.close(descriptor)
            return nil
        }
        self.ssl = ssl
        self.descriptor = descriptor
        failsHandshakes = context.failsHandshakes
    }

    deinit {
        SSL_free(ssl)
        close()
    }

    /// Closes the socket now (once); the OpenSSL object goes with the stream.
    func close() {
        guard descriptor >= 0 else { return }
        Foundation.close(descriptor)
        descriptor = -1
    }

    /// Takes the TLS handshake as far as the socket allows. It finishes only with ALPN `h2`; a
    /// plain-TCP client, garbage or an HTTP/1.1-only client fails.
    func handshakeStep() -> HandshakeStep {
        ERR_clear_error()
        let result = SSL_accept(ssl)
        if result == 1 { return .finished(negotiatedH2: pt_ssl_negotiated_h2(ssl) == 1) }
        switch SSL_get_error(ssl, result) {
        case SSL_ERROR_WANT_READ: return .wantRead
        case SSL_ERROR_WANT_WRITE: return .wantWrite
        default: return .failed
        }
    }

    /// Whether a failed handshake sent an alert the client should get to read: a scripted
    /// failure or a client certificate that did not verify.
    var failureCarriesAlert: Bool {
        failsHandshakes || SSL_get_verify_result(ssl) != X509_V_OK
    }

    /// Makes certificate verification judge validity periods at `date` (the simulator's clock)
    /// instead of the system time, so expiry can be simulated like every other time rule.
    func verifyCertificates(at date: Date) {
        X509_VERIFY_PARAM_set_time(SSL_get0_param(ssl), time_t(date.timeIntervalSince1970.rounded(.down)))
    }

    /// The DER certificate the client presented (already verified by the handshake), or nil.
    func peerCertificateDER() -> [UInt8]? {
        guard let certificate = SSL_get1_peer_certificate(ssl) else { return nil }
        defer { X509_free(certificate) }
        return X509Fields.der(certificate)
    }

    func read(into buffer: UnsafeMutableRawBufferPointer) -> ReadResult {
        ERR_clear_error()
        let count = SSL_read(ssl, buffer.baseAddress, Int32(buffer.count))
        if count > 0 { return .bytes(Int(count)) }
        switch SSL_get_error(ssl, count) {
        case SSL_ERROR_WANT_READ, SSL_ERROR_WANT_WRITE: return .wouldBlock
        default: return .closed
        }
    }

    /// Writes as much of `bytes` as the socket takes. After `.wouldBlock` the next call must
    /// offer the same bytes again (the context accepts them from a moved buffer).
    func write(_ bytes: UnsafeRawBufferPointer) -> WriteResult {
        guard let base = bytes.baseAddress, !bytes.isEmpty else { return .wrote(0) }
        ERR_clear_error()
        let written = SSL_write(ssl, base, Int32(clamping: bytes.count))
        if written > 0 { return .wrote(Int(written)) }
        switch SSL_get_error(ssl, written) {
        case SSL_ERROR_WANT_READ, SSL_ERROR_WANT_WRITE: return .wouldBlock
        default: return .failed
        }
    }

    /// Starts a polite close: TLS close_notify and a half-close; the caller then drains the input
    /// with ``discardInput()`` until the client closes too.
    func beginClose() {
        ERR_clear_error()
        _ = SSL_shutdown(ssl)
        _ = shutdown(descriptor, Int32(SHUT_WR))
    }

    /// Reads and drops what the client sent; false once it has closed (or the socket failed).
    @discardableResult
    func discardInput() -> Bool {
        var scratch = [UInt8](repeating: 0, count: 4096)
        while true {
            let count = scratch.withUnsafeMutableBytes { recv(descriptor, $0.baseAddress, $0.count, 0) }
            if count > 0 { continue }
            return count < 0 && (errno == EAGAIN || errno == EWOULDBLOCK || errno == EINTR)
        }
    }
}
