import Foundation
import PushCore
import PushSimulator
import PushTestSupport
import Testing
@testable import PushTransport

/// The server's `date` header reaches the result, and a shifted server clock gives the warning.
@Suite(.serialized) struct ClockSkewTransportTests {
    @Test(arguments: [3600, -3600, 0])
    func aServerAnHourOffGivesTheWarningAndAnHonestOneNone(offset: Int) async throws {
        let fixture = try APNsClientFixture(scenario: Scenario(clockOffsetSeconds: offset))
        defer { fixture.stop() }
        let results = await fixture.client.send([try APNsClientFixture.push(),
                                                 try APNsClientFixture.push(to: String(repeating: "0e", count: 32))])
        // The local clock of this test is the simulator's own, unshifted clock.
        let local = fixture.simulator.clock.date
        for result in results {
            let serverDate = try #require(result.serverDate, "\(result.summary)")
            #expect(serverDate == local.addingTimeInterval(TimeInterval(offset)))
            let skew = ClockSkew(localTime: local, serverDate: serverDate)
            #expect(skew.seconds == -offset)
            switch offset {
            case 0: #expect(skew.warning == nil)
            case 3600: #expect(skew.warning?.contains("1 h 0 min behind the server's") == true, "\(skew.warning ?? "none")")
            default: #expect(skew.warning?.contains("1 h 0 min ahead of the server's") == true, "\(skew.warning ?? "none")")
            }
        }
    }

    @Test func aRejectionCarriesTheDateToo() async throws {
        let fixture = try APNsClientFixture(scenario: Scenario(clockOffsetSeconds: -600))
        defer { fixture.stop() }
        let result = await fixture.client.send(try APNsClientFixture.push(pushType: .voip))
        #expect(result.response?.status == 400)
        #expect(result.serverDate == fixture.simulator.clock.date.addingTimeInterval(-600))
    }
}
