import Testing
@testable import PushConsole

@Suite struct KeyNameTests {
    @Test(arguments: [
        (Key.control("s"), "Ctrl-S"),
        (.control("q"), "Ctrl-Q"),
        (.function(5), "F5"),
        (.function(1), "F1"),
        (.tab, "Tab"),
        (.backTab, "Shift-Tab"),
        (.escape, "Esc"),
        (.enter, "Enter"),
        (.up, "↑"),
        (.down, "↓"),
        (.left, "←"),
        (.right, "→"),
        (.pageUp, "PgUp"),
        (.pageDown, "PgDn"),
        (.home, "Home"),
        (.end, "End"),
        (.backspace, "Backspace"),
        (.delete, "Del"),
        (.insert, "Ins"),
        (.wordLeft, "Ctrl-←"),
        (.wordRight, "Ctrl-→"),
        (.character("?"), "?"),
        (.character("q"), "q"),
        (.character("Q"), "Q"),
        (.character(" "), "Space"),
        (.character("世"), "世"),
    ])
    func displayNames(_ key: Key, _ name: String) {
        #expect(key.displayName == name)
    }

    @Test func differentKeysHaveDifferentNames() {
        let keys: [Key] = [.enter, .tab, .backTab, .backspace, .delete, .escape, .insert, .up, .down, .left, .right,
                           .home, .end, .pageUp, .pageDown, .wordLeft, .wordRight, .control("a"), .character("a"),
                           .character("A"), .character(" ")] + (1...12).map(Key.function)
        #expect(Set(keys.map(\.displayName)).count == keys.count)
    }
}
