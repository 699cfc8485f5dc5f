import Foundation
import PushCore
import Testing
@testable import PushConsole

/// The one picker of built-in templates and saved payloads (Ctrl-T): what it asks the runner,
/// what applying a saved payload does, and the save, rename and delete steps with their refusals.
@Suite struct TemplatePickerTests {
    typealias F = ConsoleFixtures
    typealias O = OverlayFixtures
    static let file = "/profiles/p0.json"

    private func picker(_ state: AppState) throws -> TemplatePicker {
        guard let picker = state.overlay?.as(TemplatePicker.self) else { throw PickerClosed() }
        return picker
    }

    private struct PickerClosed: Error {}

    /// The picker open on the fixture's saved payloads, with `text` being edited.
    private func opened(editing text: String = #"{"aps":{"alert":"Draft"}}"#) -> AppState {
        var state = F.state()
        Reducer.edit(&state, .replaceAll(text))
        F.press([.control("t")], in: &state)
        _ = Reducer.reduce(&state, .libraryLoaded(LibraryReport(profileFile: Self.file, payloads: O.savedPayloads)), now: F.now)
        return state
    }

    @Test func openingAsksForTheSelectedProfilesSavedPayloadsAndListsThemAfterTheBuiltIns() throws {
        var state = F.state()
        let effects = F.press([.control("t")], in: &state)
        #expect(effects == [.loadLibrary(profileFile: Self.file)])
        #expect(try picker(state).isLoading)
        _ = Reducer.reduce(&state, .libraryLoaded(LibraryReport(profileFile: Self.file, payloads: O.savedPayloads)), now: F.now)
        let names = try picker(state).choices.map { choice -> String in
            switch choice {
            case .builtIn(let template): return "built-in " + template.name
            case .saved(let saved): return "saved " + saved.name
            }
        }
        #expect(names == PayloadTemplate.apns.map { "built-in " + $0.name } + ["saved Gate change", "saved Refresh inbox"])
        let text = ConsoleView.render(state).text
        #expect(text.contains("Built-in templates") && text.contains("Saved for this profile") && text.contains("Refresh inbox  (background)"), "\(text)")
    }

    @Test func withoutAProfileOnlyTheBuiltInsAreListedAndSavingSaysWhy() throws {
        var state = F.state(profiles: [])
        #expect(F.press([.control("t")], in: &state).isEmpty)
        #expect(try picker(state).choices.count == PayloadTemplate.apns.count)
        F.press([.character("s")], in: &state)
        #expect(try picker(state).step == .browsing)
        #expect(state.status?.text == "saved payloads belong to a profile: add or select one first")
    }

    @Test func theCursorWrapsOverBothSections() throws {
        var state = opened()
        F.press([.up], in: &state)
        #expect(try picker(state).selectedSaved?.name == "Refresh inbox")
        F.press([.down], in: &state)
        #expect(try picker(state).selected == 0)
    }

    @Test func enterPutsASavedPayloadAndItsFieldsInAsOneUndoStep() throws {
        var state = opened()
        let before = (state.editor.text, state.editor.fields)
        F.press(Array(repeating: .down, count: PayloadTemplate.apns.count + 1) + [.enter], in: &state)
        #expect(state.overlay == nil)
        #expect(state.editor.text == O.savedPayloads[1].payload)
        #expect(state.editor.fields.pushType == .background && state.editor.fields.pushTypeOrigin == .chosen)
        #expect(state.editor.fields.priority == "5" && state.editor.fields.collapseID.isEmpty)
        state.focus = .payload
        F.press([.control("z")], in: &state)
        #expect(state.editor.text == before.0 && state.editor.fields == before.1, "one Ctrl-Z takes text and fields back")
    }

