import Foundation
import PushCore
import Testing
@testable import PushConsole

/// Finding 6 of issue 11: an undo step can carry state outside the text, and applying a template
/// is one step that undo and redo restore whole.
@Suite struct UndoSnapshotTests {
    typealias F = ConsoleFixtures

    @Test func aStepCarriesItsSnapshotsThroughUndoAndRedo() {
        var editor = MarkedEditor.make("ab‸")
        editor.replaceAll("{}", before: UndoSnapshot("old"), after: UndoSnapshot("new"), viewHeight: 10, viewWidth: 40)
        #expect(editor.text == "{}")
        editor.run(.insert("x"))
        #expect(editor.restoredSnapshot == nil)
        editor.run(.undo)
        #expect(editor.restoredSnapshot == nil, "typing after the step is a step of its own")
        editor.run(.undo)
        #expect(editor.text == "ab")
        #expect(editor.restoredSnapshot?.value(as: String.self) == "old")
        editor.run(.redo)
        #expect(editor.text == "{}")
        #expect(editor.restoredSnapshot?.value(as: String.self) == "new")
        editor.run(.left)
        #expect(editor.restoredSnapshot == nil)
    }

    @Test func theSameTextIsStillAStep() {
        var editor = TextEditor(text: "{}")
        editor.replaceAll("{}", before: UndoSnapshot(1), after: UndoSnapshot(2), viewHeight: 10, viewWidth: 40)
        #expect(editor.canUndo)
        editor.run(.undo)
        #expect(editor.restoredSnapshot?.value(as: Int.self) == 1)
        #expect(editor.restoredSnapshot?.value(as: String.self) == nil)
    }

    @Test func aStepOfStateOutsideTheTextLeavesTheTextAndKeepsItsPlaceInTheHistory() {
        var editor = MarkedEditor.make("ab‸")
        editor.run(.insert("c"))
        editor.recordStep(before: UndoSnapshot("old"), after: UndoSnapshot("new"))
        editor.run(.insert("d"))
        #expect(editor.text == "abcd")
        editor.run(.undo)
        #expect(editor.text == "abc" && editor.restoredSnapshot == nil, "the typing after the step undoes first")
        editor.run(.undo)
        #expect(editor.text == "abc" && editor.restoredSnapshot?.value(as: String.self) == "old")
        editor.run(.undo)
        #expect(editor.text == "ab" && editor.restoredSnapshot == nil)
        editor.run(.redo)
        editor.run(.redo)
        #expect(editor.text == "abc" && editor.restoredSnapshot?.value(as: String.self) == "new")
        editor.recordStep(before: UndoSnapshot("new"), after: UndoSnapshot("newer"))
        #expect(!editor.canRedo, "a new step drops what was undone")
    }

    @Test func snapshotsCompareByValueAndType() {
        #expect(UndoSnapshot(1) == UndoSnapshot(1))
        #expect(UndoSnapshot(1) != UndoSnapshot(2))
        #expect(UndoSnapshot(1) != UndoSnapshot("1"))
    }

    @Test func undoingATemplateRestoresTextAndFieldsTogether() throws {
        var state = F.state()
        let original = state.editor.text
        let index = try #require(PayloadTemplate.apns.firstIndex { $0.name == "Background (silent)" })
        F.press([.control("t")] + Array(repeating: .down, count: index) + [.enter], in: &state)
        let template = state.editor.text
        #expect(state.editor.fields.pushType == .background && state.editor.fields.priority == "5")
        F.press([.control("z")], in: &state)
        #expect(state.editor.text == original)
        #expect(state.editor.fields.pushType == .alert)
        #expect(state.editor.fields.priority == "")
        #expect(state.editor.fields.pushTypeOrigin == .standard)
        #expect(!state.editor.check.hasErrors, "\(state.editor.check.findings)")
        let screen = ConsoleView.render(state).text
        #expect(screen.contains("type alert · priority 10 (default)"), "\(screen)")
        F.press([.control("y")], in: &state)
        #expect(state.editor.text == template)
        #expect(state.editor.fields.pushType == .background && state.editor.fields.priority == "5")
        #expect(state.editor.fields.pushTypeOrigin == .chosen)
    }

    @Test func undoingALiveActivityTemplateForgetsItsTimestamp() throws {
        var state = F.state()
        let index = try #require(PayloadTemplate.apns.firstIndex { $0.name == "Live Activity update" })
        F.press([.control("t")] + Array(repeating: .down, count: index) + [.enter], in: &state)
        #expect(state.editor.templateTimestamp != nil)
        F.press([.control("z")], in: &state)
        #expect(state.editor.templateTimestamp == nil)
        F.press([.control("y")], in: &state)
        #expect(state.editor.templateTimestamp == Int(F.now.timeIntervalSince1970))
    }
}
