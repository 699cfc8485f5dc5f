import CNghttp2
import Foundation
import PushFuzzing
@testable import PushSimulator

/// Raw bytes as a client's side of a connection after the TLS handshake: the HTTP/2 preface, then
/// whatever the input holds, fed through an nghttp2 server session wired to the simulator's own
/// callbacks and a real ``HTTP2Connection``, so HPACK, frame handling, the request caps and the
/// responder run on hostile frames without a socket.
///
/// The connection's event loop is not run, so answers are decided and queued but not written out;
/// what nghttp2 itself sends (SETTINGS acks, WINDOW_UPDATE, GOAWAY) is drained.
enum FrameFeeder {
    static let preface = Array("PRI * HTTP/2.0\r\n\r\nSM\r\n\r\n".utf8)

    static func run(_ bytes: [UInt8], core: SimulatorCore) {
        // The stream only holds the descriptor; nothing is ever read from or written to it.
        let descriptor = open("/dev/null", O_RDWR)
        guard descriptor >= 0, let connection = HTTP2Connection(number: 1, core: core, descriptor: descriptor, now: 0) else {
            Invariant.check(false, "could not open /dev/null for the connection's stream")
            return
        }
        guard let callbacks = HTTP2Callbacks.make() else {
            Invariant.check(false, "nghttp2 could not make callbacks")
            return
        }
        defer { nghttp2_session_callbacks_del(callbacks) }
        var session: OpaquePointer?
        let context = Unmanaged.passUnretained(connection).toOpaque()
        guard nghttp2_session_server_new(&session, callbacks, context) == 0 else {
            Invariant.check(false, "nghttp2 could not make a server session")
            return
        }
        defer { nghttp2_session_del(session) }
        let input = preface + bytes
        let consumed = input.withUnsafeBufferPointer { buffer in
            nghttp2_session_mem_recv(session, buffer.baseAddress, buffer.count)
        }
        // nghttp2's contract: everything is consumed, or a negative error code ends the session.
        Invariant.check(consumed == input.count || consumed < 0, "nghttp2 consumed \(consumed) of \(input.count) bytes")
        var sent = 0
        while sent < 1 << 20 {
            var data: UnsafePointer<UInt8>?
            let count = nghttp2_session_mem_send(session, &data)
            Invariant.check(count >= 0, "nghttp2 could not produce output after a read: \(count)")
            if count <= 0 { break }
            sent += count
        }
        Invariant.check(sent < 1 << 20, "a \(input.count)-byte input made the server send over a megabyte")
        withExtendedLifetime(connection) {}
    }
}
