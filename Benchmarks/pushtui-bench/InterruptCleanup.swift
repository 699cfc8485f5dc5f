import Foundation
import PushCore

/// Stops the programs the bench started when the bench itself is interrupted (SIGINT, SIGTERM,
/// SIGHUP), removes their scratch directories, then exits: the simulator runs in a session of its
/// own, out of the terminal's reach, and a simulator shuts down only once its clients have hung up.
///
/// The handler only writes the signal's number to a pipe (async-signal-safe); a thread does the
/// rest. A caught signal, unlike an ignored one, is reset to its default in every program the
/// bench starts, so the clients, tmux and the console keep their usual signal behaviour.
enum InterruptCleanup {
    /// Running programs and the signal that stops each.
    private static let running = Locked<[pid_t: Int32]>([:])
    private static let directories = Locked<Set<String>>([])
    private static let installed = Locked(false)

    /// Tracks `pid` until ``untrack(_:)``; an interrupt sends it `signal`.
    static func track(_ pid: pid_t, stopWith signal: Int32) {
        installHandlers()
        running.withLock { $0[pid] = signal }
    }

    static func untrack(_ pid: pid_t) {
        running.withLock { _ = $0.removeValue(forKey: pid) }
    }

    /// Removes `directory` on an interrupt, unless ``forget(_:)`` is called first.
    static func removeOnInterrupt(_ directory: String) {
        installHandlers()
        directories.withLock { _ = $0.insert(directory) }
    }

    /// Stops tracking `directory`, removed by its owner.
    static func forget(_ directory: String) {
        directories.withLock { _ = $0.remove(directory) }
    }

    private static func installHandlers() {
        installed.withLock { installed in
            guard !installed else { return }
            installed = true
            var ends: [Int32] = [-1, -1]
            guard pipe(&ends) == 0 else { return }
            _ = fcntl(ends[0], F_SETFD, FD_CLOEXEC)
            _ = fcntl(ends[1], F_SETFD, FD_CLOEXEC)
            interruptWriteEnd = ends[1]
            let readEnd = ends[0]
            let waiter = Thread {
                var number: UInt8 = 0
                while read(readEnd, &number, 1) < 0, errno == EINTR {}
                for (pid, stop) in running.withLock({ $0 }) { kill(pid, stop) }
                for directory in directories.withLock({ $0 }) { try? FileManager.default.removeItem(atPath: directory) }
                exit(128 + Int32(number))
            }
            waiter.start()
            for number in [SIGINT, SIGTERM, SIGHUP] {
                var action = sigaction()
                action.__sigaction_handler.sa_handler = { number in
                    var byte = UInt8(truncatingIfNeeded: number)
                    _ = write(interruptWriteEnd, &byte, 1)
                }
                sigemptyset(&action.sa_mask)
                action.sa_flags = SA_RESTART
                sigaction(number, &action, nil)
            }
        }
    }
}

/// The pipe the signal handler writes to; set once, before any handler is installed.
private nonisolated(unsafe) var interruptWriteEnd: Int32 = -1
