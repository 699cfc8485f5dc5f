import PushCommandLine
import PushDelivery

/// `pushtui completion bash|zsh|fish`: prints the shell's completion script, made from the command
/// specs (``CompletionScript``).
enum CompletionCommand {
    static let command = Command(spec: CommandSpec(
        name: "completion",
        summary: "Print the shell completion script for bash, zsh or fish.",
        positionals: [
            PositionalSpec(name: "shell", help: "bash, zsh or fish",
                           completion: .choices(CompletionScript.Shell.allCases.map(\.rawValue))),
        ],
        discussion: """
        bash: source <(pushtui completion bash), or save it as ~/.local/share/bash-completion/completions/pushtui.
        zsh: save it as _pushtui in a directory on $fpath (before compinit runs).
        fish: save it as ~/.config/fish/completions/pushtui.fish.
        ./dev install puts all three where the shells look. Profile names are completed by running
        'pushtui profile list --names'.
        """
    ), run: run)

    static func run(_ arguments: ParsedArguments) async throws -> ExitCode {
        let name = arguments.positionals.first ?? ""
        guard arguments.positionals.count == 1, let shell = CompletionScript.Shell(rawValue: name) else {
            throw UsageError(description: "name one shell: bash, zsh or fish")
        }
        try Console.out(bytes: Array(CompletionScript.render(shell, commands: Command.all.map(\.spec)).utf8))
        return .success
    }
}
