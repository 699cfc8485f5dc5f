import Foundation
import PushCore
import Testing
@testable import PushConsole

/// Answers the effects these sessions need: `profile` loaded, `saved` as its payload library.
final class LibraryPerformer: EffectPerformer {
    private let profile: Profile
    private let saved: [SavedPayload]

    init(profile: Profile = ConsoleFixtures.profile(deadThird: false), saved: [SavedPayload] = []) {
        self.profile = profile
        self.saved = saved
    }

    func perform(_ effect: Effect, mailbox: Mailbox) {
        switch effect {
        case .loadProfiles:
            mailbox.post(.profilesLoaded([.loaded(file: "/p.json", profile: profile)], drafts: [:]))
        case .loadLibrary(let file):
            mailbox.post(.libraryLoaded(LibraryReport(profileFile: file, payloads: saved)))
        default:
            break
        }
    }
}

/// What the next push carries besides its recipient is one value with one undo history: an F2
/// change is a step like a text edit, and a template, a saved payload or a curl import sets the
/// whole value (the profile's defaults for what it does not name). Keys through the real loop.
@Suite struct PushValueSessionTests {
    typealias F = ConsoleFixtures

    /// The state and the last frame after `events` on a `width` x `height` terminal.
    private func run(_ events: [TerminalEvent], width: Int = 80, height: Int = 24,
                     performer: EffectPerformer = LibraryPerformer()) -> (state: AppState, screen: String) {
        let terminal = ScriptedTerminal(width: width, height: height, events: events)
        let session = ConsoleSession(state: AppState(width: 1, height: 1), terminal: terminal, performer: performer, clock: { F.now })
        let state = session.run(initial: [.loadProfiles])
        return (state, terminal.frames.last?.text ?? "")
    }

    private func keys(_ keys: [Key]) -> [TerminalEvent] { keys.map { .key($0) } }

    private func typed(_ text: String) -> [TerminalEvent] { text.map { .key(.character($0)) } }

    /// Ctrl-T, then Enter on the built-in template `name`.
    private func template(_ name: String) -> [TerminalEvent] {
        let index = PayloadTemplate.apns.firstIndex { $0.name == name } ?? 0
        return keys([.control("t")] + Array(repeating: .down, count: index) + [.enter])
    }

    /// F2, `priority` and `collapseID` typed into their fields, Enter.
    private func fields(priority: String, collapseID: String) -> [TerminalEvent] {
        keys([.function(2), .tab]) + typed(priority) + keys([.tab, .tab]) + typed(collapseID) + keys([.enter])
    }

    /// The header strip's lines: the payload pane's rows from the one under the next-send line
    /// down to the first line number.
    private func strip(_ screen: String) -> [String] {
        let rows = screen.split(separator: "\n").map(String.init)
        guard let first = rows.firstIndex(where: { $0.contains("type ") }) else { return [] }
        return rows[first...].prefix { !$0.contains("   1 ") && !$0.contains("  1 {") }.map { row in
            row.split(separator: "┃").dropFirst().first.map { $0.trimmingCharacters(in: .whitespaces) } ?? row
        }
    }

    @Test func anF2ChangeIsOneUndoStepThatRedoBringsBack() {
        let before = run(template("Time-sensitive alert"))
        let set = template("Time-sensitive alert") + fields(priority: "5", collapseID: "coll1")
        let undone = run(set + keys([.control("z")]))
        #expect(undone.state.editor.text == before.state.editor.text, "Ctrl-Z undid the template, not F2")
        #expect(undone.state.editor.fields == before.state.editor.fields)
        #expect(strip(undone.screen).first?.hasPrefix("type alert · priority 10 (default)") == true, "\(undone.screen)")

        let redone = run(set + keys([.control("z"), .control("y")]))
        #expect(redone.state.editor.fields.priority == "5" && redone.state.editor.fields.collapseID == "coll1")
        #expect(redone.state.editor.text == before.state.editor.text)
        #expect(strip(redone.screen).first?.contains("priority 5") == true, "\(redone.screen)")
        #expect(strip(redone.screen).joined().contains("collapse coll1"), "\(redone.screen)")

        // A second Ctrl-Z takes the template back too: one history, text and fields together.
        let draft = run([])
        let both = run(set + keys([.control("z"), .control("z")]))
        #expect(both.state.editor.text == draft.state.editor.text && both.state.editor.fields == draft.state.editor.fields)
    }

