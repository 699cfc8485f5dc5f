import COpenSSL
import Foundation
import PushTestSupport

/// A minimal in-process TLS client (ALPN h2, verification on with the given CA) that speaks raw
/// HTTP/2 frames, for what the CLI clients cannot do: PINGs and half-sent requests.
final class TLSTestClient {
    private let tcp: TCPClient
    private let context: OpaquePointer
    private let ssl: OpaquePointer
    /// True once a read found the connection ended by the server.
    private(set) var closedByPeer = false

    /// Connects and shakes hands; `receiveBuffer` is ``TCPClient``'s.
    init(port: UInt16, caFile: String, receiveBuffer: Int32? = nil) throws {
        tcp = try TCPClient(port: port, receiveBuffer: receiveBuffer)
        guard let context = SSL_CTX_new(TLS_client_method()) else { throw TestSupportError.failed("SSL_CTX_new") }
        self.context = context
        SSL_CTX_set_verify(context, SSL_VERIFY_PEER, nil)
        SSL_CTX_load_verify_locations(context, caFile, nil)
        let protocols: [UInt8] = [2, UInt8(ascii: "h"), UInt8(ascii: "2")]
        SSL_CTX_set_alpn_protos(context, protocols, UInt32(protocols.count))
        guard let ssl = SSL_new(context) else { throw TestSupportError.failed("SSL_new") }
        self.ssl = ssl
        SSL_set_fd(ssl, tcp.descriptor)
        guard SSL_connect(ssl) == 1 else { throw TestSupportError.failed("TLS handshake with the simulator failed") }
    }

    deinit {
        SSL_free(ssl)
        SSL_CTX_free(context)
        tcp.close()
    }

    /// The client connection preface and an empty SETTINGS frame.
    static let preface = Array("PRI * HTTP/2.0\r\n\r\nSM\r\n\r\n".utf8) + frame(type: 0x04, flags: 0, stream: 0, payload: [])

    static func frame(type: UInt8, flags: UInt8, stream: UInt32, payload: [UInt8]) -> [UInt8] {
        let length = UInt32(payload.count)
        return [UInt8(length >> 16 & 0xff), UInt8(length >> 8 & 0xff), UInt8(length & 0xff), type, flags,
                UInt8(stream >> 24 & 0x7f), UInt8(stream >> 16 & 0xff), UInt8(stream >> 8 & 0xff), UInt8(stream & 0xff)] + payload
    }

    func send(_ bytes: [UInt8]) {
        _ = SSL_write(ssl, bytes, Int32(bytes.count))
    }

    /// Reads frames until one satisfies `match`, the server ends the connection (``closedByPeer``)
    /// or `timeout` seconds pass; returns all frames read.
    func readFrames(timeout: TimeInterval = 5, until match: (_ type: UInt8, _ flags: UInt8, _ payload: [UInt8]) -> Bool)
        -> [(type: UInt8, flags: UInt8, stream: UInt32, payload: [UInt8])] {
        let deadline = Date().addingTimeInterval(timeout)
        var buffer: [UInt8] = []
        var frames: [(type: UInt8, flags: UInt8, stream: UInt32, payload: [UInt8])] = []
        var chunk = [UInt8](repeating: 0, count: 16 * 1024)
        var descriptors = [pollfd(fd: tcp.descriptor, events: Int16(POLLIN), revents: 0)]
        while Date() < deadline {
            if SSL_pending(ssl) == 0 && poll(&descriptors, 1, 50) <= 0 { continue }
            let count = SSL_read(ssl, &chunk, Int32(chunk.count))
            guard count > 0 else {
                closedByPeer = true
                return frames
            }
            buffer += chunk.prefix(Int(count))
            while buffer.count >= 9 {
                let length = Int(buffer[0]) << 16 | Int(buffer[1]) << 8 | Int(buffer[2])
                guard buffer.count >= 9 + length else { break }
                let stream = UInt32(buffer[5] & 0x7f) << 24 | UInt32(buffer[6]) << 16 | UInt32(buffer[7]) << 8 | UInt32(buffer[8])
                let frame = (type: buffer[3], flags: buffer[4], stream: stream, payload: Array(buffer[9..<9 + length]))
                buffer.removeFirst(9 + length)
                frames.append(frame)
                if match(frame.type, frame.flags, frame.payload) { return frames }
            }
        }
        return frames
    }
}
