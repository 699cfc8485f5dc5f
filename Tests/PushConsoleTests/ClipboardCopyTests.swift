import Foundation
import PushCore
import Testing
@testable import PushConsole

/// What the console says of a copy, by where it went; the copied-text view (`v`) and its plain,
/// selectable drawing; mouse reporting off while it is open.
@Suite struct ClipboardCopyTests {
    typealias F = ConsoleFixtures
    static let curl = "curl --http2 -H \"apns-push-type: alert\" -d '{\"aps\":{\"alert\":\"hi\"}}' https://127.0.0.1:2197/3/device/" + String(repeating: "ab", count: 32)
    static let file = "~/.local/state/pushtui/clipboard.txt"

    static func copy(_ route: ClipboardCopy.Route, kept: ClipboardCopy.Kept = .file(file), notes: [String] = []) -> ClipboardCopy {
        ClipboardCopy(text: curl, what: "the curl command (\(curl.count) characters)", notes: notes, route: route, kept: kept)
    }

    private func reduced(_ copy: ClipboardCopy) -> (AppState, [Effect]) {
        var state = F.state(width: 80, height: 24)
        let effects = Reducer.reduce(&state, .copied(copy), now: F.now).filter { if case .saveDrafts = $0 { false } else { true } }
        return (state, effects)
    }

    @Test func aToolThatTookTheTextIsNamedAndTheTerminalIsNotAsked() {
        let (state, effects) = reduced(Self.copy(.tool("xclip")))
        #expect(state.status == StatusMessage("copied the curl command (\(Self.curl.count) characters) with xclip · v views it", style: .normal))
        #expect(effects.isEmpty)
        #expect(state.lastCopy?.text == Self.curl)
    }

    @Test func withoutAToolTheTextGoesToTheTerminalAndTheStatusNamesTheFile() {
        let (state, effects) = reduced(Self.copy(.terminal(toolProblem: nil)))
        #expect(effects == [.sendToTerminalClipboard(Self.curl)])
        #expect(state.status == StatusMessage("sent the curl command (\(Self.curl.count) characters) by OSC 52 · v views it · "
                                              + "if your terminal ignores OSC 52, it is in \(Self.file)", style: .warning))
        #expect(state.messages.entries.last?.message == state.status, "the message log keeps where the copy is")
    }

    @Test func aToolThatFailedIsSaidAfterWhereTheTextIs() {
        let (state, effects) = reduced(Self.copy(.terminal(toolProblem: "xclip failed (exit 1: Error: Can't open display: :9)")))
        #expect(effects == [.sendToTerminalClipboard(Self.curl)])
        #expect(state.status?.text == "sent the curl command (\(Self.curl.count) characters) by OSC 52 · v views it · "
                + "if your terminal ignores OSC 52, it is in \(Self.file) · xclip failed (exit 1: Error: Can't open display: :9)")
    }

    @Test func aFileThatCouldNotBeWrittenIsSaidAndNotesFollow() {
        let (state, _) = reduced(Self.copy(.terminal(toolProblem: nil), kept: .notKept("/s/clipboard.txt: cannot replace: Is a directory"),
                                           notes: ["export APNS_CERT_PASSPHRASE first"]))
        #expect(state.status?.text == "sent the curl command (\(Self.curl.count) characters) by OSC 52 · v views it · "
                + "not kept in a file: /s/clipboard.txt: cannot replace: Is a directory; export APNS_CERT_PASSPHRASE first")
    }

    @Test func theStatusLineShowsWhereTheCopyWentAndTheViewKeyAtEightyColumns() {
        let (state, _) = reduced(Self.copy(.terminal(toolProblem: nil)))
        let bottom = ConsoleView.render(state).text.split(separator: "\n").last.map(String.init) ?? ""
        #expect(bottom.contains("by OSC 52 · v views it") && bottom.hasSuffix("… (F8)"), "\(bottom)")
    }

    @Test func vBeforeAnyCopySaysSoAndOpensNothing() {
        var state = F.state(width: 80, height: 24)
        state.focus = .log
        #expect(F.press([.character("v")], in: &state).isEmpty)
        #expect(state.overlay == nil)
        #expect(state.status?.text == "nothing copied yet: y copies a push as a curl command")
    }

    @Test func vInResponsesShowsTheLastCopyWithTheMouseLeftToTheTerminal() {
        var (state, _) = reduced(Self.copy(.terminal(toolProblem: nil)))
        state.focus = .log
        #expect(state.reportsMouse)
        F.press([.character("v")], in: &state)
        #expect(state.overlay?.as(CopiedTextState.self) != nil)
        #expect(!state.reportsMouse, "a drag selects text while the copy is shown")
        F.press([.escape], in: &state)
        #expect(state.overlay == nil && state.reportsMouse)
    }

    @Test func vInTheDetailsShowsTheLastCopyInTheirPlace() {
        var state = OverlayFixtures.opened(.details)
        _ = Reducer.reduce(&state, .copied(Self.copy(.tool("xclip"))), now: F.now)
        F.press([.character("v")], in: &state)
        #expect(state.overlay?.as(CopiedTextState.self) != nil)
    }

    @Test(arguments: [(80, 24), (60, 16)])
    func theViewDrawsTheWholeTextFromTheFirstColumnCutAtTheEdge(_ size: (Int, Int)) {
        var (state, _) = reduced(Self.copy(.terminal(toolProblem: nil)))
        (state.width, state.height) = size
        state.focus = .log
        F.press([.character("v")], in: &state)
        let rows = ConsoleView.render(state).text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let start = try? #require(rows.firstIndex { $0.hasPrefix("curl ") }, "the text starts at a row's first column: \(rows)")
        let shown = rows[(start ?? 0)...].joined().trimmingCharacters(in: .whitespaces)
        #expect(shown == Self.curl, "every character, none added, at \(size)")
        #expect(rows.contains { $0.contains("clipboard.txt") }, "the header names the file")
    }

    @Test func aTextLongerThanTheScreenScrollsToItsEnd() {
        let long = (1...60).map { "line \($0)" }.joined(separator: "\n")
        var state = F.state(width: 60, height: 16)
        _ = Reducer.reduce(&state, .copied(ClipboardCopy(text: long, what: "the text", route: .tool("xclip"), kept: .file(Self.file))), now: F.now)
        state.focus = .log
        F.press([.character("v")], in: &state)
        #expect(!ConsoleView.render(state).text.contains("line 60"))
        F.press([.end], in: &state)
        let text = ConsoleView.render(state).text
        #expect(text.contains("line 60") && !text.contains("line 1\n"), "\(text)")
    }

    @Test func cuttingKeepsEveryCharacterAndWideOnesWhole() {
        #expect(TextWrap.cut("abcdefg", width: 3) == ["abc", "def", "g"])
        #expect(TextWrap.cut("a b  c", width: 2) == ["a ", "b ", " c"])
        #expect(TextWrap.cut("a漢字b", width: 3) == ["a漢", "字b"])
        #expect(TextWrap.cut("", width: 3) == [""])
    }
}
