import Foundation

/// Every command pushtui knows, in the order `pushtui --help` lists them.
let commands: [Command] = [
    SimCommand.command,
    JWTCommand.command,
]

exit(CommandRunner(commands: commands).run(Array(CommandLine.arguments.dropFirst())).rawValue)
