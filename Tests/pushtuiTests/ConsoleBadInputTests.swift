import Foundation
import PushCore
import PushTestSupport
import Testing

/// End-to-end: the real console in tmux fed what goes wrong in practice — a huge paste, bytes that
/// are not UTF-8, a profile that points at a missing key, and a server that is not there. Each must
/// become something on the screen, never a crash. (A tiny terminal and profile files that do not
/// load are tested headless in KeyBehaviourSessionTests.)
@Suite(.serialized) struct ConsoleBadInputTests {
    @Test func aOneMegabytePasteShowsTheOverLimitErrorAndKeysStillWork() throws {
        let console = try ConsoleHarness(waitFor: ConsoleDemoTests.demoPayloadMeter)
        let session = console.session
        // Pasted before the demo payload's `{` at the cursor, it turns the demo payload into the
        // value of "rest"; a `}` typed at the end closes the outer object.
        let head = #"{"aps": {"alert": "big"}, "pad": ""#
        let tail = #"", "rest": "#
        let paste = head + String(repeating: "x", count: (1 << 20) - head.utf8.count - tail.utf8.count) + tail
        try session.paste(paste)
        try session.waitFor("✗ invalid", timeout: 20)
        try session.sendKeys("Down", "Down", "Down", "Down", "Down", "Down", "Down", "Down", "Down", "Down", "End")
        try session.type("}")
        let screen = try session.waitFor(#"over the 4,096-byte limit"#, timeout: 20)
        let shownCount = try #require(ConsoleHarness.meterCount(on: screen), "no meter:\n\(screen)")
        #expect(shownCount > 1 << 20)

        try session.sendKeys("Tab")
        try session.waitFor("┏━ Responses", timeout: 20)
        try session.sendKeys("C-q")
        #expect(try console.exitStatus() == 0)
        try console.expectRestored()
        let draft = try #require(try console.drafts()[console.demoProfileFile])
        #expect(draft.hasPrefix(paste))
        #expect(PayloadDocument(text: draft).byteCount == shownCount)
    }

    @Test func invalidUTF8BytesDoNotHarmTheEditor() throws {
        let console = try ConsoleHarness(waitFor: ConsoleDemoTests.demoPayloadMeter)
        let session = console.session
        try session.sendKeys("Down", "Down", "Down", "End", "Left", "Left")
        // In one write: bytes no UTF-8 decoder accepts, a lead byte without its continuation, an
        // encoded surrogate, then good text.
        try session.sendBytes([0xFF, 0xFE, 0xC3, 0x28, 0xED, 0xA0, 0x80] + Array("ok".utf8))
        // Once a Z typed afterwards shows, everything before it has been read.
        var screen = ""
        for _ in 0..<5 where screen.firstMatch(of: /"Hello[^"]*Z+"/) == nil {
            try session.type("Z")
            screen = (try? session.waitFor(#""Hello[^"]*Z+""#, timeout: 2)) ?? ""
        }
        let lastScreen = try session.capture()
        try #require(screen.firstMatch(of: /"Hello[^"]*Z+"/) != nil, "the editor stopped taking keys:\n\(lastScreen)")
        #expect(try session.format("#{pane_dead}") == "0")
        // Only the bad bytes go: the `(` after the cut-short C3 is a character of its own, as every
        // UTF-8 decoder reads it.
        #expect(screen.contains(#""Hello(okZ"#), "the text after the bad bytes is gone:\n\(screen)")
        try session.sendKeys("C-q")
        #expect(try console.exitStatus() == 0)
        let draft = try #require(try console.drafts()[console.demoProfileFile])
        // Bad bytes are dropped, not turned into replacement characters or control bytes.
        #expect(!draft.unicodeScalars.contains { $0 == "\u{FFFD}" || ($0.value < 0x20 && $0 != "\n") }, "\(draft.debugDescription)")
        #expect(PayloadDocument(text: draft).syntaxError == nil, "\(draft)")
    }

    @Test func aMissingKeyFileFailsTheSendNamingThePath() throws {
        let testbed = try SendTestbed()
        defer { testbed.stop() }
        let missingKey = testbed.files.file("nowhere/AuthKey_MISSING.p8")
        let profile = testbed.profileJSON(name: "no key", keyFile: missingKey, tokens: [Self.tokenEntry])
        let console = try ConsoleHarness(profiles: ["no-key.json": Array(profile.utf8)])
        let session = console.session
        try session.waitFor("no key")
        try session.sendKeys("C-s")
        let screen = try session.waitFor(#"--- +Failed "#)
        let status = screen.split(separator: "\n").last { !$0.trimmingCharacters(in: .whitespaces).isEmpty } ?? ""
        #expect(status.contains("not sent: ") && status.contains(missingKey), "the status does not name the key file:\n\(screen)")
        // The console keeps going: the next pane takes the focus.
        try session.sendKeys("Tab")
        try session.waitFor("┏━ Responses")
    }

    @Test func aServerThatIsNotThereGivesAFailedRowAndTheConsoleKeepsWorking() throws {
        let testbed = try SendTestbed()
        defer { testbed.stop() }
        // Port 1 on loopback: nothing listens, so the connection is refused mid-send.
        let profile = testbed.profileJSON(name: "closed port", tokens: [Self.tokenEntry])
            .replacingOccurrences(of: testbed.simulator.endpoint.url, with: "https://127.0.0.1:1")
        let console = try ConsoleHarness(profiles: ["closed.json": Array(profile.utf8)])
        let session = console.session
        try session.waitFor("closed port")
        try session.sendKeys("C-s")
        try session.waitFor(#"--- +(Unavailable|Failed) +.*127\.0\.0\.1:1 refused"#, timeout: 20)
        try session.sendKeys("Tab")
        try session.waitFor("┏━ Responses")
        try session.sendKeys("Tab")
        try session.waitFor("┏━ Profiles")
    }

    /// One device in a token book, as profile JSON.
    static let tokenEntry = #"{"label": "test phone", "token": "\#(ProfileFixture.token)", "kind": "device"}"#
}
