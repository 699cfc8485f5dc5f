import Foundation
import PushCore
import Testing
@testable import PushConsole

/// A message the status line showed stays findable after the next key replaces it: F8 lists the
/// warnings, errors and notices with their times; passing remarks are left out; a message said
/// again next counts instead of repeating.
@Suite struct MessageLogTests {
    typealias F = ConsoleFixtures

    private static let shopFile = "/profiles/p0.json"

    /// The status line's conflict message after another program changed the fields this console
    /// changed too.
    private func conflict(in state: inout AppState) {
        let current = state.profiles.selectedProfile ?? F.profile()
        var written = current
        written.tokens[0].label = "Theirs"
        _ = Reducer.reduce(&state, .profileSaved(file: Self.shopFile, sent: current, written: written, conflicts: ["tokens[0].label"]),
                           now: F.now)
    }

    @Test func aConflictStaysInTheLogAfterTheNextKeyAndF8ShowsIt() {
        var state = F.state()
        conflict(in: &state)
        let said = state.status
        #expect(said?.style == .warning)
        F.press([.escape], in: &state)
        #expect(state.status == nil)
        #expect(state.messages.entries.map(\.message) == [said].compactMap { $0 })

        F.press([.function(8)], in: &state)
        let screen = ConsoleView.render(state).text
        #expect(screen.contains("Messages"), "\(screen)")
        #expect(screen.contains("also changed by another program"), "\(screen)")
        F.press([.function(8)], in: &state)
        #expect(state.overlay == nil)
    }

    @Test func passingRemarksAreNotKeptAndARepeatCounts() {
        var state = F.state()
        _ = Reducer.reduce(&state, .notice("the key file is readable by others", isError: true), now: F.now)
        F.press([.escape], in: &state)
        _ = Reducer.reduce(&state, .notice("the key file is readable by others", isError: true), now: F.now)
        F.press([.character("4"), .character("/")], in: &state)
        F.press([.escape], in: &state)
        #expect(state.messages.entries.count == 1, "\(state.messages.entries)")
        #expect(state.messages.entries.first?.count == 2)
        #expect(state.messages.entries.allSatisfy { $0.message.style != .dim })
    }

    @Test func aMessageTheStatusLineCutsPointsToTheLogWhichHasItWhole() {
        var state = F.state(width: 80, height: 24)
        let long = "warning: key file /home/someone/keys/certificates/cert-combined.pem is readable by group/others: chmod 600 it"
        _ = Reducer.reduce(&state, .notice(long, isError: false), now: F.now)
        let bottom = ConsoleView.render(state).text.split(separator: "\n").last.map(String.init) ?? ""
        #expect(bottom.hasSuffix("… (F8)"), "\(bottom)")
        F.press([.function(8)], in: &state)
        let log = ConsoleView.render(state).text.replacingOccurrences(of: "┃", with: "").split(separator: "\n")
            .map { $0.trimmingCharacters(in: .whitespaces) }.joined(separator: " ")
        #expect(log.contains("chmod 600 it"), "\(log)")

        var passing = F.state(width: 60, height: 16)
        passing.status = StatusMessage(long, style: .dim)
        let cut = ConsoleView.render(passing).text.split(separator: "\n").last.map(String.init) ?? ""
        #expect(cut.hasSuffix("…") && !cut.contains("F8"), "a remark the log does not keep: \(cut)")
    }

    @Test func theLogKeepsTheNewestTwoHundred() {
        var log = MessageLog()
        for number in 1...250 { log.record(StatusMessage("message \(number)", style: .warning), at: F.now) }
        #expect(log.entries.count == MessageLog.capacity)
        #expect(log.entries.first?.message.text == "message 51" && log.entries.last?.message.text == "message 250")
    }
}
