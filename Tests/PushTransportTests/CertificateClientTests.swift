import Foundation
import PushCore
import PushCrypto
import PushSimulator
import PushTestSupport
import Testing
@testable import PushTransport

/// `APNsClient` with `.certificate`: mutual TLS against the simulator's client-certificate mode.
@Suite(.serialized) struct CertificateClientTests {
    @Test func deliversWithoutAnAuthorizationHeader() async throws {
        let fixture = try CertificateClientFixture()
        defer { fixture.stop() }
        let client = try fixture.client(try fixture.identity())
        let result = await client.send(try CertificateClientFixture.push())
        #expect(result.outcome == .delivered, "\(result.summary)")
        #expect(result.response?.status == 200)
        let delivered = try #require(fixture.simulator.deliveredNotifications.first)
        #expect(delivered.topic == "com.example.app")
        #expect(!delivered.headers.contains { $0.name == APNsHeaderName.authorization })
    }

    @Test func singleTopicCertificateMayLeaveTheTopicOut() async throws {
        let fixture = try CertificateClientFixture()
        defer { fixture.stop() }
        let client = try fixture.client(try fixture.identity())
        let result = await client.send(try CertificateClientFixture.push(topic: ""))
        #expect(result.outcome == .delivered, "\(result.summary)")
        #expect(fixture.simulator.deliveredNotifications.first?.topic == nil)
    }

    @Test func multiTopicCertificateWithoutTopicIsMissingTopic() async throws {
        let fixture = try CertificateClientFixture()
        defer { fixture.stop() }
        let client = try fixture.client(try fixture.identity(topics: CertificateTopic.standard(bundleID: "com.example.app", voip: true)))
        let result = await client.send(try CertificateClientFixture.push(topic: ""))
        #expect(result.response?.status == 400)
        #expect(result.response?.reason == .missingTopic)
        #expect(result.outcome == .invalidTarget)
        let voip = await client.send(try CertificateClientFixture.push(topic: "com.example.app.voip", pushType: .voip))
        #expect(voip.outcome == .delivered, "\(voip.summary)")
    }

    @Test func topicOutsideTheCertificateIsDisallowed() async throws {
        let fixture = try CertificateClientFixture()
        defer { fixture.stop() }
        let client = try fixture.client(try fixture.identity())
        let result = await client.send(try CertificateClientFixture.push(topic: "com.example.other"))
        #expect(result.response?.status == 400)
        #expect(result.response?.reason == .topicDisallowed)
        #expect(result.outcome == .invalidTarget)
    }

    @Test(arguments: [APNsEnvironment.sandbox, .production])
    func certificateForTheOtherEnvironmentIsRejected(_ environment: APNsEnvironment) async throws {
        let fixture = try CertificateClientFixture(environment: environment)
        defer { fixture.stop() }
        let other: APNsEnvironment = environment == .sandbox ? .production : .sandbox
        let wrong = try await fixture.client(try fixture.identity(environments: [other])).send(try CertificateClientFixture.push())
        #expect(wrong.response?.status == 403)
        #expect(wrong.response?.reason == .badCertificateEnvironment)
        #expect(wrong.outcome == .unauthorized)
        let right = try await fixture.client(try fixture.identity(environments: [environment])).send(try CertificateClientFixture.push())
        #expect(right.outcome == .delivered, "\(right.summary)")
    }

    @Test func expiredCertificateIsRefusedInTheHandshake() async throws {
        let fixture = try CertificateClientFixture()
        defer { fixture.stop() }
        let identity = try fixture.identity(validDays: 2)
        fixture.clock.advance(by: 2 * 86_400)
        let result = try await fixture.client(identity).send(try CertificateClientFixture.push())
        #expect(result.response == nil)
        // The credentials, not the network: the server's TLS alert says which.
        #expect(result.outcome == .unauthorized && result.refusedCredentials)
        guard case .transport(let error) = result.failure?.base else {
            Issue.record("expected a transport failure, got \(result.summary)")
            return
        }
        #expect(error.kind == .certificateRefused, "\(error)")
        #expect(error.description.hasSuffix("refused the client certificate (TLS alert certificate_expired)"), "\(error)")
        #expect(fixture.simulator.deliveredNotifications.isEmpty)
    }

    @Test func aThousandPushesShareOneConnection() async throws {
        let fixture = try CertificateClientFixture()
        defer { fixture.stop() }
        let client = try fixture.client(try fixture.identity())
        let pushes = try (0..<1000).map { number in
            try CertificateClientFixture.push(token: String(repeating: "ef", count: 28) + String(format: "%08x", number))
        }
        let results = await client.send(pushes)
        #expect(results.count == 1000)
        #expect(results.allSatisfy { $0.outcome == .delivered })
        #expect(Set(results.compactMap(\.connectionID)).count == 1)
        let delivered = fixture.simulator.deliveredNotifications
        #expect(delivered.count == 1000)
        #expect(Set(delivered.map(\.connection)).count == 1)
    }

    @Test func eachIdentityGetsItsOwnConnection() async throws {
        let fixture = try CertificateClientFixture()
        defer { fixture.stop() }
        let first = try await fixture.client(try fixture.identity()).send(try CertificateClientFixture.push())
        let second = try await fixture.client(try fixture.identity()).send(try CertificateClientFixture.push())
        #expect(first.outcome == .delivered && second.outcome == .delivered)
        #expect(Set(fixture.simulator.deliveredNotifications.map(\.connection)).count == 2)
    }
}
