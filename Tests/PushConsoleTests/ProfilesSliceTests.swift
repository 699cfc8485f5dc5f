import Foundation
import PushCore
import Testing
@testable import PushConsole

/// The Profiles slice on its own, and what a new selection means for the other slices.
@Suite struct ProfilesSliceTests {
    typealias F = ConsoleFixtures

    private static let broken = ProfileEntry.broken(file: "/profiles/zz.json", problem: "line 3: expected ','")

    private func profiles() -> ProfilesState {
        var profiles = ProfilesState()
        profiles.entries = [.loaded(file: "/profiles/a.json", profile: F.profile(name: "Alpha")),
                            .loaded(file: "/profiles/b.json", profile: F.profile(name: "Beta", environment: .production, endpoint: nil)),
                            Self.broken]
        return profiles
    }

    @Test func theCursorIsTheSlicesOwnKeyAndStaysInRange() {
        var profiles = profiles()
        #expect(profiles.reduce(.move(.up)) == .consumed && profiles.selected == 0)
        #expect(profiles.reduce(.move(.last)) == .consumed && profiles.selectedEntry == Self.broken && profiles.selectedProfile == nil)
        for command: PaneCommand in [.activate, .addProfile, .editProfile, .toggleEnvironment, .deleteProfile, .reloadProfiles] {
            #expect(profiles.reduce(command) == .notConsumed, "\(command)")
        }
    }

    @Test func replacingAProfileKeepsItsPlace() {
        var profiles = profiles()
        profiles.replace(file: "/profiles/b.json", with: F.profile(name: "Beta 2"))
        #expect(profiles.entries.map { $0.profile?.name } == ["Alpha", "Beta 2", nil])
        profiles.replace(file: "/profiles/none.json", with: F.profile(name: "Ghost"))
        #expect(profiles.entries.count == 3)
    }

    @Test func movingToAnotherProfileKeepsTheDraftAndResetsTheDevices() {
        var state = F.state(profiles: [F.profile(name: "Alpha"), F.profile(name: "Beta")])
        state.focus = .tokens
        F.press([.character(" ")], in: &state)
        state.focus = .payload
        F.press([.end], in: &state)
        F.type(" ", in: &state)
        let edited = state.editor.text
        state.focus = .profiles
        F.press([.down], in: &state)
        #expect(state.profiles.selectedProfile?.name == "Beta")
        #expect(state.devices == DevicesState())
        #expect(state.drafts["/profiles/p0.json"]?.payload == edited)
        F.press([.up], in: &state)
        #expect(state.editor.text == edited)
    }

    @Test func anotherProfileWithTheSameDraftBringsNoUndoStepsOfTheFirst() {
        var beta = F.profile(name: "Beta")
        beta.defaults = ProfileDefaults(collapseID: "beta")
        var state = F.state(profiles: [F.profile(name: "Alpha"), beta])
        F.press([.function(2), .tab, .tab, .tab], in: &state)
        F.type("alpha", in: &state)
        F.press([.enter], in: &state)
        #expect(state.editor.fields.collapseID == "alpha" && state.editor.buffer.canUndo)
        state.focus = .profiles
        F.press([.down], in: &state)
        state.focus = .payload
        F.press([.control("z")], in: &state)
        #expect(state.editor.fields.collapseID == "beta", "Ctrl-Z put back the fields Alpha had before its F2 change")
    }

    @Test func theViewMarksTheSelectionAndTheBrokenFileIn40x8() {
        var profiles = profiles()
        profiles.selected = 1
        var screen = Screen(width: 40, height: 8)
        ProfilesView.draw(profiles, focused: true, frame: Frame(row: 0, column: 0, width: 40, height: 8), into: &screen)
        let lines = screen.text.split(separator: "\n").map(String.init)
        #expect(Array(lines.prefix(4)) == [
            "┏━ Profiles ━━━━━━━━━━━━━━━━━━━━━━━━━━━┓",
            "┃ Alpha                           LOCAL┃",
            "┃▸Beta                       PRODUCTION┃",
            "┃✗ zz.json: line 3: expected ','       ┃",
        ])
    }
}
