import Foundation
import PushCore
import Testing
@testable import PushConsole

/// Overlays cut nothing: each view rendered into a small (or very wide) screen of its own.
@Suite struct OverlayViewTests {
    typealias F = ConsoleFixtures
    typealias O = OverlayFixtures

    private func detailsRow(width: Int, height: Int) -> AppState {
        O.opened(.details, width: width, height: height)
    }

    @Test func theDetailsViewTakesTheTerminalsWidthAndWrapsTheBody() throws {
        let state = detailsRow(width: 220, height: 60)
        guard let details = state.overlay?.as(DetailsState.self) else {
            Issue.record("details are open")
            return
        }
        var screen = Screen(width: 220, height: 60)
        DetailView.dialog(state.log.rows[details.row]).draw(into: &screen)
        let lines = screen.text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let top = try #require(lines.first { $0.contains("┏━ Push") })
        #expect(top.hasPrefix(" ┏") && top.hasSuffix("┓ "), "the box spans the terminal but one column each side:\n\(top)")
        // Every word of the body and of "What to do" is on the screen, however long.
        let shown = lines.joined(separator: " ").replacingOccurrences(of: "┃", with: " ")
            .split(whereSeparator: \.isWhitespace).joined(separator: " ")
        #expect(shown.contains("Gate change") && shown.contains(String(repeating: "Your flight now boards at gate B42. ", count: 3).trimmingCharacters(in: .whitespaces)))
        let whatToDo = try #require(state.log.rows[details.row].answer?.response?.whatToDo)
        #expect(shown.contains(whatToDo.split(whereSeparator: \.isWhitespace).joined(separator: " ")), "What to do is cut:\n\(screen.text)")
    }

    @Test func theDetailsViewScrollsToItsEndAndClosesOnlyOnEscEnterOrQ() {
        var state = detailsRow(width: 80, height: 24)
        guard let details = state.overlay?.as(DetailsState.self), details.offset == 0 else {
            Issue.record("details are open at the top")
            return
        }
        for key: Key in [.character("x"), .tab, .character(" "), .backspace, .control("s"), .function(5)] {
            F.press([key], in: &state)
            #expect(state.overlay == Overlay(DetailsState(row: details.row, offset: 0)), "\(key.displayName) must not close or change the details")
        }
        F.press([.end], in: &state)
        let limit = DetailView.dialog(state.log.rows[details.row]).maxOffset(width: 80, height: 24)
        #expect(limit > 0 && state.overlay == Overlay(DetailsState(row: details.row, offset: limit)))
        let bottom = ConsoleView.render(state).text
        #expect(bottom.contains("What to do:"), "the end of the details is reachable:\n\(bottom)")
        F.press([.down, .pageDown], in: &state)
        #expect(state.overlay == Overlay(DetailsState(row: details.row, offset: limit)), "it stops at the end")
        F.press([.up], in: &state)
        #expect(state.overlay == Overlay(DetailsState(row: details.row, offset: limit - 1)))
        F.press([.home], in: &state)
        #expect(state.overlay == Overlay(DetailsState(row: details.row, offset: 0)))
        for key: Key in [.escape, .enter, .character("q")] {
            var open = state
            F.press([key], in: &open)
            #expect(open.overlay == nil, "\(key.displayName) closes")
        }
    }

    @Test func dialogLinesWrapInsteadOfBeingCut() {
        var state = F.state(width: 60, height: 16)
        state.overlay = Overlay(Confirmation(question: "Delete the profile My Very Long Profile Name (/home/someone/.config/pushtui/profiles/my-very-long-profile-name.json)?",
                                              consequence: .deleteProfile(file: "/p.json")))
        let text = ConsoleView.render(state).text
        let joined = text.split(separator: "\n").map { line in
            line.split(separator: "┃", omittingEmptySubsequences: false).dropFirst().first.map { String($0.dropFirst().reversed().drop { $0 == " " }.reversed()) } ?? ""
        }.joined()
        #expect(joined.contains("(/home/someone/.config/pushtui/profiles/my-very-long-profile-name.json)?"), "the question is cut:\n\(text)")
        #expect(text.contains("y yes · n no"))
    }

