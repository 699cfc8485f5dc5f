import Foundation
import PushCore

/// A thread of its own that waits on a stop pipe besides whatever it watches: the history
/// follower's and the profile watcher's. ``stop()`` writes the pipe and waits for the thread to end.
final class StoppableThread: Sendable {
    private let name: String
    /// The stop pipe while the thread runs.
    private let running = Locked<(read: Int32, write: Int32)?>(nil)
    private let finished = DispatchSemaphore(value: 0)

    init(name: String) {
        self.name = name
    }

    /// Starts the thread unless it runs: `prepare` runs first, before this returns (to open what
    /// must be open from now on), and makes the body, which gets the stop pipe's read end to wait on.
    func start(_ prepare: () -> @Sendable (_ stopFD: Int32) -> Void) {
        running.withLock { running in
            guard running == nil else { return }
            var fds: [Int32] = [-1, -1]
            guard pipe(&fds) == 0 else { return }
            // Not handed to `$EDITOR` or any other child.
            for fd in fds { _ = fcntl(fd, F_SETFD, FD_CLOEXEC) }
            running = (fds[0], fds[1])
            let (stopFD, finished) = (fds[0], self.finished)
            let body = prepare()
            let thread = Thread {
                defer { finished.signal() }
                body(stopFD)
            }
            thread.name = name
            thread.start()
        }
    }

    /// Stops the thread and waits for it to end; nothing when it does not run.
    func stop() {
        running.withLock { running in
            guard let pipe = running else { return }
            var byte: UInt8 = 0
            _ = write(pipe.write, &byte, 1)
            finished.wait()
            close(pipe.read)
            close(pipe.write)
            running = nil
        }
    }
}
