import Foundation
import PushCore
import Testing
@testable import PushConsole

private typealias F = ConsoleFixtures

/// F2 checks each field as it is typed, by the rules a send and F6 apply, shows the reason under
/// the field, and does not close over a field a send would refuse.
@Suite struct FieldsFormCheckTests {
    /// The console with F2 open on a form whose `field` holds `text`.
    private func typed(_ text: String, into field: FieldsForm.Field, pushType: String? = nil) -> AppState {
        var state = F.state()
        state.focus = .payload
        F.press([.function(2)], in: &state)
        if let pushType {
            F.press([.control("u")], in: &state)
            _ = Reducer.reduce(&state, .event(.paste(pushType)), now: F.now)
        }
        let steps = FieldsForm.Field.allCases.firstIndex(of: field) ?? 0
        F.press(Array(repeating: .tab, count: steps) + [.control("u")], in: &state)
        _ = Reducer.reduce(&state, .event(.paste(text)), now: F.now)
        return state
    }

    private func form(_ state: AppState) throws -> FieldsForm {
        try #require(state.overlay?.as(FieldsForm.self))
    }

    @Test(arguments: [
        (FieldsForm.Field.collapseID, String(repeating: "c", count: 79), LintCode.collapseIDTooLong, "collapse ID is 79 bytes, 15 over the 64-byte limit"),
        (.apnsID, "NOT-A-UUID", .apnsIDNotCanonical, "apns-id must be a lowercase UUID"),
        (.expiration, "tomorrow", .expirationInvalid, "expiration: "),
        (.priority, "7", .priorityInvalid, "priority must be"),
    ])
    func aFieldASendWouldRefuseIsToldOnTheFieldAsItIsTyped(field: FieldsForm.Field, text: String, code: LintCode, message: String) throws {
        var state = typed(text, into: field)
        let finding = try #require(try form(state).finding(for: field))
        #expect(finding.code == code && finding.severity == .error)
        #expect(finding.message.hasPrefix(message), "\(finding.message)")
        #expect(FieldsForm.Field.allCases.filter { $0 != field }.allSatisfy { (try? form(state).finding(for: $0)) == nil })
        // On screen, on the line under the field.
        let lines = ConsoleView.render(state).text.split(separator: "\n").map(String.init)
        let label = try #require(lines.firstIndex { $0.contains(field.label) && $0.contains(String(text.prefix(8))) })
        #expect(lines[label + 1].contains("✗ " + String(message.prefix(20))), "\(lines[label + 1])")
        // Enter does not close over it: the focus goes to the field and the status line says why.
        F.press(Array(repeating: .tab, count: 2) + [.enter], in: &state)
        #expect(try form(state).field == field)
        #expect(state.status?.style == .error && state.status?.text.hasPrefix("not applied: ") == true, "\(state.status?.text ?? "")")
        // Esc leaves the fields as they were.
        F.press([.escape], in: &state)
        #expect(state.overlay == nil)
        #expect(state.editor.check.findings.allSatisfy { $0.code != code })
    }

    @Test func aPriorityThePushTypeDoesNotAllowIsToldOnThePriority() throws {
        let state = typed("10", into: .priority, pushType: "background")
        let finding = try #require(try form(state).finding(for: .priority))
        #expect(finding.code == .priorityNotAllowed)
        #expect(try form(state).finding(for: .pushType) == nil)
    }

    @Test func goodFieldsCloseAndLandInTheStrip() throws {
        var state = typed("9f0c3f0e-6a7b-4c1d-8e2f-0a1b2c3d4e5f", into: .apnsID)
        F.press([.backTab, .backTab, .control("u")], in: &state)
        _ = Reducer.reduce(&state, .event(.paste("+1h")), now: F.now)
        #expect(try form(state).findings.isEmpty)
        F.press([.enter], in: &state)
        #expect(state.overlay == nil)
        #expect(state.editor.fields.apnsID == "9f0c3f0e-6a7b-4c1d-8e2f-0a1b2c3d4e5f" && state.editor.fields.expiration == "+1h")
    }

    @Test func aWarningIsShownButDoesNotHoldTheFormOpen() throws {
        var state = typed("12345", into: .expiration)
        let finding = try #require(try form(state).finding(for: .expiration))
        #expect(finding.code == .expirationLooksLikeDuration && finding.severity == .warning)
        F.press([.enter], in: &state)
        #expect(state.overlay == nil)
        #expect(state.editor.fields.expiration == "12345")
    }
}
