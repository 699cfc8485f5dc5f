import Foundation
import PushCore
import Testing
@testable import PushConsole

/// What the next push carries besides its recipient, as the screen shows it: the header strip
/// names every field that is set at every size.
@Suite struct PushValueSessionTests {
    typealias F = ConsoleFixtures

    /// The header strip's lines: the payload pane's rows from the one under the next-send line
    /// down to the first line number.
    private func strip(_ screen: String) -> [String] {
        let rows = screen.split(separator: "\n").map(String.init)
        guard let first = rows.firstIndex(where: { $0.contains("type ") }) else { return [] }
        return rows[first...].prefix { !$0.contains("   1 ") && !$0.contains("  1 {") }.map { row in
            row.split(separator: "┃").dropFirst().first.map { $0.trimmingCharacters(in: .whitespaces) } ?? row
        }
    }

    @Test(arguments: [(80, 24), (60, 16)])
    func aStripWithEveryFieldSetNamesEachAndTheEditorStillFits(width: Int, height: Int) {
        var state = F.state(width: width, height: height)
        let update = PayloadTemplate.all.firstIndex { $0.name == "Live Activity update" } ?? 0
        F.press([.control("t")] + Array(repeating: .down, count: update) + [.enter, .function(2)], in: &state)
        for value in ["5", "1796003600", "order-42", "6e5a1f3c-0000-4000-8000-0000000000ab"] {
            F.press([.tab], in: &state)
            F.type(value, in: &state)
        }
        F.press([.enter], in: &state)
        let screen = ConsoleView.render(state)
        assertSnapshot(screen, named: "strip-every-field-\(width)x\(height)")
        let shown = strip(screen.text)
        #expect(shown.count == 2, "\(screen.text)")
        let joined = shown.joined(separator: " · ")
        for name in ["type liveactivity", "prio", "exp", "coll", "id 6e5a"] {
            #expect(joined.contains(name), "\(name) not named: \(screen.text)")
        }
        #expect(!screen.text.contains("in F2"))
        // The editor keeps two lines under the strip.
        #expect(screen.text.contains("  1 {") && screen.text.contains(#"  2   "aps": {"#), "\(screen.text)")
    }
}
