import CSpawnShims
import Foundation

/// Starts a program with `posix_spawn`, its standard streams on files, in a process group of its
/// own (as Foundation's `Process` starts one). Not `Process`: its `run()` lists `/proc/self/fd` to
/// close the child's descriptors with an over-reading copy of each entry, which crashes a test run
/// holding thousands of descriptors (swiftlang/swift-corelibs-foundation#5472). Here the child
/// closes every descriptor above standard error itself before it runs the program.
enum ChildSpawn {
    /// The new process's ID.
    /// - Parameters:
    ///   - environment: the child's whole environment, as `NAME=value` entries.
    ///   - directory: the child's working directory; nil keeps ours.
    ///   - input, output, error: files for standard input, output (appended) and error (appended).
    static func start(_ path: String, arguments: [String], environment: [String], directory: String?,
                      input: String, output: String, error: String) throws -> pid_t {
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, input, O_RDONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 1, output, O_WRONLY | O_APPEND, 0)
        posix_spawn_file_actions_addopen(&actions, 2, error, O_WRONLY | O_APPEND, 0)
        if let directory { pushtui_spawn_addchdir(&actions, directory) }
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        pushtui_spawn_addclosefrom(&actions, 3)
        // Signal dispositions and the mask are inherited, as under Foundation's `Process`: what a
        // child does with SIGINT or SIGTERM is its own to set up (pushtui unblocks what it handles).
        #if canImport(Darwin)
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETPGROUP | POSIX_SPAWN_CLOEXEC_DEFAULT))
        #else
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETPGROUP))
        #endif
        posix_spawnattr_setpgroup(&attributes, 0)
        let argv = ([path] + arguments).map { strdup($0) } + [nil]
        let envp = environment.map { strdup($0) } + [nil]
        defer { (argv + envp).forEach { free($0) } }
        var pid: pid_t = 0
        let status = posix_spawn(&pid, path, &actions, &attributes, argv, envp)
        guard status == 0 else { throw TestSupportError.failed("cannot start \(path): \(String(cString: strerror(status)))") }
        return pid
    }
}
