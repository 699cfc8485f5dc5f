import Foundation

/// A non-blocking IPv4 TCP listener.
final class ListeningSocket: Sendable {
    let descriptor: Int32
    let port: UInt16

    init(host: String, port: UInt16) throws(SimulatorError) {
        let address = "\(host):\(port)"
        var socketAddress = sockaddr_in()
        socketAddress.sin_family = sa_family_t(AF_INET)
        socketAddress.sin_port = port.bigEndian
        guard inet_pton(AF_INET, host, &socketAddress.sin_addr) == 1 else {
            throw .invalidHost(host)
        }
        let descriptor = StreamSocket.open()
        guard descriptor >= 0 else {
            throw .socket(operation: "open a socket for", address: address, reason: SimulatorError.systemReason())
        }
        var enable: Int32 = 1
        setsockopt(descriptor, SOL_SOCKET, SO_REUSEADDR, &enable, socklen_t(MemoryLayout<Int32>.size))
        let bound = withUnsafePointer(to: &socketAddress) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                bind(descriptor, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
            }
        }
        guard bound == 0, listen(descriptor, 512) == 0 else {
            let reason = SimulatorError.systemReason()
            close(descriptor)
            throw .socket(operation: "listen on", address: address, reason: reason)
        }
        var boundAddress = sockaddr_in()
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        _ = withUnsafeMutablePointer(to: &boundAddress) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { getsockname(descriptor, $0, &length) }
        }
        self.descriptor = descriptor
        self.port = UInt16(bigEndian: boundAddress.sin_port)
    }

    /// The next pending connection (see ``StreamSocket/prepareAccepted(_:)``), or nil when none is waiting.
    func acceptConnection() -> Int32? {
        let client = accept(descriptor, nil, nil)
        guard client >= 0 else { return nil }
        StreamSocket.prepareAccepted(client)
        var enable: Int32 = 1
        // Small HEADERS-only responses must not wait for Nagle's algorithm.
        setsockopt(client, Int32(IPPROTO_TCP), TCP_NODELAY, &enable, socklen_t(MemoryLayout<Int32>.size))
        return client
    }

    deinit { close(descriptor) }
}
