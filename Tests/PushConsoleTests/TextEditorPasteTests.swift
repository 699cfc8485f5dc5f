import Foundation
import Testing
@testable import PushConsole

@Suite struct TextEditorPasteTests {
    /// About a megabyte of pretty-printed JSON with wide characters and CRLF line ends.
    private static let megabyte: String = {
        let row = "  {\"id\": 12345, \"title\": \"通知テスト\", \"body\": \"e\u{301}🇯🇵 padding text\"},\r\n"
        return "[\r\n" + String(repeating: row, count: 1_048_576 / row.utf8.count) + "  {}\r\n]"
    }()

    @Test func aMegabytePasteIsOneUndoStep() {
        var editor = MarkedEditor.make("{\"list\": ‸}")
        let clock = ContinuousClock()
        let elapsed = clock.measure {
            editor.apply(.paste(Self.megabyte), viewHeight: 20, viewWidth: 80)
        }
        // Printed for the record, never asserted: timing depends on the machine and the build.
        print("1 MB paste: \(elapsed)")
        let expectedLines = Self.megabyte.utf8.filter { $0 == UInt8(ascii: "\n") }.count + 1
        #expect(editor.lineCount == expectedLines)
        #expect(editor.line(0) == "{\"list\": [")
        #expect(editor.line(editor.lineCount - 1) == "]}")
        #expect(editor.cursor == EditorPosition(line: editor.lineCount - 1, column: 1))
        #expect(!editor.text.contains("\r"))
        #expect(editor.text.utf8.count == Self.megabyte.utf8.count + "{\"list\": }".utf8.count - (expectedLines - 1))
        #expect(editor.topLine == editor.lineCount - 20)

        editor.apply(.undo, viewHeight: 20, viewWidth: 80)
        #expect(editor.text == "{\"list\": }")
        editor.apply(.redo, viewHeight: 20, viewWidth: 80)
        #expect(editor.lineCount == expectedLines)
    }

    @Test func typingInAMegabyteDocumentStillWorks() {
        var editor = TextEditor(text: Self.megabyte)
        editor.apply(.moveTo(EditorPosition(line: 5_000, column: 3)), viewHeight: 20, viewWidth: 80)
        editor.apply(.insert("x"), viewHeight: 20, viewWidth: 80)
        #expect(editor.line(5_000).hasPrefix("  {x\"id\""))
        editor.apply(.undo, viewHeight: 20, viewWidth: 80)
        #expect(editor.line(5_000).hasPrefix("  {\"id\""))
    }

    @Test func aMegabyteOnOneLineScrollsSideways() {
        let line = String(repeating: "世a", count: 350_000)
        var editor = TextEditor(text: "")
        editor.apply(.paste(line), viewHeight: 5, viewWidth: 80)
        #expect(editor.cursor == EditorPosition(line: 0, column: 700_000))
        #expect(editor.leftColumn == 1_050_000 - 79)
        #expect(editor.visibleText(ofLine: 0, viewWidth: 80).count <= 80)
    }
}
