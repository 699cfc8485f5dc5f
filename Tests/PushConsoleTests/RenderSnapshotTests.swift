import Foundation
import PushCore
import Testing
@testable import PushConsole

/// The console rendered from fixed states at three sizes and compared with reviewed snapshot files
/// (text and style layers) in Snapshots/. Record new ones with PUSHTUI_RECORD_SNAPSHOTS=1.
@Suite struct RenderSnapshotTests {
    typealias F = ConsoleFixtures
    static let sizes = [(80, 24), (120, 40), (60, 16)]

    private func check(_ name: String, _ make: (Int, Int) -> AppState) {
        for (width, height) in Self.sizes {
            assertSnapshot(ConsoleView.render(make(width, height)), named: "\(name)-\(width)x\(height)")
        }
    }

    @Test func emptyState() {
        check("empty") { width, height in
            var state = AppState(width: width, height: height)
            _ = Reducer.reduce(&state, .profilesLoaded([], drafts: [:]), now: F.now)
            return state
        }
    }

    @Test func demo() {
        check("demo") { width, height in
            var state = F.state(width: width, height: height)
            state.embeddedSimulatorEndpoint = "https://127.0.0.1:2197"
            return state
        }
    }

    @Test func validationErrorWithItsMarker() {
        check("validation-error") { width, height in
            var state = F.state(width: width, height: height)
            Reducer.edit(&state, .replaceAll("{\n  \"aps\": {\n    \"alert\": \"Hi\",\n    \"badge\": 1,\n  }\n}"))
            return state
        }
    }

    @Test func meterAtWarningAndOverTheLimit() {
        check("meter-warning") { width, height in
            var state = F.state(width: width, height: height)
            Reducer.edit(&state, .replaceAll(#"{"aps":{"alert":"\#(String(repeating: "w", count: 3300))"}}"#))
            return state
        }
        check("meter-over") { width, height in
            var state = F.state(width: width, height: height)
            Reducer.edit(&state, .replaceAll(#"{"aps":{"alert":"\#(String(repeating: "o", count: 4200))"}}"#))
            return state
        }
    }

    @Test func productionConfirmation() {
        check("production-confirmation") { width, height in
            var state = F.state(width: width, height: height, profiles: [F.profile(name: "Shop", environment: .production, endpoint: nil)])
            F.press([.control("s")], in: &state)
            F.arm(&state)
            return state
        }
    }

    @Test func logWithEveryOutcome() {
        check("log-every-outcome") { width, height in
            var state = F.state(width: width, height: height)
            state.focus = .log
            let answers: [SendAnswer] = [
                SendAnswer(outcome: .delivered, response: APNsResponse(status: 200, apnsID: "3a424a9d-92bd-43e0-99ec-b71f40760bdc",
                                                                    apnsUniqueID: "63f7af37-b41c-4490-a19d-1166e5158de1"), latencyMilliseconds: 4),
                SendAnswer(outcome: .unregistered, response: APNsResponse(status: 410, reason: .unregistered, timestamp: 1_762_078_500_000), latencyMilliseconds: 5),
                SendAnswer(outcome: .invalidTarget, response: APNsResponse(status: 400, reason: .badDeviceToken), latencyMilliseconds: 3),
                SendAnswer(outcome: .invalidMessage, response: APNsResponse(status: 413, reason: .payloadTooLarge), latencyMilliseconds: 2),
                SendAnswer(outcome: .unauthorized, response: APNsResponse(status: 403, reason: .expiredProviderToken), latencyMilliseconds: 2),
                SendAnswer(outcome: .rateLimited, response: APNsResponse(status: 429, reason: .tooManyRequests, retryAfter: 30), latencyMilliseconds: 2),
                SendAnswer(outcome: .unavailable, failure: "Failed to connect to 127.0.0.1 port 2197: Connection refused (curl error 7)"),
                SendAnswer(outcome: .failed, response: APNsResponse(status: 500, reason: .internalServerError), latencyMilliseconds: 9),
            ]
            // After the 410 the book marks the device dead: each send asks first, and is answered yes.
            func send(at time: Date) {
                F.press([.control("s")], in: &state, now: time)
                if state.overlay != nil { F.answerYes(in: &state, now: time) }
            }
            for (index, answer) in answers.enumerated() {
                send(at: F.now.addingTimeInterval(Double(index)))
                F.answer(SendID(index + 1), index: 0, with: answer, in: &state)
            }
            send(at: F.now)
            return state
        }
    }

    @Test func helpOverlay() {
        check("help") { width, height in
            var state = F.state(width: width, height: height)
            state.focus = .profiles
            F.press([.character("?")], in: &state)
            return state
        }
    }

    @Test func channelsView() {
        check("channels") { width, height in
            var state = F.state(width: width, height: height)
            F.press([.function(4)], in: &state)
            _ = Reducer.reduce(&state, .channelsLoaded(profileFile: "/profiles/p0.json",
                                                       channelIDs: ["dHJhaW4tNDI=", "ZmxpZ2h0LVVBOTAx"]), now: F.now)
            return state
        }
    }

    @Test func tooSmall() {
        var state = F.state(width: 20, height: 6)
        _ = Reducer.reduce(&state, .event(.resize(width: 20, height: 6)), now: F.now)
        assertSnapshot(ConsoleView.render(state), named: "too-small-20x6")
    }
}
