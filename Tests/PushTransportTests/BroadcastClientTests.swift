import Foundation
import PushCore
import PushCrypto
import PushSimulator
import PushSimulatorFixture
import PushTestSupport
import Testing
@testable import PushTransport

/// `BroadcastClient` against the simulator over real TLS, both endpoints on its one port.
@Suite(.serialized) struct BroadcastClientTests {
    static let bundleID = "com.example.app"
    static let payload = #"{"aps":{"timestamp":1780000000,"event":"update","content-state":{"score":"1-0"}}}"#

    final class Fixture {
        let simulator: SimulatorFixture
        let client: BroadcastClient

        init(bundleID: String = BroadcastClientTests.bundleID, clientClock: ManualClock? = nil) throws {
            simulator = try SimulatorFixture()
            let clock = clientClock ?? simulator.clock
            let key = simulator.key
            client = BroadcastClient(
                bundleID: bundleID,
                endpoints: try .custom(simulator.endpoint.url, caFile: simulator.endpoint.caFile),
                credential: .token(keyID: key.keyID, teamID: key.teamID, key: key.privateKey),
                tokens: ProviderTokenCache(clock: { clock.epochSeconds }))
        }

        func stop() {
            client.shutdown()
            simulator.stop()
        }
    }

    @Test func createListSendReadDeleteRoundTrip() async throws {
        let fixture = try Fixture()
        defer { fixture.stop() }
        let stored = try await fixture.client.create(policy: .mostRecentMessageStored)
        let unstored = try await fixture.client.create(policy: .noMessageStored, requestID: "123e4567-e89b-12d3-a456-4266554400a0")
        #expect(Data(base64Encoded: stored) != nil)
        #expect(stored != unstored)
        #expect(try await fixture.client.list() == [stored, unstored])

        let sent = await fixture.client.send(BroadcastRequest(bundleID: Self.bundleID, channelID: stored, expiration: 1_780_003_600,
                                                              payload: Self.payload))
        #expect(sent.outcome == .delivered, "\(sent.summary)")
        #expect(sent.response?.status == 200)
        #expect(sent.requestID.map(APNsID.isCanonical) == true)

        let read = try await fixture.client.read(channelID: unstored)
        #expect(read.policy == .noMessageStored)
        #expect(read.pushType == "LiveActivity")

        try await fixture.client.delete(channelID: stored)
        #expect(try await fixture.client.list() == [unstored])
        await #expect(throws: ChannelError.self) { try await fixture.client.read(channelID: stored) }

        let journal = try fixture.simulator.waitForJournal { $0.count >= 8 }
        #expect(journal.map(\.status) == [201, 201, 200, 200, 200, 204, 200, 400])
        #expect(journal[1].headers.contains(HTTPHeader(name: "apns-request-id", value: "123e4567-e89b-12d3-a456-4266554400a0")))
        #expect(journal.allSatisfy { entry in !entry.headers.contains { $0.name == "authorization" && $0.value.count > 40 } })
    }

    @Test func channelErrorsCarryApplesReasons() async throws {
        let fixture = try Fixture()
        defer { fixture.stop() }
        func reason(_ operation: () async throws -> Void) async -> APNsReason? {
            do {
                try await operation()
                return nil
            } catch let error as ChannelError where error.rejection != nil {
                return error.rejection?.reason
            } catch {
                return APNsReason(rawValue: "not rejected: \(error)")
            }
        }
        #expect(await reason { _ = try await fixture.client.read(channelID: "AAAAAAAAAAAAAAAAAAAAAA==") } == .channelNotRegistered)
        #expect(await reason { try await fixture.client.delete(channelID: "not base64!") } == .badChannelID)
        // libcurl drops a header with an empty value, so APNs sees none at all.
        #expect(await reason { try await fixture.client.delete(channelID: "") } == .missingChannelID)
        #expect(await reason { _ = try await fixture.client.create(policy: MessageStoragePolicy(rawValue: 7)) } == .badRequestParams)
        #expect(await reason { _ = try await fixture.client.list(requestID: "not-a-uuid") } == .badMessageID)
    }

