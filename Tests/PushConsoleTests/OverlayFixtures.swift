import Foundation
import PushCore
@testable import PushConsole

/// The console with each overlay open, with enough in it to scroll, move and choose: shared by
/// the key-scope walk and the overlay snapshots.
enum OverlayFixtures {
    typealias F = ConsoleFixtures

    /// A payload whose alert wraps over many lines of the details view.
    static let longAlert = #"{"aps":{"alert":{"title":"Gate change","body":"\#(String(repeating: "Your flight now boards at gate B42. ", count: 30))"}}}"#

    /// A payload with several findings (a string badge, unknown keys, an unknown interruption level).
    static let manyFindings = "{\n  \"aps\": {\"alert\": \"hi\", \"badge\": \"one\",\n    \"soundd\": 1, \"interruption-level\": \"loud\"}\n}"

    /// Two payloads saved for the first profile.
    static let savedPayloads = [
        SavedPayload(name: "Gate change", payload: #"{"aps":{"alert":"Gate B42"}}"#, pushType: "alert", collapseID: "gate"),
        SavedPayload(name: "Refresh inbox", payload: #"{"aps":{"content-available":1}}"#, pushType: "background", priority: 5),
    ]

    /// A copy the terminal was asked to take, long enough to scroll the copied-text view.
    static let copiedText = ClipboardCopy(text: "curl --http2 -d '\(longAlert + longAlert)' https://127.0.0.1:2197/3/device/" + String(repeating: "ab", count: 32),
                                          what: "the curl command", route: .terminal(toolProblem: nil),
                                          kept: .file("~/.local/state/pushtui/clipboard.txt"))

    static func deliveries(_ count: Int) -> [DeviceDelivery] {
        (0..<count).map { index in
            DeviceDelivery(shortToken: "…6c8d0e2f", topic: "com.example.demo", pushType: .alert,
                           payload: Array(#"{"aps":{"alert":{"title":"Hello \#(index + 1)","body":"Delivery number \#(index + 1)"},"badge":\#(index + 1),"sound":"default"}}"#.utf8),
                           receivedAt: F.now.addingTimeInterval(Double(-60 * index)))
        }
    }

    /// The console at `width` x `height` with the overlay of `scope` open, nothing on the status line.
    static func opened(_ scope: KeyScope, width: Int = 80, height: Int = 24) -> AppState {
        var state: AppState
        switch scope {
        case .help:
            state = F.state(width: width, height: height)
            F.press([.function(1)], in: &state)
        case .confirm:
            state = F.state(width: width, height: height, profiles: [F.profile(name: "Shop", environment: .production, endpoint: nil)])
            F.press([.control("s")], in: &state)
            F.arm(&state)
        case .details:
            state = F.state(width: width, height: height)
            Reducer.edit(&state, .replaceAll(longAlert))
            for index in 0..<3 {
                F.press([.control("s")], in: &state)
                let answer = SendAnswer(outcome: .unregistered, response: APNsResponse(status: 410, reason: .unregistered, timestamp: 1_762_078_500_000),
                                        latencyMilliseconds: 5 + index)
                _ = Reducer.reduce(&state, .pushAnswered(SendID(index + 1), index: 0, answer: answer), now: F.now)
            }
            state.focus = .log
            F.press([.up, .enter], in: &state)
        case .tokenForm:
            state = F.state(width: width, height: height)
            state.focus = .tokens
            F.press([.character("a")], in: &state)
        case .fieldsForm:
            state = F.state(width: width, height: height)
            F.press([.function(2)], in: &state)
        case .profileForm:
            state = F.state(width: width, height: height)
            state.profilesDirectory = "/profiles"
            state.focus = .profiles
            F.press([.character("a")], in: &state)
        case .templates:
            state = F.state(width: width, height: height)
            F.press([.control("t"), .down], in: &state)
            _ = Reducer.reduce(&state, .libraryLoaded(LibraryReport(profileFile: "/profiles/p0.json", payloads: savedPayloads)), now: F.now)
        case .quickAlert:
            // Over the demo's alert: each field cleared (Ctrl-U) and typed again.
            state = F.state(width: width, height: height)
            F.press([.function(7)], in: &state)
            for text in ["Gate change", "Flight UA 901", "Now boarding at \"B42\" — 🛫", "3", "default"] {
                F.press([.control("u")], in: &state)
                F.type(text, in: &state)
                F.press([.tab], in: &state)
            }
        case .payloadName:
            state = opened(.templates, width: width, height: height)
            F.press([.character("s")], in: &state)
        case .deviceView:
            state = F.state(width: width, height: height)
            _ = Reducer.reduce(&state, .deliveriesLoaded(deliveries(6)), now: F.now)
        case .messages:
            state = F.state(width: width, height: height)
            // More than a screen of them, so the log scrolls.
            for number in 1...60 { _ = Reducer.reduce(&state, .notice("notice \(number)", isError: number % 7 == 0), now: F.now) }
            F.press([.function(8)], in: &state)
        case .copied:
            state = F.state(width: width, height: height)
            _ = Reducer.reduce(&state, .copied(copiedText), now: F.now)
            state.focus = .log
            F.press([.character("v")], in: &state)
        case .channels:
            state = F.state(width: width, height: height)
            F.press([.function(4)], in: &state)
            _ = Reducer.reduce(&state, .channelsLoaded(profileFile: "/profiles/p0.json",
                                                       channelIDs: ["dHJhaW4tNDI=", "ZmxpZ2h0LVVBOTAx", "YnVzLTEyMw=="]), now: F.now)
            F.press([.down], in: &state)
        case .diagnostics:
            state = F.state(width: width, height: height)
            Reducer.edit(&state, .replaceAll(manyFindings))
            F.press([.function(6)], in: &state)
        case .logSearch:
            state = F.state(width: width, height: height)
            _ = Reducer.reduce(&state, .historyLoaded(LogSearchTests.history), now: F.now)
            state.focus = .log
            F.press([.character("/")], in: &state)
            F.type("unregistered", in: &state)
        case .curlImport:
            state = F.state(width: width, height: height)
            _ = Reducer.reduce(&state, .event(.paste(CurlImportConsoleTests.command(token: F.tokens[1]))), now: F.now)
        case .importMismatch:
            state = F.state(width: width, height: height)
            // A device of the book, so nothing waits behind the dialog.
            let command = CurlImportConsoleTests.command(token: F.tokens[1], environment: "api.push.apple.com")
            _ = Reducer.reduce(&state, .event(.paste(command)), now: F.now)
            F.press([.enter], in: &state)
        case .tokenCheck:
            state = F.state(width: width, height: height)
            state.focus = .tokens
            F.press([.character("c")], in: &state)
        case .resendChooser:
            state = HistoryResendTests.chooserOpen(width: width, height: height)
        case .nextSendToken:
            state = F.state(width: width, height: height)
            F.press([.control("r")], in: &state)
            F.type(String(repeating: "7a", count: 30) + "9c21", in: &state)
        default:
            state = F.state(width: width, height: height)
        }
        state.status = nil
        return state
    }
}
