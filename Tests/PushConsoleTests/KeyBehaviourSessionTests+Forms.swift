import Foundation
import PushCore
import Testing
@testable import PushConsole

/// What the quick alert form and a pasted curl command make of the next push, through the real
/// loop (these were tmux tests in ConsoleQuickAlertTests and ConsoleCurlImportTests; the send plan
/// and the history rows stand in for the simulator's journal and the history file).
extension KeyBehaviourSessionTests {
    @Test func aFilledFormIsTheAlertTheSimulatorReceives() throws {
        let form = run(keys(.function(7))).screen
        #expect(form.contains(try Regex(#"Quick alert[\s\S]*title {5}Hello"#)), "\(form)")
        let filled = keys(.function(7)) + [#"Gate "B42""#, #"UA\901"#, "Boarding now 🛫", "3", "default"].flatMap { text in
            keys(.control("u")) + typed(text) + keys(.tab)
        } + keys(.enter)
        let written = run(filled).screen
        #expect(written.contains("wrote the alert into the payload"), "\(written)")
        let sent = run(filled + keys(.control("s")))
        #expect(sent.screen.contains(try Regex(#"Responses \(1\)[\s\S]*200 Delivered"#)), "\(sent.screen)")
        // The device view shows the strings as the device decoded them.
        let device = run(filled + keys(.control("s"), .function(3))).screen
        let received = try Regex(#"The simulator's device received[\s\S]*alert[\s\S]*Gate "B42" +┃[\s\S]*UA\\901 +┃[\s\S]*Boarding now 🛫 +┃[\s\S]*badge 3 · ♪ default"#)
        #expect(device.contains(received), "\(device)")

        let rows = sent.performer.historyRows
        #expect(rows.count == 1, "no history row")
        let body = try #require(rows.first?.body)
        let aps = try #require((try JSONSerialization.jsonObject(with: Data(body.utf8)) as? [String: Any])?["aps"] as? [String: Any])
        let alert = try #require(aps["alert"] as? [String: String])
        #expect(alert == ["title": #"Gate "B42""#, "subtitle": #"UA\901"#, "body": "Boarding now 🛫"])
        #expect(aps["badge"] as? Int == 3 && aps["sound"] as? String == "default")
    }

    @Test func aPastedCurlCommandBecomesTheNextPush() throws {
        let payload = #"{"aps":{"alert":"pasted from curl"}}"#
        // The fixture's iPad Air (…8a0f1e3d is in its book).
        let command = """
            curl -v --header "apns-topic: com.example.demo" --header "apns-push-type: alert" --header "apns-collapse-id: pasted" \
            --header "authorization: bearer eyJhbGciOiJFUzI1NiJ9.e30.c2ln" --data '\(payload)' --http2 \
            https://api.sandbox.push.apple.com/3/device/\(F.tokens[1])
            """
        let dialog = run([.paste(command)]).screen
        #expect(dialog.contains(try Regex(#"Import the curl command\?[\s\S]*y import · Esc cancel"#)), "\(dialog)")
        #expect(dialog.contains("apns-collapse-id pasted"), "\(dialog)")
        #expect(!dialog.contains("eyJ"), "the bearer token is on screen:\n\(dialog)")
        let imported = run([.paste(command), .key(.character("y"))]).screen
        #expect(imported.contains("imported the curl command; to iPad Air"), "\(imported)")
        #expect(imported.contains("pasted from curl"), "\(imported)")
        let sent = run([.paste(command), .key(.character("y")), .key(.control("s"))])
        #expect(sent.screen.contains(try Regex(#"Responses \(1\)[\s\S]*iPad Air +200 Delivered"#)), "\(sent.screen)")
        let rows = sent.performer.historyRows
        #expect(rows.count == 1, "no history row")
        let row = try #require(rows.first)
        #expect(row.body == payload)
        #expect(row.shortToken == "…8a0f1e3d")
        #expect(!"\(sent.performer.performed)".contains("eyJ"), "the pasted bearer token went into an effect")
    }
}
