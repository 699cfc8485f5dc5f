import PushDelivery

/// An error that already knows which exit code it deserves and how to say itself.
struct CommandFailure: Error, CustomStringConvertible {
    let exitCode: ExitCode
    let description: String
}
