extension Command {
    /// Every command pushtui knows, in the order `pushtui --help` lists them.
    static let all: [Command] = [
        OpenConsoleCommand.command,
        SendCommand.command,
        ChannelsCommand.command,
        ValidateCommand.command,
        CurlCommand.command,
        ImportCurlCommand.command,
        LibraryCommand.command,
        SimCommand.command,
        JWTCommand.command,
        ProfileCommand.command,
        TokenCommand.command,
        SecretCommand.command,
        CompletionCommand.command,
    ]
}
