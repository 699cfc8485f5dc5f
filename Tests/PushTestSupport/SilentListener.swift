import Foundation

/// A TCP port on loopback that listens and never accepts: the kernel completes each TCP handshake
/// from its backlog, and a TLS ClientHello then waits for ever — a TLS black hole, which the
/// simulator (always answering) cannot play.
public final class SilentListener {
    private var descriptor: Int32
    /// The port it listens on.
    public let port: UInt16

    /// Listens on a free loopback port.
    public init() throws {
        let descriptor = socket(AF_INET, SocketType.stream, 0)
        guard descriptor >= 0 else { throw SilentListenerError(step: "socket") }
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        address.sin_port = 0
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        let bound = withUnsafeMutablePointer(to: &address) { pointer in
            pointer.withMemoryRebound(to: sockaddr.self, capacity: 1) { generic in
                bind(descriptor, generic, length) == 0 && listen(descriptor, 4096) == 0
                    && getsockname(descriptor, generic, &length) == 0
            }
        }
        guard bound else {
            Foundation.close(descriptor)
            throw SilentListenerError(step: "bind")
        }
        self.descriptor = descriptor
        port = UInt16(bigEndian: address.sin_port)
    }

    /// Stops listening; connections still in the backlog are reset.
    public func close() {
        guard descriptor >= 0 else { return }
        Foundation.close(descriptor)
        descriptor = -1
    }

    deinit { close() }
}

/// The listening socket could not be set up.
public struct SilentListenerError: Error {
    /// The call that failed.
    public let step: String
}
