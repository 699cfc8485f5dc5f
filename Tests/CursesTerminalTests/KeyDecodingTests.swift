import CCursesShims
import PushConsole
import Testing
@testable import CursesTerminal

@Suite struct KeyDecodingTests {
    @Test(arguments: [
        (UInt32(9), Key.tab), (13, .enter), (10, .enter), (8, .backspace), (127, .backspace), (27, .escape),
        (1, .control("a")), (3, .control("c")), (17, .control("q")), (19, .control("s")), (26, .control("z")),
        (0x61, .character("a")), (0x4E16, .character("世")), (0x1F600, .character("😀")),
    ])
    func charactersBecomeKeys(value: UInt32, key: Key) {
        #expect(InputCharacter.key(for: value) == key)
    }

    @Test(arguments: [UInt32(0), 28, 31, 0x85])
    func meaninglessControlBytesAreDropped(value: UInt32) {
        #expect(InputCharacter.key(for: value) == nil)
    }

    @Test func aSurrogateBecomesTheReplacementCharacter() {
        #expect(InputCharacter.key(for: 0xD800) == .character("\u{FFFD}"))
    }

    @Test(arguments: [
        ("1;5", Character("D"), Key.wordLeft), ("1;5", "C", .wordRight), ("1;3", "D", .wordLeft), ("1;3", "C", .wordRight),
        ("1;2", "C", .right), ("", "A", .up), ("", "B", .down), ("", "H", .home), ("", "F", .end), ("", "Z", .backTab),
        ("3", "~", .delete), ("2", "~", .insert), ("5", "~", .pageUp), ("6", "~", .pageDown), ("1", "~", .home),
        ("4", "~", .end), ("15", "~", .function(5)), ("17", "~", .function(6)), ("24", "~", .function(12)),
        ("1;2", "P", .function(1)), ("", "S", .function(4)),
    ])
    func controlSequencesBecomeKeys(parameters: String, final: Character, key: Key) {
        #expect(ControlSequence.key(parameters: parameters, final: final) == key)
    }

    @Test func unknownControlSequencesMeanNothing() {
        #expect(ControlSequence.key(parameters: "99", final: "~") == nil)
        #expect(ControlSequence.key(parameters: "", final: "x") == nil)
    }

    @Test func singleShiftSequencesBecomeKeys() {
        #expect(ControlSequence.key(singleShift: "P") == .function(1))
        #expect(ControlSequence.key(singleShift: "A") == .up)
        #expect(ControlSequence.key(singleShift: "M") == .enter)
        #expect(ControlSequence.key(singleShift: "x") == nil)
    }

    @Test func cursesKeyCodesBecomeKeys() {
        #expect(KeyCode.key(for: KEY_F0 + 5, name: nil) == .function(5))
        #expect(KeyCode.key(for: KEY_BTAB, name: nil) == .backTab)
        #expect(KeyCode.key(for: KEY_NPAGE, name: nil) == .pageDown)
        #expect(KeyCode.key(for: KEY_DC, name: nil) == .delete)
        // Extended keys are numbered per terminal; their terminfo names tell what they are.
        #expect(KeyCode.key(for: KEY_MAX + 40, name: "kLFT5") == .wordLeft)
        #expect(KeyCode.key(for: KEY_MAX + 41, name: "kRIT3") == .wordRight)
        #expect(KeyCode.key(for: KEY_MAX + 42, name: "kxIN") == nil)
        #expect(KeyCode.key(for: KEY_MAX + 43, name: nil) == nil)
    }

    @Test func sgrMouseReportsBecomeClicksOnPress() {
        #expect(InputReader.sgrClick(parameters: "<0;10;5", pressed: true) == .click(row: 4, column: 9))
        #expect(InputReader.sgrClick(parameters: "<0;10;5", pressed: false) == nil)
        #expect(InputReader.sgrClick(parameters: "<2;10;5", pressed: true) == nil) // right button
        #expect(InputReader.sgrClick(parameters: "<32;10;5", pressed: true) == nil) // motion
    }
}
