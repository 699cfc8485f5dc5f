import Foundation
import PushStorage
import PushCore
import PushSimulator
import PushTestSupport
import Testing
import PushDelivery

/// One `pushtui send --json --tokens-file …` run of the real binary against a ``SendTestbed``, with
/// its own `XDG_STATE_HOME`, and what it left behind: the exit status, one JSON object per line of
/// standard output, the history records and the simulator's journal.
///
/// ``expectEveryPushEndedOnce(sourceLocation:)`` checks what every fault case must keep: each push
/// has exactly one result line (in input order) and exactly one history record, and no device was
/// delivered to twice.
struct SendRun {
    /// The devices, in the order of the tokens file.
    let tokens: [String]
    let result: ProcessResult
    /// Standard output's lines parsed as JSON objects (a line that is not one becomes an empty object).
    let objects: [[String: Any]]
    /// Every record in the run's history file.
    let history: [HistoryRecord]
    /// The history file's text, to scan for secrets.
    let historyText: String
    /// The simulator's journal once the run ended.
    let journal: [JournalEntry]

    /// How long a run may take before it counts as a hang.
    static let deadline: TimeInterval = 20

    /// A send in progress; ``finish(timeout:)`` waits for it and collects what it left.
    struct Started {
        let process: RunningProcess
        let tokens: [String]
        let state: TemporaryDirectory
        let bed: SendTestbed

        /// Waits for the process (killing it and throwing after `timeout`, a hang) and collects.
        func finish(timeout: TimeInterval = SendRun.deadline) throws -> SendRun {
            let result = try process.wait(timeout: timeout)
            let objects = result.standardOutput.split(separator: "\n").map { line in
                (try? JSONSerialization.jsonObject(with: Data(line.utf8))) as? [String: Any] ?? [:]
            }
            let historyPath = state.file("pushtui/history.jsonl")
            let historyText = (try? String(contentsOfFile: historyPath, encoding: .utf8)) ?? ""
            let decoder = JSONDecoder()
            let history = try historyText.split(separator: "\n").map { try decoder.decode(HistoryRecord.self, from: Data($0.utf8)) }
            return SendRun(tokens: tokens, result: result, objects: objects, history: history, historyText: historyText,
                           journal: try bed.journal())
        }
    }

    /// Starts `pushtui send --json` to `tokens` (from a tokens file) with the testbed's target
    /// flags and `arguments` (an alert by default), `environment` set on top of the inherited one.
    static func start(_ bed: SendTestbed, tokens: [String], flags: [String]? = nil,
                      arguments: [String] = ["--alert", "fault"], environment: [String: String] = [:]) throws -> Started {
        let tokensFile = try bed.files.write(tokens.joined(separator: "\n") + "\n", to: "tokens-\(UUID().uuidString).txt")
        let state = try TemporaryDirectory(prefix: "pushtui-state")
        let process = try Pushtui.start(["send", "--json", "--tokens-file", tokensFile] + (flags ?? bed.targetFlags) + arguments,
                                        environment: environment.merging(["XDG_STATE_HOME": state.path]) { _, state in state })
        return Started(process: process, tokens: tokens, state: state, bed: bed)
    }

    /// Runs a send to completion; see ``start(_:tokens:flags:arguments:)``.
    static func run(_ bed: SendTestbed, tokens: [String], flags: [String]? = nil,
                    arguments: [String] = ["--alert", "fault"], environment: [String: String] = [:]) throws -> SendRun {
        try start(bed, tokens: tokens, flags: flags, arguments: arguments, environment: environment).finish()
    }

    /// `count` distinct device tokens no scenario scripts.
    static func tokens(_ count: Int, from first: Int = 1) -> [String] {
        (first..<first + count).map { SendTestbed.token(number: $0) }
    }

    /// Each push's `outcome`, in input order.
    var outcomes: [String] { objects.map { $0["outcome"] as? String ?? "?" } }

