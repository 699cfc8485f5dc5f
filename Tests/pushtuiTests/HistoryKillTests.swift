import Foundation
import PushTestSupport
import Testing

/// `pushtui send` killed with SIGKILL in the middle of a batch, again and again, appending to one
/// history file: every line left behind must still be a whole JSON record.
@Suite struct HistoryKillTests {
    static let kills = 12
    /// Records go out in batches of up to 256: enough pushes that several batches land before the
    /// kill and many more are still to come; a send that finished before its kill proves nothing,
    /// and with 2,000 a faster client finished 7 of 12 first.
    static let pushesPerSend = 4000
    /// The kill lands within this many records of a send's first: the twelve sends' lines stay
    /// below the size at which the history is compacted into its archive.
    static let killWithin = 1000

    @Test func aSendKilledMidBatchNeverLeavesATornHistoryLine() throws {
        let bed = try SendTestbed()
        defer { bed.stop() }
        let state = bed.files.file("state")
        let tokens = (0..<Self.pushesPerSend).map { SendTestbed.token(number: $0) }.joined(separator: "\n")
        let tokensFile = try bed.files.write(tokens + "\n", to: "tokens.txt")
        let history = state + "/pushtui/history.jsonl"
        var random = SeededFuzzer(seed: 0x415_70E7)
        var killedMidBatch = 0
        for run in 0..<Self.kills {
            let before = Self.lines(history).count
            let send = try Pushtui.start(["send"] + bed.targetFlags + ["--tokens-file", tokensFile, "--alert", "run \(run)"],
                                         environment: ["XDG_STATE_HOME": state])
            // Some records first, then a seeded number more: the kill lands among the appends.
            let target = before + 1 + random.below(Self.killWithin)
            try #require(poll(until: { Self.lines(history).count >= target || !send.isRunning }, timeout: 20),
                         "run \(run): no history appeared: \(send.standardError)")
            send.send(SIGKILL)
            let result = try send.wait(timeout: 20)
            if result.signal == SIGKILL { killedMidBatch += 1 }
            for (number, line) in Self.lines(history).enumerated() {
                let record = try? JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any]
                #expect(record?["outcome"] != nil, "run \(run), line \(number + 1) is torn: \(line.prefix(200))")
            }
        }
        // Most sends must really have died mid-batch, or the test proved nothing.
        #expect(killedMidBatch >= Self.kills / 2, "only \(killedMidBatch) of \(Self.kills) sends were killed before they finished")
    }

    static func lines(_ path: String) -> [Substring] {
        guard let data = FileManager.default.contents(atPath: path) else { return [] }
        return String(decoding: data, as: UTF8.self).split(separator: "\n")
    }
}
