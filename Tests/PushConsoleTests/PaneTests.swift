import Foundation
import PushCore
import Testing
@testable import PushConsole

/// Finding 7 of issue 11, the panes: response rows keep time, device, status, outcome and latency at
/// every width and are never clipped at the border; the status bar shows the focused pane's keys.
@Suite struct LogViewTests {
    typealias F = ConsoleFixtures

    /// A log of an answered push per outcome, the responses pane `width` columns wide.
    private func rows(paneWidth width: Int) -> [String] {
        var state = F.state(width: 200, height: 40)
        state.focus = .payload
        let answers: [SendAnswer] = [
            SendAnswer(outcome: .delivered, response: APNsResponse(status: 200, apnsID: "3a424a9d-92bd-43e0-99ec-b71f40760bdc",
                                                                apnsUniqueID: "63f7af37-b41c-4490-a19d-1166e5158de1"), latencyMilliseconds: 4),
            SendAnswer(outcome: .unregistered, response: APNsResponse(status: 410, reason: .unregistered, timestamp: 1_762_078_500_000),
                       latencyMilliseconds: 1234),
            SendAnswer(outcome: .invalidTarget, response: APNsResponse(status: 400, reason: .badDeviceToken), latencyMilliseconds: 3),
            SendAnswer(outcome: .rateLimited, response: APNsResponse(status: 429, reason: .tooManyRequests), latencyMilliseconds: 27),
            SendAnswer(outcome: .unavailable, failure: "Failed to connect to 127.0.0.1 port 2197: Connection refused (curl error 7)",
                       latencyMilliseconds: 11),
        ]
        for (index, answer) in answers.enumerated() {
            F.press([.control("s")], in: &state, now: F.now.addingTimeInterval(Double(index)))
            _ = Reducer.reduce(&state, .pushAnswered(SendID(index + 1), index: 0, answer: answer), now: F.now)
        }
        var screen = Screen(width: width, height: answers.count + 2)
        LogView.draw(state.log, focused: false, utcOffset: 0, spinnerFrame: 0, frame: Frame(row: 0, column: 0, width: width, height: answers.count + 2),
                     into: &screen)
        return screen.text.split(separator: "\n").dropFirst().dropLast().map { String($0.dropFirst().dropLast()) }
    }

    /// Pane widths of terminals 60, 80, 120, 160 and 220 columns wide.
    @Test(arguments: [36, 56, 90, 120, 180])
    func everyRowKeepsTimeDeviceStatusOutcomeAndLatency(paneWidth: Int) {
        let rows = rows(paneWidth: paneWidth)
        let expected: [(status: String, outcome: String, latency: String)] = [
            ("200", "Deli", "4 ms"), ("410", "Unre", "1234 ms"), ("400", "Inva", "3 ms"), ("429", "Rate", "27 ms"), ("---", "Unav", "11 ms"),
        ]
        #expect(rows.count == expected.count)
        for (row, want) in zip(rows, expected) {
            #expect(row.hasPrefix(LogView.clockTime(F.now, offset: 0).prefix(6)), "time: \(row)")
            #expect(row.contains("iPho"), "device: \(row)")
            #expect(row.contains(" \(want.status) "), "status: \(row)")
            #expect(row.contains(want.outcome), "outcome: \(row)")
            #expect(row.hasSuffix(" " + want.latency), "latency at the border, whole: '\(row)' at \(paneWidth)")
        }
    }

    @Test func wideTerminalsShowMoreWhole() {
        let narrow = rows(paneWidth: 56)
        let wide = rows(paneWidth: 180)
        #expect(!narrow[0].contains("apns-id"))
        #expect(wide[0].contains("apns-id 3a424a9d-92bd-43e0-99ec-b71f40760bdc"))
        #expect(wide[0].contains("unique-id 63f7af37-b41c-4490-a19d-1166e5158de1"))
        #expect(wide[1].contains("since 2025-11-02"))
        #expect(wide[2].contains("BadDeviceToken: "))
        #expect(wide[4].contains("Connection refused (curl error 7)"))
        for row in rows(paneWidth: 90) + wide {
            #expect(!row.contains("apns-id 3a424a9d-9 "), "an id is whole or absent: \(row)")
        }
    }

    @Test func extrasAreWholeOrLeftOut() {
        let answer = SendAnswer(outcome: .invalidTarget, response: APNsResponse(status: 400, reason: .badDeviceToken, apnsID: "3a424a9d-92bd-43e0-99ec-b71f40760bdc"))
        #expect(LogView.extras(answer, room: 10).isEmpty)
        #expect(LogView.extras(answer, room: 15).map(\.0) == ["BadDeviceToken"])
        #expect(LogView.extras(answer, room: 32).map(\.0) == ["BadDeviceToken", "apns-id 3a424a9d"])
        let roomy = LogView.extras(answer, room: 120).map(\.0)
        #expect(roomy.count == 2 && roomy[0].hasPrefix("BadDeviceToken: ") && roomy[1] == "apns-id 3a424a9d-92bd-43e0-99ec-b71f40760bdc")
    }

