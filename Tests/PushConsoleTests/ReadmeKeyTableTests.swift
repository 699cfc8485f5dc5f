import Foundation
import Testing
@testable import PushConsole

/// The README's key table is the keymap's own Markdown: regenerate it when a binding changes.
@Suite struct ReadmeKeyTableTests {
    @Test func theReadmeShowsTheKeymapTable() throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        let readme = try String(contentsOf: root.appendingPathComponent("README.md"), encoding: .utf8)
        let table = Keymap.markdownTable()
        let documented = readme.contains(table)
        #expect(documented, "README.md must contain the key table exactly as Keymap.markdownTable() makes it:\n\(table)")
    }
}
