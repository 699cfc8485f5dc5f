import Foundation
@testable import PushSimulator
import PushSimulatorFixture
import PushTestSupport
import Testing

/// Many streams on one connection and many connections at once.
@Suite(.serialized) struct ConcurrencyTests {
    /// h2load (nghttp2's load generator; it has no certificate verification, so it only ever
    /// talks to the simulator the test started) with a valid alert push.
    private func h2load(_ fixture: SimulatorFixture, requests: Int, clients: Int, streams: Int) throws -> ProcessResult {
        try "{\"aps\":{\"alert\":\"hi\"}}".write(toFile: fixture.scratch.file("body"), atomically: true, encoding: .utf8)
        var arguments = ["-n", String(requests), "-c", String(clients), "-m", String(streams), "-d", fixture.scratch.file("body")]
        for header in fixture.headers(authorization: try fixture.authorization) { arguments += ["-H", header] }
        return try CommandLineTool.run("/usr/bin/h2load", arguments + [fixture.url()])
    }

    @Test func thousandStreamsOnOneConnectionWithH2load() throws {
        // h2load opens its 100 streams before reading SETTINGS, so start with room for them.
        let fixture = try SimulatorFixture(initialMaxConcurrentStreams: 100)
        defer { fixture.stop() }
        let result = try h2load(fixture, requests: 1000, clients: 1, streams: 100)
        #expect(result.standardOutput.contains("1000 succeeded, 0 failed"), "\(result.standardOutput)")
        let journal = try fixture.waitForJournal { $0.count >= 1000 }
        #expect(journal.count == 1000)
        #expect(journal.allSatisfy { $0.status == 200 })
        #expect(Set(journal.map(\.connection)) == [1])
        #expect(Set(journal.map(\.stream)).count == 1000)
    }

    @Test func twoHundredParallelCurlTransfersShareOneConnection() throws {
        let fixture = try SimulatorFixture(initialMaxConcurrentStreams: 100)
        defer { fixture.stop() }
        let statuses = try curlParallel(fixture.distinctURLs(200), caFile: fixture.endpoint.caFile,
                                        headers: fixture.headers(authorization: try fixture.authorization), maxParallel: 100)
        #expect(statuses == Array(repeating: 200, count: 200))
        let journal = try fixture.journal()
        #expect(journal.count == 200)
        #expect(Set(journal.map(\.connection)) == [1])
        #expect(fixture.simulator.deliveredNotifications.count == 200)
    }

    /// With APNs' one-stream start curl cannot multiplex at first and opens more connections,
    /// but every transfer still arrives exactly once.
    @Test func parallelCurlCopesWithTheOneStreamStart() throws {
        let fixture = try SimulatorFixture()
        defer { fixture.stop() }
        let statuses = try curlParallel(fixture.distinctURLs(20), caFile: fixture.endpoint.caFile,
                                        headers: fixture.headers(authorization: try fixture.authorization), maxParallel: 20)
        #expect(statuses == Array(repeating: 200, count: 20))
        let journal = try fixture.journal()
        #expect(Set(journal.map(\.path)).count == 20)
        #expect(journal.count == 20)
    }

    @Test func manyConnectionsAtOnce() throws {
        let fixture = try SimulatorFixture(initialMaxConcurrentStreams: 100)
        defer { fixture.stop() }
        let result = try h2load(fixture, requests: 400, clients: 8, streams: 10)
        #expect(result.standardOutput.contains("400 succeeded, 0 failed"), "\(result.standardOutput)")
        let journal = try fixture.waitForJournal { $0.count >= 400 }
        #expect(Set(journal.map(\.connection)).count == 8)
    }

    @Test func stopJoinsThreadsWhileClientsStayConnected() throws {
        let fixture = try SimulatorFixture()
        defer { fixture.scratch.remove() }
        // An idle TCP client that never speaks TLS, and one that finished a request and idles.
        let idle = try TCPClient(port: fixture.endpoint.port)
        defer { idle.close() }
        let response = try curl(fixture.url(), caFile: fixture.endpoint.caFile, headers: fixture.headers(authorization: try fixture.authorization))
        #expect(response.status == 200)
        let started = Date()
        fixture.simulator.stop()
        #expect(Date().timeIntervalSince(started) < 5, "stop() returned only after its threads finished")
        #expect(fixture.simulator.endpoint == nil)
        // The idle client's connection was closed by the stop (a reconnect test would be racy: a
        // parallel test's simulator may take the freed port at once).
        let closing = Date()
        _ = idle.readUntilClosed(timeout: 5000)
        #expect(Date().timeIntervalSince(closing) < 4, "the idle connection stayed open after stop()")
    }
}
