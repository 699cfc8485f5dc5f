import ChildProcess
import CSpawnShims
import Foundation

/// Runs a program in the foreground of the console's terminal, the way a job-control shell runs a
/// job (and `git commit` its editor): in a process group of its own that the terminal is handed to
/// with `tcsetpgrp`, so it reads keys and Ctrl-C, Ctrl-\ and Ctrl-Z signal it and not the console.
///
/// A process group of its own, not the console's: the terminal's signals then never reach the
/// console (whose SIGINT handler would turn a Ctrl-C meant for the editor into its quit key), and
/// a program that stops itself (vim's Ctrl-Z) stops only itself. The console waits with
/// `WUNTRACED` and answers a stop as ``StopResponse`` says. Afterwards the terminal goes back to
/// the group that had it and input still waiting on it is discarded: it was typed for the program.
///
/// When the console does not have the terminal's foreground (no terminal, or a background job)
/// nothing is handed over and the program just runs.
struct ForegroundProcess {
    /// The terminal handed over: the one the console reads (its standard input).
    let terminal: Int32

    /// Why a program could not be run or waited for.
    struct Failure: Error, CustomStringConvertible {
        let call: String
        let code: Int32
        var description: String { "\(call): \(String(cString: strerror(code)))" }
    }

    /// Runs `path` with `arguments` (and the console's environment) until it exits or a signal ends it.
    func run(_ path: String, arguments: [String]) throws(Failure) -> ChildStatus {
        // SIGTTOU blocked in this thread: the console takes the terminal back while it is not the
        // foreground, which would otherwise stop it (or fail, where nobody could continue it).
        var ttou = sigset_t()
        sigemptyset(&ttou)
        sigaddset(&ttou, SIGTTOU)
        var mask = sigset_t()
        pthread_sigmask(SIG_BLOCK, &ttou, &mask)
        defer { pthread_sigmask(SIG_SETMASK, &mask, nil) }
        let console = getpgrp()
        let ownsTerminal = tcgetpgrp(terminal) == console
        let pid = try Self.spawn(path, arguments: arguments)
        // The group exists already: posix_spawn returns after the child has set it up.
        if ownsTerminal { tcsetpgrp(terminal, pid) }
        defer {
            if ownsTerminal {
                tcsetpgrp(terminal, console)
                tcflush(terminal, TCIFLUSH)
            }
        }
        return try wait(for: pid, console: console, ownsTerminal: ownsTerminal)
    }

    /// Waits until the program ends, answering each stop as a shell would.
    private func wait(for pid: pid_t, console: pid_t, ownsTerminal: Bool) throws(Failure) -> ChildStatus {
        while true {
            var status: Int32 = 0
            guard waitpid(pid, &status, WUNTRACED) == pid else {
                if errno == EINTR { continue }
                throw Failure(call: "waitpid", code: errno)
            }
            let child = ChildStatus(waitStatus: status)
            guard case .stopped(let signal) = child else { return child }
            switch StopResponse(stopSignal: signal, ownsTerminal: ownsTerminal) {
            case .suspendConsoleThenContinue:
                tcsetpgrp(terminal, console)
                pushtui_stop_like_a_job()
                tcsetpgrp(terminal, pid)
                kill(-pid, SIGCONT)
            case .continueProgram:
                kill(-pid, SIGCONT)
            case .endProgram:
                kill(-pid, SIGTERM)
                kill(-pid, SIGCONT)
            case .keepWaiting:
                continue
            }
        }
    }

    /// Starts the program in a new process group (its ID is the child's), with every signal at its
    /// default and none blocked, and none of the console's descriptors but the standard three.
    private static func spawn(_ path: String, arguments: [String]) throws(Failure) -> pid_t {
        do throws(ChildSpawn.Failure) {
            return try ChildSpawn.start(path, arguments: arguments, environment: ProcessInfo.processInfo.environment.map { "\($0.key)=\($0.value)" },
                                        directory: nil, input: .inherited, output: .inherited, error: .inherited, defaultSignals: true)
        } catch {
            throw Failure(call: "posix_spawn", code: error.code)
        }
    }
}
