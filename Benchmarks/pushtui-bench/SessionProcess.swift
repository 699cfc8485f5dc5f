import Foundation

/// A program started in a session of its own (`posix_spawn` with `POSIX_SPAWN_SETSID`), its
/// standard output and error going to a file.
///
/// Why a session: Linux's scheduler shares CPU between sessions first (autogroups, sched(7)),
/// then between the processes of a session. On a shared machine a simulator in the bench's
/// session would take its CPU from the client under test, unlike APNs, which runs on Apple's
/// machines; in a session of its own it competes like any other program, and every client meets
/// the same server. (Foundation's `Process` makes its child a process-group leader, which
/// `setsid()` refuses, hence posix_spawn.)
///
/// A new session also leaves the terminal's process group, out of Ctrl-C's reach:
/// ``InterruptCleanup`` stops it when the bench is interrupted.
final class SessionProcess {
    let pid: pid_t
    private var exitStatus: Int32?

    init(program: String, arguments: [String], output: String) throws {
        var attributes = posix_spawnattr_t()
        var actions = posix_spawn_file_actions_t()
        posix_spawnattr_init(&attributes)
        posix_spawn_file_actions_init(&actions)
        defer {
            posix_spawnattr_destroy(&attributes)
            posix_spawn_file_actions_destroy(&actions)
        }
        // glibc's POSIX_SPAWN_SETSID (spawn.h, 0x80) is a GNU extension Swift's Glibc module does not
        // export. SETSIGMASK: a thread of Swift's pool blocks most signals, and exec would keep them blocked.
        var unblocked = sigset_t()
        sigemptyset(&unblocked)
        posix_spawnattr_setsigmask(&attributes, &unblocked)
        posix_spawnattr_setflags(&attributes, Int16(0x80 | POSIX_SPAWN_SETSIGMASK))
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 1, output, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
        posix_spawn_file_actions_adddup2(&actions, 1, 2)
        let argv: [UnsafeMutablePointer<CChar>?] = ([program] + arguments).map { strdup($0) } + [nil]
        defer { argv.forEach { free($0) } }
        var child: pid_t = 0
        let status = posix_spawn(&child, program, &actions, &attributes, argv, environ)
        guard status == 0 else { throw BenchmarkError("cannot start \(program): \(String(cString: strerror(status)))") }
        pid = child
        // SIGTERM: the simulator's clean shutdown.
        InterruptCleanup.track(child, stopWith: SIGTERM)
    }

    /// Whether the program has not exited yet (reaps it once it has).
    var isRunning: Bool {
        guard exitStatus == nil else { return false }
        var status: Int32 = 0
        guard waitpid(pid, &status, WNOHANG) == pid else { return true }
        exitStatus = status
        InterruptCleanup.untrack(pid)
        return false
    }

    /// Sends SIGTERM (the program's clean shutdown) and waits for it to exit.
    func terminate() {
        guard isRunning else { return }
        kill(pid, SIGTERM)
        var status: Int32 = 0
        while waitpid(pid, &status, 0) == -1 && errno == EINTR {}
        exitStatus = status
        InterruptCleanup.untrack(pid)
    }

    deinit {
        terminate()
    }
}