    @Test func broadcastErrorsMapIntoOutcomes() async throws {
        let fixture = try Fixture()
        defer { fixture.stop() }
        let unstored = try await fixture.client.create(policy: .noMessageStored)
        func send(_ change: (inout BroadcastRequest) -> Void) async -> BroadcastResult {
            var request = BroadcastRequest(bundleID: Self.bundleID, channelID: unstored, expiration: 0, payload: Self.payload)
            change(&request)
            return await fixture.client.send(request)
        }
        let ok = await send { _ in }
        #expect(ok.outcome == .delivered)
        let unknown = await send { $0.channelID = "AAAAAAAAAAAAAAAAAAAAAA==" }
        #expect(unknown.response?.reason == .channelNotRegistered)
        #expect(unknown.outcome == .invalidTarget)
        let expiring = await send { $0.expiration = 1_780_003_600 }
        #expect(expiring.response?.reason == .badExpirationDate)
        #expect(expiring.outcome == .invalidMessage)
        let suffixed = await send { $0.bundleID = Self.bundleID + ".push-type.liveactivity" }
        #expect(suffixed.response?.reason == .topicDisallowed)
        let large = await send { $0.payload = #"{"aps":{"x":""# + String(repeating: "y", count: 5200) + #""}}"# }
        #expect(large.response?.status == 413)
        let priority = await send { $0.priority = 7 }
        #expect(priority.response?.reason == .badPriority)
        let notJSON = await send { $0.payload = "{" }
        #expect(notJSON.failure != nil)
        #expect(notJSON.response == nil)
    }

    @Test func expiredProviderTokenIsRefreshedOnce() async throws {
        let clientClock = ManualClock()
        let fixture = try Fixture(clientClock: clientClock)
        defer { fixture.stop() }
        let channelID = try await fixture.client.create(policy: .mostRecentMessageStored)
        // 30 minutes on for the client (its token is still reused), 61 for APNs (it has expired).
        clientClock.advance(by: 30 * 60)
        fixture.simulator.clock.advance(by: 61 * 60)
        let result = await fixture.client.send(BroadcastRequest(bundleID: Self.bundleID, channelID: channelID, payload: Self.payload))
        #expect(result.outcome == .delivered, "\(result.summary)")
        #expect(result.attempts == 2)
        #expect(try await fixture.client.list() == [channelID])
        let journal = try fixture.simulator.waitForJournal { $0.count >= 4 }
        #expect(journal.map(\.status) == [201, 403, 200, 200])
        #expect(journal[1].reason == APNsReason.expiredProviderToken.rawValue)
    }

    @Test func unreachableHostIsAFailureNotARejection() async throws {
        let client = BroadcastClient(bundleID: Self.bundleID, endpoints: try .custom("https://127.0.0.1:1"),
                                     credential: .token(keyID: "K", teamID: "T", key: try ProviderKey().privateKey))
        defer { client.shutdown() }
        await #expect(throws: ChannelError.self) { _ = try await client.list() }
        let result = await client.send(BroadcastRequest(bundleID: Self.bundleID, channelID: "AA==", payload: "{}"))
        #expect(result.outcome == .unavailable)
    }

    @Test func customEndpointMayNotAddACAForApplesBroadcastHosts() {
        #expect(throws: APNsEndpointError.caFileForPlatformHost(ExtraCARefusal(url: "https://api-broadcast.push.apple.com"))) {
            try BroadcastEndpoints.custom("https://api-broadcast.push.apple.com", caFile: "/tmp/ca.pem")
        }
        #expect(BroadcastEndpoints.apple(.sandbox).management.baseURL == "https://api-manage-broadcast.sandbox.push.apple.com:2195")
        #expect(BroadcastEndpoints.apple(.production).management.baseURL == "https://api-manage-broadcast.push.apple.com:2196")
        #expect(BroadcastEndpoints.apple(.production).broadcast.baseURL == "https://api-broadcast.push.apple.com")
    }
}
