import Foundation

/// Turns SIGINT/SIGTERM into an event a foreground command can await, so it can shut down cleanly
/// instead of dying mid-write. The handler is installed synchronously with `sigaction` and only
/// writes a byte to a pipe (async-signal-safe), so a signal that arrives at any moment after
/// `init` is never lost (a Dispatch signal source registers asynchronously and can miss one).
final class StopSignal: Sendable {
    private let readEnd: Int32

    init(signals: [Int32]) {
        var ends: [Int32] = [-1, -1]
        if pipe(&ends) == 0 {
            _ = fcntl(ends[0], F_SETFD, FD_CLOEXEC)
            _ = fcntl(ends[1], F_SETFD, FD_CLOEXEC)
        }
        readEnd = ends[0]
        stopSignalWriteEnd = ends[1]
        for number in signals {
            var action = sigaction()
            action.__sigaction_handler.sa_handler = { _ in
                var byte: UInt8 = 1
                _ = write(stopSignalWriteEnd, &byte, 1)
            }
            sigemptyset(&action.sa_mask)
            action.sa_flags = SA_RESTART
            sigaction(number, &action, nil)
        }
    }

    /// Returns once one of the signals has arrived (at once if one already has).
    func wait() async {
        await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
            whenSignalled { continuation.resume() }
        }
    }

    /// Runs `action` once, on a thread of its own, when one of the signals arrives (at once if
    /// one already has). The thread blocks in `read()`, keeping Swift's cooperative pool free.
    func whenSignalled(_ action: @escaping @Sendable () -> Void) {
        let readEnd = self.readEnd
        let waiter = Thread {
            var byte: UInt8 = 0
            while read(readEnd, &byte, 1) < 0, errno == EINTR {}
            action()
        }
        waiter.start()
    }

    /// Gives `signals` back their default action: a second Ctrl-C ends the process at once.
    static func restoreDefaults(_ signals: [Int32]) {
        for number in signals { signal(number, SIG_DFL) }
    }
}

/// The pipe the signal handler writes to; set once in `StopSignal.init`, before any handler is installed.
private nonisolated(unsafe) var stopSignalWriteEnd: Int32 = -1
