import Foundation
@testable import PushSimulator
import PushSimulatorFixture
import PushTestSupport
import Testing

/// A client that stops reading is cut after the write-stall timeout, with a journal line saying so,
/// even when every byte written to it went into the kernel's queue (so no write ever blocked); a
/// client that reads what it gets and then goes quiet is not.
@Suite struct StalledReaderTests {
    /// 900 PINGs (under nghttp2's limit of 1,000 unsent ACKs): their ACKs (15 KB before TLS) overflow the client's small receive buffer and wait
    /// in the simulator's send queue, which holds far more, so no write of the simulator's blocks.
    private static func pingFlood() -> [UInt8] {
        TLSTestClient.preface + (0..<900).flatMap { _ in TLSTestClient.frame(type: 0x06, flags: 0, stream: 0, payload: Array(repeating: 7, count: 8)) }
    }

    @Test(.enabled(if: SendQueue.isObservable, "only a queue the platform can see shows a reader that stopped before a write blocked"))
    func aClientThatStopsReadingIsCutAndJournaled() throws {
        let fixture = try SimulatorFixture(configure: { $0.writeStallTimeout = .milliseconds(300) })
        defer { fixture.stop() }
        let client = try TLSTestClient(port: fixture.endpoint.port, caFile: fixture.endpoint.caFile, receiveBuffer: 4_096)
        client.send(Self.pingFlood())
        var events: [JournalEvent] = []
        poll(until: {
            events = (try? JournalEvent.decodeLines(Data(contentsOf: URL(fileURLWithPath: fixture.journalPath)))) ?? []
            return !events.isEmpty
        }, timeout: 10)
        let event = try #require(events.first, "no stalled-reader line in the journal within 10 s")
        #expect(event.event == .stalledReader)
        #expect(event.connection == 1)
        #expect(event.unreadBytes > 0, "\(event)")
        #expect(event.stalledMilliseconds >= 300, "\(event)")
        // The connection is gone: what was queued drains to the client, then the end.
        _ = client.readFrames(timeout: 10) { _, _, _ in false }
        #expect(client.closedByPeer, "the simulator closed the connection")
        #expect(try fixture.journal().isEmpty, "events are not exchanges")
    }

    @Test func aClientThatReadsAndGoesQuietStays() throws {
        let fixture = try SimulatorFixture(configure: { $0.writeStallTimeout = .milliseconds(300) })
        defer { fixture.stop() }
        let client = try TLSTestClient(port: fixture.endpoint.port, caFile: fixture.endpoint.caFile, receiveBuffer: 4_096)
        client.send(Self.pingFlood())
        var acks = 0
        _ = client.readFrames(timeout: 10) { type, flags, _ in
            if type == 0x06 && flags & 1 != 0 { acks += 1 }
            return acks == 900
        }
        #expect(acks == 900)
        // Five timeouts of quiet with nothing left unread, and no close; then the connection still answers.
        #expect(client.readFrames(timeout: 1.5) { _, _, _ in false }.isEmpty)
        let opaque: [UInt8] = [1, 2, 3, 4, 5, 6, 7, 8]
        client.send(TLSTestClient.frame(type: 0x06, flags: 0, stream: 0, payload: opaque))
        #expect(client.readFrames { type, flags, payload in type == 0x06 && flags & 1 != 0 && payload == opaque }
            .contains { $0.type == 0x06 && $0.payload == opaque })
        #expect(!client.closedByPeer)
        #expect(try JournalEvent.decodeLines(Data(contentsOf: URL(fileURLWithPath: fixture.journalPath))).isEmpty)
    }
}