    @Test func aSavedPayloadWithoutAPushTypeLeavesItToTheProfileAndASavedTopicIsTold() throws {
        var state = F.state()
        state.editor.fields.choose(.voip)
        F.press([.control("t")], in: &state)
        let saved = SavedPayload(name: "Elsewhere", payload: #"{"aps":{"alert":"x"}}"#, expiration: 1_796_003_600, topic: "com.other.app")
        _ = Reducer.reduce(&state, .libraryLoaded(LibraryReport(profileFile: Self.file, payloads: [saved])), now: F.now)
        F.press([.up, .enter], in: &state)
        #expect(state.editor.fields.pushType == .alert && state.editor.fields.pushTypeOrigin == .standard)
        #expect(state.editor.fields.expiration == "1796003600")
        #expect(state.status?.text == "'Elsewhere' was saved with topic com.other.app; the console sends to the profile's topic com.example.demo")
    }

    @Test func savingAsksForANameAndSavesThePayloadWithTheFieldsTheUserSet() throws {
        var state = opened()
        state.editor.fields.choose(.background)
        state.editor.fields.priority = "5"
        state.editor.fields.expiration = "+1h"
        state.editor.fields.collapseID = "inbox"
        F.press([.character("s")], in: &state)
        #expect(try picker(state).keyScope == .payloadName)
        F.type("  Morning digest ", in: &state)
        let effects = F.press([.enter], in: &state)
        let expected = SavedPayload(name: "Morning digest", payload: #"{"aps":{"alert":"Draft"}}"#, pushType: "background", priority: 5,
                                    expiration: Int(F.now.timeIntervalSince1970) + 3600, collapseID: "inbox")
        #expect(effects == [.changeLibrary(profileFile: Self.file, .save(expected, replacing: false))])
        #expect(try picker(state).step == .browsing)
        // The runner answers with the list; the cursor goes to the new payload.
        _ = Reducer.reduce(&state, .libraryLoaded(LibraryReport(profileFile: Self.file, change: .save(expected, replacing: false),
                                                                 payloads: O.savedPayloads + [expected])), now: F.now)
        #expect(try picker(state).selectedSaved?.name == "Morning digest")
        #expect(state.status == StatusMessage("saved 'Morning digest'", style: .ok))
    }

    @Test func aPushTypeNobodyChoseIsNotSaved() throws {
        var state = opened()
        F.press([.character("s")], in: &state)
        F.type("Plain", in: &state)
        let effects = F.press([.enter], in: &state)
        #expect(effects == [.changeLibrary(profileFile: Self.file, .save(SavedPayload(name: "Plain", payload: #"{"aps":{"alert":"Draft"}}"#),
                                                                          replacing: false))])
    }

    @Test func anEmptyABuiltInOrAnUnreadableFieldIsRefusedWithTheReason() throws {
        var state = opened()
        F.press([.character("s"), .character(" "), .enter], in: &state)
        #expect(state.status?.text == "the name '' is empty")
        #expect(try picker(state).keyScope == .payloadName, "the name field stays open to fix the name")
        F.press([.control("u")], in: &state)
        F.type("alert", in: &state)
        #expect(F.press([.enter], in: &state).isEmpty)
        #expect(state.status?.text == "the name 'alert' is a built-in template's name; choose another")
        F.press([.escape], in: &state)
        #expect(try picker(state).step == .browsing)
        state.editor.fields.priority = "7"
        F.press([.character("s")], in: &state)
        F.type("Urgent", in: &state)
        #expect(F.press([.enter], in: &state).isEmpty)
        #expect(state.status?.text.hasPrefix("not saved: priority must be") == true, "\(String(describing: state.status))")
    }

    @Test func aTakenNameAsksBeforeSavingOverIt() throws {
        var state = opened()
        F.press([.character("s")], in: &state)
        F.type("Gate change", in: &state)
        #expect(F.press([.enter], in: &state).isEmpty)
        #expect(try picker(state).step == .confirmingOverwrite("Gate change"))
        #expect(ConsoleView.render(state).text.contains("'Gate change' is already saved: save over it?"))
        F.press([.character("n")], in: &state)
        #expect(try picker(state).step == .browsing && state.status?.text == "not saved")
        F.press([.character("s")], in: &state)
        F.type("Gate change", in: &state)
        let effects = F.press([.enter, .character("y")], in: &state)
        guard case .changeLibrary(Self.file, .save(let saved, replacing: true))? = effects.first else {
            Issue.record("y saves over it: \(effects)")
            return
        }
        #expect(saved.name == "Gate change" && saved.payload == #"{"aps":{"alert":"Draft"}}"#)
    }

    @Test func builtInsCannotBeRenamedOrDeleted() throws {
        var state = opened()
        for key in [Key.character("r"), .character("d")] {
            #expect(F.press([key], in: &state).isEmpty)
            #expect(try picker(state).step == .browsing)
            #expect(state.status?.style == .error && state.status?.text.hasPrefix("built-in templates cannot be") == true)
        }
    }

    @Test func renamingRefusesATakenNameAndRenamesOtherwise() throws {
        var state = opened()
        F.press(Array(repeating: .up, count: 2) + [.character("r")], in: &state)
        F.press([.control("u")], in: &state)
        F.type("Refresh inbox", in: &state)
        #expect(F.press([.enter], in: &state).isEmpty)
        #expect(state.status?.text == "'Refresh inbox' is already saved: delete that one first or choose another name")
        F.press([.control("u")], in: &state)
        F.type("Gate moved", in: &state)
        #expect(F.press([.enter], in: &state) == [.changeLibrary(profileFile: Self.file, .rename("Gate change", to: "Gate moved"))])
    }

    @Test func deletingAsksFirst() throws {
        var state = opened()
        F.press([.up, .character("d")], in: &state)
        #expect(ConsoleView.render(state).text.contains("Delete the saved payload 'Refresh inbox'?"))
        #expect(F.press([.escape], in: &state).isEmpty)
        #expect(state.status?.text == "not deleted")
        #expect(F.press([.character("d"), .character("y")], in: &state) == [.changeLibrary(profileFile: Self.file, .delete("Refresh inbox"))])
    }

    @Test func aStoreFailureIsAStatusMessageAndChangesNothingElse() throws {
        var state = opened()
        let editor = state.editor
        _ = Reducer.reduce(&state, .libraryLoaded(LibraryReport(profileFile: Self.file, change: .delete("Gate change"), payloads: nil,
                                                                 failure: "'Gate change' not deleted: /d/library.json is not a pushtui payload library")),
                           now: F.now)
        #expect(state.status?.style == .error && state.status?.text.contains("not a pushtui payload library") == true)
        #expect(try picker(state).isUnreadable && state.editor == editor)
        #expect(ConsoleView.render(state).text.contains("(the library could not be read: see the status line)"))
    }

    @Test func aLateListForAnotherProfileIsIgnored() throws {
        var state = opened()
        _ = Reducer.reduce(&state, .libraryLoaded(LibraryReport(profileFile: "/profiles/other.json", payloads: [])), now: F.now)
        #expect(try picker(state).saved == O.savedPayloads)
    }

    @Test func pastedTextGoesIntoTheNameField() throws {
        var state = opened()
        F.press([.character("s")], in: &state)
        _ = Reducer.reduce(&state, .event(.paste("Pasted\nname")), now: F.now)
        guard case .naming(let input, nil) = try picker(state).step else {
            Issue.record("still naming")
            return
        }
        #expect(input.text == "Pasted name")
    }

    @Test func theViewKeepsTheCursorInViewIn60x16() throws {
        var state = opened()
        state.width = 60
        state.height = 16
        F.press([.up], in: &state)
        let text = ConsoleView.render(state).text
        #expect(text.contains("▸ Refresh inbox"), "\(text)")
    }
}
