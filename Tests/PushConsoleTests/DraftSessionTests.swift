import Foundation
import PushCore
import Testing
@testable import PushConsole

/// Every profile's draft — its payload and header strip as typed — is kept as the user moves
/// between profiles, saved as it changes (and only then), and back after a restart: keys through
/// the real loop, with `InstantPerformer` keeping the drafts as the drafts file does.
@Suite struct DraftSessionTests {
    typealias F = ConsoleFixtures

    static let shop = "/profiles/a-shop.json"
    static let news = "/profiles/b-news.json"

    private static func performer(saved: [SavedPayload] = []) -> InstantPerformer {
        var news = F.profile(name: "News")
        news.defaults = ProfileDefaults(priority: 10, collapseID: "news")
        let performer = InstantPerformer(profileFiles: [[
            "a-shop.json": Array(ProfileCodec.encode(F.profile(name: "Shop")).utf8),
            "b-news.json": Array(ProfileCodec.encode(news).utf8),
        ]])
        performer.savedPayloads = saved
        return performer
    }

    /// The final state after `events` (then Ctrl-Q), started as the console starts.
    private func run(_ events: [TerminalEvent], performer: InstantPerformer) -> AppState {
        let terminal = ScriptedTerminal(width: 100, height: 30, events: events)
        let session = ConsoleSession(state: AppState(width: 1, height: 1), terminal: terminal, performer: performer, clock: { F.now })
        return session.run(initial: [.loadProfiles])
    }

    private func keys(_ keys: Key...) -> [TerminalEvent] { keys.map { .key($0) } }
    private func typed(_ text: String) -> [TerminalEvent] { text.map { .key(.character($0)) } }

    /// From the Payload pane to the profile `steps` down (negative: up) and back to the Payload pane.
    private func profile(_ steps: Int) -> [TerminalEvent] {
        keys(.backTab, .backTab) + Array(repeating: .key(steps > 0 ? .down : .up), count: abs(steps)) + keys(.tab, .tab)
    }

    /// F2, `priority` and `collapseID` typed into their fields, Enter.
    private func fields(priority: String, collapseID: String) -> [TerminalEvent] {
        keys(.function(2), .tab) + typed(priority) + keys(.tab, .tab) + typed(collapseID) + keys(.enter)
    }

    private func saves(_ performer: InstantPerformer) -> [[String: PayloadDraft]] {
        performer.performed.compactMap { if case .saveDrafts(let changed) = $0 { changed } else { nil } }
    }

    @Test func eachProfileGetsItsTextAndFieldsBackAfterAnotherWasEdited() {
        let performer = Self.performer()
        let shopEdits = typed("S") + fields(priority: "5", collapseID: "order")
        let backOnShop = run(shopEdits + profile(1) + typed("N") + profile(-1), performer: performer)
        #expect(backOnShop.profiles.selectedEntry?.file == Self.shop)
        #expect(backOnShop.editor.text.hasPrefix("S{"), "\(backOnShop.editor.text)")
        #expect(backOnShop.editor.fields.priority == "5" && backOnShop.editor.fields.collapseID == "order")

        let onNews = run(shopEdits + profile(1) + typed("N") + profile(-1) + profile(1), performer: Self.performer())
        #expect(onNews.editor.text.hasPrefix("N{"), "\(onNews.editor.text)")
        #expect(onNews.editor.fields.priority == "10" && onNews.editor.fields.collapseID == "news", "News has its defaults, not Shop's fields")

        // A restart (a new session on the same drafts) brings both back, fields included.
        #expect(performer.savedDrafts[Self.shop] == PayloadDraft(text: backOnShop.editor.text, fields: backOnShop.editor.fields))
        let restarted = run(profile(0), performer: performer)
        #expect(restarted.editor.text == backOnShop.editor.text)
        #expect(restarted.editor.fields == backOnShop.editor.fields)
        let newsAgain = run(profile(1), performer: performer)
        #expect(newsAgain.editor.text.hasPrefix("N{") && newsAgain.editor.fields.collapseID == "news")
    }

    @Test func aDraftsEmptiedFieldStaysEmptyOverTheProfilesDefault() {
        let performer = Self.performer()
        // On News, whose default collapse ID is "news": the user empties it.
        let emptied = run(profile(1) + keys(.function(2), .tab, .tab, .tab, .control("u"), .enter), performer: performer)
        #expect(emptied.editor.fields.collapseID == "", "Ctrl-U did not empty the field: \(emptied.editor.fields)")
        let restarted = run(profile(1), performer: performer)
        #expect(restarted.editor.fields.collapseID == "", "the profile's default came back over the draft")
        #expect(restarted.editor.fields.priority == "10")
    }

    @Test func aSavedPayloadsFieldsBecomePartOfTheDraft() {
        let order = SavedPayload(name: "Order shipped", payload: #"{"aps":{"alert":"Shipped"}}"#, pushType: "alert", priority: 5, collapseID: "order")
        let performer = Self.performer(saved: [order])
        let picked = run(keys(.control("t")) + Array(repeating: .key(.down), count: PayloadTemplate.apns.count) + keys(.enter), performer: performer)
        #expect(picked.editor.fields.collapseID == "order")
        let draft = performer.savedDrafts[Self.shop]
        #expect(draft?.payload == picked.editor.text)
        #expect(draft?.headers?["apns-priority"] == "5" && draft?.headers?["apns-collapse-id"] == "order", "\(String(describing: draft))")
        #expect(draft?.headers?["apns-push-type"] == "alert", "a saved payload's type is a choice")
    }

    @Test func theSaveIsAskedForWhenADraftChangesNotOnCursorMovesOrSelections() throws {
        let performer = Self.performer()
        _ = run(keys(.down, .down, .end, .left, .pageDown, .home) + profile(1) + profile(-1), performer: performer)
        #expect(saves(performer).isEmpty, "moving the cursor or the selection saved: \(saves(performer))")

        let typing = Self.performer()
        let final = run(typed("ab") + keys(.left, .right), performer: typing)
        let asked = saves(typing)
        #expect(asked.count == 2, "one save per changing key: \(asked)")
        #expect(asked.allSatisfy { Array($0.keys) == [Self.shop] }, "only the changed profile's draft: \(asked)")
        #expect(asked.last?[Self.shop]?.payload == final.editor.text)
    }
}
