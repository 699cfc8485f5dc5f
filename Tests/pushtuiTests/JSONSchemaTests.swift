import Foundation
import PushCore
import PushTestSupport
import Testing
import PushDelivery

/// `--json` has one schema: every result line of APNs, FCM and broadcast sends carries the same
/// camelCase keys in the same order, and `channels` speaks camelCase too.
@Suite struct JSONSchemaTests {
    /// The keys of a one-line JSON object, in order, read with PushCore's parser.
    private static func keys(_ line: Substring) throws -> [String] {
        guard case .object(let members) = try JSONParser.parse(String(line)) else { throw TestSupportError.failed("not an object: \(line)") }
        return members.map(\.key)
    }

    private static let resultKeys = ["service", "token", "target", "channelID", "status", "outcome", "reason", "apnsID", "uniqueID",
                                     "requestID", "messageName", "message", "timestamp", "retryAfter", "attempts", "latencyMs", "error"]

    @Test func apnsBroadcastAndChannelLinesShareTheSchema() throws {
        let bed = try SendTestbed()
        defer { bed.stop() }
        let apns = try Pushtui.run(["send", "--json"] + bed.targetFlags + ["--token", SendTestbed.token(number: 1), "--alert", "hi"])
        #expect(apns.status == 0, "\(apns.transcript)")
        let apnsLine = try #require(apns.standardOutput.split(separator: "\n").first)
        #expect(try Self.keys(apnsLine) == Self.resultKeys, "\(apnsLine)")
        #expect(apnsLine.contains(#""service":"apns","token":"\#(SendTestbed.token(number: 1))""#), "\(apnsLine)")

        let created = try Pushtui.run(["channels", "create", "--json"] + bed.targetFlags)
        #expect(created.status == 0, "\(created.transcript)")
        let createdLine = try #require(created.standardOutput.split(separator: "\n").first)
        #expect(try Self.keys(createdLine) == ["channelID", "messageStoragePolicy"], "\(createdLine)")
        guard case .object(let members) = try JSONParser.parse(String(createdLine)), case .string(let channelID)? = members.first?.value else {
            Issue.record("no channel ID: \(createdLine)")
            return
        }
        let read = try Pushtui.run(["channels", "read", channelID, "--json"] + bed.targetFlags)
        #expect(try Self.keys(try #require(read.standardOutput.split(separator: "\n").first)) == ["channelID", "messageStoragePolicy", "pushType"],
                "\(read.transcript)")

        let payload = try bed.files.write(ChannelCommandTests.payload, to: "update.json")
        let broadcast = try Pushtui.run(["send", "--channel", channelID, "--payload", payload, "--json"] + bed.targetFlags)
        #expect(broadcast.status == 0, "\(broadcast.transcript)")
        let broadcastLine = try #require(broadcast.standardOutput.split(separator: "\n").first)
        #expect(try Self.keys(broadcastLine) == Self.resultKeys, "\(broadcastLine)")
        #expect(broadcastLine.contains(#""service":"broadcast","token":null,"target":null,"channelID":"\#(channelID)""#), "\(broadcastLine)")
        #expect(!broadcast.standardOutput.contains("-id\""), "no kebab-case keys: \(broadcastLine)")
    }

    @Test func fcmLinesShareTheSchema() throws {
        let bed = try FCMSendCommandTests.Bed()
        defer { bed.stop() }
        let result = try Pushtui.run(["send"] + bed.profileFlags + ["--token", FCMSendCommandTests.registrationToken, "--token", "dead",
                                                                     "--json", "--payload", bed.message])
        let lines = result.standardOutput.split(separator: "\n")
        try #require(lines.count == 2, "\(result.transcript)")
        for line in lines { #expect(try Self.keys(line) == Self.resultKeys, "\(line)") }
        #expect(lines[1].contains(#""reason":"UNREGISTERED""#), "FCM's error code stands where APNs's reason does: \(lines[1])")
        #expect(!result.standardOutput.contains("error-code"), "\(result.transcript)")
    }
}
