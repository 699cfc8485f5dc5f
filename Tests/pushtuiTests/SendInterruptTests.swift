import Foundation
import PushStorage
import PushCore
import PushDelivery
import PushSimulator
import PushTestSupport
import Testing

/// Ctrl-C during `pushtui send`: the send ends promptly with exit 130, every push still gets exactly
/// one result line and one history record — `cancelled` for those not answered — and the summary
/// says what was answered.
@Suite struct SendInterruptTests {
    @Test(arguments: [SIGINT, SIGTERM, SIGHUP])
    func aSignalMidSendCancelsWhatIsUnansweredAndEndsPromptly(_ signal: Int32) throws {
        let tokens = SendRun.tokens(40)
        // Push 1 is answered 429 with Retry-After 30: with --retries 1 its retry waits 30 s, which
        // the interruption must not wait out. The others are answered slowly, so some are in flight.
        let bed = try SendTestbed(scenarioJSON: """
            {"latencyMilliseconds": 300, "tokens": {"\(tokens[1])": {"outcome": "tooManyRequests", "retryAfter": 30}}}
            """)
        defer { bed.stop() }
        let started = try SendRun.start(bed, tokens: tokens, arguments: ["--alert", "fault", "--concurrency", "2", "--retries", "1"])
        // The signal must come once the client has read the 429, which the journal (written as the
        // server answers) cannot show: on a loaded machine the answer was still unread when the
        // signal landed. But with two streams a push goes out only when an answer was read, and
        // answers are read in the order the server sent them: two pushes after push 2 went out
        // only once the 429 was read (pushes 1 and 2 go out together, the third when one of their
        // answers was read, the fourth when another was — the 429 or the third's, sent after it).
        let later = Set(tokens[3...])
        _ = try bed.simulator.waitForJournal { journal in
            journal.contains { $0.status == 429 }
                && Set(journal.map(SendRun.device)).intersection(later).count >= 2
        }
        started.process.send(signal)
        let interrupted = ContinuousClock.now
        let run = try started.finish(timeout: 10)
        #expect(ContinuousClock.now - interrupted < .seconds(5), "the send did not end promptly")
        run.expectEveryPushEndedOnce()
        #expect(run.result.status == ExitCode.interrupted.rawValue, "\(run.result.transcript)")
        let cancelled = run.objects.indices.filter { run.objects[$0]["error"] as? String == SendHistory.cancelledFailure }
        #expect(run.objects[1]["status"] as? Int == 429 && run.outcomes[1] == "rateLimited",
                "the push waiting out its Retry-After keeps its 429: \(run.objects[1])")
        #expect(cancelled.count >= 30, "most pushes had not been answered: \(cancelled.count)")
        #expect(cancelled.allSatisfy { run.outcomes[$0] == "unavailable" && run.objects[$0]["status"] is NSNull })
        let delivered = run.objects.filter { $0["outcome"] as? String == "delivered" }.compactMap { $0["token"] as? String }
        #expect(!delivered.isEmpty && Set(delivered).isSubset(of: Set(run.deliveredInJournal)))
        #expect(Set(run.history.filter { $0.error == SendHistory.cancelledFailure }.map(\.index)) == Set(cancelled))
        #expect(run.result.standardError.contains("\(cancelled.count) cancelled"), "\(run.result.standardError)")
        #expect(run.result.standardError.contains("\(delivered.count) delivered"), "\(run.result.standardError)")
    }

    @Test func aSignalIsAnInterruptionEvenWhenTheCancellationsFinishTheBatch() throws {
        // Nothing waits in a retry backoff here, so cancelling what is in flight answers the last
        // push and finishes the batch inside the shutdown the signal started.
        let bed = try SendTestbed(scenarioJSON: #"{"latencyMilliseconds": 300}"#)
        defer { bed.stop() }
        let started = try SendRun.start(bed, tokens: SendRun.tokens(40), arguments: ["--alert", "fault", "--concurrency", "2"])
        _ = try bed.simulator.waitForJournal { !$0.isEmpty }
        started.process.send(SIGINT)
        let run = try started.finish(timeout: 10)
        run.expectEveryPushEndedOnce()
        #expect(run.result.status == ExitCode.interrupted.rawValue, "\(run.result.transcript)")
        #expect(run.objects.contains { $0["error"] as? String == SendHistory.cancelledFailure })
    }

    /// A closed terminal (a dropped SSH session) mid-send: the send gets SIGHUP and its standard
    /// output goes away, yet every push gets its history record, and every push the server
    /// accepted is recorded as delivered.
    @Test func aClosedTerminalMidSendLosesNoRecord() throws {
        let tokens = SendRun.tokens(2000)
        // The server answers each push 2 s after it was sent (longer under the sanitizers, where
        // seeing a wave and hanging up take longer too: under ThreadSanitizer on a busy machine, a
        // hangup 2 s late met the next wave's answers). The first push goes alone until answered,
        // then the next 20 (the window) go together, so answers come in waves: push 0 at 2 s,
        // pushes 1–20 at 4 s, the next wave at 6 s.
        let latency = Int(2000 * testTimeoutScale)
        let bed = try SendTestbed(scenarioJSON: #"{"latencyMilliseconds": \#(latency)}"#)
        defer { bed.stop() }
        let tokensFile = try bed.files.write(tokens.joined(separator: "\n") + "\n", to: "hangup-tokens.txt")
        let state = try TemporaryDirectory(prefix: "pushtui-state")
        let session = try TmuxSession(command: [try Pushtui.binary(), "send", "--tokens-file", tokensFile, "--concurrency", "20"]
                                          + bed.targetFlags + ["--alert", "hangup"],
                                      width: 200, height: 30,
                                      environment: Pushtui.environment(["XDG_STATE_HOME": state.path]))
        // The hangup comes once the whole wave of pushes 1–20 is printed, between two waves: an
        // answer the server sent while the hangup was on its way could never be recorded as
        // delivered (the send stops at once and drops it), however fast the machine (a slow one,
        // under ThreadSanitizer, printed 1 of a wave before the hangup landed). Waiting for one line
        // of the wave is not enough: its answers arrive together but are printed one by one. (The
        // pane is wide enough for a result on one line and tall enough for the whole wave.)
        let secondWave = tokens[1...20].map { "…" + $0.suffix(8) + "  200" }
        _ = try session.waitForScreen("pushes 1–20 answered 200", timeout: 30) { screen in
            secondWave.allSatisfy(screen.contains)
        }
        session.stop()
        let historyPath = state.file("pushtui/history.jsonl")
        var history: [HistoryRecord] = []
        let complete = poll(until: {
            let text = (try? String(contentsOfFile: historyPath, encoding: .utf8)) ?? ""
            history = text.split(separator: "\n").compactMap { try? JSONDecoder().decode(HistoryRecord.self, from: Data($0.utf8)) }
            return history.count >= tokens.count
        }, timeout: 20)
        #expect(complete, "\(history.count) of \(tokens.count) pushes reached the history after the hangup")
        let missing = Set(0..<tokens.count).subtracting(history.map(\.index)).sorted()
        #expect(missing.isEmpty && history.count == tokens.count,
                "\(missing.count) pushes have no record (first: \(missing.prefix(5))); \(history.count) records")
        let accepted = Set(try bed.journal().filter { $0.status == 200 }.map { "…" + $0.path.suffix(8) })
        let recordedDelivered = Set(history.filter { $0.outcome == PushOutcome.delivered.rawValue }.map(\.token))
        #expect(!accepted.isEmpty && accepted == recordedDelivered,
                "\(accepted.count) accepted by the server, \(recordedDelivered.count) recorded as delivered")
        #expect(history.contains { $0.error == SendHistory.cancelledFailure }, "the hangup cut the send short")
    }

    @Test func ctrlCMidFCMSendCancelsTheMessagesInFlight() throws {
        let scenario = try TemporaryDirectory(prefix: "fcm-scenario")
        let bed = try FCMSendCommandTests.Bed(["--scenario", try scenario.write(#"{"latencyMilliseconds": 3000}"#, to: "scenario.json")])
        defer { bed.stop() }
        let state = try TemporaryDirectory(prefix: "pushtui-state")
        let tokens = (1...3).map { "registration-token-\($0)" }
        let process = try Pushtui.start(["send", "--json"] + bed.profileFlags + tokens.flatMap { ["--token", $0] } + ["--payload", bed.message],
                                        environment: ["XDG_STATE_HOME": state.path])
        // The messages go out once the OAuth grant is answered; each then takes 3 s to be answered.
        #expect(poll(until: { (try? bed.journal())?.contains { $0.path == "/token" } == true }, timeout: 10))
        process.send(SIGINT)
        let interrupted = ContinuousClock.now
        let result = try process.wait(timeout: 10)
        #expect(ContinuousClock.now - interrupted < .seconds(2), "the send waited for the answers")
        #expect(result.status == ExitCode.interrupted.rawValue, "\(result.transcript)")
        let lines = result.standardOutput.split(separator: "\n")
        #expect(lines.count == 3, "\(result.transcript)")
        #expect(lines.allSatisfy { $0.contains(SendHistory.cancelledFailure) }, "\(result.transcript)")
        let text = try String(contentsOfFile: state.file("pushtui/history.jsonl"), encoding: .utf8)
        let records = try text.split(separator: "\n").map { try JSONDecoder().decode(HistoryRecord.self, from: Data($0.utf8)) }
        #expect(records.map(\.index) == [0, 1, 2])
        #expect(records.allSatisfy { $0.error == SendHistory.cancelledFailure && $0.outcome == "unavailable" })
    }
}
