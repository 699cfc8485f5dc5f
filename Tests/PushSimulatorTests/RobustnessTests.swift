import Foundation
@testable import PushSimulator
import PushSimulatorFixture
import PushTestSupport
import Testing

/// Bad input never takes the simulator down: after each abuse a normal request still gets 200.
@Suite(.serialized) struct RobustnessTests {
    private func expectStillServing(_ fixture: SimulatorFixture) throws {
        let response = try curl(fixture.url(), caFile: fixture.endpoint.caFile, headers: fixture.headers(authorization: try fixture.authorization))
        #expect(response.status == 200, "\(response)")
    }

    @Test func garbageBytesOverTCP() throws {
        let fixture = try SimulatorFixture()
        defer { fixture.stop() }
        let client = try TCPClient(port: fixture.endpoint.port)
        defer { client.close() }
        var generator = SeededGenerator(seed: 7)
        client.send((0..<4096).map { _ in UInt8.random(in: 0...255, using: &generator) })
        let reply = client.readUntilClosed()
        #expect(reply.count < 100, "at most a TLS alert, then the server hangs up")
        try expectStillServing(fixture)
    }

    @Test func plainHTTPOverTCP() throws {
        let fixture = try SimulatorFixture()
        defer { fixture.stop() }
        let client = try TCPClient(port: fixture.endpoint.port)
        defer { client.close() }
        client.send(Array("POST /3/device/abcd HTTP/1.1\r\nHost: x\r\n\r\n".utf8))
        let reply = client.readUntilClosed()
        #expect(!String(decoding: reply, as: UTF8.self).contains("HTTP/1.1"))
        try expectStillServing(fixture)
    }

    @Test func http11OverTLSIsDropped() throws {
        let fixture = try SimulatorFixture()
        defer { fixture.stop() }
        let response = try curl(fixture.url(), caFile: fixture.endpoint.caFile, headers: fixture.headers(authorization: try fixture.authorization),
                                extraArguments: ["--http1.1"])
        #expect(response.status == 0)
        #expect(response.exitCode != 0, "no HTTP/1.1 answer, the handshake fails on ALPN")
        #expect(fixture.simulator.deliveredNotifications.isEmpty)
        try expectStillServing(fixture)
    }

    @Test func clientVanishingMidStream() throws {
        let fixture = try SimulatorFixture()
        defer { fixture.stop() }
        // Preface, SETTINGS, HEADERS (no END_STREAM), half a body, then EOF: s_client hangs up.
        let path = Array("/3/device/\(SimulatorFixture.token)".utf8)
        var headerBlock: [UInt8] = [0x83, 0x87, 0x04, UInt8(path.count)] + path  // POST, https, :path literal
        headerBlock += [0x01, 9] + Array("127.0.0.1".utf8)  // :authority literal
        var bytes = Array("PRI * HTTP/2.0\r\n\r\nSM\r\n\r\n".utf8)
        bytes += [0, 0, 0, 0x04, 0, 0, 0, 0, 0]
        bytes += [0, 0, UInt8(headerBlock.count), 0x01, 0x04, 0, 0, 0, 1] + headerBlock
        bytes += [0, 0, 5, 0x00, 0x00, 0, 0, 0, 1] + Array("{\"aps".utf8)
        try Data(bytes).write(to: URL(fileURLWithPath: fixture.scratch.file("partial")))
        let result = try CommandLineTool.run("/usr/bin/openssl", ["s_client", "-connect", "127.0.0.1:\(fixture.endpoint.port)", "-alpn", "h2",
                                                  "-CAfile", fixture.endpoint.caFile, "-verify_return_error", "-quiet", "-no_ign_eof"],
                             input: fixture.scratch.file("partial"))
        #expect(result.status == 0, "\(result.standardError)")
        try expectStillServing(fixture)
        #expect(try fixture.journal().count == 1, "the unfinished request is never answered")
    }

    @Test func oversizedHeaderListIsRefusedWith431() throws {
        let fixture = try SimulatorFixture()
        defer { fixture.stop() }
        let big = "x-filler: " + String(repeating: "y", count: IncomingRequest.maximumHeaderListBytes + 100)
        let response = try curl(fixture.url(), caFile: fixture.endpoint.caFile,
                                headers: fixture.headers(authorization: try fixture.authorization, extra: [big]))
        #expect(response.status == 431, "\(response)")
        #expect(fixture.simulator.deliveredNotifications.isEmpty)
        try expectStillServing(fixture)
    }

    @Test func oversizedBodyIsPayloadTooLargeWithoutBufferingIt() throws {
        let fixture = try SimulatorFixture()
        defer { fixture.stop() }
        let body = "{\"aps\":{\"alert\":\"" + String(repeating: "z", count: 2_000_000) + "\"}}"
        try body.write(toFile: fixture.scratch.file("big.json"), atomically: true, encoding: .utf8)
        let response = try curl(fixture.url(), caFile: fixture.endpoint.caFile, headers: fixture.headers(authorization: try fixture.authorization),
                                body: "@" + fixture.scratch.file("big.json"))
        #expect(response.status == 413)
        #expect(response.reason == "PayloadTooLarge")
        let entry = try #require(try fixture.journal().first)
        #expect(entry.body.utf8.count <= IncomingRequest.maximumBodyBytes + 1, "the body is capped, not buffered whole")
        try expectStillServing(fixture)
    }
}

extension RobustnessTests {
    @Test func pingIsAnswered() throws {
        let fixture = try SimulatorFixture()
        defer { fixture.stop() }
        let client = try TLSTestClient(port: fixture.endpoint.port, caFile: fixture.endpoint.caFile)
        let opaque = Array("pushtui!".utf8)
        client.send(TLSTestClient.preface + TLSTestClient.frame(type: 0x06, flags: 0, stream: 0, payload: opaque))
        let frames = client.readFrames { type, flags, payload in type == 0x06 && flags & 0x01 != 0 && payload == opaque }
        #expect(frames.contains { $0.type == 0x06 && $0.flags & 0x01 != 0 && $0.payload == opaque }, "PING ACK with the same data")
        #expect(frames.first?.type == 0x04, "the server's preface is SETTINGS")
    }

    @Test func goawayOnStopCarriesShutdown() throws {
        let fixture = try SimulatorFixture()
        defer { fixture.scratch.remove() }
        let client = try TLSTestClient(port: fixture.endpoint.port, caFile: fixture.endpoint.caFile)
        client.send(TLSTestClient.preface)
        _ = client.readFrames { type, _, _ in type == 0x04 }
        fixture.simulator.stop()
        let frames = client.readFrames { type, _, _ in type == 0x07 }
        let goaway = try #require(frames.last { $0.type == 0x07 })
        #expect(String(decoding: goaway.payload.dropFirst(8), as: UTF8.self) == "{\"reason\":\"Shutdown\"}")
    }
}
