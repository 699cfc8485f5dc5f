import Foundation
import PushConsole
import PushTestSupport
import Testing
@testable import PushConsoleRuntime

/// The clipboard's choices and outcomes: which tool the session's environment calls for, what a
/// working, failing, hung or missing tool comes to, and the private file that keeps every copy.
@Suite struct ClipboardTests {
    private let directory: TemporaryDirectory

    init() throws {
        directory = try TemporaryDirectory(prefix: "pushtui-clipboard")
    }

    /// Every tool installed at /bin/NAME, but those `missing`.
    private static func locate(missing: Set<String> = []) -> (String) -> String? {
        { name in missing.contains(name) ? nil : "/bin/\(name)" }
    }

    @Test func theToolFollowsTheSessionsDisplay() {
        let linux: Set<String> = ["pbcopy"]
        let cases: [(environment: [String: String], missing: Set<String>, expected: ClipboardTool?)] = [
            ([:], [], ClipboardTool(name: "pbcopy", path: "/bin/pbcopy", arguments: [])),
            (["SSH_TTY": "/dev/pts/1"], [], nil),
            (["SSH_CONNECTION": "10.0.0.1 5 10.0.0.2 22", "DISPLAY": "localhost:10"], [],
             ClipboardTool(name: "xclip", path: "/bin/xclip", arguments: ["-selection", "clipboard"])),
            ([:], linux, nil),
            (["WAYLAND_DISPLAY": "wayland-0", "DISPLAY": ":0"], linux, ClipboardTool(name: "wl-copy", path: "/bin/wl-copy", arguments: [])),
            (["WAYLAND_DISPLAY": "wayland-0", "DISPLAY": ":0"], linux.union(["wl-copy"]),
             ClipboardTool(name: "xclip", path: "/bin/xclip", arguments: ["-selection", "clipboard"])),
            (["DISPLAY": ":0"], linux.union(["xclip"]), ClipboardTool(name: "xsel", path: "/bin/xsel", arguments: ["--clipboard", "--input"])),
            (["DISPLAY": ":0"], linux.union(["xclip", "xsel"]), nil),
            (["DISPLAY": "", "WAYLAND_DISPLAY": ""], linux, nil),
        ]
        for (environment, missing, expected) in cases {
            #expect(ClipboardTool.choose(environment: environment, locate: Self.locate(missing: missing)) == expected,
                    "\(environment) without \(missing.sorted())")
        }
    }

    @Test func theToolIsLookedForOnThePath() throws {
        let bin = try TemporaryDirectory(prefix: "pushtui-bin")
        let xsel = try bin.write("#!/bin/sh\ncat >/dev/null\n", to: "xsel")
        chmod(xsel, 0o755)
        #expect(ClipboardTool.choose(environment: ["DISPLAY": ":0", "PATH": "/nonexistent:\(bin.path)"])?.path == xsel)
        #expect(ClipboardTool.choose(environment: ["DISPLAY": ":0", "PATH": "/nonexistent"]) == nil)
    }

    private func clipboard(_ tool: ClipboardTool?, timeout: Double = 3) -> Clipboard {
        Clipboard(tool: tool, file: directory.file("state/pushtui/clipboard.txt"), home: directory.path,
                  environment: ProcessInfo.processInfo.environment, timeout: timeout)
    }

    /// `sh -c script` as a tool called `name`.
    private func shell(_ name: String, _ script: String) -> ClipboardTool {
        ClipboardTool(name: name, path: "/bin/sh", arguments: ["-c", script])
    }

    @Test func aToolThatReadsTheTextAndExitsZeroTookIt() throws {
        let out = directory.file("pasted")
        let text = "curl --http2 -d '{\"aps\":{\"alert\":\"é 🛫\"}}' " + String(repeating: "x", count: 200_000)
        let copy = clipboard(shell("fakecopy", "cat > '\(out)'")).copy(text, what: "the text", notes: ["a note"])
        #expect(copy == ClipboardCopy(text: text, what: "the text", notes: ["a note"], route: .tool("fakecopy"),
                                      kept: .file("~/state/pushtui/clipboard.txt")))
        #expect(try String(contentsOfFile: out, encoding: .utf8) == text, "the tool got every byte (more than a pipe holds)")
    }

    @Test func aFailingToolIsSaidWithWhatItPrintedAndTheTerminalIsAsked() {
        let copy = clipboard(shell("xclip", "cat >/dev/null; echo \"Error: Can't open display: :9\" >&2; exit 1")).copy("hi", what: "x", notes: [])
        #expect(copy.route == .terminal(toolProblem: "xclip failed (exit 1: Error: Can't open display: :9)"))
    }

    @Test func aToolThatExitsWithoutReadingIsSaid() {
        // More than a pipe holds: the write meets a closed pipe (EPIPE; SIGPIPE is ignored by pushtui and by this test run).
        signal(SIGPIPE, SIG_IGN)
        let copy = clipboard(shell("quitter", "exit 0")).copy(String(repeating: "x", count: 200_000), what: "x", notes: [])
        #expect(copy.route == .terminal(toolProblem: "quitter did not read the text"))
    }

    @Test func aHungToolIsKilledAtItsDeadline() {
        let started = ContinuousClock.now
        let copy = clipboard(shell("hang", "exec sleep 60"), timeout: 0.5).copy("hi", what: "x", notes: [])
        #expect(copy.route == .terminal(toolProblem: "hang did not finish in time"))
        #expect(ContinuousClock.now - started < .seconds(10), "the deadline holds")
    }

    @Test func aMissingToolIsSaid() {
        let copy = clipboard(ClipboardTool(name: "xclip", path: "/nonexistent/xclip", arguments: [])).copy("hi", what: "x", notes: [])
        #expect(copy.route == .terminal(toolProblem: "cannot start /nonexistent/xclip: No such file or directory"))
    }

    @Test func theFileIsOwnerOnlyAndHoldsExactlyTheText() throws {
        let text = "line one\nline two ✓ \u{1B}[31m\n"
        let copy = clipboard(nil).copy(text, what: "x", notes: [])
        let file = directory.file("state/pushtui/clipboard.txt")
        #expect(copy.kept == .file("~/state/pushtui/clipboard.txt"))
        #expect(try Data(contentsOf: URL(fileURLWithPath: file)) == Data(text.utf8))
        var info = stat()
        #expect(lstat(file, &info) == 0 && info.st_mode & 0o777 == 0o600 && info.st_mode & S_IFMT == S_IFREG)
        #expect(stat(directory.file("state/pushtui"), &info) == 0 && info.st_mode & 0o777 == 0o700)
    }

    @Test func aLinkPlantedAtThePathIsReplacedNotFollowed() throws {
        try FileManager.default.createDirectory(atPath: directory.file("state/pushtui"), withIntermediateDirectories: true)
        let target = try directory.write("precious", to: "target")
        let file = directory.file("state/pushtui/clipboard.txt")
        try FileManager.default.createSymbolicLink(atPath: file, withDestinationPath: target)
        let copy = clipboard(nil).copy("copied", what: "x", notes: [])
        #expect(copy.kept == .file("~/state/pushtui/clipboard.txt"))
        #expect(try String(contentsOfFile: target, encoding: .utf8) == "precious", "the link's target is untouched")
        var info = stat()
        #expect(lstat(file, &info) == 0 && info.st_mode & S_IFMT == S_IFREG && info.st_mode & 0o777 == 0o600, "a file of its own now")
        #expect(try String(contentsOfFile: file, encoding: .utf8) == "copied")
    }

    @Test func aFileThatCannotBeWrittenIsSaidAndTheCopyStillGoesOn() throws {
        // A directory where the file should be: the rename over it fails.
        try FileManager.default.createDirectory(atPath: directory.file("state/pushtui/clipboard.txt/inside"), withIntermediateDirectories: true)
        let copy = clipboard(nil).copy("copied", what: "x", notes: [])
        guard case .notKept(let reason) = copy.kept else {
            Issue.record("kept: \(copy.kept)")
            return
        }
        #expect(reason.contains("clipboard.txt"), "\(reason)")
        #expect(copy.route == .terminal(toolProblem: nil))
    }
}
