import Foundation
import PushSimulator
import PushTestSupport
import Testing
import PushDelivery

/// `pushtui send` run as a binary against the in-process simulator over real TLS: targets from
/// flags and from profiles, human and JSON output, batches in input order, exit codes 0, 1 and 4.
@Suite struct SendDeliveryTests {
    /// The members issue 3 documents for `--json`, in that order.
    static let jsonKeys = ["token", "status", "outcome", "reason", "apnsID", "uniqueID", "timestamp", "retryAfter", "latencyMs"]

    /// The JSON objects on standard output, one per line; a line that is not an object fails the test.
    private func jsonLines(_ output: String) throws -> [[String: Any]] {
        try output.split(separator: "\n").map { line in
            try #require(try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any], "not a JSON object: \(line)")
        }
    }

    /// The member names of a JSON object line in the order they appear.
    private func keyOrder(_ line: Substring) -> [String] {
        Self.jsonKeys.compactMap { key in line.range(of: "\"\(key)\":").map { (key, $0.lowerBound) } }
            .sorted { $0.1 < $1.1 }.map(\.0)
    }

    @Test func flagsDeliverOnePushAndPrintOneLinePlusSummary() throws {
        let bed = try SendTestbed()
        defer { bed.stop() }
        let token = SendTestbed.token(number: 1)
        let result = try Pushtui.run(["send"] + bed.targetFlags + ["--token", token, "--alert", "Hello", "--title", "Greeting",
                                                                   "--badge", "3", "--sound", "default"])
        #expect(result.status == ExitCode.success.rawValue, "\(result.transcript)")
        let lines = result.standardOutput.split(separator: "\n")
        try #require(lines.count == 2, "\(result.transcript)")
        let journal = try bed.journal()
        try #require(journal.count == 1)
        let received = journal[0]
        #expect(received.path == "/3/device/\(token)")
        #expect(received.status == 200)
        #expect(received.body == #"{"aps":{"alert":{"title":"Greeting","body":"Hello"},"badge":3,"sound":"default"}}"#)
        #expect(received.headers.contains { $0.name == "apns-topic" && $0.value == SendTestbed.topic })
        // The line names the push by its shortened token and the apns-id the server gave it.
        #expect(lines[0].hasPrefix("delivered  …\(token.suffix(8))  200  "), "\(lines[0])")
        #expect(lines[0].contains("apns-id \(try #require(received.apnsID))"), "\(lines[0])")
        #expect(!result.standardOutput.contains(token), "a full device token was printed")
        #expect(lines[1].hasPrefix("1 push in "), "\(lines[1])")
        #expect(lines[1].hasSuffix("over 1 connection: 1 delivered"), "\(lines[1])")
    }

    @Test func jsonPrintsOneObjectPerPushWithTheDocumentedKeysAndTheSummaryOnStderr() throws {
        let bed = try SendTestbed()
        defer { bed.stop() }
        let live = SendTestbed.token(number: 2)
        let result = try Pushtui.run(["send"] + bed.targetFlags + ["--json", "--token", live,
                                                                   "--token", SendTestbed.unregisteredToken, "--alert", "hi"])
        #expect(result.status == ExitCode.failure.rawValue, "\(result.transcript)")
        let objects = try jsonLines(result.standardOutput)
        try #require(objects.count == 2, "\(result.transcript)")
        for line in result.standardOutput.split(separator: "\n") {
            #expect(keyOrder(line) == Self.jsonKeys, "documented keys missing or out of order: \(line)")
        }
        let journal = try bed.journal()
        let delivered = objects[0], gone = objects[1]
        #expect(delivered["token"] as? String == live)
        #expect(delivered["status"] as? Int == 200)
        #expect(delivered["outcome"] as? String == "delivered")
        #expect(delivered["reason"] is NSNull)
        #expect(delivered["apnsID"] as? String == journal.first { $0.path.hasSuffix(live) }?.apnsID)
        #expect((delivered["uniqueID"] as? String)?.count == 36, "the sandbox simulator sends apns-unique-id")
        #expect(delivered["timestamp"] is NSNull)
        #expect(delivered["retryAfter"] is NSNull)
        #expect(delivered["latencyMs"] is Int)
        #expect(gone["token"] as? String == SendTestbed.unregisteredToken)
        #expect(gone["status"] as? Int == 410)
        #expect(gone["outcome"] as? String == "unregistered")
        #expect(gone["reason"] as? String == "Unregistered")
        // The scenario's `since`, 2026-01-01T00:00:00Z, in milliseconds.
        #expect(gone["timestamp"] as? Int == 1_767_225_600_000)
        // stdout is for machines: the summary goes to stderr.
        #expect(result.standardError.hasPrefix("2 pushes in "), "\(result.transcript)")
        #expect(result.standardError.contains("1 delivered, 1 unregistered"), "\(result.transcript)")
    }

