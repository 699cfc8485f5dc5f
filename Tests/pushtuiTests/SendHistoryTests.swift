import Foundation
import PushStorage
import PushConsole
import PushCore
import PushSimulator
import PushTestSupport
import Testing
import PushDelivery

/// `pushtui send` writes the console's history: one record per push whatever its fate, shortened
/// tokens only, and whole lines even when many sends append at once.
@Suite struct SendHistoryTests {
    @Test func everyPushOfEverySendIsRecordedOnceFailuresIncluded() throws {
        let bed = try SendTestbed()
        defer { bed.stop() }
        try bed.writeProfile(bed.profileJSON(name: "local"), named: "local")
        let state = try TemporaryDirectory(prefix: "pushtui-state")
        let environment = ["XDG_STATE_HOME": state.path]
        let tokens = [SendTestbed.token(number: 1), SendTestbed.unregisteredToken, SendTestbed.badToken, SendTestbed.token(number: 2)]
        let answered = try Pushtui.run(["send", "--profile", "local", "--profiles", bed.profilesDirectory, "--alert", "hi"]
            + tokens.flatMap { ["--token", $0] }, environment: environment)
        #expect(answered.status == ExitCode.failure.rawValue, "\(answered.transcript)")
        let flags = bed.targetFlags(endpoint: "https://127.0.0.1:1")
        let unanswered = try Pushtui.run(["send"] + flags + ["--token", SendTestbed.token(number: 3), "--alert", "hi"],
                                         environment: environment)
        #expect(unanswered.status == ExitCode.transport.rawValue, "\(unanswered.transcript)")

        let text = try String(contentsOfFile: state.file("pushtui/history.jsonl"), encoding: .utf8)
        let records = try text.split(separator: "\n").map { try JSONDecoder().decode(HistoryRecord.self, from: Data($0.utf8)) }
        try #require(records.count == 5, "\(text)")
        // A send records each push as it ends, so its records come in answer order.
        let first = records.prefix(4).sorted { $0.index < $1.index }
        #expect(first.map(\.index) == [0, 1, 2, 3])
        #expect(first.map(\.outcome) == ["delivered", "unregistered", "invalidTarget", "delivered"])
        #expect(first.map(\.token) == tokens.map { "…" + $0.suffix(8) })
        #expect(first.map(\.status) == [200, 410, 400, 200])
        #expect(first.allSatisfy { $0.profile == "local" && $0.via == "send" && $0.local && $0.topic == SendTestbed.topic })
        #expect(first.allSatisfy { $0.profileFile == bed.profilesDirectory + "/local.json" }, "\(first.map(\.profileFile))")
        #expect(records[4].profileFile == nil, "a send without a profile records no profile file")
        #expect(Set(first.map(\.send)).count == 1)
        let journal = try bed.journal()
        #expect(first.allSatisfy { $0.body == journal.first?.body }, "the wire body, as the console records it")
        #expect(first[0].apnsID == journal.first { $0.path.hasSuffix(tokens[0]) }?.apnsID)
        let failed = records[4]
        #expect(failed.index == 0 && failed.status == nil && failed.outcome == "unavailable")
        #expect(failed.error?.contains("curl error 7") == true, "\(failed)")
        #expect(failed.send != first[0].send, "each send has its own number")
        #expect(SendRun.longestHexRun(text) < 64, "a full device token in the history")
        #expect(!text.contains("bearer") && !text.contains("eyJ"), "a provider token in the history")
        let mode = try FileManager.default.attributesOfItem(atPath: state.file("pushtui/history.jsonl"))[.posixPermissions] as? Int
        #expect(mode == 0o600)
        // What the console shows on start.
        let rows = HistoryFile(path: state.file("pushtui/history.jsonl")).records(limit: 200).map(\.logRow)
        #expect(rows.count == 5 && rows.last?.answer?.outcome == .unavailable)
    }

