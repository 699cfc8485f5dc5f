import PushCommandLine
import PushDelivery

/// One subcommand: its declared shape and what it does with parsed arguments.
struct Command: Sendable {
    let spec: CommandSpec
    let run: @Sendable (ParsedArguments) async throws -> ExitCode
}