    @Test func aTemplateAfterACurlImportCarriesNoStaleCollapseID() {
        let command = """
            curl -v --header "apns-topic: com.example.demo" --header "apns-push-type: alert" --header "apns-priority: 5" \\
              --header "apns-expiration: 1796003600" --header "apns-collapse-id: order-42" \\
              --data '{"aps":{"alert":"Order shipped"}}' --http2 https://api.sandbox.push.apple.com/3/device/\(F.tokens[1])
            """
        let imported = run([.paste(command), .key(.character("y"))])
        #expect(imported.state.editor.fields.collapseID == "order-42")
        #expect(strip(imported.screen).joined(separator: " · ").contains("order-42"), "the strip does not name the collapse ID: \(imported.screen)")

        let applied = run([.paste(command), .key(.character("y"))] + template("Live Activity start"))
        let fields = applied.state.editor.fields
        #expect(fields.pushType == .liveactivity && fields.pushTypeOrigin == .chosen)
        #expect(fields.collapseID.isEmpty && fields.priority.isEmpty && fields.expiration.isEmpty && fields.apnsID.isEmpty,
                "the template kept what the import set: \(fields)")
        let shown = strip(applied.screen)
        #expect(shown.first?.hasPrefix("type liveactivity · priority 10 (default)") == true, "\(applied.screen)")
        #expect(!applied.screen.contains("order-42") && !applied.screen.contains("in F2"), "\(applied.screen)")
    }

    @Test func undoAndRedoOfATemplateStepRestoreExactlyThatStepsFields() {
        let first = fields(priority: "1", collapseID: "keep")
        let afterFields = run(first)
        let afterTemplate = run(first + template("Background (silent)"))
        #expect(afterTemplate.state.editor.fields.priority == "5" && afterTemplate.state.editor.fields.collapseID.isEmpty)
        let undone = run(first + template("Background (silent)") + keys([.control("z")]))
        #expect(undone.state.editor.fields == afterFields.state.editor.fields)
        #expect(undone.state.editor.text == afterFields.state.editor.text)
        let redone = run(first + template("Background (silent)") + keys([.control("z"), .control("y")]))
        #expect(redone.state.editor.fields == afterTemplate.state.editor.fields)
        #expect(redone.state.editor.text == afterTemplate.state.editor.text)
        // Back past the template, the F2 step is undone in turn.
        let draft = run([])
        let start = run(first + template("Background (silent)") + keys([.control("z"), .control("y"), .control("z"), .control("z")]))
        #expect(start.state.editor.fields == draft.state.editor.fields && start.state.editor.text == draft.state.editor.text)
    }

    @Test func aSavedPayloadSetsItsFieldsAndTheProfilesDefaultsTheRest() {
        var profile = F.profile(deadThird: false)
        profile.defaults = ProfileDefaults(priority: 10, collapseID: "news")
        let saved = [SavedPayload(name: "Refresh inbox", payload: #"{"aps":{"content-available":1}}"#, pushType: "background", priority: 5),
                     SavedPayload(name: "Gate change", payload: #"{"aps":{"alert":"Gate B42"}}"#, pushType: "alert")]
        let performer = { LibraryPerformer(profile: profile, saved: saved) }
        let pick: (Int) -> [TerminalEvent] = { index in
            self.keys([.control("t")] + Array(repeating: .down, count: PayloadTemplate.apns.count + index) + [.enter])
        }
        let refresh = run(pick(0), performer: performer())
        #expect(refresh.state.editor.fields.priority == "5", "the saved priority, not the profile's 10")
        #expect(refresh.state.editor.fields.collapseID == "news", "the profile's collapse ID")
        #expect(refresh.state.editor.fields.pushType == .background)

        let gate = run(pick(0) + pick(1), performer: performer())
        #expect(gate.state.editor.fields.priority == "10", "the profile's priority, not the 5 of the payload before")
        #expect(gate.state.editor.fields.pushType == .alert && gate.state.editor.fields.collapseID == "news")
    }

    @Test(arguments: [(80, 24), (60, 16)])
    func aStripWithEveryFieldSetNamesEachAndTheEditorStillFits(width: Int, height: Int) {
        var state = F.state(width: width, height: height)
        let update = PayloadTemplate.apns.firstIndex { $0.name == "Live Activity update" } ?? 0
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
