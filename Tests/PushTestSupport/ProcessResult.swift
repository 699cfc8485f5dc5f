/// What a finished child process printed and how it exited.
public struct ProcessResult: Sendable {
    /// The exit status (or the signal number when a signal ended it).
    public let status: Int32
    /// Everything written to standard output.
    public let standardOutput: String
    /// Everything written to standard error.
    public let standardError: String

    /// Both streams with the status, for assertion messages.
    public var transcript: String { "exit \(status)\nstdout: \(standardOutput)\nstderr: \(standardError)" }
}
