import Foundation
import PushConsole
import Testing
@testable import PushConsoleRuntime

/// What the console reads back from `$EDITOR` goes through the same reading layer as every input:
/// exact bytes or nothing, never a hang.
@Suite struct ExternalEditorTests {
    private func edit(with editor: String) -> Action {
        ExternalEditor(suspendTerminal: {}, resumeTerminal: {}, environment: ["EDITOR": editor]).edit(#"{"aps":{}}"#)
    }

    @Test func anEditedPayloadIsReadBack() {
        #expect(edit(with: #"printf '{"aps":{"badge":1}}\n' >"#) == .externalEditFinished(#"{"aps":{"badge":1}}"#, message: "payload read back from printf '{\"aps\":{\"badge\":1}}\\n' >"))
    }

    @Test func invalidUTF8LeavesThePayloadUnchanged() {
        let editor = #"printf '{"aps":{"alert":"\377"}}' >"#
        #expect(edit(with: editor) == .externalEditFinished(nil, message: "\(editor) wrote invalid UTF-8; payload unchanged"))
    }

    @Test func aFIFOInPlaceOfTheFileDoesNotHang() {
        guard case .externalEditFinished(nil, let message) = edit(with: "rm -f \"$1\" && mkfifo") else {
            Issue.record("a FIFO was read as a payload")
            return
        }
        #expect(message?.contains("is a FIFO (named pipe), not a regular file; payload unchanged") == true, "\(String(describing: message))")
    }

    @Test func anEditorEndedByASignalLeavesThePayloadUnchanged() {
        #expect(edit(with: "kill -INT $$; :") == .externalEditFinished(nil, message: "kill -INT $$; : was ended by SIGINT; payload unchanged"))
    }

    @Test func aFailingEditorLeavesThePayloadUnchanged() {
        #expect(edit(with: "exit 3; :") == .externalEditFinished(nil, message: "exit 3; : exited with 3; payload unchanged"))
    }
}
