import Foundation
import PushCore

extension Reducer {
    static func templatesCommand(_ command: ConsoleCommand, selected: Int, in state: inout AppState, now: Date) {
        switch TemplatePicker.reduce(command, selected: selected) {
        case .select(let index): state.overlay = .templates(selected: index)
        case .close: state.overlay = nil
        case .apply(let template):
            state.overlay = nil
            apply(template, in: &state, now: now)
        case .ignored: break
        }
    }

    /// Puts `template` into the payload with the push type (and priority) it is for, as one undo
    /// step that restores text and fields together.
    private static func apply(_ template: PayloadTemplate, in state: inout AppState, now: Date) {
        let before = FieldsSnapshot(state.editor)
        state.editor.fields.choose(template.pushType)
        if template.pushType == .background { state.editor.fields.choosePriority(5) }
        if state.editor.fields.effectivePriority == 5, template.pushType != .background, template.pushType != .liveactivity {
            state.editor.fields.choosePriority(nil)
        }
        let stamp = Int(now.timeIntervalSince1970)
        // Live Activity templates carry "now"; a send refreshes it unless the user changes it.
        state.editor.templateTimestamp = template.pushType == .liveactivity ? stamp : nil
        // Text and fields are one undo step.
        let view = editorView(state)
        state.editor.buffer.replaceAll(template.text(now: stamp), before: UndoSnapshot(before), after: UndoSnapshot(FieldsSnapshot(state.editor)),
                                       viewHeight: view.height, viewWidth: view.width)
        revalidate(&state)
    }
}
