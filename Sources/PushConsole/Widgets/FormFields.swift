import Foundation
import PushCore

/// The inputs forms are made of: a one-line text field and a ‹ choice ›.
extension OverlayView {
    /// A choice field: its value between ‹ › (←→ change it when focused).
    static func choice(_ value: String, row: Int, column: Int, width: Int, focused: Bool, into screen: inout Screen) {
        screen.fill(row: row, column: column, width: width, height: 1, style: focused ? .selection : .normal)
        screen.put("‹ \(value) ›", row: row, column: column, style: focused ? .selection : .normal, limit: width)
    }

    /// A one-line input; the focused one gets the terminal cursor.
    static func field(_ input: LineInput, row: Int, column: Int, width: Int, focused: Bool, into screen: inout Screen) {
        screen.fill(row: row, column: column, width: width, height: 1, style: focused ? .selection : .normal)
        let characters = input.characters
        let cursorColumns = DisplayWidth.of(String(characters.prefix(input.cursor)))
        let skip = max(0, cursorColumns - width + 1)
        var skipped = 0
        var start = 0
        while start < characters.count, skipped < skip {
            skipped += DisplayWidth.of(characters[start])
            start += 1
        }
        screen.put(String(characters[start...]), row: row, column: column, style: focused ? .selection : .normal, limit: width)
        if focused { screen.cursor = Screen.Position(row: row, column: column + cursorColumns - skipped) }
    }
}
