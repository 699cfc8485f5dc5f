import Foundation
import PushCrypto
import PushSimulator
import PushTestSupport
import Testing
import PushDelivery

/// The fault matrix for the real `pushtui send` binary: each case runs a batch against a simulator
/// scenario (or a broken endpoint) and checks, through ``SendRun``, that the process ends before a
/// deadline with the documented exit code, every push has exactly one JSON result and exactly one
/// history record, and no device was delivered to twice.
@Suite struct SendFaultTests {
    /// APNs's GOAWAY carries `{"reason": "Shutdown"}` as debug data; some clients have seen none.
    @Test(arguments: [#""Shutdown""#, "null"])
    func goawayMidBatchMovesTheRestToANewConnection(_ reason: String) throws {
        let bed = try SendTestbed(scenarioJSON: #"{"goaway": {"afterStreams": 15, "reason": \#(reason)}}"#)
        defer { bed.stop() }
        let run = try SendRun.run(bed, tokens: SendRun.tokens(50), arguments: ["--alert", "fault", "--concurrency", "10"])
        run.expectEveryPushEndedOnce()
        #expect(run.result.status == ExitCode.success.rawValue, "\(run.result.transcript)")
        #expect(run.deliveredInJournal.count == 50)
        #expect(Set(run.journal.map(\.connection)).count >= 2, "the GOAWAY should have ended the first connection")
    }

    @Test func aConnectionDroppedMidStreamLeavesNoPushWithoutAResult() throws {
        let bed = try SendTestbed(scenarioJSON: #"{"dropAfterStreams": 12}"#)
        defer { bed.stop() }
        let run = try SendRun.run(bed, tokens: SendRun.tokens(40), arguments: ["--alert", "fault", "--concurrency", "8"])
        run.expectEveryPushEndedOnce()
        #expect(run.result.status == run.documentedExitCode, "\(run.result.transcript)")
        // A push whose connection broke is either delivered on a new connection or reported unavailable.
        #expect(Set(run.outcomes).isSubset(of: ["delivered", "unavailable"]), "\(run.outcomes)")
        // The simulator journals an answer before writing it, so one lost with the connection is
        // in the journal but not delivered as far as pushtui knows: never the other way round.
        let delivered = run.objects.filter { $0["outcome"] as? String == "delivered" }.compactMap { $0["token"] as? String }
        #expect(Set(delivered).isSubset(of: Set(run.deliveredInJournal)))
        #expect(Set(run.journal.map(\.connection)).count >= 2)
    }

    @Test func aStallingServerTimesEachPushOutWithTimeout1() throws {
        let bed = try SendTestbed(scenarioJSON: #"{"latencyMilliseconds": 2500}"#)
        defer { bed.stop() }
        let run = try SendRun.run(bed, tokens: SendRun.tokens(3), arguments: ["--alert", "fault", "--timeout", "1"])
        run.expectEveryPushEndedOnce()
        #expect(run.result.status == ExitCode.transport.rawValue, "\(run.result.transcript)")
        #expect(run.outcomes == ["unavailable", "unavailable", "unavailable"])
        for object in run.objects {
            #expect((object["error"] as? String)?.lowercased().contains("timed out") == true, "\(object)")
        }
    }

    @Test func aRefusedConnectionIsATransportFailureForEveryPush() throws {
        let bed = try SendTestbed()
        defer { bed.stop() }
        // Port 1 (tcpmux): nothing listens there on loopback, and no test's simulator can take it.
        let flags = bed.targetFlags(endpoint: "https://127.0.0.1:1")
        let run = try SendRun.run(bed, tokens: SendRun.tokens(5), flags: flags)
        run.expectEveryPushEndedOnce()
        #expect(run.result.status == ExitCode.transport.rawValue, "\(run.result.transcript)")
        #expect(Set(run.outcomes) == ["unavailable"])
        #expect(run.history.allSatisfy { $0.status == nil && $0.error?.lowercased().contains("connect") == true })
    }

    @Test func aServerThatNeverFinishesTLSEndsTheBatchWithinTheConnectTimeoutSayingSo() throws {
        let bed = try SendTestbed()
        defer { bed.stop() }
        let hole = try SilentListener()
        defer { hole.close() }
        let flags = bed.targetFlags(endpoint: "https://127.0.0.1:\(hole.port)")
        let started = ContinuousClock.now
        let run = try SendRun.run(bed, tokens: SendRun.tokens(2000), flags: flags + ["--connect-timeout", "2"])
        let elapsed = ContinuousClock.now - started
        run.expectEveryPushEndedOnce()
        #expect(run.result.status == ExitCode.transport.rawValue, "\(run.result.transcript)")
        // Within 3x the connect timeout, process start and 2,000 result lines included (stretched
        // like every deadline under sanitizers; a connection per push in turn would take 4,000 s).
        #expect(elapsed < .seconds(6 * testTimeoutScale), "\(elapsed)")
        let message = "TLS handshake with 127.0.0.1:\(hole.port) timed out after 2000 ms (curl error 28)"
        #expect(Set(run.objects.map { $0["error"] as? String ?? "" }) == [message])
        #expect(Set(run.history.map(\.error)) == [message])
    }

    @Test func refusedCredentialsStopTheBatchWithExitCode4() throws {
        let bed = try SendTestbed()
        defer { bed.stop() }
        var flags = bed.targetFlags
        // A key ID the simulator does not know: its tokens are answered 403 InvalidProviderToken.
        flags[try #require(flags.firstIndex(of: "--key-id")) + 1] = "STRANGER01"
        let run = try SendRun.run(bed, tokens: SendRun.tokens(2000), flags: flags)
        run.expectEveryPushEndedOnce()
        #expect(run.result.status == ExitCode.credentials.rawValue, "\(run.result.transcript)")
        #expect((1...2).contains(run.journal.count), "the server saw \(run.journal.count) requests")
        #expect(Set(run.outcomes) == ["unauthorized"])
        // History records come in the order pushes ended, not input order: count them by kind.
        let answered = run.history.filter { $0.status != nil }
        let unsent = run.history.filter { $0.status == nil }
        #expect(answered.count == run.journal.count && answered.allSatisfy { $0.status == 403 })
        #expect(unsent.count == 2000 - run.journal.count)
        #expect(unsent.allSatisfy { $0.error == "not sent: credentials refused (InvalidProviderToken)" })
    }

    @Test func aFailedTLSHandshakeIsATransportFailureForEveryPush() throws {
        let bed = try SendTestbed(scenarioJSON: #"{"failHandshakes": true}"#)
        defer { bed.stop() }
        let run = try SendRun.run(bed, tokens: SendRun.tokens(5))
        run.expectEveryPushEndedOnce()
        #expect(run.result.status == ExitCode.transport.rawValue, "\(run.result.transcript)")
        #expect(Set(run.outcomes) == ["unavailable"])
        #expect(run.history.allSatisfy { $0.error?.contains("curl error 35") == true }, "\(run.history.map(\.error))")
        #expect(run.journal.isEmpty)
    }

    @Test func aWrongCAIsATransportFailureAndNothingIsDelivered() throws {
        let bed = try SendTestbed()
        defer { bed.stop() }
        let authority = try CertificateFactory.makeCertificateAuthority(commonName: "not the simulator", validDays: 1)
        var flags = bed.targetFlags
        flags[try #require(flags.firstIndex(of: "--ca-file")) + 1] = try bed.files.write(authority.certificatePEM, to: "other-ca.pem")
        let run = try SendRun.run(bed, tokens: SendRun.tokens(5), flags: flags)
        run.expectEveryPushEndedOnce()
        #expect(run.result.status == ExitCode.transport.rawValue, "\(run.result.transcript)")
        #expect(Set(run.outcomes) == ["unavailable"])
        #expect(run.journal.isEmpty, "a push went through an untrusted connection")
    }

    /// A storm of 429s or 5xx answers, with `--retries` off or on.
    struct Storm: Sendable, CustomTestStringConvertible {
        let name: String
        let storm: String
        let retries: Int
        let stormOutcome: String
        var testDescription: String { "\(name), --retries \(retries)" }
    }

    static let storms = [
        Storm(name: "429 storm with Retry-After", storm: #""outcome": "tooManyRequests", "retryAfter": 1"#, retries: 0,
              stormOutcome: "rateLimited"),
        Storm(name: "429 storm with Retry-After", storm: #""outcome": "tooManyRequests", "retryAfter": 1"#, retries: 2,
              stormOutcome: "rateLimited"),
        Storm(name: "503 burst", storm: #""outcome": "serviceUnavailable""#, retries: 0, stormOutcome: "unavailable"),
        Storm(name: "503 burst", storm: #""outcome": "serviceUnavailable""#, retries: 2, stormOutcome: "unavailable"),
    ]

    /// Requests 5 to 14 in the simulator's arrival order are answered by the storm. Without
    /// retries ten pushes end with it; with retries a stormed push is re-sent (after Retry-After,
    /// or the backoff) until the storm has passed — the pushes waiting hold the window, so a retry
    /// may meet the storm once more — and each is delivered exactly once.
    @Test(arguments: storms)
    func aStormIsReportedOrRetriedPastPerTheRetryPolicy(_ storm: Storm) throws {
        let bed = try SendTestbed(scenarioJSON: #"{"storms": [{"afterRequests": 5, "count": 10, \#(storm.storm)}]}"#)
        defer { bed.stop() }
        let tokens = SendRun.tokens(30)
        let run = try SendRun.run(bed, tokens: tokens, arguments: ["--alert", "fault", "--concurrency", "5",
                                                                    "--retries", String(storm.retries)])
        run.expectEveryPushEndedOnce()
        let stormed = run.journal.filter { $0.status != 200 }
        #expect(stormed.count == 10, "\(run.journal.map(\.status))")
        #expect(run.deliveredInJournal.count == (storm.retries == 0 ? 20 : 30))
        if storm.retries == 0 {
            #expect(run.result.status == ExitCode.failure.rawValue, "\(run.result.transcript)")
            #expect(run.outcomeCounts == ["delivered": 20, storm.stormOutcome: 10])
            #expect(run.journal.count == 30, "nothing re-sent without --retries")
        } else {
            #expect(run.result.status == ExitCode.success.rawValue, "\(run.result.transcript)")
            #expect(run.outcomeCounts == ["delivered": 30])
            #expect(run.journal.count == 30 + stormed.count, "one re-send per storm answer, no more")
            let answersPerPush = Dictionary(grouping: stormed, by: \.path).values.map(\.count)
            #expect(answersPerPush.allSatisfy { $0 <= storm.retries }, "a push was re-sent past --retries: \(answersPerPush)")
        }
    }

    /// The simulator's clock jumps past the first provider token's hour mid-batch, so the pushes
    /// in flight are answered `403 ExpiredProviderToken`: pushtui mints one new token and re-sends
    /// each of those pushes once with it.
    @Test func anExpiredProviderTokenMidBatchIsReMintedOnceAndEachPushRetriedOnce() throws {
        let bed = try SendTestbed(scenarioJSON: #"{"latencyMilliseconds": 150}"#)
        defer { bed.stop() }
        let tokens = SendRun.tokens(80)
        let started = try SendRun.start(bed, tokens: tokens, arguments: ["--alert", "fault", "--concurrency", "4"])
        _ = try bed.simulator.waitForJournal { !$0.isEmpty }
        // The first token was minted before its push was answered, so in this second or earlier;
        // one minted after the next second begins is at least a second younger.
        let firstMinted = Int(Date().timeIntervalSince1970)
        poll(until: { Date().timeIntervalSince1970 >= Double(firstMinted + 1) }, timeout: 3)
        bed.simulator.clock.advance(by: firstMinted + 3601 - bed.simulator.clock.epochSeconds)
        let run = try started.finish()
        run.expectEveryPushEndedOnce()
        #expect(run.result.status == ExitCode.success.rawValue, "\(run.result.transcript)")
        let expired = run.journal.filter { $0.reason == "ExpiredProviderToken" }
        #expect(!expired.isEmpty, "the batch ended before the clock moved; nothing was tested")
        #expect(run.deliveredInJournal.count == tokens.count)
        let paths = run.journal.map(\.path)
        #expect(Set(expired.map(\.path)).count == expired.count, "a push was answered ExpiredProviderToken twice")
        #expect(paths.count == tokens.count + expired.count, "only the expired pushes may be sent twice")
        let providerTokens = Set(run.journal.compactMap { $0.headers.first { $0.name == "authorization" }?.value })
        #expect(providerTokens.count == 2, "one re-mint, no token update storm: \(providerTokens)")
        #expect(!run.journal.contains { $0.reason == "TooManyProviderTokenUpdates" })
    }

    @Test func tenThousandPushesWithASeededTenPercentErrorRateCountAsTheJournalDoes() throws {
        let bed = try SendTestbed(scenarioJSON: #"{"errorRate": {"rate": 0.1, "seed": 6}}"#)
        defer { bed.stop() }
        let started = try SendRun.start(bed, tokens: SendRun.tokens(10_000))
        let run = try started.finish(timeout: 60)
        run.expectEveryPushEndedOnce()
        #expect(run.result.status == ExitCode.failure.rawValue, "\(run.result.standardError)")
        #expect(run.journal.count == 10_000, "no retries without --retries")
        #expect(run.outcomeCounts == run.journalOutcomeCounts)
        let failed = run.outcomeCounts["unavailable", default: 0]
        #expect((800...1_200).contains(failed), "a 10 % rate over 10,000 pushes: \(failed)")
        #expect(run.result.standardError.contains("10,000 pushes in "), "\(run.result.standardError)")
    }
}

/// `--connections N`: the batch spreads over N connections, each push still exactly once and its
/// result in input order.
@Suite struct SendConnectionsTests {
    @Test func pushesSpreadOverThreeConnectionsAndComeBackInInputOrder() throws {
        let bed = try SendTestbed(scenarioJSON: "{}")
        defer { bed.stop() }
        let tokens = SendRun.tokens(90)
        let run = try SendRun.run(bed, tokens: tokens, arguments: ["--alert", "spread", "--connections", "3"])
        run.expectEveryPushEndedOnce()
        #expect(run.result.status == ExitCode.success.rawValue, "\(run.result.transcript)")
        #expect(run.objects.map { $0["token"] as? String ?? "" } == tokens, "results out of input order")
        #expect(run.deliveredInJournal.count == 90)
        let perConnection = Dictionary(grouping: run.journal, by: \.connection).values.map(\.count)
        #expect(perConnection.sorted() == [30, 30, 30], "\(perConnection)")
        #expect(run.result.standardError.contains("over 3 connections"), "\(run.result.standardError)")
    }

    @Test func connectionsIsForDevicePushesOnly() throws {
        let result = try Pushtui.run(["send", "--channel", "abc", "--connections", "2", "--topic", "com.example.app", "--alert", "x"])
        #expect(result.status == ExitCode.usage.rawValue)
        #expect(result.standardError.contains("--connections does not apply to a broadcast"), "\(result.standardError)")
    }
}
