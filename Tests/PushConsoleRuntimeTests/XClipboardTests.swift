import Foundation
import PushConsole
import PushTestSupport
import Testing
@testable import PushConsoleRuntime

/// The clipboard with a real tool: `xclip` on an `Xvfb` display, chosen from the environment as the
/// console chooses it, read back by another X client (`xclip -o`). `./dev test` installs both
/// (Debian `xvfb`, `xclip`).
@Suite struct XClipboardTests {
    @Test func xclipPutsTheTextOnTheDisplaysClipboardForAnotherClientToRead() throws {
        guard CommandLineTool.locate("xclip") != nil else { throw TestSupportError.notFound("xclip") }
        let screen = try VirtualDisplay()
        let environment = ["DISPLAY": screen.display, "PATH": ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"]

        let tool = try #require(ClipboardTool.choose(environment: environment))
        #expect(tool.name == "xclip")
        let directory = try TemporaryDirectory(prefix: "pushtui-xclip")
        let clipboard = Clipboard(tool: tool, file: directory.file("clipboard.txt"), home: "/nonexistent", environment: environment)
        for text in ["curl --http2 -H \"apns-push-type: alert\" -d '{\"aps\":{\"alert\":\"Gate B42\"}}' https://127.0.0.1:2197/3/device/abab",
                     "the second copy replaces the first"] {
            let copy = clipboard.copy(text, what: "the text", notes: [])
            #expect(copy.route == .tool("xclip"), "\(copy.route)")
            let pasted = try CommandLineTool.run("xclip", ["-o", "-selection", "clipboard"], environment: ["DISPLAY": screen.display], timeout: 20)
            #expect(pasted.status == 0 && pasted.standardOutput == text, "\(pasted.transcript)")
        }
    }
}