    @Test func aBatchFromATokensFileIsAnsweredInInputOrder() throws {
        let bed = try SendTestbed()
        defer { bed.stop() }
        // 60 tokens in descending order with the two dead ones in the middle, so neither the hex
        // order nor the order answers happen to arrive in can pass for the input order.
        var tokens = (0..<60).reversed().map { SendTestbed.token(number: $0 + 1) }
        tokens.insert(SendTestbed.badToken, at: 17)
        tokens.insert(SendTestbed.unregisteredToken, at: 42)
        var file = "# devices for the batch test\n\n"
        for (index, token) in tokens.enumerated() {
            switch index % 3 {
            case 0: file += "\(token)\n"
            case 1: file += "  \(token.uppercased())   # phone \(index)\n"
            default: file += "\n# spare line\n<\(token)>\n"
            }
        }
        let tokensFile = try bed.files.write(file, to: "tokens.txt")
        let result = try Pushtui.run(["send"] + bed.targetFlags + ["--json", "--tokens-file", tokensFile, "--alert", "batch",
                                                                   "--concurrency", "20"])
        #expect(result.status == ExitCode.failure.rawValue, "\(result.transcript)")
        let objects = try jsonLines(result.standardOutput)
        #expect(objects.compactMap { $0["token"] as? String } == tokens)
        let statuses = objects.compactMap { $0["status"] as? Int }
        #expect(statuses.count == tokens.count)
        #expect(statuses.enumerated().filter { $0.element != 200 }.map(\.offset) == [17, 42])
        #expect(objects[17]["reason"] as? String == "BadDeviceToken")
        #expect(objects[42]["reason"] as? String == "Unregistered")
        // Exactly one request per token: nothing lost, nothing sent twice, one connection.
        let journal = try bed.journal()
        #expect(journal.count == tokens.count)
        #expect(Set(journal.map(\.path)) == Set(tokens.map { "/3/device/\($0)" }))
        #expect(Set(journal.map(\.connection)).count == 1)
        #expect(result.standardError.contains("62 pushes in "), "\(result.transcript)")
    }

    @Test func aStreamedTokensFileSendsEachDeviceOnceInInputOrderOverTwoConnections() throws {
        let bed = try SendTestbed()
        defer { bed.stop() }
        let given = SendTestbed.token(number: 500)
        let unique = (1...300).map { SendTestbed.token(number: $0) }
        // The file repeats some of its own tokens (in other spellings) and the one given with --token.
        var lines: [String] = []
        for (index, token) in unique.enumerated() {
            lines.append(token)
            if index % 7 == 3 { lines.append(unique[index / 2].uppercased()) }
            if index == 150 { lines.append("<\(given)>") }
        }
        let tokensFile = try bed.files.write(lines.joined(separator: "\n") + "\n", to: "tokens.txt")
        let result = try Pushtui.run(["send"] + bed.targetFlags + ["--json", "--token", given, "--tokens-file", tokensFile,
                                                                   "--alert", "streamed", "--connections", "2", "--concurrency", "16"])
        #expect(result.status == ExitCode.success.rawValue, "\(result.transcript)")
        let expected = [given] + unique
        #expect(try jsonLines(result.standardOutput).compactMap { $0["token"] as? String } == expected)
        let journal = try bed.journal()
        #expect(journal.count == expected.count)
        #expect(Set(journal.map(\.path)) == Set(expected.map { "/3/device/\($0)" }))
        #expect(Set(journal.map(\.connection)).count == 2)
        #expect(result.standardError.contains("301 pushes in "), "\(result.transcript)")
    }

