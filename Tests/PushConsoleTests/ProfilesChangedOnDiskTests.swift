import Foundation
import PushCore
import Testing
@testable import PushConsole

/// Another process changed the profile files: the console takes what is on disk, keeps its
/// selection and the payload being edited, and says which profiles changed.
@Suite struct ProfilesChangedOnDiskTests {
    typealias F = ConsoleFixtures

    private static let shop = F.profile(name: "Shop", deadThird: false)
    private static let team = F.profile(name: "Team", deadThird: false)

    private func console() -> AppState {
        var state = F.state(profiles: [Self.shop, Self.team])
        Reducer.selectProfile(1, in: &state)
        return state
    }

    @Test func aDeviceAnotherConsoleAddedShowsAndTheSelectionAndPayloadStay() {
        var state = console()
        #expect(state.profiles.selectedProfile?.name == "Team")
        F.press([.character("x")], in: &state)
        let payload = state.editor.text
        var team = Self.team
        team.tokens.append(TokenBookEntry(label: "Added elsewhere", token: F.token(2)))
        let effects = Reducer.reduce(&state, .profilesReadAgain([.loaded(file: "/profiles/p0.json", profile: Self.shop),
                                                                 .loaded(file: "/profiles/p1.json", profile: team)]), now: F.now)
        #expect(effects.isEmpty)
        #expect(state.profiles.selectedProfile?.tokens.map(\.label).last == "Added elsewhere")
        #expect(state.editor.text == payload, "the payload being edited is kept")
        #expect(state.status?.text == "Team changed on disk: profiles read again")
    }

    @Test func theCursorStaysOnItsDeviceWhenAnotherProcessDeletesOneAboveIt() {
        var state = console()
        state.devices.cursor = 1
        #expect(state.devices.current(in: state.book)?.label == "iPad Air")
        var team = Self.team
        team.tokens.removeFirst()
        _ = Reducer.reduce(&state, .profilesReadAgain([.loaded(file: "/profiles/p0.json", profile: Self.shop),
                                                       .loaded(file: "/profiles/p1.json", profile: team)]), now: F.now)
        #expect(state.devices.current(in: state.book)?.label == "iPad Air", "d would now delete another device")
    }

    /// Team with its second device renamed in this console (`l`), as saved.
    private func renamedHere() -> AppState {
        var state = console()
        state.focus = .tokens
        state.devices.cursor = 1
        F.press([.character("l")] + Array(repeating: Key.backspace, count: 20) + "Mine".map(Key.character) + [.enter], in: &state)
        return state
    }

    @Test func anotherProgramReplacingThisConsolesChangeIsToldAsAWarning() {
        var state = renamedHere()
        #expect(state.book[1].label == "Mine")
        var theirs = state.profiles.selectedProfile ?? Self.team
        theirs.tokens[1].label = "Theirs"
        _ = Reducer.reduce(&state, .profilesReadAgain([.loaded(file: "/profiles/p0.json", profile: Self.shop),
                                                       .loaded(file: "/profiles/p1.json", profile: theirs)]), now: F.now)
        #expect(state.book[1].label == "Theirs")
        #expect(state.status == StatusMessage("another program changed what this console had changed in Team (device \"Mine\" label): "
                                              + "its change is on disk and shown now", style: .warning))
        #expect(state.messages.entries.last?.message == state.status, "kept in the message log (F8)")
    }

    @Test func anotherProgramChangingOtherFieldsIsNoWarning() {
        var state = renamedHere()
        var theirs = state.profiles.selectedProfile ?? Self.team
        theirs.tokens[0].label = "Theirs"
        _ = Reducer.reduce(&state, .profilesReadAgain([.loaded(file: "/profiles/p0.json", profile: Self.shop),
                                                       .loaded(file: "/profiles/p1.json", profile: theirs)]), now: F.now)
        #expect(state.status?.text == "Team changed on disk: profiles read again")
    }

    @Test func nothingChangedSaysNothing() {
        var state = console()
        state.status = nil
        let entries = state.profiles.entries
        _ = Reducer.reduce(&state, .profilesReadAgain(entries), now: F.now)
        #expect(state.status == nil)
        #expect(state.profiles.entries == entries)
    }

    @Test func aRemovedSelectionMovesToAProfileThatLoadsAndAnAddedOneIsNamed() {
        var state = console()
        let reread: [ProfileEntry] = [.loaded(file: "/profiles/p0.json", profile: Self.shop),
                                      .broken(file: "/profiles/p2.json", problem: "line 1, column 2: expected a value")]
        _ = Reducer.reduce(&state, .profilesReadAgain(reread), now: F.now)
        #expect(state.profiles.selectedProfile?.name == "Shop")
        #expect(state.status?.text == "p2.json added; Team removed on disk: profiles read again")
    }

    @Test func aChangeIsAskedToBeReadAgain() {
        var state = console()
        #expect(Reducer.reduce(&state, .profileFilesChanged, now: F.now) == [.rereadProfiles])
    }
}
