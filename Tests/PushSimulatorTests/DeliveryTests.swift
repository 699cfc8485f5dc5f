import Foundation
@testable import PushSimulator
import PushSimulatorFixture
import PushTestSupport
import Testing

@Suite(.serialized) struct DeliveryTests {
    @Test func validPushIsDeliveredWithGeneratedAPNsID() throws {
        let fixture = try SimulatorFixture()
        defer { fixture.stop() }
        let response = try curl(fixture.url(), caFile: fixture.endpoint.caFile, headers: fixture.headers(authorization: fixture.authorization))
        #expect(response.status == 200, "\(response)")
        #expect(response.httpVersion == "2")
        #expect(response.body.isEmpty)
        let apnsID = try #require(response.headers["apns-id"])
        #expect(apnsID == apnsID.lowercased() && UUID(uuidString: apnsID) != nil)
        let delivered = try #require(fixture.simulator.deliveredNotifications.first)
        #expect(delivered.token.hex == SimulatorFixture.token)
        #expect(delivered.topic == "com.example.app")
        #expect(delivered.apnsID == apnsID)
        #expect(delivered.payloadText == "{\"aps\":{\"alert\":\"hi\"}}")
    }
}