    @Test func payloadFromStandardInputIsSentMinifiedAndRepeatedTokensOnce() throws {
        let bed = try SendTestbed()
        defer { bed.stop() }
        let input = try bed.files.write("{\n  \"aps\": {\"alert\": \"from stdin\"}\n}\n", to: "stdin.json")
        let token = SendTestbed.token(number: 9)
        // The same device spelled three ways is one device.
        let result = try Pushtui.run(["send"] + bed.targetFlags + ["--payload", "-", "--token", token,
                                                                   "--token", token.uppercased(), "--token", "<\(token)>"],
                                     input: input)
        #expect(result.status == ExitCode.success.rawValue, "\(result.transcript)")
        let journal = try bed.journal()
        #expect(journal.map(\.path) == ["/3/device/\(token)"])
        #expect(journal.first?.body == #"{"aps":{"alert":"from stdin"}}"#)
        #expect(result.standardOutput.split(separator: "\n").count == 2, "\(result.transcript)")
    }

    @Test func profileWithRelativeKeyFileSendsAndLabelsTokensFromItsBook() throws {
        let bed = try SendTestbed()
        defer { bed.stop() }
        let token = SendTestbed.token(number: 3)
        // The key sits next to the profile and is named relative to it.
        try FileManager.default.copyItem(atPath: bed.keyFile, toPath: bed.profilesDirectory + "/signing.p8")
        let profile = bed.profileJSON(name: "local", keyFile: "signing.p8",
                                      tokens: [#"{"label": "Ana's phone", "token": "\#(token)"}"#])
        try bed.writeProfile(profile, named: "local")
        // Run from elsewhere, so "relative" cannot mean "relative to the working directory".
        let elsewhere = try TemporaryDirectory(prefix: "pushtui-cwd")
        let result = try Pushtui.run(["send", "--profile", "local", "--profiles", bed.profilesDirectory,
                                      "--token", token, "--alert", "hi"], in: elsewhere.url)
        #expect(result.status == ExitCode.success.rawValue, "\(result.transcript)")
        #expect(result.standardOutput.hasPrefix("delivered  Ana's phone (…\(token.suffix(8)))  200"), "\(result.transcript)")
        let journal = try bed.journal()
        #expect(journal.map(\.path) == ["/3/device/\(token)"])
        #expect(journal.first?.headers.contains { $0.name == "apns-topic" && $0.value == SendTestbed.topic } == true)
    }

    /// How a profile may spell the path of its key file.
    enum KeyPathSpelling: String, CaseIterable, Sendable {
        case tilde = "~/keys/AuthKey.p8"
        case variable = "$PUSHTUI_TEST_KEYS/AuthKey.p8"
        case bracedVariable = "${PUSHTUI_TEST_KEYS}/AuthKey.p8"
    }

    @Test(arguments: KeyPathSpelling.allCases)
    func profileKeyFileExpandsHomeAndVariables(_ spelling: KeyPathSpelling) throws {
        let bed = try SendTestbed()
        defer { bed.stop() }
        let home = try TemporaryDirectory(prefix: "pushtui-home")
        try FileManager.default.createDirectory(atPath: home.file("keys"), withIntermediateDirectories: true)
        try FileManager.default.copyItem(atPath: bed.keyFile, toPath: home.file("keys/AuthKey.p8"))
        try bed.writeProfile(bed.profileJSON(name: "expanding", keyFile: spelling.rawValue), named: "expanding")
        let result = try Pushtui.run(["send", "--profile", "expanding", "--profiles", bed.profilesDirectory,
                                      "--token", SendTestbed.token(number: 4), "--alert", "hi"],
                                     environment: ["HOME": home.path, "PUSHTUI_TEST_KEYS": home.file("keys")])
        let statuses = try bed.journal().map(\.status)
        #expect(result.status == ExitCode.success.rawValue, "\(result.transcript)")
        #expect(statuses == [200])
    }

    @Test func flagsOverrideTheProfile() throws {
        let bed = try SendTestbed()
        defer { bed.stop() }
        try bed.writeProfile(bed.profileJSON(name: "local"), named: "local")
        let result = try Pushtui.run(["send", "--profile", "local", "--profiles", bed.profilesDirectory,
                                      "--topic", "com.example.other", "--token", SendTestbed.token(number: 5), "--alert", "hi"])
        #expect(result.status == ExitCode.success.rawValue, "\(result.transcript)")
        let headers = try #require(try bed.journal().first).headers
        #expect(headers.contains { $0.name == "apns-topic" && $0.value == "com.example.other" }, "\(headers)")
    }

    @Test func anUndefinedVariableInTheKeyPathIsACredentialsErrorNamingIt() throws {
        let bed = try SendTestbed()
        defer { bed.stop() }
        let profile = try bed.writeProfile(bed.profileJSON(name: "unset", keyFile: "$PUSHTUI_TEST_UNSET_VARIABLE/AuthKey.p8"),
                                           named: "unset")
        // `--profile` takes the file's path as well as a name.
        let result = try Pushtui.run(["send", "--profile", profile, "--token", SendTestbed.token(number: 6), "--alert", "hi"])
        #expect(result.status == ExitCode.credentials.rawValue, "\(result.transcript)")
        #expect(result.standardError.contains(profile), "\(result.transcript)")
        #expect(result.standardError.contains("auth.keyFile"), "\(result.transcript)")
        #expect(result.standardError.contains("PUSHTUI_TEST_UNSET_VARIABLE"), "\(result.transcript)")
        #expect(try bed.journalAfterSentinelPush().count == 1, "a push went out despite the credentials error")
    }

    @Test func aMissingKeyFileIsACredentialsErrorAndSendsNothing() throws {
        let bed = try SendTestbed()
        defer { bed.stop() }
        let missing = bed.files.file("AuthKey_GONE.p8")
        var flags = bed.targetFlags
        flags[try #require(flags.firstIndex(of: "--key-file")) + 1] = missing
        let result = try Pushtui.run(["send"] + flags + ["--token", SendTestbed.token(number: 7), "--alert", "hi"])
        #expect(result.status == ExitCode.credentials.rawValue, "\(result.transcript)")
        #expect(result.standardError.hasPrefix("pushtui send: "), "\(result.transcript)")
        #expect(result.standardError.contains(missing), "\(result.transcript)")
        #expect(result.standardOutput.isEmpty, "\(result.transcript)")
        #expect(try bed.journalAfterSentinelPush().count == 1, "a push went out without a key")
    }

    @Test func aBrokenProfileIsACredentialsErrorWithFileAndFieldAndIsLeftUntouched() throws {
        let bed = try SendTestbed()
        defer { bed.stop() }
        let text = bed.profileJSON(name: "broken").replacingOccurrences(of: #""environment": "sandbox""#,
                                                                      with: #""environment": "prod""#)
        let profile = try bed.writeProfile(text, named: "broken")
        let result = try Pushtui.run(["send", "--profile", "broken", "--profiles", bed.profilesDirectory,
                                      "--token", SendTestbed.token(number: 8), "--alert", "hi"])
        #expect(result.status == ExitCode.credentials.rawValue, "\(result.transcript)")
        #expect(result.standardError.contains(profile), "\(result.transcript)")
        #expect(result.standardError.contains("environment: expected one of sandbox, production, found 'prod'"), "\(result.transcript)")
        #expect(try String(contentsOfFile: profile, encoding: .utf8) == text)
        #expect(try bed.journalAfterSentinelPush().count == 1)
    }
}
