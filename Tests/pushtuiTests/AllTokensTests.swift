import Foundation
import PushTestSupport
import Testing
import PushDelivery

/// `send --all-tokens` with a profile's token book: dead tokens are skipped with a note, and the
/// answers 410 Unregistered and 400 BadDeviceToken are written back into the profile file.
@Suite struct AllTokensTests {
    static let liveToken = SendTestbed.token(number: 1)
    static let deadToken = SendTestbed.token(number: 2)

    /// A book with one live token, one already dead, and the two the simulator is scripted to reject.
    static let book = [
        #"{"label": "Live phone", "token": "\#(liveToken)", "kind": "device"}"#,
        #"{"label": "Old iPad", "token": "\#(deadToken)", "lastOutcome": "Unregistered", "lastSeen": "2026-11-02T10:15:00Z"}"#,
        #"{"label": "Gone phone", "token": "\#(SendTestbed.unregisteredToken)", "colour": "blue"}"#,
        #"{"label": "Other environment", "token": "\#(SendTestbed.badToken)", "note": "sandbox build"}"#,
    ]

    /// The token-book entry for `token` in the profile file as it is on disk now.
    private func entry(_ token: String, in profile: String) throws -> [String: Any] {
        let object = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: profile))) as? [String: Any])
        let tokens = try #require(object["tokens"] as? [[String: Any]])
        return try #require(tokens.first { $0["token"] as? String == token }, "no entry for \(token)")
    }

    /// A profile kept elsewhere (a dotfiles or team repository) and linked into the profiles
    /// directory: the dead marks go into the real file, and the link stays a link.
    @Test func aLinkedProfileStaysALinkAndItsFileGetsTheMarks() throws {
        let bed = try SendTestbed()
        defer { bed.stop() }
        let written = try bed.writeProfile(bed.profileJSON(name: "book", tokens: Self.book), named: "book")
        let elsewhere = bed.files.file("team-repo")
        try FileManager.default.createDirectory(atPath: elsewhere, withIntermediateDirectories: true)
        let real = elsewhere + "/real.json"
        try FileManager.default.moveItem(atPath: written, toPath: real)
        try FileManager.default.createSymbolicLink(atPath: written, withDestinationPath: "../team-repo/real.json")
        let result = try Pushtui.run(["send", "--profile", "book", "--profiles", bed.profilesDirectory, "--all-tokens", "--alert", "hi"])
        #expect(result.status == ExitCode.failure.rawValue, "\(result.transcript)")
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: written) == "../team-repo/real.json", "the link was replaced")
        #expect(try entry(SendTestbed.unregisteredToken, in: real)["lastOutcome"] as? String == "Unregistered")
        #expect(try FileManager.default.contentsOfDirectory(atPath: elsewhere) == ["real.json"])
    }

    @Test func deadTokensAreSkippedAndNewlyDeadOnesAreRecordedInTheProfile() throws {
        let bed = try SendTestbed()
        defer { bed.stop() }
        let profile = try bed.writeProfile(bed.profileJSON(name: "book", tokens: Self.book,
                                                           extraMembers: #""comment": "kept across writes""#), named: "book")
        try FileManager.default.setAttributes([.posixPermissions: 0o644], ofItemAtPath: profile)
        let before = Date()
        let result = try Pushtui.run(["send", "--profile", "book", "--profiles", bed.profilesDirectory, "--all-tokens",
                                      "--alert", "hi", "--json"])
        let after = Date()
        #expect(result.status == ExitCode.failure.rawValue, "\(result.transcript)")
        #expect(result.standardError.contains("skipped Old iPad (…\(Self.deadToken.suffix(8))): Unregistered since 2026-11-02"),
                "\(result.transcript)")
        let sent = [Self.liveToken, SendTestbed.unregisteredToken, SendTestbed.badToken]
        #expect(try bed.journal().map(\.path).sorted() == sent.map { "/3/device/\($0)" }.sorted(), "the dead token was sent to")
        #expect(result.standardOutput.split(separator: "\n").count == 3, "\(result.transcript)")

        // The two rejected tokens now carry the answer and the time, in UTC to the second: the 410
        // as the token's last outcome, the BadDeviceToken as the sandbox's answer (the token may
        // be production's); the delivered token as the sandbox's too.
        let sandbox = { (token: String) throws -> [String: Any] in
            try #require((try self.entry(token, in: profile)["environments"] as? [String: Any])?["sandbox"] as? [String: Any])
        }
        #expect(try sandbox(Self.liveToken)["outcome"] as? String == "Delivered")
        for (token, reason) in [(SendTestbed.unregisteredToken, "Unregistered"), (SendTestbed.badToken, "BadDeviceToken")] {
            let written = reason == "Unregistered" ? try entry(token, in: profile) : try sandbox(token)
            #expect((written["lastOutcome"] ?? written["outcome"]) as? String == reason)
            let lastSeen = try #require((written["lastSeen"] ?? written["seen"]) as? String, "\(written)")
            let time = try #require(ISO8601DateFormatter().date(from: lastSeen), "not ISO 8601: \(lastSeen)")
            #expect(lastSeen.hasSuffix("Z"))
            #expect(time >= before.addingTimeInterval(-1) && time <= after.addingTimeInterval(1), "\(lastSeen)")
        }
        // APNs's own day for the 410 (the scenario's `since`), beside the time we learned it.
        #expect(try entry(SendTestbed.unregisteredToken, in: profile)["invalidSince"] as? String == "2026-01-01T00:00:00Z")
        #expect(try entry(SendTestbed.badToken, in: profile)["invalidSince"] == nil, "a 400 carries no timestamp")
        #expect(try entry(Self.liveToken, in: profile)["lastOutcome"] == nil)
        #expect(try entry(Self.deadToken, in: profile)["lastSeen"] as? String == "2026-11-02T10:15:00Z")
        // What pushtui does not know survives the rewrite.
        #expect(try entry(SendTestbed.unregisteredToken, in: profile)["colour"] as? String == "blue")
        #expect(try entry(SendTestbed.badToken, in: profile)["note"] as? String == "sandbox build")
        let object = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: profile))) as? [String: Any])
        #expect(object["comment"] as? String == "kept across writes")
        // Written atomically and privately: mode 0600, no temporary file left behind.
        let attributes = try FileManager.default.attributesOfItem(atPath: profile)
        #expect(attributes[.posixPermissions] as? Int == 0o600)
        #expect(try FileManager.default.contentsOfDirectory(atPath: bed.profilesDirectory) == ["book.json"])

        // The next --all-tokens skips all three dead tokens and reaches only the live one.
        let again = try Pushtui.run(["send", "--profile", "book", "--profiles", bed.profilesDirectory, "--all-tokens",
                                     "--alert", "again"])
        #expect(again.status == ExitCode.success.rawValue, "\(again.transcript)")
        #expect(again.standardError.split(separator: "\n").filter { $0.hasPrefix("skipped ") }.count == 3, "\(again.transcript)")
        #expect(again.standardError.contains("skipped Other environment (…\(SendTestbed.badToken.suffix(8))): BadDeviceToken in sandbox since "),
                "\(again.transcript)")
        #expect(again.standardError.contains(
            "skipped Gone phone (…\(SendTestbed.unregisteredToken.suffix(8))): Unregistered since 2026-01-01\n"),
            "the day APNs named, not the day it answered: \(again.transcript)")
        #expect(try bed.journal().count == 4)
        #expect(try bed.journal().last?.path == "/3/device/\(Self.liveToken)")
    }

    @Test func aBookOfOnlyDeadTokensSendsNothing() throws {
        let bed = try SendTestbed()
        defer { bed.stop() }
        try bed.writeProfile(bed.profileJSON(name: "dead", tokens: [Self.book[1]]), named: "dead")
        let result = try Pushtui.run(["send", "--profile", "dead", "--profiles", bed.profilesDirectory, "--all-tokens",
                                      "--alert", "hi"])
        #expect(result.status == ExitCode.invalidInput.rawValue, "\(result.transcript)")
        #expect(result.standardError.contains("every token in the book is dead (1 skipped); nothing to send"), "\(result.transcript)")
        #expect(try bed.journalAfterSentinelPush().count == 1)
    }

    @Test func allTokensWithoutAProfileIsAUsageError() throws {
        let bed = try SendTestbed()
        defer { bed.stop() }
        let result = try Pushtui.run(["send"] + bed.targetFlags + ["--all-tokens", "--alert", "hi"])
        #expect(result.status == ExitCode.usage.rawValue, "\(result.transcript)")
        #expect(result.standardError.contains("--all-tokens needs a --profile whose token book has tokens"), "\(result.transcript)")
    }

    @Test func aDeliveredPushClearsADeadRecord() throws {
        let bed = try SendTestbed()
        defer { bed.stop() }
        let profile = try bed.writeProfile(bed.profileJSON(name: "revived", tokens: [Self.book[1]]), named: "revived")
        // Named explicitly, a dead token is still sent to (only --all-tokens skips it); the simulator delivers.
        let result = try Pushtui.run(["send", "--profile", "revived", "--profiles", bed.profilesDirectory,
                                      "--token", Self.deadToken, "--alert", "hi"])
        #expect(result.status == ExitCode.success.rawValue, "\(result.transcript)")
        #expect(try bed.journal().map(\.status) == [200])
        let revived = try entry(Self.deadToken, in: profile)
        // README: "A later push to the same token that is delivered (with `--token`) clears it."
        #expect(revived["lastOutcome"] as? String == "Delivered", "\(revived)")
        #expect(revived["lastSeen"] as? String != "2026-11-02T10:15:00Z", "\(revived)")
    }
}
