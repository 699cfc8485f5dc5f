import Foundation
import PushCore
import Testing
@testable import PushConsole

/// The Payload slice on its own: its check reads the other slices only through an `EditorContext`,
/// and its view draws from the slice and the next send.
@Suite struct EditorSliceTests {
    typealias F = ConsoleFixtures

    private func context(targets: [TokenBookEntry] = [], defaultPushType: PushType? = nil) -> EditorContext {
        EditorContext(isFCM: false, fcmToken: nil, defaultPushType: defaultPushType, bundleID: "com.example.demo", targets: targets,
                      certificate: nil)
    }

    private func editor(_ text: String) -> EditorState {
        var editor = EditorState()
        editor.apply(.replaceAll(text), view: (10, 40), context: context())
        return editor
    }

    @Test func theContextsDevicesSuggestATypeTheUserHasNotChosen() {
        var editor = editor(#"{"aps":{"content-available":1}}"#)
        let voip = TokenBookEntry(label: "Phone", token: F.token(0), kind: .voip)
        editor.revalidate(context(targets: [voip]))
        #expect(editor.fields.pushType == .voip && editor.fields.pushTypeOrigin == .device(.voip))
        editor.fields.choose(.background)
        editor.revalidate(context(targets: [voip]))
        #expect(editor.fields.pushType == .background, "the user's choice wins")
    }

    @Test func headerFieldProblemsCarryTheirOwnRuleNotOneGuessedFromTheirWording() {
        var editor = editor(#"{"aps":{"alert":"hi"}}"#)
        editor.fields.priority = "7"
        editor.fields.expiration = "soon"
        editor.revalidate(context())
        let codes = editor.check.findings.map(\.code)
        #expect(codes.contains(.priorityInvalid) && codes.contains(.expirationInvalid))
    }

    @Test func undoOfATemplatePutsItsFieldsBackInTheSlice() {
        var editor = editor("{}")
        editor.change(text: #"{"aps":{"content-available":1}}"#, view: (10, 40), context: context()) { $0.fields.choose(.background) }
        editor.apply(.undo, view: (10, 40), context: context())
        #expect(editor.text == "{}" && editor.fields.pushTypeOrigin != .chosen)
    }

    @Test func aChangeOfTheFieldsAloneIsAStepUnlessItChangesNothing() {
        var editor = editor("{}")
        editor.change(text: nil, view: (10, 40), context: context()) { $0.fields.collapseID = "scores" }
        #expect(editor.buffer.canUndo)
        editor.apply(.undo, view: (10, 40), context: context())
        #expect(editor.text == "{}" && editor.fields.collapseID.isEmpty)
        editor.apply(.redo, view: (10, 40), context: context())
        #expect(editor.fields.collapseID == "scores")
        editor.apply(.undo, view: (10, 40), context: context())
        editor.apply(.undo, view: (10, 40), context: context())
        editor.change(text: nil, view: (10, 40), context: context()) { $0.fields.collapseID = "" }
        #expect(editor.buffer.canRedo, "confirming fields as they were is no step and keeps what was undone")
    }

    @Test func theViewDrawsTheNextSendTheStripTheTextAndTheVerdictAt60x16() {
        var state = F.state(width: 60, height: 16)
        state.focus = .payload
        let layout = Layout(width: 60, height: 16)
        var screen = Screen(width: 60, height: 16)
        if let layout {
            PayloadView.draw(state.editor, nextSend: state.nextSend, isFCM: false, focused: true, isFocusPane: true, layout: layout, into: &screen)
        }
        let text = screen.text
        #expect(text.contains("→ iPhone"), "the next send: \(text)")
        #expect(text.contains("type alert"))
        #expect(text.contains("✓ APNs would accept this payload"))
        #expect(screen.cursor != nil, "the focused editor shows the cursor")

        var broken = state.editor
        broken.apply(.replaceAll("{"), view: (4, 30), context: state.editorContext)
        var brokenScreen = Screen(width: 60, height: 16)
        if let layout {
            PayloadView.draw(broken, nextSend: state.nextSend, isFCM: false, focused: false, isFocusPane: false, layout: layout, into: &brokenScreen)
        }
        #expect(brokenScreen.text.contains("✗ invalid") && brokenScreen.cursor == nil)
    }
}
