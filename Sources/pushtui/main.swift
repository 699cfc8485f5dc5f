import Foundation
import PushCrypto
import PushStorage

// libcurl writes every TLS session secret to the file SSLKEYLOGFILE names; with them, a capture
// of the traffic gives away provider tokens and access tokens. A variable left in a shell profile
// for Wireshark must not do that to pushes, so it goes before libcurl is initialised.
unsetenv("SSLKEYLOGFILE")

// OpenSSL's first call decides whether `exit` frees its state under threads still using it: it
// must not (a send interrupted mid-batch exits while its clients are still being released).
OpenSSLLifetime.keepUntilProcessExit()

// A reader that goes away (`pushtui send --json | head -1`) must cost a failed write, which the
// commands report, not the process: a send killed by SIGPIPE would lose the rest of its results
// and history records.
signal(SIGPIPE, SIG_IGN)

// Before anything opens a descriptor that could land on a closed standard input.
InputFile.holdClosedStandardInput()

// On a terminal, `pushtui` alone opens the console; in a pipe or script it prints the overview.
let onTerminal = isatty(STDIN_FILENO) == 1 && isatty(STDOUT_FILENO) == 1
let runner = CommandRunner(commands: Command.all, interactiveDefault: onTerminal ? OpenConsoleCommand.command.spec.name : nil,
                           optionsDefault: OpenConsoleCommand.command.spec.name)
// The arguments as bytes: `CommandLine.arguments` would turn an invalid byte into U+FFFD unseen.
let argumentBytes = (1..<Int(CommandLine.argc)).map { index in
    CommandLine.unsafeArgv[index].map { Array(UnsafeBufferPointer(start: UnsafeRawPointer($0).assumingMemoryBound(to: UInt8.self), count: strlen($0))) } ?? []
}
exit(await runner.run(bytes: argumentBytes).rawValue)