    @Test func aReasonTheOutcomeAlreadyNamesIsNotSaidTwice() {
        let answer = SendAnswer(outcome: .unregistered, response: APNsResponse(status: 410, reason: .unregistered, timestamp: 1_762_078_500_000))
        #expect(answer.outcome.label == "Unregistered")
        let extras = LogView.extras(answer, room: 120).map(\.0)
        #expect(!extras.contains { $0.hasPrefix("Unregistered") }, "\(extras)")
        #expect(extras.first == APNsResponse(status: 410, reason: .unregistered).explanation, "the explanation still says what it means: \(extras)")
        #expect(LogView.extras(answer, room: 20).map(\.0) == ["since 2025-11-02"])
    }

    @Test func textIsCutWithAnEllipsisNotClipped() {
        #expect(TextFit.truncated("Unregistered", 6) == "Unreg…")
        #expect(TextFit.padded("ok", 4) == "ok  ")
        #expect(TextFit.padded("日本語", 4) == "日… ")
        #expect(TextFit.truncated("abc", 0).isEmpty)
    }
}

@Suite struct StatusBarTests {
    typealias F = ConsoleFixtures

    private func statusBar(focus: Pane, width: Int = 80) -> String {
        var state = F.state(width: width, height: 24)
        state.focus = focus
        state.status = nil
        var screen = Screen(width: width, height: 1)
        StatusBar.draw(state.statusBarContent, into: &screen)
        return screen.text
    }

    /// Every pane names Tab, the send and the help first (the first minute: how to move, send and
    /// learn the rest), then its own keys; in the payload `?` is text, so help is F1 there.
    @Test func tabSendAndHelpThenTheFocusedPanesKeysComeFirst() {
        #expect(statusBar(focus: .tokens).hasPrefix(" Tab pane  Ctrl-S/F5 send  ?/F1 help  Space choose  A all live  a add"), "\(statusBar(focus: .tokens))")
        #expect(statusBar(focus: .log).hasPrefix(" Tab pane  Ctrl-S/F5 send  ?/F1 help  Enter details  r resend"), "\(statusBar(focus: .log))")
        #expect(statusBar(focus: .profiles).hasPrefix(" Tab pane  Ctrl-S/F5 send  ?/F1 help  a add  i edit"), "\(statusBar(focus: .profiles))")
        #expect(statusBar(focus: .payload).hasPrefix(" Tab pane  Ctrl-S/F5 send  F1 help  Ctrl-Z undo"), "\(statusBar(focus: .payload))")
        for pane in Pane.allCases {
            #expect(statusBar(focus: pane, width: 60).hasPrefix(" Tab pane  Ctrl-S/F5 send"), "at 60 columns: \(statusBar(focus: pane, width: 60))")
        }
    }

    @Test func globalHintsFollowWhereThereIsRoom() {
        #expect(statusBar(focus: .tokens, width: 200).contains("Ctrl-S/F5 send"))
    }
}

@Suite struct DiagnosticsListTests {
    typealias F = ConsoleFixtures

    /// A payload with a located error and a warning, focus on Devices.
    private func state(width: Int = 80, height: Int = 24) -> AppState {
        var state = F.state(width: width, height: height)
        Reducer.edit(&state, .replaceAll("{\n  \"aps\": {\"alert\": \"hi\", \"badge\": \"one\",\n    \"soundd\": 1}\n}"))
        state.focus = .tokens
        return state
    }

    @Test func theDiagnosticLineNamesTheKeyThatListsTheRest() throws {
        let state = state()
        try #require(state.editor.check.findings.count > 1, "\(state.editor.check.findings)")
        let text = ConsoleView.render(state).text
        #expect(text.contains("+\(state.editor.check.findings.count - 1) more: F6"), "\(text)")
    }

    @Test func f6ListsEveryFindingWithItsPlace() throws {
        var state = state()
        F.press([.function(6)], in: &state)
        #expect(state.overlay == Overlay(DiagnosticsList()))
        var screen = Screen(width: 60, height: 16)
        DiagnosticsView.draw(DiagnosticsList(), findings: state.editor.check.findings, into: &screen)
        let text = screen.text
        for finding in state.editor.check.findings {
            let place = finding.location.map { "\($0.line):\($0.column)" } ?? "–"
            #expect(text.contains("\(place) \(finding.severity.rawValue):"), "\(finding) missing from\n\(text)")
        }
        #expect(text.contains("Diagnostics: "))
        #expect(text.contains("Enter go to it"))
    }

