import Foundation
import PushDelivery
import PushTestSupport
import Testing
@testable import pushtui

/// The built binary's help, exit codes and usage errors, as a script or a person meets them.
@Suite struct HelpAndUsageTests {
    @Test func noArgumentsPrintsTheOverviewAndExitsWithUsage() throws {
        let result = try Pushtui.run([])
        #expect(result.status == ExitCode.usage.rawValue, "\(result.transcript)")
        #expect(result.standardOutput.isEmpty, "\(result.transcript)")
        #expect(result.standardError.hasPrefix("usage: pushtui <command> [options]"), "\(result.transcript)")
        #expect(result.standardError.contains("\n  sim "), "\(result.transcript)")
        #expect(result.standardError.contains("\n  jwt "), "\(result.transcript)")
    }

    @Test(arguments: ["--help", "-h", "help"])
    func helpPrintsTheOverviewAndSucceeds(_ word: String) throws {
        let result = try Pushtui.run([word])
        #expect(result.status == ExitCode.success.rawValue, "\(result.transcript)")
        #expect(result.standardOutput.hasPrefix("usage: pushtui <command> [options]"), "\(result.transcript)")
        #expect(result.standardOutput.contains("Run 'pushtui <command> --help' for a command's options."))
        #expect(result.standardError.isEmpty, "\(result.transcript)")
    }

    @Test func unknownCommandIsAUsageError() throws {
        let result = try Pushtui.run(["send-all"])
        #expect(result.status == ExitCode.usage.rawValue, "\(result.transcript)")
        #expect(result.standardError.hasPrefix("pushtui: unknown command 'send-all'\n"), "\(result.transcript)")
        #expect(result.standardOutput.isEmpty, "\(result.transcript)")
    }

    @Test(arguments: [
        ("jwt", ["profile", "profiles", "key-file", "key-id", "team-id", "issued-at", "inspect"]),
        ("sim", ["port", "host", "state-dir", "scenario", "devices", "journal", "trust-key", "environment", "max-streams", "initial-streams", "client-ca",
                 "idle-timeout", "handshake-timeout", "event-loops", "ready-file",
                 "fcm", "trust-service-account", "fcm-error"]),
    ])
    func commandHelpListsEveryOption(_ command: String, _ options: [String]) throws {
        let result = try Pushtui.run([command, "--help"])
        #expect(result.status == ExitCode.success.rawValue, "\(result.transcript)")
        #expect(result.standardOutput.hasPrefix("usage: pushtui \(command) [options]"), "\(result.transcript)")
        let listed = Set(result.standardOutput.split(separator: "\n").compactMap { line -> String? in
            let words = line.split(separator: " ")
            guard line.hasPrefix("  --"), let first = words.first else { return nil }
            return String(first.dropFirst(2))
        })
        #expect(listed == Set(options), "\(result.standardOutput)")
        // The spec is what the parser accepts; help must show all of it.
        let spec = try #require([SimCommand.command, JWTCommand.command].first { $0.spec.name == command }).spec
        #expect(Set(spec.options.map(\.name)) == listed)
    }

    /// Arguments after `pushtui`, and the message the person should read on standard error.
    static let usageErrors: [([String], String)] = [
        (["sim", "--verbose"], "pushtui sim: unknown option '--verbose' for 'pushtui sim'"),
        (["sim", "--prot", "8443"], "pushtui sim: unknown option '--prot' for 'pushtui sim'"),
        (["sim", "-p", "8443"], "pushtui sim: unknown option '-p' for 'pushtui sim' (options are spelled --name)"),
        (["sim", "--port"], "pushtui sim: --port needs a value (N)"),
        (["sim", "--port", "70000"], "pushtui sim: --port expects an integer from 0 to 65535, got '70000'"),
        (["sim", "--port", "https"], "pushtui sim: --port expects an integer from 0 to 65535, got 'https'"),
        (["sim", "--port", "1", "--port", "2"], "pushtui sim: --port was given twice; it takes one value"),
        (["sim", "--environment", "staging"], "pushtui sim: --environment expects one of sandbox, production, got 'staging'"),
        (["sim", "--trust-key", "ABC123DEFG"], "pushtui sim: --trust-key expects KEY_ID:TEAM_ID:KEY.pem, got 'ABC123DEFG'"),
        (["sim", "--trust-key", "ABC123DEFG::key.pem"], "pushtui sim: --trust-key expects KEY_ID:TEAM_ID:KEY.pem, got 'ABC123DEFG::key.pem'"),
        (["sim", "--max-streams", "0"], "pushtui sim: --max-streams expects an integer from 1 to 100000, got '0'"),
        (["jwt", "--key-id", "ABC123DEFG"], "pushtui jwt: no signing key: give --profile NAME, or --key-file, --key-id and --team-id (missing --key-file, --team-id)"),
        (["jwt", "--key-file", "k.p8", "--key-id", "A", "--team-id", "B", "--issued-at", "soon"],
         "pushtui jwt: --issued-at expects an integer from 0 to 4294967295, got 'soon'"),
        (["jwt", "extra"], "pushtui jwt: unexpected argument 'extra' for 'pushtui jwt'"),
    ]

    @Test(arguments: usageErrors)
    func usageErrorsExitWithUsageAndSaySo(_ arguments: [String], _ message: String) throws {
        let state = try TemporaryDirectory()
        // A private state directory, so a parser bug that lets `sim` start cannot touch the home directory.
        let stateArguments = arguments[0] == "sim" ? ["--state-dir", state.path] : []
        let result = try Pushtui.run([arguments[0]] + stateArguments + arguments.dropFirst())
        #expect(result.status == ExitCode.usage.rawValue, "\(result.transcript)")
        #expect(result.standardError == "\(message)\nRun 'pushtui \(arguments[0]) --help' for usage.\n", "\(result.transcript)")
        #expect(result.standardOutput.isEmpty, "\(result.transcript)")
        #expect(!FileManager.default.fileExists(atPath: state.file("ca.pem")), "sim started despite a usage error")
    }
}
