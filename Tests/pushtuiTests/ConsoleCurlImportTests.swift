import Foundation
import PushCore
import PushTestSupport
import Testing

/// End-to-end: a curl command line pasted (bracketed) into the real console becomes the next push:
/// the dialog shows it, `y` imports it, and Ctrl-S sends exactly that payload with those headers.
@Suite(.serialized) struct ConsoleCurlImportTests {
    @Test func aPastedCurlCommandBecomesTheNextPush() throws {
        let console = try ConsoleHarness(waitFor: ConsoleDemoTests.demoPayloadMeter)
        let session = console.session
        let payload = #"{"aps":{"alert":"pasted from curl"}}"#
        // The demo's iPad Air (…8a0f1e3d is in its book).
        let command = """
            curl -v --header "apns-topic: com.example.demo" --header "apns-push-type: alert" --header "apns-collapse-id: pasted" \
            --header "authorization: bearer eyJhbGciOiJFUzI1NiJ9.e30.c2ln" --data '\(payload)' --http2 \
            https://api.sandbox.push.apple.com/3/device/5b1e7d3c9a2f4e6d8c0b1a3f5e7d9c2b4a6f8e0d1c3b5a7f9e2d4c6b8a0f1e3d
            """
        try session.paste(command)
        let dialog = try session.waitFor(#"Import the curl command\?[\s\S]*y import · Esc cancel"#)
        #expect(dialog.contains("apns-collapse-id pasted"), "\(dialog)")
        #expect(!dialog.contains("eyJ"), "the bearer token is on screen:\n\(dialog)")
        try session.type("y")
        try session.waitFor("imported the curl command; to iPad Air")
        try session.waitFor(#"pasted from curl"#)
        try session.sendKeys("C-s")
        try session.waitFor(#"Responses \(1\)[\s\S]*iPad Air +200 Delivered"#)
        try #require(poll(until: { ((try? console.historyRecords()) ?? []).count == 1 }), "no history line")
        let record = try #require(try console.historyRecords().first)
        #expect(record["body"] as? String == payload)
        #expect(record["token"] as? String == "…8a0f1e3d")
        let history = try String(contentsOfFile: console.historyFile, encoding: .utf8)
        #expect(!history.contains("eyJ"), "the pasted bearer token was stored")
        try session.sendKeys("C-q")
        #expect(try console.exitStatus() == 0)
    }
}
