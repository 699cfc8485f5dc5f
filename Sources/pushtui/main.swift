import Foundation

/// Every command pushtui knows, in the order `pushtui --help` lists them.
let commands: [Command] = [
    SendCommand.command,
    ValidateCommand.command,
    CurlCommand.command,
    SimCommand.command,
    JWTCommand.command,
]

exit(await CommandRunner(commands: commands).run(Array(CommandLine.arguments.dropFirst())).rawValue)
