import Foundation
import PushSimulator
import PushSimulatorFixture
import PushTestSupport
import PushCore
import Testing
@testable import PushTransport

@Suite(.serialized) struct HTTP2ClientTests {
    @Test func aReusedHandleSendsEachRequestsOwnMethodAndBody() async throws {
        let simulator = try SimulatorFixture()
        defer { simulator.stop() }
        let client = HTTP2Client(configuration: HTTP2ClientConfiguration(caFile: simulator.endpoint.caFile))
        defer { client.shutdown() }
        let sent = [
            HTTPRequest(url: simulator.url(), method: "POST", body: Array(#"{"first":1}"#.utf8)),
            HTTPRequest(url: simulator.url(), method: "GET"),
            HTTPRequest(url: simulator.url(), method: "DELETE"),
            HTTPRequest(url: simulator.url(), method: "POST", body: Array(#"{"second":2}"#.utf8)),
            HTTPRequest(url: simulator.url(), method: "POST", body: []),
        ]
        // One at a time, so the client's single idle handle carries every request in turn.
        for request in sent {
            let answer = await client.send(request)
            #expect((try? answer.get())?.httpVersion == "2", "\(request.method): \(answer)")
        }
        let journal = try simulator.waitForJournal { $0.count == sent.count }
        #expect(journal.map(\.method) == sent.map(\.method))
        #expect(journal.map(\.body) == sent.map { String(decoding: $0.body, as: UTF8.self) })
    }

    @Test func aReusedHandleSendsEachRequestsOwnHeadersWhetherItsListIsReusedOrNot() async throws {
        let simulator = try SimulatorFixture()
        defer { simulator.stop() }
        let client = HTTP2Client(configuration: HTTP2ClientConfiguration(caFile: simulator.endpoint.caFile))
        defer { client.shutdown() }
        let first = [HTTPHeader(name: "apns-topic", value: "com.example.one"), HTTPHeader(name: "apns-priority", value: "10")]
        let second = [HTTPHeader(name: "apns-topic", value: "com.example.two")]
        // The same list twice (reused), then another, then the first again, one at a time on one handle.
        let lists = [first, first, second, [], first]
        for (number, headers) in lists.enumerated() {
            let answer = await client.send(HTTPRequest(url: simulator.url() + "?n=\(number)", headers: headers, body: Array("{}".utf8)))
            #expect((try? answer.get()) != nil, "\(answer)")
        }
        let journal = try simulator.waitForJournal { $0.count == lists.count }
        for (entry, headers) in zip(journal, lists) {
            let seen = entry.headers.filter { $0.name.hasPrefix("apns-") }
            #expect(seen.map(\.name) == headers.map(\.name), "\(entry.path)")
            #expect(seen.map(\.value) == headers.map(\.value), "\(entry.path)")
            // Nothing curl would add on its own: the suppressed defaults stay suppressed on a reused list.
            #expect(!entry.headers.contains { $0.name == "accept" || $0.name == "content-type" }, "\(entry.headers)")
        }
    }

    /// A handle keeps an origin as its URL and each request sets only its target (CurlTransfer's
    /// configureURL): one handle carrying requests to two origins in turn sends each to its own
    /// origin, on that origin's connection, with its own path and query.
    @Test func aReusedHandleSendsEachRequestToItsOwnOriginAndTarget() async throws {
        let simulator = try SimulatorFixture()
        defer { simulator.stop() }
        let client = HTTP2Client(configuration: HTTP2ClientConfiguration(caFile: simulator.endpoint.caFile))
        defer { client.shutdown() }
        let byAddress = simulator.endpoint.url
        let byName = byAddress.replacingOccurrences(of: "127.0.0.1", with: "localhost")
        #expect(byName != byAddress, "\(byAddress)")
        let sent = [(byAddress, "/3/device/" + String(repeating: "a1", count: 32)),
                    (byName, "/3/device/" + String(repeating: "b2", count: 32) + "?n=1"),
                    (byAddress, "/3/device/" + String(repeating: "c3", count: 32) + "?n=2"),
                    (byName, "/3/device/" + String(repeating: "d4", count: 32))]
        // One at a time, so the client's single idle handle carries every request in turn.
        for (origin, target) in sent {
            let answer = await client.send(HTTPRequest(url: origin + target, body: Array("{}".utf8)))
            #expect((try? answer.get()) != nil, "\(origin)\(target): \(answer)")
        }
        let journal = try simulator.waitForJournal { $0.count == sent.count }
        #expect(journal.map(\.path) == sent.map(\.1))
        // Each origin its own connection: the handle's URL followed the request's origin.
        #expect(journal[0].connection == journal[2].connection && journal[1].connection == journal[3].connection)
        #expect(journal[0].connection != journal[1].connection)
    }

    @Test func shutdownFromACompletionReturnsAndCancelsWhatIsLeft() throws {
        let simulator = try SimulatorFixture()
        defer { simulator.stop() }
        let client = HTTP2Client(configuration: HTTP2ClientConfiguration(caFile: simulator.endpoint.caFile))
        let outcomes = Locked<[String]>([])
        let url = simulator.url()
        client.submit(HTTPRequest(url: url, body: Array("{}".utf8))) { first in
            // Runs on the worker thread: waiting here for the worker to finish would never end.
            client.shutdown()
            outcomes.withLock { $0.append((try? first.get()) != nil ? "answered" : "failed") }
            client.submit(HTTPRequest(url: url)) { second in
                outcomes.withLock { $0.append(second.failureKind == .cancelled ? "cancelled" : "not cancelled") }
            }
        }
        #expect(poll(until: { outcomes.withLock { $0.count == 2 } }))
        #expect(outcomes.withLock { $0 } == ["answered", "cancelled"])
        client.shutdown()
    }

    @Test func requestsWaitingForAConnectionThatNeverCompletesShareItsOneTimeout() throws {
        // The window is open from the start (as with a certificate): all 300 wait for one connection,
        // and libcurl would try each in turn, one connect timeout after another.
        let hole = try SilentListener()
        defer { hole.close() }
        let client = HTTP2Client(configuration: HTTP2ClientConfiguration(connectTimeout: .milliseconds(500), maxConcurrentStreams: 1000))
        defer { client.shutdown() }
        let errors = Locked<[TransportError]>([])
        let started = ContinuousClock.now
        for _ in 0..<300 {
            client.submit(HTTPRequest(url: "https://127.0.0.1:\(hole.port)/3/device/ab", body: Array("{}".utf8))) { answer in
                if case .failure(let error) = answer { errors.withLock { $0.append(error) } }
            }
        }
        #expect(poll(until: { errors.withLock { $0.count } == 300 }, timeout: 10))
        let elapsed = ContinuousClock.now - started
        #expect(elapsed < .milliseconds(1500), "\(elapsed) for a 500 ms connect timeout")
        let seen = errors.withLock { $0 }
        #expect(seen.allSatisfy { $0.isConnectionFailure && $0.kind == .timeout })
        #expect(Set(seen.map(\.message)) == ["TLS handshake with 127.0.0.1:\(hole.port) timed out after 500 ms"])
    }
}

private extension Result where Failure == TransportError {
    var failureKind: TransportError.Kind? {
        if case .failure(let error) = self { return error.kind }
        return nil
    }
}
