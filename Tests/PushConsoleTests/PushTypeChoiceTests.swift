import Foundation
import PushCore
import Testing
@testable import PushConsole

/// Finding 5 of issue 11: a push type chosen by the user stays; a device's kind only suggests one,
/// says so, and never turns the payload invalid.
@Suite struct PushTypeChoiceTests {
    typealias F = ConsoleFixtures

    /// A console whose second device is of `kind`, focus on Devices, cursor on the first.
    private func state(secondDevice kind: TokenKind, width: Int = 120, height: Int = 40) -> AppState {
        var profile = F.profile(deadThird: false)
        profile.tokens[1].kind = kind
        var state = F.state(width: width, height: height, profiles: [profile])
        state.focus = .tokens
        return state
    }

    private func setTypeInF2(_ type: String, in state: inout AppState) {
        F.press([.function(2)], in: &state)
        F.press([.end] + Array(repeating: .backspace, count: 20), in: &state)
        F.type(type, in: &state)
        F.press([.enter], in: &state)
    }

    private func applyTemplate(named name: String, in state: inout AppState) throws {
        let index = try #require(PayloadTemplate.apns.firstIndex { $0.name == name })
        F.press([.control("t")] + Array(repeating: .down, count: index) + [.enter], in: &state)
    }

    @Test func alertChosenInF2StaysOnALiveActivityDevice() {
        var state = state(secondDevice: .liveactivity)
        F.press([.down], in: &state)
        setTypeInF2("alert", in: &state)
        #expect(state.editor.fields.pushType == .alert)
        #expect(state.editor.fields.pushTypeOrigin == .chosen)
        F.press([.up, .down, .character(" ")], in: &state)
        #expect(state.editor.fields.pushType == .alert, "devices never override the user's choice")
        #expect(!ConsoleView.render(state).text.contains("liveactivity device)"))
    }

    @Test func anAlertTemplateStaysOnAChosenLiveActivityDevice() throws {
        var state = state(secondDevice: .liveactivity)
        F.press([.down, .character(" ")], in: &state)
        try applyTemplate(named: "Live Activity update", in: &state)
        #expect(state.editor.fields.pushType == .liveactivity)
        let alert = try #require(PayloadTemplate.apns.first { $0.pushType == .alert })
        try applyTemplate(named: alert.name, in: &state)
        #expect(state.editor.fields.pushType == .alert)
        #expect(!state.editor.check.hasErrors, "\(state.editor.check.findings)")
    }

    @Test func movingOntoALiveActivityDeviceKeepsAnAlertPayloadValid() {
        var state = state(secondDevice: .liveactivity)
        #expect(!state.editor.check.hasErrors)
        F.press([.down], in: &state)
        #expect(state.editor.fields.pushType == .alert)
        #expect(state.editor.fields.pushTypeOrigin == .declined(suggested: .liveactivity, kind: .liveactivity))
        #expect(!state.editor.check.hasErrors, "\(state.editor.check.findings)")
        #expect(ConsoleView.render(state).text.contains("type alert (liveactivity device)"))
    }

    @Test func aLiveActivityPayloadTakesTheDevicesSuggestion() throws {
        var state = state(secondDevice: .liveactivity)
        try applyTemplate(named: "Live Activity update", in: &state)
        // The template chose liveactivity; giving the choice back leaves it to the devices.
        setTypeInF2("", in: &state)
        #expect(state.editor.fields.pushTypeOrigin == .standard)
        F.press([.down], in: &state)
        #expect(state.editor.fields.pushType == .liveactivity)
        #expect(state.editor.fields.pushTypeOrigin == .device(.liveactivity))
        #expect(ConsoleView.render(state).text.contains("type liveactivity (from device)"))
    }

    @Test func confirmingF2UnchangedKeepsTheSuggestion() {
        var state = state(secondDevice: .voip)
        F.press([.down], in: &state)
        #expect(state.editor.fields.pushType == .voip)
        #expect(ConsoleView.render(state).text.contains("type voip (from device)"))
        // Only the priority changes: the type is still the device's suggestion.
        F.press([.function(2), .tab], in: &state)
        F.type("5", in: &state)
        F.press([.enter], in: &state)
        #expect(state.editor.fields.priority == "5")
        #expect(state.editor.fields.pushTypeOrigin == .device(.voip))
        F.press([.up], in: &state)
        #expect(state.editor.fields.pushType == .alert)
        #expect(state.editor.fields.pushTypeOrigin == .standard)
    }

    @Test func aProfilesDefaultTypeStandsInForAlertAndDevicesStillSuggest() {
        var profile = F.profile(deadThird: false)
        profile.tokens[1].kind = .voip
        profile.defaults.headers.pushType = .alert
        profile.defaults.headers.priority = 5
        var state = F.state(profiles: [profile])
        state.focus = .tokens
        #expect(state.editor.fields.pushType == .alert && state.editor.fields.pushTypeOrigin == .standard)
        F.press([.down], in: &state)
        #expect(state.editor.fields.pushType == .voip)
        #expect(state.editor.fields.pushTypeOrigin == .device(.voip))
        #expect(state.editor.fields.priority == "5", "the device suggests a type, never a priority")
        profile.defaults.headers.pushType = .background
        state = F.state(profiles: [profile])
        #expect(state.editor.fields.pushType == .background && state.editor.fields.pushTypeOrigin == .standard)
    }

    @Test(arguments: [(60, 16), (80, 24)])
    func f2ListsEveryPushType(width: Int, height: Int) {
        var state = F.state(width: width, height: height)
        F.press([.function(2)], in: &state)
        let text = ConsoleView.render(state).text
        for type in PushType.known {
            #expect(text.contains(type.rawValue), "F2 at \(width)x\(height) misses \(type)\n\(text)")
        }
    }
}
