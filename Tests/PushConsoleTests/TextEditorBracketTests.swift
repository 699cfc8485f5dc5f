import Testing
@testable import PushConsole

@Suite struct TextEditorBracketTests {
    private func match(_ marked: String) -> EditorPosition? {
        MarkedEditor.make(marked).matchingBracket()
    }

    @Test func findsTheCloserOfTheBracketUnderTheCursor() {
        #expect(match("‸{\"a\": [1, 2]}") == EditorPosition(line: 0, column: 12))
        #expect(match("{\"a\": ‸[1, 2]}") == EditorPosition(line: 0, column: 11))
    }

    @Test func findsTheOpenerOfTheBracketBeforeTheCursor() {
        #expect(match("{\"a\": [1, 2]}‸") == EditorPosition(line: 0, column: 0))
        #expect(match("{\"a\": [1, 2]‸, 3}") == EditorPosition(line: 0, column: 6))
    }

    @Test func theBracketUnderTheCursorWinsOverTheOneBefore() {
        #expect(match("[]‸{}") == EditorPosition(line: 0, column: 3))
        #expect(match("{\"a\": [1, 2]‸}") == .start)
    }

    @Test func matchesAcrossLines() {
        let document = "{\n  \"aps\": {\n    \"alert\": \"hi\"\n  }\n}"
        var editor = TextEditor(text: document)
        #expect(editor.matchingBracket() == EditorPosition(line: 4, column: 0))
        editor.run(.documentEnd)
        #expect(editor.matchingBracket() == .start)
        editor.run(.moveTo(EditorPosition(line: 3, column: 3)))
        #expect(editor.matchingBracket() == EditorPosition(line: 1, column: 9))
    }

    @Test func bracketsInsideStringsAreIgnored() {
        #expect(match("‸{\"a\": \"}]\\\"}\"}") == EditorPosition(line: 0, column: 13))
        #expect(match("{\"a\": \"‸}\"}") == nil)
        #expect(match("{\"a\": \"x}‸\"}") == nil)
    }

    @Test func unbalancedOrMismatchedBracketsHaveNoPartner() {
        #expect(match("‸{\"a\": [1}") == nil)
        #expect(match("‸[1, 2") == nil)
        #expect(match("1]‸") == nil)
        #expect(match("a‸b") == nil)
        #expect(match("‸") == nil)
    }

    @Test func aHugeUnbalancedDocumentGivesUpInsteadOfStalling() {
        let text = "[" + String(repeating: "1,", count: TextEditor.bracketSearchLimit)
        #expect(TextEditor(text: text).matchingBracket() == nil)
        let balanced = "[" + String(repeating: "1,", count: 1_000) + "]"
        #expect(TextEditor(text: balanced).matchingBracket() == EditorPosition(line: 0, column: 2_001))
    }
}
