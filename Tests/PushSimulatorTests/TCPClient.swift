import Foundation
@testable import PushSimulator
import PushTestSupport

/// A raw loopback TCP client for robustness tests.
final class TCPClient {
    let descriptor: Int32

    /// Connects to `port` on loopback; `receiveBuffer` (bytes) caps the socket's receive buffer
    /// first, so a client that stops reading leaves what the server writes in the server's queue.
    init(port: UInt16, receiveBuffer: Int32? = nil) throws {
        descriptor = socket(AF_INET, SocketType.stream, 0)
        if var receiveBuffer {
            _ = setsockopt(descriptor, SOL_SOCKET, SO_RCVBUF, &receiveBuffer, socklen_t(MemoryLayout<Int32>.size))
        }
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = port.bigEndian
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        let result = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { connect(descriptor, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
        }
        guard result == 0 else {
            Foundation.close(descriptor)
            throw TestSupportError.failed("connect to port \(port) failed")
        }
    }

    func send(_ bytes: [UInt8]) {
        _ = bytes.withUnsafeBytes { Foundation.send(descriptor, $0.baseAddress, $0.count, StreamSocket.sendFlags) }
    }

    /// Reads until the server closes or `timeout` passes; returns what arrived.
    func readUntilClosed(timeout: Int32 = 5000) -> [UInt8] {
        var received: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 4096)
        var descriptors = [pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)]
        while poll(&descriptors, 1, timeout) > 0 {
            let count = recv(descriptor, &buffer, buffer.count, 0)
            guard count > 0 else { break }
            received += buffer.prefix(count)
        }
        return received
    }

    func close() { Foundation.close(descriptor) }
}
