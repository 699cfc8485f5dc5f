import Foundation
import PushCore
import PushTestSupport
import Testing

/// End-to-end: the real `pushtui` console in tmux, started with no profiles so the built-in demo
/// (the simulator in process, the "Local simulator" profile, four devices) is what the user sees;
/// what only a real terminal shows: the launch, resizes, quitting and SIGTERM. (The meter, Ctrl-S
/// and the 410 are tested headless in KeyBehaviourSessionTests.)
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

    @Test func aTypedTokenTheDemoDoesNotKnowIsABadDeviceToken() throws {
        let console = try ConsoleHarness(waitFor: Self.demoPayloadMeter)
        let session = console.session
        try session.sendKeys("C-r")
        try session.type("abcd")
        try session.sendKeys("Enter", "C-s")
        // The device form offers to keep the token; declined, the answer's row is in plain view.
        try session.waitFor("keep it?")
        try session.sendKeys("Escape")
        try session.waitFor(#"Responses \(1\)[\s\S]*abcd +400 [^\n]*BadDeviceToken"#)
        try session.sendKeys("C-q")
        #expect(try console.exitStatus() == 0)
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

/// What the token book knows, said on the next-send line before Ctrl-S, in the real console at the
/// two sizes people use most: the demo's Live Activity token gets no alert push (the simulator, as
/// APNs, answers DeviceTokenNotForTopic), and a device APNs unregistered is named dead, then asked about.
@Suite(.serialized) struct ConsoleBookWarningTests {
    @Test(arguments: [(80, 24), (60, 16)])
    func theNextSendLineWarnsBeforeCtrlS(width: Int, height: Int) throws {
        let console = try ConsoleHarness(width: width, height: height, waitFor: ConsoleDemoTests.demoPayloadMeter, inPayload: false)
        let session = console.session
        try session.sendKeys("Down", "Down", "Down")
        try session.waitFor(#"→ [^\n]*! (gets no alert|wrong kind)"#)
        try session.sendKeys("C-s")
        try session.waitFor(#"Responses \(1\)[\s\S]*400 Inval"#)

        try session.sendKeys("Up")
        try session.waitForScreen("no warning for the old iPhone before APNs said anything") { screen in
            screen.contains("Old i") && !screen.contains("! gets no") && !screen.contains("! Unregistered")
        }
        try session.sendKeys("C-s")
        try session.waitFor(#"Responses \(2\)[\s\S]*410 Unreg"#)
        try session.waitFor(#"→ [^\n]*! Unregistered"#)
        try session.sendKeys("C-s")
        try session.waitFor("Send to a device marked dead?")
        try session.sendKeys("n")
        try session.sendKeys("C-q")
        #expect(try console.exitStatus() == 0)
    }
}
