import Testing
@testable import CursesTerminal

@Suite struct PasteCollectorTests {
    @Test func endsAtTheMarkerAndKeepsWhatFollows() {
        var collector = PasteCollector()
        collector.add(Array("hello\u{1B}[201~xy".utf8))
        #expect(collector.isComplete)
        #expect(collector.text == "hello")
        #expect(collector.remainder == Array("xy".utf8))
    }

    @Test func findsAMarkerSplitAcrossReads() {
        var collector = PasteCollector()
        for chunk in ["ab\u{1B}[2", "01", "~"] { collector.add(Array(chunk.utf8)) }
        #expect(collector.isComplete)
        #expect(collector.text == "ab")
    }

    @Test func aFalseStartOfTheMarkerIsText() {
        var collector = PasteCollector()
        collector.add(Array("a\u{1B}[20x".utf8))
        #expect(!collector.isComplete)
        #expect(collector.text == "a\u{1B}[20x")
    }

    @Test func carriageReturnsBecomeNewlines() {
        var collector = PasteCollector()
        collector.add(Array("one\rtwo\r\nthree\n".utf8))
        #expect(collector.text == "one\ntwo\nthree\n")
    }

    @Test func invalidUTF8BecomesReplacementCharactersAndWideTextSurvives() {
        var collector = PasteCollector()
        collector.add([0x61, 0xFF, 0xC3] + Array("通知".utf8) + Array("\u{1B}[201~".utf8))
        #expect(collector.text == "a\u{FFFD}\u{FFFD}通知")
    }
}
