import Foundation
import PushTestSupport
import Testing

/// End-to-end: the console's frame-idle signal (``TmuxSession/waitForIdle(after:timeout:colors:)``)
/// comes after the whole frame, so one capture taken as soon as it moves shows a dialog whole.
@Suite(.serialized) struct ConsoleIdleSignalTests {
    static let tries = 15

    @Test func aCaptureRightAfterTheIdleSignalShowsTheWholeDialogEveryTime() throws {
        let console = try ConsoleHarness(width: 80, height: 24, waitFor: ConsoleDemoTests.demoPayloadMeter)
        let session = console.session
        for attempt in 1...Self.tries {
            let opened = try Self.screen(after: "F2", in: session)
            #expect(opened.contains("┏━ Push fields"), "try \(attempt): no dialog title:\n\(opened)")
            #expect(opened.contains("Tab field · Enter save · Esc cancel"), "try \(attempt): the dialog's footer is missing:\n\(opened)")
            #expect(opened.contains("┗━━━"), "try \(attempt): the dialog's bottom border is missing:\n\(opened)")
            let closed = try Self.screen(after: "Escape", in: session)
            #expect(!closed.contains("Push fields"), "try \(attempt): the dialog is still shown:\n\(closed)")
            let help = try Self.screen(after: "F1", in: session)
            #expect(help.contains("┏━ Keys"), "try \(attempt): no help title:\n\(help)")
            #expect(help.contains("Esc close"), "try \(attempt): the help's footer is missing:\n\(help)")
            #expect(help.contains("1–19/"), "try \(attempt): the help's scroll position is missing:\n\(help)")
            _ = try Self.screen(after: "Escape", in: session)
        }
        try session.sendKeys("C-q")
        #expect(try console.exitStatus() == 0)
    }

    @Test func theSignalCountsUpOncePerIdleFrameAndSaysAwayWhenTheConsoleCloses() throws {
        let console = try ConsoleHarness(width: 80, height: 24, waitFor: ConsoleDemoTests.demoPayloadMeter)
        let session = console.session
        let first = try #require(try session.idleFrame())
        try session.sendKeys("F1")
        try session.waitForIdle(after: first)
        let second = try #require(try session.idleFrame())
        #expect(second > first)
        try session.sendKeys("Escape")
        try session.waitForIdle(after: second)
        try session.sendKeys("C-q")
        #expect(try console.exitStatus() == 0)
        #expect(try session.format("#{pane_title}") == "pushtui away")
        #expect(try session.idleFrame() == nil)
    }

    /// Sends `key` and returns the one screen captured as the next idle frame is reported.
    static func screen(after key: String, in session: TmuxSession) throws -> String {
        let before = try session.idleFrame()
        try session.sendKeys(key)
        return try session.waitForIdle(after: before)
    }
}
