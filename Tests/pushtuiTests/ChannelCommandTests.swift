import Foundation
import PushTestSupport
import Testing
import PushDelivery

/// `pushtui channels` and `send --channel` run as a binary against the in-process simulator over TLS.
@Suite struct ChannelCommandTests {
    static let payload = #"{"aps":{"event":"update","content-state":{"score":"2-1"}}}"#

    @Test func createListReadSendDeleteThroughTheBinary() throws {
        let bed = try SendTestbed()
        defer { bed.stop() }
        let created = try Pushtui.run(["channels", "create", "--policy", "0"] + bed.targetFlags)
        #expect(created.status == ExitCode.success.rawValue, "\(created.transcript)")
        let channelID = created.standardOutput.trimmingCharacters(in: .whitespacesAndNewlines)
        #expect(Data(base64Encoded: channelID) != nil, "\(created.transcript)")

        let listed = try Pushtui.run(["channels", "list", "--json"] + bed.targetFlags)
        #expect(listed.status == ExitCode.success.rawValue, "\(listed.transcript)")
        let object = try JSONSerialization.jsonObject(with: Data(listed.standardOutput.utf8)) as? [String: Any]
        #expect(object?["channels"] as? [String] == [channelID])

        let read = try Pushtui.run(["channels", "read", channelID] + bed.targetFlags)
        #expect(read.standardOutput.contains("policy 0 (no message stored), push type LiveActivity"), "\(read.transcript)")

        let payloadFile = try bed.files.write(Self.payload, to: "update.json")
        let sent = try Pushtui.run(["send", "--channel", channelID, "--payload", payloadFile, "--expiration", "0", "--priority", "5"]
                                   + bed.targetFlags)
        #expect(sent.status == ExitCode.success.rawValue, "\(sent.transcript)")
        #expect(sent.standardOutput.hasPrefix("channel \(channelID): Delivered 200"), "\(sent.transcript)")
        let journal = try bed.simulator.waitForJournal { $0.contains { $0.path.hasPrefix("/4/") } }
        let broadcast = try #require(journal.first { $0.path == "/4/broadcasts/apps/\(SendTestbed.topic)" })
        #expect(broadcast.headers.contains { $0.name == "apns-channel-id" && $0.value == channelID })
        #expect(broadcast.headers.contains { $0.name == "apns-priority" && $0.value == "5" })
        #expect(!broadcast.headers.contains { $0.name == "apns-topic" })
        #expect(broadcast.body == #"{"aps":{"event":"update","content-state":{"score":"2-1"}}}"#)

        let deleted = try Pushtui.run(["channels", "delete", channelID] + bed.targetFlags)
        #expect(deleted.status == ExitCode.success.rawValue, "\(deleted.transcript)")
        let gone = try Pushtui.run(["channels", "read", channelID] + bed.targetFlags)
        #expect(gone.status == ExitCode.failure.rawValue)
        #expect(gone.standardError.contains("ChannelNotRegistered"), "\(gone.transcript)")
    }

    @Test func aBroadcastDryRunPrintsTheRequestAndSendsNothing() throws {
        let bed = try SendTestbed()
        defer { bed.stop() }
        let payloadFile = try bed.files.write(Self.payload, to: "update.json")
        let result = try Pushtui.run(["send", "--channel", "Y2hhbm5lbA==", "--payload", payloadFile, "--dry-run"] + bed.targetFlags)
        #expect(result.status == ExitCode.success.rawValue, "\(result.transcript)")
        let lines = result.standardOutput.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        #expect(lines.first?.hasPrefix("POST https://127.0.0.1:") == true, "\(result.transcript)")
        #expect(lines.first?.hasSuffix("/4/broadcasts/apps/\(SendTestbed.topic)") == true, "\(result.transcript)")
        #expect(lines.contains("apns-channel-id: Y2hhbm5lbA=="))
        #expect(lines.contains("apns-push-type: liveactivity"))
        #expect(lines.contains { $0.hasPrefix("authorization: bearer …") })
        #expect(lines.dropLast().last == #"{"aps":{"event":"update","content-state":{"score":"2-1"}}}"#)
        #expect(try bed.simulator.journal().isEmpty)
    }

    @Test func rejectedBroadcastExitsOneAndLintRefusesBeforeSending() throws {
        let bed = try SendTestbed()
        defer { bed.stop() }
        let payloadFile = try bed.files.write(Self.payload, to: "update.json")
        let unknown = try Pushtui.run(["send", "--channel", "AAAAAAAAAAAAAAAAAAAAAA==", "--payload", payloadFile, "--json"] + bed.targetFlags)
        #expect(unknown.status == ExitCode.failure.rawValue, "\(unknown.transcript)")
        let object = try JSONSerialization.jsonObject(with: Data(unknown.standardOutput.utf8)) as? [String: Any]
        #expect(object?["reason"] as? String == "ChannelNotRegistered")
        #expect(object?["outcome"] as? String == "invalidTarget")

        let badPriority = try Pushtui.run(["send", "--channel", "AA==", "--payload", payloadFile, "--priority", "1"] + bed.targetFlags)
        #expect(badPriority.status == ExitCode.invalidInput.rawValue, "\(badPriority.transcript)")
        #expect(badPriority.standardError.contains("not allowed for a broadcast"))
        #expect(try bed.simulator.waitForJournal { !$0.isEmpty }.count == 1)
    }

    @Test(arguments: [
        ["channels", "frob"],
        ["channels", "read"],
        ["channels", "list", "extra"],
        ["channels", "read", "AA==", "--policy", "1"],
        ["channels", "create", "--policy", "2"],
    ])
    func usageErrorsExitTwo(arguments: [String]) throws {
        let result = try Pushtui.run(arguments + ["--endpoint", "https://127.0.0.1:1", "--topic", "a"])
        #expect(result.status == ExitCode.usage.rawValue, "\(result.transcript)")
    }

    @Test func sendChannelRefusesDeviceOptions() throws {
        let result = try Pushtui.run(["send", "--channel", "AA==", "--token", String(repeating: "ab", count: 32), "--alert", "x"])
        #expect(result.status == ExitCode.usage.rawValue)
        #expect(result.standardError.contains("--token does not apply to a broadcast"), "\(result.transcript)")
    }

    @Test func unreachableServerExitsThree() throws {
        let bed = try SendTestbed()
        defer { bed.stop() }
        let flags = bed.targetFlags.map { $0 == bed.simulator.endpoint.url ? "https://127.0.0.1:1" : $0 }
        let result = try Pushtui.run(["channels", "list"] + flags)
        #expect(result.status == ExitCode.transport.rawValue, "\(result.transcript)")
    }
}
