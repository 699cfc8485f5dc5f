import Foundation

/// Why `CursesTerminal` could not take over the terminal.
public enum TerminalOpenError: Error, Equatable, CustomStringConvertible {
    /// Standard input or output is a file or pipe, not a terminal (`stream` names which).
    case notATerminal(stream: String)
    /// `TERM` is unset or empty.
    case missingTerminalType
    /// terminfo has no entry for the `TERM` value.
    case unknownTerminalType(String)
    /// Another `CursesTerminal` is open in this process (signal handling is process-wide).
    case alreadyOpen
    /// A system call failed; keeps the call's name and `errno`.
    case systemCall(String, errno: Int32)

    /// The reason, phrased for the person at the terminal, with what to do about it.
    public var description: String {
        switch self {
        case .notATerminal(let stream):
            "\(stream) is not a terminal: run pushtui in a terminal, or use its command-line commands"
        case .missingTerminalType:
            "TERM is not set: set it to your terminal's type (for example TERM=xterm-256color)"
        case .unknownTerminalType(let type):
            "terminal type '\(type)' is not in the terminfo database: set TERM to a known type (for example xterm-256color)"
        case .alreadyOpen:
            "the terminal is already open: close the other CursesTerminal first"
        case .systemCall(let name, let code):
            "\(name) failed: \(String(cString: strerror(code)))"
        }
    }
}
