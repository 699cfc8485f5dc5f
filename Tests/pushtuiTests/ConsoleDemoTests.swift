import Foundation
import PushCore
import PushTestSupport
import Testing

/// End-to-end: the real `pushtui` console in tmux, started with no profiles so the built-in demo
/// (the simulator in process, the "Local simulator" profile, four devices) is what the user sees.
/// Serialized: each test runs its own console and tmux server on a machine with few cores.
@Suite(.serialized) struct ConsoleDemoTests {
    /// The demo's untouched payload weighs this many wire bytes.
    static let demoPayloadMeter = "118 / 4,096 B"

    @Test func withoutProfilesTheDemoShows() throws {
        let console = try ConsoleHarness(waitFor: Self.demoPayloadMeter)
        let screen = try console.session.capture()
        #expect(screen.contains("LOCAL"))
        #expect(screen.contains("Local simulator"))
        #expect(screen.contains("built-in simulator"))
        for device in ["iPhone 16 Pro", "iPad Air", "Old iPhone (uninstalled)", "Lock Screen activity"] {
            #expect(screen.contains(device), "\(device) is missing:\n\(screen)")
        }
        #expect(screen.contains("✓ valid"))
        #expect(screen.contains("✓ APNs would accept this payload"))
    }

    @Test func theMeterShowsTheWireSizeAndABrokenPayloadItsPlace() throws {
        let console = try ConsoleHarness(waitFor: Self.demoPayloadMeter)
        let session = console.session
        // Into the title's string, before its closing quote: `"title": "Hello|",`.
        try session.sendKeys("Down", "Down", "Down", "End", "Left", "Left")
        try session.type(" 世界")
        // The edited title and a meter that has moved on, in one frame: tmux can show the title's row
        // repainted before the meter's.
        let edited = try session.waitFor(#""Hello 世界",[\s\S]*\b(?!118\b)[\d,]+ / 4,096 B"#)
        let shownCount = try #require(ConsoleHarness.meterCount(on: edited), "no meter:\n\(edited)")
        #expect(shownCount != 118)

        try session.sendKeys("End")
        try session.type("x")
        // Both ends of the frame: on a loaded machine tmux can show a frame half painted.
        let broken = try session.waitFor(#"✗ invalid[\s\S]*– / 4,096 B"#)
        try session.sendKeys("C-q")
        #expect(try console.exitStatus() == 0)

        // The draft is the editor's text as it was: the broken payload.
        let brokenText = try #require(try console.drafts()[console.demoProfileFile])
        let error = try #require(PayloadDocument(text: brokenText).syntaxError, "the draft parses:\n\(brokenText)")
        #expect(broken.contains("✗ \(error.line):\(error.column) "), "no \(error.line):\(error.column) in:\n\(broken)")
        #expect(broken.contains("– / 4,096 B"))

        // Without the stray character it is the text the meter measured.
        let measuredText = brokenText.replacingOccurrences(of: "\",x\n", with: "\",\n")
        #expect(measuredText != brokenText)
        #expect(PayloadDocument(text: measuredText).byteCount == shownCount)
    }

    @Test func ctrlSDeliversAndRecordsTheShortenedToken() throws {
        let console = try ConsoleHarness(waitFor: Self.demoPayloadMeter)
        try console.session.sendKeys("C-s")
        let screen = try console.session.waitFor(#"200 Delivered +apns-id [0-9A-Fa-f]{8}"#)
        let shownID = try #require(screen.firstMatch(of: /200 Delivered +apns-id ([0-9A-Fa-f]{8})/)).1

        try #require(poll(until: { ((try? console.historyRecords()) ?? []).count == 1 }), "no history line")
        let record = try #require(try console.historyRecords().first)
        #expect(record["outcome"] as? String == "delivered")
        #expect(record["status"] as? Int == 200)
        #expect((record["apnsID"] as? String)?.lowercased().hasPrefix(shownID.lowercased()) == true)
        #expect(record["token"] as? String == "…6c8d0e2f")
        let history = try String(contentsOfFile: console.historyFile, encoding: .utf8)
        #expect(!history.contains("8f3a0c5e2b7d4e6f"), "the full device token is in the history:\n\(history)")
    }

    @Test func theUninstalledDeviceAnswers410AndShowsAsDead() throws {
        let console = try ConsoleHarness(waitFor: Self.demoPayloadMeter)
        let session = console.session
        try session.sendKeys("BTab")
        try session.waitFor("┏━ Devices")
        try session.sendKeys("Down", "Down", "Space")
        try session.waitFor(#"\[x\] Old iPhone"#)
        try session.sendKeys("C-s")
        try session.waitFor("410 Unregistered")
        try session.waitFor(#"Old iPhone \(uninstalled\)[^\n]*\n[^\n]*✗ Unregistered"#)
    }

    @Test func layoutFollowsResizesHelpOpensAndClosesAndQuitRestoresTheTerminal() throws {
        let console = try ConsoleHarness(waitFor: Self.demoPayloadMeter)
        let session = console.session
        try session.resize(width: 80, height: 24)
        try session.waitForScreen("the layout at 80x24") { Self.fills($0, width: 80, height: 24) }
        try session.resize(width: 20, height: 6)
        try session.waitFor("enlarge the terminal")
        try session.resize(width: 150, height: 50)
        let large = try session.waitForScreen("the layout at 150x50") { Self.fills($0, width: 150, height: 50) }
        #expect(large.contains(Self.demoPayloadMeter))

        try session.sendKeys("F1")
        try session.waitFor("━ Keys ━")
        try session.sendKeys("Escape")
        try session.waitForScreen("help to close") { !$0.contains("━ Keys ━") && $0.contains("Payload") }

        try session.sendKeys("C-q")
        #expect(try console.exitStatus() == 0)
        try console.expectRestored()
    }

    @Test func sigtermQuitsRestoresTheTerminalAndKeepsTheDraft() throws {
        let console = try ConsoleHarness(waitFor: Self.demoPayloadMeter)
        let session = console.session
        try session.sendKeys("Down", "Down", "Down", "End", "Left", "Left")
        try session.type(" before SIGTERM")
        try session.waitFor("Hello before SIGTERM")
        kill(try console.processID(), SIGTERM)
        // A termination request is a quit like Ctrl-Q: the draft is saved and the status is success.
        #expect(try console.exitStatus() == 0)
        try console.expectRestored()
        let draft = try #require(try console.drafts()[console.demoProfileFile])
        #expect(draft.contains(#""title": "Hello before SIGTERM","#), "\(draft)")
    }

    /// Whether the console's frame spans exactly `width` x `height`: as many lines, and the top
    /// border of the panes ending in a corner at the last column.
    static func fills(_ screen: String, width: Int, height: Int) -> Bool {
        let lines = screen.split(separator: "\n", omittingEmptySubsequences: false)
        guard lines.count >= height, lines.count <= height + 1, lines.count > 1 else { return false }
        let borders = lines[1]
        return borders.count == width && (borders.hasSuffix("┐") || borders.hasSuffix("┓"))
            && lines[height - 1].contains("Ctrl-S/F5")
    }
}
