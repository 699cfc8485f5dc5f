import Foundation
import PushTestSupport
import Testing

/// A newcomer's first minute with the real binary: the console starts in Devices, its status bar
/// names Tab, the send and the help, and the digits and Enter a newcomer tries move between panes
/// instead of landing in the payload (and in its draft).
@Suite struct ConsoleFirstMinuteTests {
    @Test(arguments: [(width: 80, height: 24), (width: 60, height: 16)])
    func digitsAndEnterTypedFirstMoveBetweenPanesAndLeaveThePayloadAlone(_ size: (width: Int, height: Int)) throws {
        let console = try ConsoleHarness(width: size.width, height: size.height, waitFor: ConsoleDemoTests.demoPayloadMeter, inPayload: false)
        let session = console.session
        let first = try session.waitFor(#"Tab pane  Ctrl-S/F5 send"#)
        #expect(first.contains("Space choose") || size.width < 80, "Devices has the keys:\n\(first)")
        try session.sendKeys("4", "Enter")
        // Enter in an empty Responses pane does nothing; the bar now lists the Responses keys.
        let moved = try session.waitFor(size.width < 80 ? #"Tab pane  Ctrl-S/F5 send  \?/F1 help"# : "Enter details")
        #expect(moved.contains(ConsoleDemoTests.demoPayloadMeter) && moved.contains("✓ valid"), "the payload changed:\n\(moved)")
        try session.sendKeys("?")
        try session.waitFor("━ Keys ━")
        try session.sendKeys("Escape", "C-q")
        #expect(try console.exitStatus() == 0)
        let drafts = try console.drafts()
        #expect(drafts.isEmpty, "the stray keys were saved as a draft: \(drafts)")
    }
}
