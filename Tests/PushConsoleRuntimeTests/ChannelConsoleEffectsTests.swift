import Foundation
@testable import PushConsole
import PushCore
import PushDelivery
import PushSimulatorFixture
import PushStorage
import PushTestSupport
import Testing
@testable import PushConsoleRuntime

/// The console's effect runner manages channels and broadcasts through the simulator over TLS.
@Suite struct ChannelConsoleEffectsTests {
    // Async, and polling with Task.sleep: the runner's channel work runs in Swift tasks, which a
    // test blocking its thread in a poll loop could starve on a 2-core machine.
    @Test func createListAndBroadcastThroughTheConsoleRunner() async throws {
        let simulator = try SimulatorFixture()
        defer { simulator.stop() }
        let keyFile = try simulator.scratch.write(simulator.key.privateKey.pkcs8PEM(), to: "AuthKey.p8")
        let profile = Profile.apns(name: "channels", environment: .sandbox, topic: "com.example.app",
                              auth: .token(keyFile: keyFile, keyID: simulator.key.keyID, teamID: simulator.key.teamID),
                              endpoint: simulator.endpoint.url, caFile: simulator.endpoint.caFile)
        let file = simulator.scratch.file("channels.json")
        let effects = ConsoleEffects(
            profilesDirectory: simulator.scratch.path, paths: StatePaths(root: simulator.scratch.file("state")),
            pathContext: PathContext(home: simulator.scratch.path, environment: [:], currentDirectory: simulator.scratch.path),
            demo: nil, externalEditor: ExternalEditor(suspendTerminal: {}, resumeTerminal: {}, environment: [:]),
            deliveries: { [] }, copyToClipboard: { _ in })
        defer { effects.shutdown() }
        var posted: [Action] = []
        let mailbox = Mailbox(wake: {})
        // Looks once more after the deadline: a test thread held up past it must not miss an answer
        // that arrived meanwhile.
        func waitFor<T>(_ match: ([Action]) -> T?) async -> T? {
            let deadline = ContinuousClock.now + .seconds(20)
            while true {
                posted += mailbox.drain()
                if let found = match(posted) { return found }
                guard ContinuousClock.now < deadline else { return nil }
                try? await Task.sleep(for: .milliseconds(10))
            }
        }
        func waitForChannels(count: Int) async -> [String]? {
            await waitFor { actions in
                actions.compactMap { action -> [String]? in
                    if case .channelsLoaded(_, let ids) = action, ids.count == count { return ids }
                    return nil
                }.last
            }
        }

        effects.perform(.createChannel(profileFile: file, profile: profile, policy: .mostRecentMessageStored), mailbox: mailbox)
        let ids = try #require(await waitForChannels(count: 1), "\(posted)")
        let request = BroadcastRequest(bundleID: "com.example.app", channelID: ids[0], priority: 10,
                                       payload: #"{"aps":{"timestamp":1796000000,"event":"update","content-state":{"eta":5}}}"#)
        effects.perform(.send(SendID(1), SendPlan(profileFile: file, profile: profile, pushes: .broadcast(request))), mailbox: mailbox)
        let answer = await waitFor { actions in
            actions.compactMap { action -> SendAnswer? in
                if case .pushAnswered(SendID(1), 0, let answer) = action { return answer }
                return nil
            }.first
        }
        #expect(answer?.outcome == .delivered, "\(String(describing: answer))")
        effects.perform(.deleteChannel(profileFile: file, profile: profile, channelID: ids[0]), mailbox: mailbox)
        #expect(await waitForChannels(count: 0) != nil)
    }
}
