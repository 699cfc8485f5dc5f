import Foundation
import PushCrypto
@testable import PushSimulator
import PushSimulatorFixture
import PushTestSupport
import Testing

/// The JSON-lines journal.
@Suite(.serialized) struct JournalTests {
    @Test func everyExchangeIsOneLineWithTheTokenShortened() throws {
        let fixture = try SimulatorFixture()
        defer { fixture.stop() }
        let authorization = try fixture.authorization
        let jwt = String(authorization.dropFirst("bearer ".count))
        let apnsID = "00000000-1111-2222-3333-444444444444"
        let results = try curlSequence([
            SequencedRequest(url: fixture.url(), headers: fixture.headers(authorization: authorization, extra: ["apns-id: \(apnsID)"])),
            SequencedRequest(url: fixture.url(token: "zz"), headers: fixture.headers(authorization: authorization)),
        ], caFile: fixture.endpoint.caFile)
        #expect(results.map(\.status) == [200, 400])
        let text = try String(contentsOfFile: fixture.journalPath, encoding: .utf8)
        #expect(text.split(separator: "\n").count == 2)
        #expect(!text.contains(jwt), "the full JWT never reaches the journal")
        let entries = try fixture.journal()
        let first = try #require(entries.first)
        #expect(first.connection == 1 && first.stream == 1)
        #expect(first.method == "POST" && first.path == "/3/device/\(SimulatorFixture.token)")
        #expect(first.status == 200 && first.reason == nil && first.apnsID == apnsID)
        #expect(first.body == "{\"aps\":{\"alert\":\"hi\"}}")
        #expect(first.time == fixture.clock.date)
        #expect(first.latencyMilliseconds >= 0)
        let logged = try #require(first.headers.first { $0.name == "authorization" })
        #expect(logged.value == "bearer " + ProviderJWT.shortened(jwt))
        #expect(entries[1].status == 400 && entries[1].reason == "BadDeviceToken" && entries[1].stream == 3)
    }

    @Test func concurrentWritersNeverTearLines() throws {
        let scratch = try TemporaryDirectory()
        defer { scratch.remove() }
        let journal = try Journal(path: scratch.file("j.jsonl"))
        let body = String(repeating: "b", count: 5000)
        DispatchQueue.concurrentPerform(iterations: 400) { index in
            journal.append(JournalEntry(time: Date(timeIntervalSince1970: 1), connection: index, stream: 1, method: "POST", path: "/",
                                        headers: [], body: body, status: 200, reason: nil, apnsID: nil, latencyMilliseconds: 0))
        }
        let entries = try JournalEntry.decodeLines(Data(contentsOf: URL(fileURLWithPath: scratch.file("j.jsonl"))))
        #expect(entries.count == 400)
        #expect(Set(entries.map(\.connection)) == Set(0..<400))
        let attributes = try FileManager.default.attributesOfItem(atPath: scratch.file("j.jsonl"))
        #expect((attributes[.posixPermissions] as? NSNumber)?.intValue == 0o600)
    }

    @Test func unwritableJournalFailsTheStart() throws {
        let scratch = try TemporaryDirectory()
        defer { scratch.remove() }
        let simulator = APNsSimulator(configuration: SimulatorConfiguration(
            stateDirectory: scratch.file("state"), journalPath: "/nonexistent-dir/journal.jsonl"))
        let error = #expect(throws: SimulatorError.self) { try simulator.start() }
        #expect(error?.description.hasPrefix("/nonexistent-dir/journal.jsonl: cannot open the journal") == true)
        #expect(simulator.endpoint == nil)
    }
}

