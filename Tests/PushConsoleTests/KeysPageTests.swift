import Foundation
import Testing
@testable import PushConsole

/// `docs/keys.md` is the keymap's own page: `./dev docs` (this suite with PUSHTUI_RECORD_DOCS=1)
/// writes it when a binding changes.
@Suite struct KeysPageTests {
    @Test func theKeysPageIsWhatTheKeymapMakes() throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        let url = root.appendingPathComponent("docs/keys.md")
        let page = Keymap.markdownPage()
        if ProcessInfo.processInfo.environment["PUSHTUI_RECORD_DOCS"] == "1" {
            try page.write(to: url, atomically: true, encoding: .utf8)
        }
        let committed = try String(contentsOf: url, encoding: .utf8)
        #expect(committed == page, "docs/keys.md is not what Keymap.markdownPage() makes: run ./dev docs")
    }
}
