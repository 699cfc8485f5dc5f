import Foundation
import PushCore
import PushTestSupport
@testable import PushConsole

/// States and values the console tests share.
enum ConsoleFixtures {
    static let now = Date(timeIntervalSince1970: 1_796_000_000)
    static let tokens = [
        "8f3a0c5e2b7d4e6f9a1b3c5d7e9f0a2b4c6d8e0f1a3b5c7d9e1f2a4b6c8d0e2f",
        "5b1e7d3c9a2f4e6d8c0b1a3f5e7d9c2b4a6f8e0d1c3b5a7f9e2d4c6b8a0f1e3d",
        "0dead0beef0dead0beef0dead0beef0dead0beef0dead0beef0dead0beef0dea",
    ]

    static func token(_ index: Int) -> DeviceToken {
        // The fixtures are valid hex.
        (try? DeviceToken(parsing: tokens[index])) ?? { preconditionFailure("fixture token \(index) is not hex") }()
    }

    static func profile(name: String = "Local simulator", environment: APNsEnvironment = .sandbox,
                        endpoint: String? = "https://127.0.0.1:2197", deadThird: Bool = true) -> Profile {
        var book = [
            TokenBookEntry(label: "iPhone 16 Pro", token: token(0)),
            TokenBookEntry(label: "iPad Air", token: token(1)),
            TokenBookEntry(label: "Old iPhone", token: token(2)),
        ]
        if deadThird {
            book[2].lastOutcome = "Unregistered"
            book[2].lastSeen = "2026-11-02T10:15:00Z"
        }
        return Profile.apns(name: name, environment: environment, topic: "com.example.demo",
                            auth: .token(keyFile: "AuthKey_DEMOKEY001.p8", keyID: "DEMOKEY001", teamID: "DEMOTEAM01"),
                            endpoint: endpoint, caFile: endpoint == nil ? nil : "ca.pem", tokens: book)
    }

    /// A console showing `profiles` at a size, after the first load.
    static func state(width: Int = 120, height: Int = 40, profiles: [Profile] = [profile()],
                      broken: [ProfileEntry] = []) -> AppState {
        var state = AppState(width: width, height: height)
        let entries = profiles.enumerated().map { ProfileEntry.loaded(file: "/profiles/p\($0.offset).json", profile: $0.element) } + broken
        _ = Reducer.reduce(&state, .profilesLoaded(entries, drafts: [:]), now: now)
        return state
    }

    /// Sends `keys` one after the other and returns every effect but the saves of drafts: fixtures
    /// change the state around the reducer, whose next key then saves the draft (DraftReducerTests
    /// look at those saves).
    @discardableResult
    static func press(_ keys: [Key], in state: inout AppState, now: Date = now) -> [Effect] {
        keys.flatMap { Reducer.reduce(&state, .event(.key($0)), now: now) }.filter {
            if case .saveDrafts = $0 { return false }
            return true
        }
    }

    /// `y` to the open send question once it takes a yes (``Confirmation/armingDelay`` after `now`),
    /// as a person who read it answers.
    @discardableResult
    static func answerYes(in state: inout AppState, now: Date = now) -> [Effect] {
        press([.character("y")], in: &state, now: now.addingTimeInterval(Confirmation.armingDelay))
    }

    /// The loop's tick once the open send question's arming delay has passed: it offers its yes.
    static func arm(_ state: inout AppState) {
        _ = Reducer.reduce(&state, .tick, now: now.addingTimeInterval(Confirmation.armingDelay))
    }

    /// A clock for scripted sessions: `now`, moved on by the send question's arming delay at each
    /// reading, so a question one key opens takes a yes at the next key.
    static func steppingClock() -> @Sendable () -> Date {
        let readings = Locked(0)
        return {
            let count = readings.withLock { value -> Int in
                value += 1
                return value
            }
            return now.addingTimeInterval(Double(count) * Confirmation.armingDelay)
        }
    }

    /// Answers push `index` of send `id` as the runtime does: the answer, then what it taught the
    /// book of the row's profile (in the environment the push went to), reported as the dispatcher
    /// reports what it wrote.
    static func answer(_ id: SendID, index: Int, with answer: SendAnswer, in state: inout AppState) {
        _ = Reducer.reduce(&state, .pushAnswered(id, index: index, answer: answer), now: now)
        guard let row = state.log.rows.first(where: { $0.sendID == id && $0.index == index }), let token = row.request?.token,
              let file = row.profileFile, let profile = state.profiles.entries.first(where: { $0.file == file })?.profile,
              let update = TokenOutcomeUpdate.learned(from: answer.response?.reason?.rawValue, timestamp: answer.response?.timestamp,
                                                      delivered: answer.outcome == .delivered,
                                                      to: profile.tokens.first { $0.token == .device(token) },
                                                      environment: row.environment, topic: row.request?.topic, at: now)
        else { return }
        _ = Reducer.reduce(&state, .tokenOutcomesLearned(profileFile: file, updates: [update]), now: now)
    }

    static func type(_ text: String, in state: inout AppState) {
        press(text.map { .character($0) }, in: &state)
    }
}
