import CSpawnShims
import Foundation

/// Starts a program with `posix_spawn`, its standard streams on files, on descriptors of this
/// process or left as this process has them, in a process group of its own (as Foundation's `Process` starts one). Not `Process`:
/// its `run()` lists `/proc/self/fd` to close the child's descriptors with an over-reading copy of
/// each entry, which crashes a process holding thousands of descriptors
/// (swiftlang/swift-corelibs-foundation#5472). Here the child closes every descriptor above
/// standard error itself before it runs the program.
public enum ChildSpawn {
    /// Where one of the child's standard streams goes.
    public enum Stream: Sendable {
        /// A file: opened read-only for standard input, appended to for standard output and error.
        case file(String)
        /// A descriptor of this process (a pipe's end), duplicated onto the stream.
        case descriptor(Int32)
        /// This process's own stream, as it is (the terminal, for a program handed the terminal).
        case inherited
    }

    /// Why a program could not be started.
    public struct Failure: Error, Sendable, CustomStringConvertible {
        /// The program.
        public let path: String
        /// The system's error number.
        public let code: Int32
        /// The system's reason.
        public var reason: String { String(cString: strerror(code)) }

        public var description: String { "cannot start \(path): \(reason)" }
    }

    /// Starts `path` and returns the new process's ID at once.
    /// - Parameters:
    ///   - environment: the child's whole environment, as `NAME=value` entries.
    ///   - directory: the child's working directory; nil keeps ours.
    ///   - input, output, error: its standard input, output and error.
    ///   - defaultSignals: the child starts with no signal blocked and the job-control and
    ///     termination signals at their default action, whatever this process (or the thread
    ///     calling) blocks or ignores; false: the mask and dispositions are inherited.
    ///   - newSession: the child starts a session of its own (`setsid`), so it has no controlling
    ///     terminal and a program that would prompt on `/dev/tty` reads its standard input
    ///     instead; false: a process group of its own in this session. Where the system has no
    ///     `POSIX_SPAWN_SETSID` the child gets the process group only.
    public static func start(_ path: String, arguments: [String], environment: [String], directory: String?,
                             input: Stream, output: Stream, error: Stream, defaultSignals: Bool = false,
                             newSession: Bool = false) throws(Failure) -> pid_t {
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        add(input, as: 0, flags: O_RDONLY, to: &actions)
        add(output, as: 1, flags: O_WRONLY | O_APPEND, to: &actions)
        add(error, as: 2, flags: O_WRONLY | O_APPEND, to: &actions)
        if let directory { pushtui_spawn_addchdir(&actions, directory) }
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        pushtui_spawn_addclosefrom(&actions, 3)
        // A session leader cannot be moved into a process group: a new session is a new group already.
        let sessionFlag = newSession ? Int32(pushtui_spawn_setsid_flag()) : 0
        var flags = sessionFlag != 0 ? sessionFlag : Int32(POSIX_SPAWN_SETPGROUP)
        #if canImport(Darwin)
        flags |= POSIX_SPAWN_CLOEXEC_DEFAULT
        #endif
        // Unless asked otherwise, signal dispositions and the mask are inherited, as under
        // Foundation's `Process`: what a child does with SIGINT or SIGTERM is its own to set up.
        if defaultSignals {
            flags |= POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF
            var unblocked = sigset_t()
            sigemptyset(&unblocked)
            posix_spawnattr_setsigmask(&attributes, &unblocked)
            // An ignored signal stays ignored across exec: pushtui ignores SIGPIPE, ncurses may
            // ignore SIGTSTP while suspended, a parent (nohup) may have ignored others.
            var defaults = sigset_t()
            sigemptyset(&defaults)
            for signal in [SIGPIPE, SIGINT, SIGQUIT, SIGHUP, SIGTSTP, SIGTTIN, SIGTTOU] { sigaddset(&defaults, signal) }
            posix_spawnattr_setsigdefault(&attributes, &defaults)
        }
        posix_spawnattr_setflags(&attributes, Int16(flags))
        posix_spawnattr_setpgroup(&attributes, 0)
        let argv = ([path] + arguments).map { strdup($0) } + [nil]
        let envp = environment.map { strdup($0) } + [nil]
        defer { (argv + envp).forEach { free($0) } }
        var pid: pid_t = 0
        let status = posix_spawn(&pid, path, &actions, &attributes, argv, envp)
        guard status == 0 else { throw Failure(path: path, code: status) }
        return pid
    }

    /// Puts `stream` on the child's descriptor `target`: a file opened with `flags`, or a dup.
    private static func add(_ stream: Stream, as target: Int32, flags: Int32, to actions: inout posix_spawn_file_actions_t) {
        switch stream {
        case .file(let path): posix_spawn_file_actions_addopen(&actions, target, path, flags, 0)
        case .descriptor(let descriptor): posix_spawn_file_actions_adddup2(&actions, descriptor, target)
        case .inherited: break
        }
    }
}
