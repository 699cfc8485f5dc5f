import COpenSSL
import COpenSSLShims
import Foundation
import PushCrypto

/// One accepted TLS connection over a non-blocking socket. Owned by a single connection thread.
final class TLSStream {
    enum ReadResult { case bytes(Int), wouldBlock, closed }

    private let ssl: OpaquePointer
    let descriptor: Int32
    private let wake: Int32
    /// Whether the context refuses every handshake on purpose; the alert must then reach the client.
    private let failsHandshakes: Bool

    /// Takes ownership of `descriptor`; it is closed with the stream.
    init?(context: TLSServerContext, descriptor: Int32, wake: Int32) {
        guard let ssl = SSL_new(context.context) else {
            close(descriptor)
            return nil
        }
        guard pt_ssl_set_socket_nosigpipe(ssl, descriptor) == 1 else {
            SSL_free(ssl)
            close(descriptor)
            return nil
        }
        self.ssl = ssl
        self.descriptor = descriptor
        self.wake = wake
        failsHandshakes = context.failsHandshakes
    }

    deinit {
        SSL_free(ssl)
        close(descriptor)
    }

    /// Completes the TLS handshake and insists on ALPN `h2`; a plain-TCP client, garbage, an
    /// HTTP/1.1-only client or one that stays silent past the deadline fails here.
    func handshake(timeoutMilliseconds: Int64) -> Bool {
        let deadline = MonotonicClock.milliseconds() + timeoutMilliseconds
        while true {
            ERR_clear_error()
            let result = SSL_accept(ssl)
            if result == 1 { return pt_ssl_negotiated_h2(ssl) == 1 }
            guard waitToRetry(after: result, until: deadline, stopOnWake: true) else {
                // A rejected client certificate or a scripted failure: let the alert
                // (certificate_expired, unknown_ca, handshake_failure)
                // reach the client before closing, or the reset of a socket with unread input can
                // destroy it and the client sees only "connection reset".
                if failsHandshakes || SSL_get_verify_result(ssl) != X509_V_OK {
                    closeGracefully(drainMilliseconds: 1_000)
                }
                return false
            }
        }
    }

    /// After a non-blocking call returned `result`, waits until the socket can make progress:
    /// false on a real error, the deadline, or (when `stopOnWake`) the simulator stopping.
    private func waitToRetry(after result: Int32, until deadline: Int64, stopOnWake: Bool) -> Bool {
        let events: Int16
        switch SSL_get_error(ssl, result) {
        case SSL_ERROR_WANT_READ: events = Int16(POLLIN)
        case SSL_ERROR_WANT_WRITE: events = Int16(POLLOUT)
        default: return false
        }
        let remaining = deadline - MonotonicClock.milliseconds()
        guard remaining > 0 else { return false }
        return SocketWait.wait(for: descriptor, events: events, wake: stopOnWake ? wake : -1,
                               timeoutMilliseconds: Int32(clamping: remaining)) == .ready
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

    /// Decrypted bytes already buffered inside OpenSSL, which `poll` cannot see.
    var hasBufferedBytes: Bool { SSL_pending(ssl) > 0 }

    func read(into buffer: UnsafeMutableRawBufferPointer) -> ReadResult {
        ERR_clear_error()
        let count = SSL_read(ssl, buffer.baseAddress, Int32(buffer.count))
        if count > 0 { return .bytes(Int(count)) }
        switch SSL_get_error(ssl, count) {
        case SSL_ERROR_WANT_READ, SSL_ERROR_WANT_WRITE: return .wouldBlock
        default: return .closed
        }
    }

    /// Writes everything or gives up: on a closed peer, on the deadline, or (when
    /// `stopOnWake`) when the simulator is stopping.
    func writeAll(_ bytes: UnsafeRawBufferPointer, timeoutMilliseconds: Int64, stopOnWake: Bool) -> Bool {
        guard let base = bytes.baseAddress else { return true }
        let deadline = MonotonicClock.milliseconds() + timeoutMilliseconds
        var offset = 0
        while offset < bytes.count {
            ERR_clear_error()
            let written = SSL_write(ssl, base + offset, Int32(bytes.count - offset))
            if written > 0 {
                offset += Int(written)
                continue
            }
            guard waitToRetry(after: written, until: deadline, stopOnWake: stopOnWake) else { return false }
        }
        return true
    }

    /// Ends the connection politely: TLS close_notify, a half-close, then whatever the client still
    /// sends is read and dropped until it closes too (or the time is up). Closing a socket that has
    /// unread input resets it, and the reset can destroy responses the client has not read yet.
    func closeGracefully(drainMilliseconds: Int64) {
        ERR_clear_error()
        _ = SSL_shutdown(ssl)
        _ = shutdown(descriptor, Int32(SHUT_WR))
        let deadline = MonotonicClock.milliseconds() + drainMilliseconds
        var scratch = [UInt8](repeating: 0, count: 4096)
        while true {
            let remaining = deadline - MonotonicClock.milliseconds()
            guard remaining > 0, waitForInput(timeoutMilliseconds: Int32(clamping: remaining)) == .ready else { return }
            let count = scratch.withUnsafeMutableBytes { recv(descriptor, $0.baseAddress, $0.count, 0) }
            guard count > 0 else { return }
        }
    }

    /// Waits for incoming bytes, a wake-up, or the timeout (< 0: none).
    func waitForInput(timeoutMilliseconds: Int32) -> SocketWait.Result {
        SocketWait.wait(for: descriptor, events: Int16(POLLIN), wake: wake, timeoutMilliseconds: timeoutMilliseconds)
    }
}