    /// How many pushes ended with each outcome, by the results printed.
    var outcomeCounts: [String: Int] { outcomes.reduce(into: [:]) { $0[$1, default: 0] += 1 } }

    /// The journal's answers to device pushes, counted by the outcome pushtui gives their status and reason.
    var journalOutcomeCounts: [String: Int] {
        journal.filter { $0.path.hasPrefix("/3/device/") }.reduce(into: [:]) { counts, entry in
            let response = APNsResponse(status: entry.status, reason: entry.reason.map { APNsReason(rawValue: $0) }, apnsID: nil,
                                        apnsUniqueID: nil, timestamp: nil, retryAfter: nil)
            counts[response.outcome.rawValue, default: 0] += 1
        }
    }

    /// Devices the simulator answered 200.
    var deliveredInJournal: [String] {
        journal.filter { $0.status == 200 }.map(Self.device)
    }

    /// The device a journaled push went to: its request path without `/3/device/`.
    static func device(of entry: JournalEntry) -> String {
        String(entry.path.dropFirst("/3/device/".count))
    }

    /// The exit status the README's table gives for these results: 1 if the server rejected a
    /// push, else 3 if one got no answer, else 0.
    var documentedExitCode: Int32 {
        let answered = objects.filter { !($0["status"] is NSNull) }
        if answered.contains(where: { $0["outcome"] as? String != "delivered" }) { return ExitCode.failure.rawValue }
        if answered.count < objects.count { return ExitCode.transport.rawValue }
        return ExitCode.success.rawValue
    }

    /// Every push has exactly one result line, in input order, and exactly one history record that
    /// agrees with it; no device was delivered to twice; no full token reached the history.
    func expectEveryPushEndedOnce(sourceLocation: SourceLocation = #_sourceLocation) {
        let transcript = String(result.transcript.prefix(4000))
        #expect(result.signal == nil, "pushtui crashed: \(transcript)", sourceLocation: sourceLocation)
        #expect(objects.count == tokens.count, "one result line per push: \(transcript)", sourceLocation: sourceLocation)
        #expect(objects.map { $0["token"] as? String ?? "?" } == Array(tokens.prefix(objects.count)),
                "results out of input order or not JSON", sourceLocation: sourceLocation)
        let delivered = deliveredInJournal
        #expect(Set(delivered).count == delivered.count, "a device was delivered to twice", sourceLocation: sourceLocation)
        let mine = history.filter { $0.via == "send" }
        #expect(mine.count == history.count && Set(mine.map(\.send)).count == 1, "one send's records only", sourceLocation: sourceLocation)
        #expect(mine.map(\.index).sorted() == Array(0..<tokens.count), "one history record per push", sourceLocation: sourceLocation)
        let outcomes = self.outcomes
        for record in mine where record.index < objects.count && record.index >= 0 {
            #expect(record.outcome == outcomes[record.index], "history disagrees with stdout at \(record.index)",
                    sourceLocation: sourceLocation)
            #expect(record.token == "…" + tokens[record.index].suffix(8), sourceLocation: sourceLocation)
        }
        #expect(Self.longestHexRun(historyText) < 64, "a full device token in the history", sourceLocation: sourceLocation)
        #expect(!historyText.contains("bearer") && !historyText.contains("eyJ"), "a provider token in the history",
                sourceLocation: sourceLocation)
    }

    /// The length of the longest run of hex digits in `text` (a device token is 64).
    static func longestHexRun(_ text: String) -> Int {
        var longest = 0, run = 0
        for byte in text.utf8 {
            let isHex = (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) || (UInt8(ascii: "a")...UInt8(ascii: "f")).contains(byte)
                || (UInt8(ascii: "A")...UInt8(ascii: "F")).contains(byte)
            run = isHex ? run + 1 : 0
            longest = max(longest, run)
        }
        return longest
    }
}
