import Foundation
import PushDelivery
import PushTestSupport
import Testing
@testable import pushtui

/// `pushtui send --help` and the mistakes a person makes on its command line. None of these reach
/// a server, so no simulator runs: a mistake must be caught before anything is sent.
@Suite struct SendUsageTests {
    static let token = String(repeating: "ab", count: 32)

    /// Every option issue 3 promises for `send`.
    static let promisedOptions: Set<String> = [
        "profile", "profiles", "endpoint", "ca-file", "key-file", "key-id", "team-id", "topic", "sandbox", "production",
        "token", "tokens-file", "all-tokens", "payload", "alert", "title", "badge", "sound",
        "type", "priority", "expiration", "collapse-id", "apns-id", "concurrency", "dry-run", "json",
    ]

    @Test func helpListsEveryOption() throws {
        let result = try Pushtui.run(["send", "--help"])
        #expect(result.status == ExitCode.success.rawValue, "\(result.transcript)")
        #expect(result.standardOutput.hasPrefix("usage: pushtui send [options]\n"), "\(result.transcript)")
        #expect(result.standardError.isEmpty, "\(result.transcript)")
        let listed = Set(result.standardOutput.split(separator: "\n").compactMap { line -> String? in
            // `  --name …`, or `  -v, --name …` for a flag with a one-letter spelling.
            let words = line.split(separator: " ")
            guard line.hasPrefix("  -"), let long = words.first(where: { $0.hasPrefix("--") }), words.firstIndex(of: long)! <= 1 else { return nil }
            return String(long.dropFirst(2))
        })
        #expect(Self.promisedOptions.subtracting(listed).isEmpty, "missing from help: \(Self.promisedOptions.subtracting(listed))")
        #expect(listed == Set(SendCommand.command.spec.options.map(\.name)), "help and parser disagree")
        // The exit codes are part of the contract scripts rely on.
        for code in ["0 all delivered", "1 a push was rejected", "2 usage", "3 a push got no answer",
                     "4 credentials unusable", "5 refused before sending", "130 interrupted"] {
            #expect(result.standardOutput.contains(code), "help does not explain exit \(code)")
        }
    }

    /// Arguments after `pushtui send`, the exit code, and the message on standard error.
    static let mistakes: [([String], ExitCode, String)] = [
        (["--token", token], .usage, "no payload: give --payload FILE (or - for stdin) or --alert TEXT"),
        (["--token", token, "--payload", "p.json", "--alert", "hi"], .usage, "give --payload or --alert, not both"),
        (["--token", token, "--payload", "p.json", "--title", "Hello"], .usage,
         "--title builds an alert and needs --alert; put it in the --payload file instead"),
        (["--token", token, "--payload", "p.json", "--sound", "default"], .usage,
         "--sound builds an alert and needs --alert; put it in the --payload file instead"),
        (["--alert", "hi"], .usage, "no device: give --token HEX, --tokens-file FILE or --all-tokens"),
        (["--alert", "hi", "--token", "12g4"], .invalidInput, "--token '12g4': device token is not hex: found 'g' at column 3"),
        (["--alert", "hi", "--token", String(repeating: "a", count: 11) + "g" + String(repeating: "a", count: 52)], .invalidInput,
         "device token is not hex: found 'g' at column 12"),
        (["--alert", "hi", "--token", token, "--sandbox", "--production"], .usage,
         "--sandbox and --production contradict each other; give one"),
        (["--alert", "hi", "--token", token, "--priority", "high"], .usage, "--priority expects 10, 5 or 1, got 'high'"),
        (["--alert", "hi", "--token", token, "--priority", "+5"], .usage, "--priority expects 10, 5 or 1, got '+5'"),
        (["--alert", "hi", "--token", token, "--expiration", "soon"], .usage,
         "--expiration: expiration is not a whole number of UNIX seconds: found 's' in 'soon'"),
        (["--alert", "hi", "--token", token, "--expiration", "-5"], .usage,
         "--expiration: expiration is not a whole number of UNIX seconds: found '-' in '-5'"),
        (["--alert", "hi", "--token", token, "--topic", "com.example.app", "--ca-file", "ca.pem"], .usage,
         "an extra CA (--ca-file) is only accepted with a custom endpoint"),
        (["--alert", "hi", "--token", token], .usage, "no topic: give --topic BUNDLE_ID or a --profile that has one"),
        (["--alert", "hi", "--token", token, "--topic", "com.example.app"], .usage,
         "no signing key: give --profile NAME, or --key-file, --key-id and --team-id (missing --key-file, --key-id, --team-id)"),
        (["--alert", "hi", "--token", token, "--badge", "many"], .usage, "--badge expects an integer"),
        (["--alert", "hi", "--token", token, "--loud"], .usage, "unknown option '--loud' for 'pushtui send'"),
        (["--alert", "hi", "--token", token, "--payload"], .usage, "--payload needs a value (FILE)"),
    ]

