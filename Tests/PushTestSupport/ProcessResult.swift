/// What a finished child process printed and how it exited.
public struct ProcessResult: Sendable {
    /// The exit status (or the signal number when a signal ended it).
    public let status: Int32
    /// The signal that ended the process, `nil` when it exited by itself.
    public let signal: Int32?
    /// Everything written to standard output.
    public let standardOutput: String
    /// Everything written to standard error.
    public let standardError: String

    /// Both streams with the status, for assertion messages.
    public var transcript: String {
        (signal.map { "killed by signal \($0)" } ?? "exit \(status)") + "\nstdout: \(standardOutput)\nstderr: \(standardError)"
    }
}
