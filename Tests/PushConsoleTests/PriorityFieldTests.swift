import Foundation
import PushCore
import Testing
@testable import PushConsole

/// The typed `apns-priority` is read one way, by `APNsPriority.parse`: the header strip, the
/// templates, the Live Activity budget hint and broadcasts agree on what the user typed.
@Suite struct PriorityFieldTests {
    typealias F = ConsoleFixtures

    private func applyTemplate(_ name: String, to state: inout AppState) throws {
        let index = try #require(PayloadTemplate.apns.firstIndex { $0.name == name })
        F.press([.control("t")] + Array(repeating: .down, count: index) + [.enter], in: &state)
    }

    @Test(arguments: ["+5", "7", " 10", "0x0a", "urgent"])
    func aPriorityAPNsDoesNotAcceptIsAnErrorNamingIt(_ text: String) {
        var state = F.state()
        state.editor.fields.priority = text
        Reducer.revalidate(&state)
        let finding = state.editor.check.findings.first { $0.code == .priorityInvalid }
        #expect(finding?.severity == .error, "\(state.editor.check.findings)")
        #expect(finding?.message == "priority must be 10, 5 or 1; found '\(text)'")
        #expect(F.press([.control("s")], in: &state).isEmpty, "a push was sent with priority '\(text)'")
    }

    @Test func aTemplateClearsTheBackgroundPriorityHoweverItWasTyped() throws {
        var state = F.state()
        state.editor.fields.priority = "05"
        try applyTemplate("Alert", to: &state)
        #expect(state.editor.fields.priority == "", "priority 5 survived an alert template as '\(state.editor.fields.priority)'")
        try applyTemplate("Background (silent)", to: &state)
        #expect(state.editor.fields.priority == "5")
    }

    @Test func aBroadcastWithAPriorityThatDoesNotParseIsRefusedNotSentAt10() {
        var state = F.state()
        state.channels.target = "abc"
        state.editor.fields.pushType = .liveactivity
        state.editor.fields.priority = "urgent"
        #expect(F.press([.control("s")], in: &state).isEmpty)
        #expect(state.status?.text == "not sent: priority must be 10, 5 or 1; found 'urgent'")
        #expect(state.status?.style == .error)
    }
}