    @Test func theRenameDialogSaysRenameAndSaveNotAdd() {
        var state = F.state(width: 80, height: 24)
        state.focus = .tokens
        F.press([.character("l")], in: &state)
        let text = ConsoleView.render(state).text
        #expect(text.contains("Rename the device") && text.contains("Enter save"), "\(text)")
        #expect(!text.contains("Enter add"))
        #expect(!text.contains("kind"), "a rename keeps the kind")
    }

    @Test func profileFormErrorsWrapOnePerLine() throws {
        var state = O.opened(.profileForm, width: 60, height: 24)
        F.type("x", in: &state)
        let text = ConsoleView.render(state).text
        #expect(text.contains("✗ topic is empty (the app's bundle ID)"), "\(text)")
        #expect(text.contains("✗ key ID has 0 characters (Apple's have 10)"), "one problem per line:\n\(text)")
        let lines = text.split(separator: "\n").map { $0.replacingOccurrences(of: "┃", with: "").trimmingCharacters(in: CharacterSet(charactersIn: " │┐┘")) }
        let start = try #require(lines.firstIndex { $0.hasPrefix("✗ key file is empty") }, "\(text)")
        #expect(lines[start] + " " + lines[start + 1] == "✗ key file is empty (the .p8 from Apple's developer site)", "the rest of the line wraps:\n\(text)")
    }

    @Test func problemsThatDoNotFitAreCountedNotCut() {
        let state = O.opened(.profileForm, width: 60, height: 16)
        let text = ConsoleView.render(state).text
        #expect(text.contains("✗ name is empty") && text.contains("✗ topic is empty (the app's bundle ID)"), "\(text)")
        #expect(text.contains("✗ … 3 more (they show as these are fixed)"), "\(text)")
        #expect(!text.contains("key file is empty"), "no half sentence at the bottom:\n\(text)")
    }

    @Test func aLongChannelListScrollsToKeepTheCursorInView() {
        var state = F.state(width: 60, height: 16)
        F.press([.function(4)], in: &state)
        let ids = (1...30).map { "channel-\($0)-id" }
        _ = Reducer.reduce(&state, .channelsLoaded(profileFile: "/profiles/p0.json", channelIDs: ids), now: F.now)
        F.press(Array(repeating: .down, count: 24), in: &state)
        let text = ConsoleView.render(state).text
        #expect(text.contains("▸   channel-25-id"), "the cursor's channel is on the screen:\n\(text)")
        #expect(!text.contains("channel-1-id"), "the top scrolled away:\n\(text)")
        #expect(text.contains("Esc close"), "the footer stays:\n\(text)")
    }

    @Test func theHelpListsEveryDialogsKeys() {
        let lines = HelpView.dialog.lines.map(\.0)
        for scope in KeyScope.allCases where !Keymap.bindings.filter({ $0.scope == scope }).isEmpty {
            #expect(lines.contains(scope.title), "no \(scope.title) section in the help")
        }
        for binding in Keymap.bindings {
            #expect(lines.contains { $0.contains(Keymap.names(binding.keys)) && $0.contains(binding.help) }, "\(binding.help) is not in the help")
        }
    }

    @Test func theStatusBarShowsTheFocusedPanesKeysFirst() {
        var state = F.state(width: 80, height: 24)
        state.focus = .profiles
        let text = ConsoleView.render(state).text
        let bar = String(text.split(separator: "\n").last ?? "")
        #expect(bar.hasPrefix(" Tab pane  Ctrl-S/F5 send  ?/F1 help  a add"), "Tab, send and help, then the Profiles keys:\n\(bar)")
    }
}
