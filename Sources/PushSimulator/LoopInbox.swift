import Foundation
import Synchronization

/// Accepted sockets on their way to an ``EventLoop`` on another thread: a locked list plus a pipe
/// whose read end the loop watches, so a handed-over socket wakes it.
final class LoopInbox: Sendable {
    private let descriptors = Mutex<[Int32]>([])
    let readDescriptor: Int32
    private let writeDescriptor: Int32

    init() throws(SimulatorError) {
        var ends: [Int32] = [-1, -1]
        guard pipe(&ends) == 0 else {
            throw .socket(operation: "create", address: "an event loop's inbox pipe", reason: SimulatorError.systemReason())
        }
        ends.forEach(Descriptor.makeNonBlocking)
        readDescriptor = ends[0]
        writeDescriptor = ends[1]
    }

    /// Hands a connected socket to the loop; the loop owns it from here on.
    func post(_ descriptor: Int32) {
        let wasEmpty = descriptors.withLock { list in
            list.append(descriptor)
            return list.count == 1
        }
        if wasEmpty {
            var byte: UInt8 = 1
            _ = write(writeDescriptor, &byte, 1)
        }
    }

    /// Everything posted so far; drains the pipe first so a post after this call wakes the loop again.
    func take() -> [Int32] {
        var scratch = [UInt8](repeating: 0, count: 64)
        while scratch.withUnsafeMutableBytes({ read(readDescriptor, $0.baseAddress, $0.count) }) > 0 {}
        return descriptors.withLock { list in
            defer { list.removeAll() }
            return list
        }
    }

    deinit {
        // Sockets posted to a loop that has already stopped.
        descriptors.withLock { $0.forEach { close($0) } }
        close(readDescriptor)
        close(writeDescriptor)
    }
}
