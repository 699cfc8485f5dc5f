import Foundation
import PushCore
import Testing
@testable import PushConsole

/// The F2 form as a struct of named fields: each input is reached by its name, and only an edit of
/// the push type makes it the user's choice.
@Suite struct FieldsFormTests {
    typealias F = ConsoleFixtures

    @Test func eachNamedInputLandsInItsHeader() {
        var form = FieldsForm(PushFields())
        for field in FieldsForm.Field.allCases {
            form.field = field
            form.editFocused { input in
                input.insert("\(field)")
                return true
            }
        }
        #expect(form.priority.text == "priority" && form.collapseID.text == "collapseID" && form.apnsID.text == "apnsID")
        let fields = form.fields
        #expect(fields.pushType == PushType(rawValue: "alertpushType") && fields.pushTypeOrigin == .chosen)
        #expect(fields.priority == "priority" && fields.expiration == "expiration" && fields.collapseID == "collapseID")
    }

    @Test func aFormLeftAloneKeepsTheTypesOrigin() {
        var suggested = PushFields()
        suggested.pushType = .voip
        suggested.pushTypeOrigin = .device(.voip)
        var form = FieldsForm(suggested)
        form.field = .priority
        #expect(form.editFocused { $0.handle(.character("5")) })
        #expect(form.fields.pushTypeOrigin == .device(.voip) && form.fields.priority == "5")
        form.field = .pushType
        #expect(!form.editFocused { $0.handle(.up) }, "a key the input does not take is left to the keymap")
        #expect(!form.isPushTypeEdited)
    }

    @Test func theViewLabelsEveryFieldAndFocusesOneAt60x16() {
        var state = F.state(width: 60, height: 16)
        state.focus = .payload
        F.press([.function(2), .tab, .tab], in: &state)
        guard let form = state.overlay?.as(FieldsForm.self) else {
            Issue.record("F2 opens the fields form")
            return
        }
        #expect(form.field == .expiration)
        let screen = ConsoleView.render(state)
        for field in FieldsForm.Field.allCases { #expect(screen.text.contains(field.label), "\(field.label)") }
        #expect(screen.cursor?.row == screen.text.split(separator: "\n").firstIndex { $0.contains("expiration") })
    }
    /// `+1h` in the expiration field is an hour from each send, not from when it was typed.
    @Test func aTimeFromNowIsCountedFromEachSend() throws {
        var state = F.state()
        state.editor.fields.expiration = "+1h"
        Reducer.revalidate(&state)
        #expect(!state.editor.check.findings.contains { $0.code == .expirationInvalid || $0.code == .expirationLooksLikeDuration },
                "\(state.editor.check.findings)")
        for later in [0.0, 600.0] {
            let now = F.now.addingTimeInterval(later)
            let effects = F.press([.control("s")], in: &state, now: now)
            guard case .send(_, let plan) = try #require(effects.first) else {
                Issue.record("expected a send, got \(effects)")
                return
            }
            #expect(plan.requests.map(\.headers.expiration) == [Int(now.timeIntervalSince1970) + 3600])
        }
        state.editor.fields.expiration = "+1x"
        Reducer.revalidate(&state)
        #expect(state.editor.check.findings.contains { $0.code == .expirationInvalid && $0.message.contains("not a time from now") })
    }
}
