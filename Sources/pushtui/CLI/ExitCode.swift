import PushDelivery

/// pushtui's exit codes, documented in the README. Scripts rely on them: never renumber.
enum ExitCode: Int32, CaseIterable {
    /// Everything asked for was done (every push delivered).
    case success = 0
    /// The work ran but failed: at least one push was rejected, or the server could not start.
    case failure = 1
    /// The command line was wrong: unknown option, missing value, bad number.
    case usage = 2
    /// A push got no answer (connection, TLS, timeout, connection lost) and none was rejected.
    case transport = 3
    /// Credentials are unusable: key or certificate unreadable, bad profile.
    case credentials = 4
    /// Refused before sending: invalid payload, request or input file.
    case invalidInput = 5
    /// `validate --strict` found warnings and no errors: sendable, but likely not what was meant.
    case warnings = 6
    /// Ctrl-C (SIGINT) or SIGTERM ended a send: what was answered is reported, the rest cancelled.
    case interrupted = 130
}

/// An error that already knows which exit code it deserves and how to say itself.
struct CommandFailure: Error, CustomStringConvertible {
    let exitCode: ExitCode
    let description: String
}

extension ExitCode {
    /// The exit code a send's outcomes add up to.
    init(_ verdict: SendVerdict) {
        switch verdict {
        case .delivered: self = .success
        case .credentialsFailed: self = .credentials
        case .rejected: self = .failure
        case .transportFailed: self = .transport
        case .interrupted: self = .interrupted
        case .refused: self = .invalidInput
        }
    }
}
