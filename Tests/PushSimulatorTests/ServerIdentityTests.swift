import Foundation
@testable import PushSimulator
import PushSimulatorFixture
import PushTestSupport
import Testing

/// The simulator's own CA and server certificate, and the given-identity alternative.
@Suite(.serialized) struct ServerIdentityTests {
    @Test func generatedIdentityVerifiesForLoopbackNamesWithPrivateKeys() throws {
        let fixture = try SimulatorFixture()
        defer { fixture.stop() }
        let state = fixture.scratch.file("state")
        #expect(fixture.endpoint.caFile == state + "/ca.pem")
        for key in ["ca-key.pem", "server-key.pem"] {
            let attributes = try FileManager.default.attributesOfItem(atPath: state + "/" + key)
            #expect((attributes[.posixPermissions] as? NSNumber)?.intValue == 0o600, "\(key)")
        }
        let verify = try CommandLineTool.run("/usr/bin/openssl", ["verify", "-CAfile", fixture.endpoint.caFile, state + "/server.pem"])
        #expect(verify.status == 0, "\(verify.standardOutput) \(verify.standardError)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: state).allSatisfy { !$0.contains(".tmp") })
        // Both SAN entries work with verification on.
        let byName = try curl("https://localhost:\(fixture.endpoint.port)/3/device/\(SimulatorFixture.token)", caFile: fixture.endpoint.caFile,
                              headers: fixture.headers(authorization: try fixture.authorization))
        #expect(byName.status == 200, "\(byName)")
    }

    @Test func identityIsReusedOnTheNextStart() throws {
        let fixture = try SimulatorFixture()
        defer { fixture.stop() }
        let authority = try String(contentsOfFile: fixture.endpoint.caFile, encoding: .utf8)
        fixture.simulator.stop()
        let endpoint = try fixture.simulator.start()
        #expect(try String(contentsOfFile: endpoint.caFile, encoding: .utf8) == authority)
        let response = try curl("\(endpoint.url)/3/device/\(SimulatorFixture.token)", caFile: endpoint.caFile,
                                headers: fixture.headers(authorization: try fixture.authorization))
        #expect(response.status == 200)
    }

    @Test func givenIdentityIsUsedInsteadOfGenerating() throws {
        let fixture = try SimulatorFixture(identity: makeOpenSSLIdentity(in:))
        defer { fixture.stop() }
        #expect(fixture.endpoint.caFile == fixture.scratch.file("ca.pem"))
        #expect(!FileManager.default.fileExists(atPath: fixture.scratch.file("state")))
        let response = try curl(fixture.url(), caFile: fixture.endpoint.caFile, headers: fixture.headers(authorization: try fixture.authorization))
        #expect(response.status == 200)
    }

    @Test func anotherCAIsRejectedByTheClient() throws {
        let fixture = try SimulatorFixture()
        defer { fixture.stop() }
        let other = try makeOpenSSLIdentity(in: fixture.scratch)
        let response = try curl(fixture.url(), caFile: other.certificateAuthorityFile, headers: fixture.headers(authorization: try fixture.authorization))
        #expect(response.exitCode == 60, "curl: peer certificate cannot be authenticated")
    }

    @Test func startingTwiceAndBadHostsAreErrors() throws {
        let fixture = try SimulatorFixture()
        defer { fixture.stop() }
        #expect(throws: SimulatorError.alreadyRunning) { try fixture.simulator.start() }
        let bad = APNsSimulator(configuration: SimulatorConfiguration(stateDirectory: fixture.scratch.file("state"), host: "localhost"))
        #expect(throws: SimulatorError.invalidHost("localhost")) { try bad.start() }
        let taken = APNsSimulator(configuration: SimulatorConfiguration(stateDirectory: fixture.scratch.file("state"), port: fixture.endpoint.port))
        let error = #expect(throws: SimulatorError.self) { try taken.start() }
        #expect(error?.description.contains("Address already in use") == true, "\(String(describing: error))")
    }
}
