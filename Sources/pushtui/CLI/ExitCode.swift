/// pushtui's exit codes, documented in the README. Scripts rely on them: never renumber.
enum ExitCode: Int32 {
    /// Everything asked for was done.
    case success = 0
    /// The command ran but its work failed (a rejected payload, a server that would not start).
    case failure = 1
    /// The command line was wrong: unknown option, missing value, bad number.
    case usage = 2
    /// A file the command needs is unusable: key, certificate, scenario, payload file.
    case input = 3
}

/// An error that already knows which exit code it deserves and how to say itself.
struct CommandFailure: Error, CustomStringConvertible {
    let exitCode: ExitCode
    let description: String
}
