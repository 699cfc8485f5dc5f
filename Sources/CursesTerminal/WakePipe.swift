import Foundation

/// A self-pipe that interrupts the terminal's `poll()` from another thread or a signal handler.
///
/// Both descriptors are immutable and closed only when the last reference goes away, so a worker
/// that still holds the pipe can never write into a descriptor number the process has reused.
final class WakePipe: Sendable {
    /// The end `poll()` watches.
    let readDescriptor: Int32
    /// The end `wake()` and the signal handlers write to.
    let writeDescriptor: Int32

    init() throws(TerminalOpenError) {
        var descriptors: [Int32] = [-1, -1]
        guard pipe(&descriptors) == 0 else { throw .systemCall("pipe", errno: errno) }
        for descriptor in descriptors {
            // Non-blocking on both ends: a full pipe already means "wake up", and draining must not block.
            _ = fcntl(descriptor, F_SETFL, fcntl(descriptor, F_GETFL) | O_NONBLOCK)
            _ = fcntl(descriptor, F_SETFD, FD_CLOEXEC)
        }
        readDescriptor = descriptors[0]
        writeDescriptor = descriptors[1]
    }

    deinit {
        Foundation.close(readDescriptor)
        Foundation.close(writeDescriptor)
    }

    /// Makes the read end readable; safe from any thread.
    func wake() {
        var byte: UInt8 = 1
        _ = write(writeDescriptor, &byte, 1)
    }

    /// Empties the pipe so the next `poll()` blocks again.
    func drain() {
        var buffer = [UInt8](repeating: 0, count: 64)
        while read(readDescriptor, &buffer, buffer.count) > 0 {}
    }
}
