import Foundation
import PushCore

/// Accepted sockets on their way to an ``EventLoop`` on another thread: a locked list plus a pipe
/// whose read end the loop watches, so a handed-over socket wakes it.
final class LoopInbox: Sendable {
    private let descriptors = Locked<[Int32]>([])
    private let signal: WakeSignal

    init() throws(SimulatorError) {
        signal = try WakeSignal()
    }

    /// The descriptor that becomes readable when sockets are waiting.
    var readDescriptor: Int32 { signal.readDescriptor }

    /// Hands a connected socket to the loop; the loop owns it from here on.
    func post(_ descriptor: Int32) {
        let wasEmpty = descriptors.withLock { list in
            list.append(descriptor)
            return list.count == 1
        }
        if wasEmpty { signal.fire() }
    }

    /// Everything posted so far; drains the pipe first so a post after this call wakes the loop again.
    func take() -> [Int32] {
        signal.drain()
        return descriptors.withLock { list in
            defer { list.removeAll() }
            return list
        }
    }

    deinit {
        // Sockets posted to a loop that has already stopped.
        descriptors.withLock { $0.forEach { close($0) } }
    }
}