    @Test(arguments: mistakes)
    func mistakeExitsWithItsCodeAndSaysWhatIsWrong(_ arguments: [String], _ code: ExitCode, _ message: String) throws {
        let directory = try TemporaryDirectory(prefix: "pushtui-send-usage")
        // A private, empty working directory: no ./profiles, no p.json, no key to stumble on.
        let result = try Pushtui.run(["send"] + arguments, in: directory.url)
        #expect(result.status == code.rawValue, "\(result.transcript)")
        let firstLine = result.standardError.split(separator: "\n").first.map(String.init) ?? ""
        #expect(firstLine.hasPrefix("pushtui send: "), "\(result.transcript)")
        #expect(firstLine.contains(message), "\(result.transcript)")
        if code == .usage, !message.hasPrefix("an extra CA") {
            #expect(result.standardError.hasSuffix("\nRun 'pushtui send --help' for usage.\n"), "\(result.transcript)")
        }
        #expect(result.standardOutput.isEmpty, "\(result.transcript)")
    }

    /// Options read only once the key is loaded, so they need a real key to be reached.
    @Test(arguments: [
        (["--concurrency", "0"], "--concurrency expects an integer from 1 to 10000, got '0'"),
        (["--timeout", "forever"], "--timeout expects an integer from 1 to 3600, got 'forever'"),
        (["--retries", "11"], "--retries expects an integer from 0 to 10, got '11'"),
    ])
    func transportOptionOutOfRangeIsAUsageErrorAndSendsNothing(_ arguments: [String], _ message: String) throws {
        let bed = try SendTestbed()
        defer { bed.stop() }
        let result = try Pushtui.run(["send"] + bed.targetFlags + arguments + ["--token", Self.token, "--alert", "hi"])
        #expect(result.status == ExitCode.usage.rawValue, "\(result.transcript)")
        #expect(result.standardError.hasPrefix("pushtui send: \(message)\n"), "\(result.transcript)")
        #expect(try bed.journalAfterSentinelPush().count == 1)
    }

    @Test func aBadLineInTheTokensFileIsRefusedWithItsLineNumber() throws {
        let directory = try TemporaryDirectory(prefix: "pushtui-tokens")
        let file = try directory.write("# devices\n\(Self.token)\n\n  0123xyz  # typo\n", to: "tokens.txt")
        let result = try Pushtui.run(["send", "--tokens-file", file, "--alert", "hi"])
        #expect(result.status == ExitCode.invalidInput.rawValue, "\(result.transcript)")
        #expect(result.standardError.hasPrefix("pushtui send: tokens file \(file):4: device token is not hex: found 'x' at column "),
                "\(result.transcript)")
        #expect(result.standardOutput.isEmpty, "\(result.transcript)")
    }

    @Test func unknownProfileIsACredentialsErrorNamingItAndTheDirectory() throws {
        let directory = try TemporaryDirectory(prefix: "pushtui-profiles")
        try directory.write(#"{"name": "other"}"#, to: "other.json")
        let result = try Pushtui.run(["send", "--profile", "nope", "--profiles", directory.path, "--token", Self.token,
                                      "--alert", "hi"])
        #expect(result.status == ExitCode.credentials.rawValue, "\(result.transcript)")
        #expect(result.standardError.hasPrefix("pushtui send: no profile 'nope' in \(directory.path)"), "\(result.transcript)")
        #expect(result.standardOutput.isEmpty, "\(result.transcript)")
    }

    @Test func priorityOutsideAppleSetIsRefusedBeforeSending() throws {
        // A number parses, so the linter refuses it (exit 5) rather than the parser (exit 2).
        let result = try Pushtui.run(["send", "--alert", "hi", "--token", Self.token, "--topic", "com.example.app",
                                      "--priority", "7"])
        #expect(result.status == ExitCode.invalidInput.rawValue, "\(result.transcript)")
        #expect(result.standardError.contains("error: priority must be 10, 5 or 1; found 7"), "\(result.transcript)")
        #expect(result.standardError.hasSuffix("not sent: fix the errors above\n"), "\(result.transcript)")
    }
}
