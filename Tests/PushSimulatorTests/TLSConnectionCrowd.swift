import COpenSSL
import Foundation
import PushTestSupport

/// Many idle TLS connections to one simulator from one client context (ALPN h2, verification on
/// with the simulator's CA), each past its handshake and its HTTP/2 preface: what thousands of
/// quiet provider connections look like to the server.
final class TLSConnectionCrowd {
    private let context: OpaquePointer
    private var connections: [(tcp: TCPClient, ssl: OpaquePointer)] = []

    init(caFile: String) throws {
        guard let context = SSL_CTX_new(TLS_client_method()) else { throw TestSupportError.failed("SSL_CTX_new") }
        self.context = context
        SSL_CTX_set_verify(context, SSL_VERIFY_PEER, nil)
        guard SSL_CTX_load_verify_locations(context, caFile, nil) == 1 else { throw TestSupportError.failed("cannot load \(caFile)") }
        let protocols: [UInt8] = [2, UInt8(ascii: "h"), UInt8(ascii: "2")]
        SSL_CTX_set_alpn_protos(context, protocols, UInt32(protocols.count))
    }

    var count: Int { connections.count }

    /// Opens one more connection: TCP, a verified TLS handshake, the client preface. With a
    /// `timeout` (seconds), a server that does not answer the handshake in time fails it.
    func open(port: UInt16, timeout: Int? = nil) throws {
        let tcp = try TCPClient(port: port)
        if let timeout {
            var limit = timeval(tv_sec: timeout, tv_usec: 0)
            setsockopt(tcp.descriptor, SOL_SOCKET, SO_RCVTIMEO, &limit, socklen_t(MemoryLayout<timeval>.size))
        }
        guard let ssl = SSL_new(context) else {
            tcp.close()
            throw TestSupportError.failed("SSL_new")
        }
        SSL_set_fd(ssl, tcp.descriptor)
        guard SSL_connect(ssl) == 1 else {
            SSL_free(ssl)
            tcp.close()
            throw TestSupportError.failed("TLS handshake number \(connections.count + 1) with the simulator failed")
        }
        let preface = TLSTestClient.preface
        guard SSL_write(ssl, preface, Int32(preface.count)) == Int32(preface.count) else {
            SSL_free(ssl)
            tcp.close()
            throw TestSupportError.failed("could not send the preface on connection \(connections.count + 1)")
        }
        connections.append((tcp, ssl))
    }

    /// How many connections the server has closed (a read sees the end of the stream).
    func closedByServer() -> Int {
        connections.filter { connection in
            var descriptor = pollfd(fd: connection.tcp.descriptor, events: Int16(POLLIN), revents: 0)
            guard poll(&descriptor, 1, 0) > 0 else { return false }
            var byte: UInt8 = 0
            return recv(connection.tcp.descriptor, &byte, 1, Int32(MSG_PEEK | MSG_DONTWAIT)) == 0
        }.count
    }

    func closeAll() {
        for connection in connections {
            SSL_free(connection.ssl)
            connection.tcp.close()
        }
        connections.removeAll()
    }

    deinit {
        closeAll()
        SSL_CTX_free(context)
    }
}