    @Test func enterPutsThePayloadsCursorOnTheFinding() throws {
        var state = state()
        let located = try #require(state.editor.check.findings.firstIndex { $0.location != nil })
        F.press([.function(6)] + Array(repeating: .down, count: located) + [.enter], in: &state)
        let location = try #require(state.editor.check.findings[located].location)
        #expect(state.overlay == nil)
        #expect(state.focus == .payload)
        #expect(state.editor.buffer.cursor == state.editor.buffer.position(of: location))
    }

    @Test func otherKeysNeitherCloseTheListNorReachThePanes() {
        var state = state()
        F.press([.function(6), .control("s"), .character("x")], in: &state)
        #expect(state.overlay == Overlay(DiagnosticsList()))
        #expect(state.log.rows.isEmpty)
        F.press([.up, .up, .end, .home], in: &state)
        #expect(state.overlay == Overlay(DiagnosticsList(selected: 0)))
        F.press([.character("q")], in: &state)
        #expect(state.overlay == nil)
        #expect(!state.isQuitting)
    }

    @Test func aCleanPayloadHasNoListToOpen() {
        var state = F.state()
        F.press([.function(6)], in: &state)
        #expect(state.overlay == nil)
        #expect(state.status?.text.contains("no diagnostics") == true)
    }

    @Test func aLongListScrollsToTheSelectedFinding() {
        let findings = (1...30).map { LintFinding(severity: .warning, code: .payloadSyntax, message: "finding number \($0)",
                                                  location: TextPosition(line: $0, column: 1, offset: 0)) }
        var screen = Screen(width: 60, height: 16)
        DiagnosticsView.draw(DiagnosticsList(selected: 29), findings: findings, into: &screen)
        #expect(screen.text.contains("▸ ! 30:1 warning: finding number 30"))
        #expect(!screen.text.contains("finding number 1\n"))
    }
}

@Suite struct DiagnosticsSnapshotTests {
    typealias F = ConsoleFixtures

    @Test(arguments: [(80, 24), (60, 16)])
    func theListOverThePanes(width: Int, height: Int) {
        var state = F.state(width: width, height: height)
        Reducer.edit(&state, .replaceAll("{\n  \"aps\": {\"alert\": \"hi\", \"badge\": \"one\",\n    \"soundd\": 1, \"interruption-level\": \"loud\"}\n}"))
        F.press([.function(6), .down], in: &state)
        assertSnapshot(ConsoleView.render(state), named: "diagnostics-\(width)x\(height)")
    }
}

@Suite struct FieldStripTests {
    private func lines(_ fields: PushFields, width: Int) -> [String] {
        HeaderStrip.lines(fields, width: width).map { line in line.map { "\($0.name) \($0.value)" }.joined(separator: " · ") }
    }

    @Test func emptyFieldsMakeRoomFirstAndNothingIsClipped() {
        var fields = PushFields()
        #expect(lines(fields, width: 120) == ["type alert · priority 10 (default) · expiration – · collapse – · apns-id –"])
        #expect(lines(fields, width: 52) == ["type alert · priority 10 (default) · expiration –"])
        #expect(lines(fields, width: 34) == ["type alert · priority 10 (default)"])
        fields.collapseID = "scores"
        fields.pushType = .liveactivity
        fields.pushTypeOrigin = .device(.liveactivity)
        #expect(lines(fields, width: 60) == ["type liveactivity · priority 10 · collapse scores"])
        #expect(lines(fields, width: 80) == ["type liveactivity (from device) · priority 10 (default) · collapse scores"])
    }

    @Test func everySetFieldIsNamedShortenedThenOnASecondLineNeverCounted() {
        var fields = PushFields()
        fields.choose(.liveactivity)
        fields.priority = "5"
        fields.expiration = "1796003600"
        fields.collapseID = "order-42"
        #expect(lines(fields, width: 60) == ["type liveactivity · prio 5 · exp 1796003600 · coll order-42"])
        #expect(lines(fields, width: 54) == ["type liveactivity · priority 5 · expiration 1796003600", "collapse order-42"])
        #expect(lines(fields, width: 34) == ["type liveactivity · prio 5", "exp 1796003600 · coll order-42"])
        fields.apnsID = "6E5A1F3C-0000-4000-8000-0000000000AB"
        for width in [34, 54, 88] {
            let shown = lines(fields, width: width)
            #expect(shown.count == 2, "\(width): \(shown)")
            #expect(shown.allSatisfy { DisplayWidth.of($0) <= width }, "\(width): \(shown)")
            #expect(!shown.joined().contains("in F2"))
            for name in ["type", "prio", "exp", "coll", "id"] {
                #expect(shown.joined(separator: " · ").contains(name), "\(width): \(name) missing from \(shown)")
            }
        }
        #expect(lines(fields, width: 88) == ["type liveactivity · priority 5 · expiration 1796003600 · collapse order-42",
                                             "apns-id 6E5A1F3C-0000-4000-8000-0000000000AB"])
    }
}
