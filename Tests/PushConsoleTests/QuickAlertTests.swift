import Foundation
import PushCore
import Testing
@testable import PushConsole

/// The quick alert form (F7): what it writes into the payload — escaped, beside the keys that were
/// there — the badge refused inline, the push type, and one undo step.
@Suite struct QuickAlertTests {
    typealias F = ConsoleFixtures

    /// The console editing `text`, the form open, each field typed over with `values`.
    private func filled(_ values: [QuickAlertForm.Field: String], editing text: String) -> AppState {
        var state = F.state()
        Reducer.edit(&state, .replaceAll(text))
        F.press([.function(7)], in: &state)
        for field in QuickAlertForm.Field.allCases {
            F.press([.control("u")], in: &state)
            if let value = values[field] { _ = Reducer.reduce(&state, .event(.paste(value)), now: F.now) }
            F.press([.tab], in: &state)
        }
        return state
    }

    private func parsed(_ state: AppState) throws -> JSONValue {
        try JSONParser.parse(state.editor.text)
    }

    @Test func quotesBackslashesEmojiAndLineBreaksAreEscapedAndReadBack() throws {
        let title = #"Say "hi" to C:\Users\ada"#
        let body = "Line one\u{2028}tab\there 🛫👩‍👩‍👧 \u{1}"
        var state = filled([.title: title, .body: body, .badge: "7", .sound: "chime.caf"], editing: "")
        F.press([.enter], in: &state)
        #expect(state.overlay == nil)
        let aps = try #require(try parsed(state)["aps"])
        #expect(aps["alert"]?["title"]?.stringValue == title)
        // A pasted tab becomes a space in a one-line field; the rest comes back exactly.
        #expect(aps["alert"]?["body"]?.stringValue == body.replacingOccurrences(of: "\t", with: " "))
        #expect(aps["alert"]?["subtitle"] == nil, "an empty field is left out")
        #expect(aps["badge"]?.numberValue?.integerValue == 7)
        #expect(aps["sound"]?.stringValue == "chime.caf")
        #expect(state.editor.text.contains(#""title": "Say \"hi\" to C:\\Users\\ada""#), "\(state.editor.text)")
        #expect(state.editor.text.contains("\\u0001"), "a control character is escaped: \(state.editor.text)")
        #expect(state.editor.text.contains("🛫👩‍👩‍👧"), "emoji stay as they are")
        #expect(!state.editor.check.hasErrors, "\(state.editor.check.findings)")
    }

    @Test func theOtherKeysOfAPayloadThatParsesAreKeptInPlace() throws {
        let text = #"{"trip":"UA901","aps":{"badge":1,"thread-id":"trips","alert":"old","mutable-content":1},"z":[1,2]}"#
        var state = filled([.title: "Gate change", .body: "B42"], editing: text)
        F.press([.enter], in: &state)
        let value = try parsed(state)
        #expect(value.members?.map(\.key) == ["trip", "aps", "z"])
        #expect(value["aps"]?.members?.map(\.key) == ["alert", "thread-id", "mutable-content"], "badge emptied: left out; other aps keys kept")
        #expect(value["trip"]?.stringValue == "UA901" && value["aps"]?["alert"]?["body"]?.stringValue == "B42")
        #expect(state.status == StatusMessage("wrote the alert into the payload; its other keys are kept", style: .ok))
    }

    @Test func aPayloadThatDoesNotParseIsReplacedAndTheStatusSaysSo() throws {
        var state = filled([.body: "hello"], editing: #"{"aps": {"#)
        F.press([.enter], in: &state)
        #expect(try parsed(state) == .object([JSONMember(key: "aps", value: .object([JSONMember(key: "alert", value: .object([
            JSONMember(key: "body", value: .string("hello"))]))]))]))
        #expect(state.status?.text.contains("was not a JSON object, so the alert replaced it (Ctrl-Z brings it back)") == true)
    }

    @Test func theFormOpensWithTheAlertThePayloadCarries() throws {
        var state = F.state()
        Reducer.edit(&state, .replaceAll(#"{"aps":{"alert":"Just a body","badge":4,"sound":"default"}}"#))
        F.press([.function(7)], in: &state)
        guard let form = state.overlay?.as(QuickAlertForm.self) else {
            Issue.record("F7 opens the form")
            return
        }
        #expect(form.title.text.isEmpty && form.body.text == "Just a body" && form.badge.text == "4" && form.sound.text == "default")
        F.press([.escape], in: &state)
        #expect(state.overlay == nil)
    }

    @Test func aBadgeThatIsNotAWholeNumberIsRefusedInline() throws {
        for typed in ["three", "-1", "1.5", "٣"] {
            var state = filled([.title: "Hi", .badge: typed], editing: "{}")
            let before = state.editor.text
            F.press([.enter], in: &state)
            guard let form = state.overlay?.as(QuickAlertForm.self) else {
                Issue.record("the form stays open for '\(typed)'")
                continue
            }
            #expect(form.field == .badge, "the badge field gets the focus")
            #expect(state.status?.text == "not written: badge must be a whole number (0 clears it); found '\(typed)'")
            #expect(state.editor.text == before)
            #expect(ConsoleView.render(state).text.contains("badge must be a whole number"), "the form shows the problem")
        }
    }

    @Test func anEmptyFormWritesNothing() throws {
        var state = filled([:], editing: "{}")
        F.press([.enter], in: &state)
        #expect(state.status?.text == "not written: fill in a title, a body, a badge or a sound")
        #expect(state.editor.text == "{}")
    }

    @Test func thePushTypeBecomesAlertUnlessTheUserChoseAnother() throws {
        var state = filled([.body: "hi"], editing: "{}")
        state.editor.fields.pushTypeOrigin = .device(.voip)
        state.editor.fields.pushType = .voip
        F.press([.enter], in: &state)
        #expect(state.editor.fields.pushType == .alert && state.editor.fields.pushTypeOrigin == .chosen)

        var chosen = filled([.body: "hi"], editing: "{}")
        chosen.editor.fields.choose(.background)
        F.press([.enter], in: &chosen)
        #expect(chosen.editor.fields.pushType == .background)
        #expect(chosen.status?.text == "wrote the alert into the payload; the push type stays background, as chosen")
    }

    @Test func oneUndoTakesTextAndPushTypeBack() throws {
        var state = filled([.title: "New"], editing: #"{"aps":{"content-available":1}}"#)
        state.editor.fields.pushType = .alert
        state.editor.fields.pushTypeOrigin = .standard
        let before = (state.editor.text, state.editor.fields)
        F.press([.enter], in: &state)
        #expect(state.editor.text != before.0)
        state.focus = .payload
        F.press([.control("z")], in: &state)
        #expect(state.editor.text == before.0 && state.editor.fields == before.1)
    }
}
