import CSpawnShims
import Foundation

/// How a program the console started ended or paused: `waitpid`'s status, decoded.
enum ChildStatus: Equatable {
    /// It exited with this code.
    case exited(Int32)
    /// A signal ended it.
    case killed(signal: Int32)
    /// A signal stopped it (reported when waited for with `WUNTRACED`).
    case stopped(signal: Int32)

    /// Decodes a status `waitpid` filled in.
    init(waitStatus status: Int32) {
        let stop = pushtui_wait_stop_signal(status)
        let termination = pushtui_wait_termination_signal(status)
        if stop != 0 {
            self = .stopped(signal: stop)
        } else if termination != 0 {
            self = .killed(signal: termination)
        } else {
            self = .exited(pushtui_wait_exit_code(status))
        }
    }

    /// Nil when the program exited 0, else why not, for a person ("vim exited with 1").
    func failure(of command: String) -> String? {
        switch self {
        case .exited(0): nil
        case .exited(let code): "\(command) exited with \(code)"
        case .killed(let signal): "\(command) was ended by \(Self.name(of: signal))"
        case .stopped(let signal): "\(command) was stopped by \(Self.name(of: signal))"
        }
    }

    /// The signals a person may meet here, by name; others by number.
    private static func name(of signal: Int32) -> String {
        let names = [SIGHUP: "SIGHUP", SIGINT: "SIGINT", SIGQUIT: "SIGQUIT", SIGABRT: "SIGABRT", SIGKILL: "SIGKILL",
                     SIGSEGV: "SIGSEGV", SIGPIPE: "SIGPIPE", SIGTERM: "SIGTERM", SIGSTOP: "SIGSTOP", SIGTSTP: "SIGTSTP",
                     SIGTTIN: "SIGTTIN", SIGTTOU: "SIGTTOU"]
        return names[signal] ?? "signal \(signal)"
    }
}