    /// The history keeps the push value whole: a row read back from it resends exactly the headers
    /// the simulator received (expiration and apns-id included, which it used to drop), and names
    /// the host the push went to.
    @Test func aRecordKeepsEveryHeaderTheServerReceived() throws {
        let bed = try SendTestbed()
        defer { bed.stop() }
        let state = try TemporaryDirectory(prefix: "pushtui-state")
        let apnsID = "6dff721b-d414-4811-016a-901e41916cbc"
        let result = try Pushtui.run(["send"] + bed.targetFlags + ["--token", SendTestbed.token(number: 1), "--alert", "hi",
                                                                   "--priority", "5", "--expiration", "1796000000",
                                                                   "--collapse-id", "score", "--apns-id", apnsID],
                                     environment: ["XDG_STATE_HOME": state.path])
        #expect(result.status == ExitCode.success.rawValue, "\(result.transcript)")
        let text = try String(contentsOfFile: state.file("pushtui/history.jsonl"), encoding: .utf8)
        let record = try JSONDecoder().decode(HistoryRecord.self, from: Data(text.utf8.prefix { $0 != UInt8(ascii: "\n") }))
        let received = try #require(try bed.journal().first).headers
        let resent = try record.logRow.resendRequest(to: DeviceToken(parsing: SendTestbed.token(number: 1))).headers(authorization: nil)
        let pushHeaders = { (headers: [HTTPHeader]) in headers.filter { $0.name.hasPrefix("apns-") }.sorted { $0.name < $1.name } }
        #expect(pushHeaders(resent) == pushHeaders(received), "\(received)")
        #expect(record.headers.expiration == 1_796_000_000 && record.headers.apnsID == apnsID)
        #expect(record.host.map { bed.targetFlags.joined(separator: " ").contains($0) } == true, "\(String(describing: record.host))")
    }

    @Test func aHistoryThatCannotBeWrittenWarnsOnceAndTheSendGoesOn() throws {
        let bed = try SendTestbed()
        defer { bed.stop() }
        // A file where the state directory should be: every append fails with ENOTDIR.
        let blocked = try bed.files.write("not a directory", to: "state")
        let tokens = SendRun.tokens(3)
        let result = try Pushtui.run(["send"] + bed.targetFlags + tokens.flatMap { ["--token", $0] } + ["--alert", "hi"],
                                     environment: ["XDG_STATE_HOME": blocked])
        #expect(result.status == ExitCode.success.rawValue, "\(result.transcript)")
        let warnings = result.standardError.split(separator: "\n").filter { $0.hasPrefix("warning: history not recorded: ") }
        #expect(warnings.count == 1, "\(result.transcript)")
        #expect(warnings.first?.contains(blocked + "/pushtui/history.jsonl") == true, "\(result.transcript)")
        #expect(try bed.journal().count == 3)
    }

    @Test func theConsoleShowsWhatAScriptSent() throws {
        let bed = try SendTestbed()
        defer { bed.stop() }
        let token = SendTestbed.token(number: 7)
        let console = try ConsoleHarness { stateHome in
            let result = try Pushtui.run(["send"] + bed.targetFlags + ["--token", token, "--token", SendTestbed.unregisteredToken,
                                                                       "--alert", "from a script"],
                                         environment: ["XDG_STATE_HOME": stateHome])
            #expect(result.status == ExitCode.failure.rawValue, "\(result.transcript)")
        }
        let screen = try console.session.waitFor("410 Unregistered")
        #expect(screen.contains("Responses (2)"), "\(screen)")
        #expect(screen.contains("…\(token.suffix(8))"), "\(screen)")
        #expect(screen.contains("…\(SendTestbed.unregisteredToken.suffix(8))"), "\(screen)")
    }

    @Test func anFCMSendRecordsEachMessageWithTheTokenShortened() throws {
        let bed = try FCMSendCommandTests.Bed()
        defer { bed.stop() }
        let state = try TemporaryDirectory(prefix: "pushtui-state")
        let token = FCMSendCommandTests.registrationToken
        let result = try Pushtui.run(["send"] + bed.profileFlags + ["--token", token, "--token", "dead", "--payload", bed.message],
                                     environment: ["XDG_STATE_HOME": state.path])
        #expect(result.status == ExitCode.failure.rawValue, "\(result.transcript)")
        let text = try String(contentsOfFile: state.file("pushtui/history.jsonl"), encoding: .utf8)
        let records = try text.split(separator: "\n").map { try JSONDecoder().decode(HistoryRecord.self, from: Data($0.utf8)) }
        #expect(records.map(\.index) == [0, 1])
        #expect(records.map(\.token) == ["token …\(token.suffix(8))", "token …dead"])
        #expect(records.map(\.outcome) == ["delivered", "unregistered"])
        #expect(records.map(\.status) == [200, 404])
        #expect(records.allSatisfy { $0.profile == "fcm" && $0.via == "send" && $0.local })
        // FCM records say so (the profile names no project), and the console badges them FCM·LOCAL, not LOCAL·PROD.
        #expect(records.allSatisfy { $0.service == "fcm" && $0.project == nil })
        #expect(!text.contains(token) && !text.contains("eyJ"), "a registration token or a JWT in the history")
    }

