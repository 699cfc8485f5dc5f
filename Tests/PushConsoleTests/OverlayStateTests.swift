import Foundation
import PushCore
import Testing
@testable import PushConsole

/// Each overlay's reducer works on its own state and hands the app only what it returns.
@Suite struct OverlayStateTests {
    typealias O = OverlayFixtures

    @Test func theDetailsMoveBetweenVisibleRowsAndScrollWithinTheirOwnState() throws {
        let state = O.opened(.details)
        guard var details = state.overlay?.as(DetailsState.self) else {
            Issue.record("details are open")
            return
        }
        let rows = state.log.rows
        #expect(details.reduce(.scroll(.last), rows: rows, visible: [0, 1, 2], width: 80, height: 24) == .keepOpen)
        #expect(details.offset == DetailView.dialog(rows[details.row]).maxOffset(width: 80, height: 24) && details.offset > 0)
        let shown = details.row
        let outcome = details.reduce(.previousItem, rows: rows, visible: [0, 1, 2], width: 80, height: 24)
        #expect(outcome == .show(row: shown - 1) && details == DetailsState(row: shown - 1), "another push starts at its top")
        #expect(details.reduce(.close, rows: rows, visible: [0, 1, 2], width: 80, height: 24) == .close)
        var first = DetailsState(row: 0, offset: 3)
        #expect(first.reduce(.previousItem, rows: rows, visible: [0, 1, 2], width: 80, height: 24) == .show(row: 0))
        #expect(first.offset == 3, "at the first push the view stays where it was")
    }

    @Test func theDiagnosticsCursorStaysInTheListAndEnterJumps() {
        var list = DiagnosticsList()
        #expect(list.reduce(.move(.up), count: 3) == .keepOpen && list.selected == 0)
        #expect(list.reduce(.move(.last), count: 3) == .keepOpen && list.selected == 2)
        #expect(list.reduce(.move(.pageDown), count: 3) == .keepOpen && list.selected == 2)
        #expect(list.reduce(.activate, count: 3) == .jump(to: 2))
        #expect(list.reduce(.activate, count: 0) == .close, "a list emptied by an edit has nothing to jump to")
    }

    @Test func theChannelListNamesTheChannelUnderItsCursor() {
        var list = ChannelList(profileFile: "/p.json", profileName: "P", channelIDs: ["a", "b"], isLoading: false)
        #expect(list.reduce(.move(.down)) == .keepOpen && list.selected == 1)
        #expect(list.reduce(.move(.down)) == .keepOpen && list.selected == 1)
        #expect(list.reduce(.activate) == .pick("b"))
        #expect(list.reduce(.deleteChannel) == .delete("b"))
        #expect(list.reduce(.createStoredChannel) == .create(.mostRecentMessageStored) && list.isLoading)
        var empty = ChannelList(profileFile: "/p.json", profileName: "P", isLoading: false)
        #expect(empty.reduce(.activate) == .keepOpen && empty.reduce(.deleteChannel) == .keepOpen)
    }

    @Test func theFieldsFormHandsBackTheFieldsAsTyped() {
        var state = ConsoleFixtures.state()
        var form = FieldsForm(PushFields())
        guard case .keepOpen = form.reduce(.nextField, in: &state, now: ConsoleFixtures.now), form.field == .priority else {
            Issue.record("Tab moves to the priority")
            return
        }
        form.priority = LineInput("5")
        guard case .close = form.reduce(.activate, in: &state, now: ConsoleFixtures.now) else {
            Issue.record("Enter applies")
            return
        }
        #expect(state.editor.fields.priority == "5")
    }

    @Test func helpAndDeviceViewScrollInRangeAndClose() {
        var help = HelpState()
        #expect(help.reduce(.scroll(.up), width: 80, height: 24) == .keepOpen && help.offset == 0)
        #expect(help.reduce(.scroll(.last), width: 80, height: 24) == .keepOpen && help.offset == HelpView.dialog.maxOffset(width: 80, height: 24))
        #expect(help.reduce(.close, width: 80, height: 24) == .close)
        var view = DeviceViewState(deliveries: O.deliveries(6))
        #expect(view.reduce(.scroll(.pageDown), utcOffset: 0, width: 80, height: 24) == .keepOpen && view.offset > 0)
        #expect(view.reduce(.scroll(.first), utcOffset: 0, width: 80, height: 24) == .keepOpen && view.offset == 0)
    }

    @Test func aConfirmationSaysYesOnlyToAccept() {
        let confirmation = Confirmation(question: "Delete?", consequence: .deleteProfile(file: "/p.json"))
        #expect(confirmation.isYes(.accept))
        #expect(!confirmation.isYes(.close))
    }
}
