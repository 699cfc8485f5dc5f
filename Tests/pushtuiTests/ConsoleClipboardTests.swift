import Foundation
import PushTestSupport
import Testing

/// End-to-end, the real console in tmux. With no display (so no clipboard tool), `y` in Responses
/// sends the curl command by OSC 52, keeps it in `clipboard.txt` (owner-only) and says where; `v`
/// shows it whole from the first column with mouse reporting off, and Esc gives the mouse back.
/// With an X display (Xvfb), `xclip` takes it and another X client pastes it.
@Suite(.serialized) struct ConsoleClipboardTests {
    @Test(arguments: [(80, 24), (60, 16)])
    func yKeepsTheCurlCommandInTheFileTheStatusNamesAndVShowsItWhole(_ size: (width: Int, height: Int)) throws {
        let console = try ConsoleHarness(width: size.width, height: size.height)
        let session = console.session
        try session.sendKeys("C-s")
        try #require(poll(until: { ((try? console.historyRecords()) ?? []).count == 1 }), "the push is not in the history")
        try session.sendKeys("Tab")
        try session.waitFor("┏━ Responses")
        try session.waitFor("Delivered|200")

        try session.type("y")
        try session.waitFor(#"sent the curl command \(\d+ characters\) by OSC 52"#)
        let file = console.stateDirectory + "/clipboard.txt"
        let curl = try session.waitForClipboard { $0.hasPrefix("curl ") }
        #expect(try String(contentsOfFile: file, encoding: .utf8) == curl, "the file holds what the terminal was sent")
        var info = stat()
        #expect(lstat(file, &info) == 0 && info.st_mode & 0o777 == 0o600)
        // The whole message, file included, is in the message log when the status line cuts it.
        try session.sendKeys("F8")
        try session.waitFor(#"~/state/pushtui/clipboard\.txt"#)
        try session.sendKeys("Escape")

        #expect(try session.format("#{mouse_any_flag}#{mouse_button_flag}#{mouse_standard_flag}").contains("1"), "the console takes clicks")
        try session.type("v")
        // The viewer's text comes from the file once read: wait for the frame that shows it.
        let screen = try session.waitForScreen("the copied command shown") { $0.contains("Copied: the curl command") && Self.shownText($0, width: size.width) == curl }
        #expect(try session.format("#{mouse_any_flag}#{mouse_button_flag}#{mouse_standard_flag}") == "000",
                "mouse reporting is off, so a drag selects")
        #expect(Self.shownText(screen, width: size.width) == curl, "the whole command, from the first column:\n\(screen)")

        try session.sendKeys("Escape")
        try session.waitFor("┏━ Responses")
        #expect(try session.format("#{mouse_any_flag}#{mouse_button_flag}#{mouse_standard_flag}").contains("1"), "the clicks are back")
        try session.sendKeys("C-q")
        #expect(try console.exitStatus() == 0)
    }

    @Test func withXclipOnTheDisplayTheCommandIsOnTheClipboardAndTheTerminalIsNotAsked() throws {
        guard CommandLineTool.locate("xclip") != nil else { throw TestSupportError.notFound("xclip") }
        let screen = try VirtualDisplay()
        let console = try ConsoleHarness(width: 80, height: 24, environment: ["DISPLAY": screen.display])
        let session = console.session
        try session.sendKeys("C-s")
        try #require(poll(until: { ((try? console.historyRecords()) ?? []).count == 1 }), "the push is not in the history")
        try session.sendKeys("Tab")
        try session.waitFor("┏━ Responses")
        try session.type("y")
        try session.waitFor(#"copied the curl command \(\d+ characters\) with xclip · v views it"#)
        let kept = try String(contentsOfFile: console.stateDirectory + "/clipboard.txt", encoding: .utf8)
        let pasted = try CommandLineTool.run("xclip", ["-o", "-selection", "clipboard"], environment: ["DISPLAY": screen.display], timeout: 20)
        #expect(kept.hasPrefix("curl ") && pasted.standardOutput == kept, "another X client pastes it: \(pasted.transcript)")
        #expect(session.clipboard() == nil, "the terminal was not sent it")
        try session.sendKeys("C-q")
        #expect(try console.exitStatus() == 0)
    }

    /// The text of the copied-text view: its rows from the one the command starts on, each as wide
    /// as the screen (tmux leaves trailing spaces out of a capture), joined.
    private static func shownText(_ screen: String, width: Int) -> String {
        let rows = screen.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        guard let start = rows.firstIndex(where: { $0.hasPrefix("curl ") }) else { return "" }
        return rows[start...].map { $0.padding(toLength: width, withPad: " ", startingAt: 0) }.joined()
            .trimmingCharacters(in: .whitespaces)
    }
}