    @Test func sendsAppendingLongLinesAtOnceFromSeveralProcessesNeverTearALine() throws {
        let bed = try SendTestbed()
        defer { bed.stop() }
        let state = try TemporaryDirectory(prefix: "pushtui-state")
        // VoIP payloads of 5,000 bytes (the limit is 5,120): every line is past PIPE_BUF (4,096),
        // beyond which a write done in pieces could interleave with another process's.
        let payload = try bed.files.write(#"{"aps":{},"call":"\#(String(repeating: "long line ", count: 497))"}"#, to: "voip.json")
        var flags = bed.targetFlags
        flags[try #require(flags.firstIndex(of: "--topic")) + 1] = SendTestbed.topic + ".voip"
        let processes = try (0..<6).map { process in
            let tokens = SendRun.tokens(30, from: 1 + 100 * process)
            let tokensFile = try bed.files.write(tokens.joined(separator: "\n"), to: "tokens-\(process).txt")
            return try Pushtui.start(["send", "--json", "--tokens-file", tokensFile, "--type", "voip", "--payload", payload] + flags,
                                     environment: ["XDG_STATE_HOME": state.path])
        }
        for process in processes {
            let result = try process.wait(timeout: SendRun.deadline)
            #expect(result.status == ExitCode.success.rawValue, "\(result.transcript)")
        }
        let lines = try String(contentsOfFile: state.file("pushtui/history.jsonl"), encoding: .utf8).split(separator: "\n")
        let records = try lines.map { try JSONDecoder().decode(HistoryRecord.self, from: Data($0.utf8)) }
        #expect(records.count == 180)
        #expect(lines.allSatisfy { $0.utf8.count > 5_000 })
        let bySend = Dictionary(grouping: records, by: \.send)
        #expect(bySend.count == 6)
        #expect(bySend.values.allSatisfy { $0.map(\.index).sorted() == Array(0..<30) })
    }

    /// `pushtui send --json … | head -1`: once the reader is gone, writes to standard output fail,
    /// and the send must carry on and record every push instead of dying of SIGPIPE.
    @Test func aClosedStandardOutputStillRecordsEveryPush() throws {
        let bed = try SendTestbed()
        defer { bed.stop() }
        let state = try TemporaryDirectory(prefix: "pushtui-state")
        let tokens = SendRun.tokens(300)
        let tokensFile = try bed.files.write(tokens.joined(separator: "\n"), to: "tokens.txt")
        let process = Process()
        // The simulator in this process ignores SIGPIPE, and children inherit that: give pushtui
        // the default action a shell gives it, under which an unhandled broken pipe kills.
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["--default-signal=PIPE", try Pushtui.binary(), "send", "--json", "--tokens-file", tokensFile,
                             "--alert", "hi"] + bed.targetFlags
        process.environment = ProcessInfo.processInfo.environment.merging(["XDG_STATE_HOME": state.path]) { _, given in given }
        let output = Pipe(), errors = try bed.files.write("", to: "stderr.txt")
        process.standardOutput = output
        process.standardError = try FileHandle(forWritingTo: URL(fileURLWithPath: errors))
        process.standardInput = FileHandle.nullDevice
        try process.run()
        // The reader goes away before the first line, as `head` does after its first.
        try output.fileHandleForReading.close()
        try output.fileHandleForWriting.close()
        #expect(poll(until: { !process.isRunning }, timeout: SendRun.deadline), "the send hung")
        if process.isRunning { process.terminate() }
        process.waitUntilExit()
        let stderr = try String(contentsOfFile: errors, encoding: .utf8)
        #expect(process.terminationReason == .exit, "killed by signal \(process.terminationStatus): \(stderr)")
        #expect(process.terminationStatus == ExitCode.failure.rawValue, "\(stderr)")
        #expect(stderr.contains("cannot write to standard output"), "\(stderr)")
        let records = try String(contentsOfFile: state.file("pushtui/history.jsonl"), encoding: .utf8).split(separator: "\n")
        #expect(records.count == tokens.count)
        #expect(try bed.journal().count == tokens.count)
    }
}
