/// pushtui's exit codes, documented in the README: the exit category every front end gives a run.
/// Scripts rely on them: never renumber.
public enum ExitCode: Int32, CaseIterable, Sendable {
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
    /// Ctrl-C (SIGINT), SIGTERM or SIGHUP ended a send: what was answered is reported, the rest cancelled.
    case interrupted = 130
}

extension ExitCode {
    /// What the code means, in one line: the man page's and `docs/cli.md`'s exit status table.
    public var meaning: String {
        switch self {
        case .success: "everything asked for was done (every push delivered)"
        case .failure: "the work ran but failed: at least one push was rejected, or the server could not start"
        case .usage: "the command line was wrong: unknown option, missing value, bad number"
        case .transport: "a push got no answer (connection, TLS, timeout, connection lost, no HTTP/2, an unreachable proxy) and none was rejected"
        case .credentials: "credentials are unusable (key or certificate unreadable, bad profile) or refused by APNs or in the TLS handshake"
        case .invalidInput: "refused before sending: invalid payload, request, argument or input file"
        case .warnings: "validate --strict found warnings and no errors"
        case .interrupted: "Ctrl-C (SIGINT), SIGTERM or SIGHUP ended a send: what was answered is reported, the rest cancelled"
        }
    }

    /// The exit code a send's outcomes add up to.
    public init(_ verdict: SendVerdict) {
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
