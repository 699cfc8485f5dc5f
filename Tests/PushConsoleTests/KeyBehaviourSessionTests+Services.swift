import Foundation
import PushCore
import PushTestSupport
import Testing
@testable import PushConsole

/// The two sends that are not pushes to APNs devices, through the real loop: an FCM profile sends
/// the message the editor shows to the topic it names, and a channel made in F4 gets a Live
/// Activity update broadcast (these were tmux tests in ConsoleFCMTests and ConsoleChannelsTests;
/// the send plans stand in for the simulator's journal, the runtime's own tests cover the wire).
extension KeyBehaviourSessionTests {
    @Test func anFCMProfileSendsTheMessageToItsTopicAndShowsADeliveredRow() throws {
        let profile = Profile.fcm(name: "fcm", serviceAccountFile: "service-account.json", endpoint: "https://127.0.0.1:2198",
                                  project: "demo-project")
        let start = run([], width: 120, height: 40, profile: profile).screen
        #expect(start.contains("FCM message"), "\(start)")
        // A new FCM profile starts with an FCM notification message whose placeholder token the
        // check explains. The token line, taken out from its end, becomes a topic.
        #expect(start.contains("message.token: registration token has '<' at column 1"), "\(start)")
        let tokenLine = "\"token\": \"\(PayloadTemplate.placeholderToken)\","
        let fixed = keys([.down, .end] + Array(repeating: .backspace, count: tokenLine.count)) + [.paste(#""topic": "news","#)]
        let valid = run(fixed, width: 120, height: 40, profile: profile).screen
        #expect(valid.contains("FCM would accept this message"), "\(valid)")

        let sent = run(fixed + keys(.control("s")), width: 120, height: 40, profile: profile)
        #expect(sent.screen.contains(try Regex("200 +Delivered +projects/")), "\(sent.screen)")
        #expect(sent.screen.contains("FCM topic"), "\(sent.screen)")
        let plans = sent.performer.sends
        try #require(plans.count == 1, "\(plans)")
        guard case .fcm(let message, let tokens) = plans[0].pushes else {
            Issue.record("not an FCM send: \(plans[0].pushes)")
            return
        }
        #expect(tokens.isEmpty, "the message names its target")
        let object = try JSONSerialization.jsonObject(with: Data(message.utf8)) as? [String: Any]
        #expect(object?["topic"] as? String == "news", "\(message)")
    }

    @Test func aChannelMadeInF4GetsALiveActivityUpdateBroadcast() throws {
        let channels = keys(.function(4))
        #expect(run(channels, width: 120, height: 40).screen.contains("no channels yet"), "\(run(channels, width: 120, height: 40).screen)")
        // The simulator's channel IDs are base64; the list shows the new one under the cursor.
        let created = channels + typed("1")
        let listed = run(created, width: 120, height: 40)
        #expect(listed.screen.contains(try Regex("▸ +[A-Za-z0-9+/=]{8,}")), "\(listed.screen)")
        #expect(listed.screen.contains("Broadcast channels of Local simulator"), "\(listed.screen)")
        let chosen = created + keys(.enter)
        #expect(run(chosen, width: 120, height: 40).screen.contains("Devices → channel"), "\(run(chosen, width: 120, height: 40).screen)")

        // The Live Activity update template, then send.
        let update = try #require(PayloadTemplate.apns.firstIndex { $0.name == "Live Activity update" })
        let templated = chosen + keys([.control("t")] + Array(repeating: .down, count: update) + [.enter])
        #expect(run(templated, width: 120, height: 40).screen.contains(#""event": "update""#))
        let sent = run(templated + keys(.control("s")), width: 120, height: 40)
        #expect(sent.screen.contains(try Regex("channel +200 Delivered")), "\(sent.screen)")
        #expect(sent.screen.contains("Responses (1)"), "\(sent.screen)")
        let madeOne = sent.performer.performed.contains { if case .createChannel = $0 { true } else { false } }
        #expect(madeOne, "no channel was created")
        guard case .broadcast(let request)? = sent.performer.sends.first?.pushes, sent.performer.sends.count == 1 else {
            Issue.record("not one broadcast: \(sent.performer.sends)")
            return
        }
        #expect(listed.screen.contains(request.channelID), "the broadcast went to another channel than the one listed")
        #expect(request.payload.contains(#""event":"update""#) || request.payload.contains(#""event": "update""#), "\(request.payload)")
    }
}
