import Foundation
import PushTestSupport
import Testing

/// Two real consoles in tmux and `pushtui send` on one profile: 100 edits interleaved — 60 devices
/// added by both consoles, 10 renamed by one, 10 deleted by the other, 20 marked dead by sends — and every
/// edit is in the file at the end and on both screens.
///
/// Each edit is waited for in the file before the next begins, so each process edits from a view
/// that may or may not have caught up with the others' changes yet: the merge under the lock and
/// the file watch must keep them all. The book is laid out so that the position of every device a
/// console renames or deletes does not depend on what the others did: renamed devices first,
/// deleted ones next, then the devices sends mark dead; additions go at the end.
@Suite(.serialized) struct ConsoleInterleavedEditsTests {
    static let rounds = 10

    static func token(_ group: Int, _ number: Int) -> String {
        String(format: "%02x", group) + String(repeating: "ab", count: 27) + String(format: "%08x", number)
    }

    @Test func everyEditOfTwoConsolesAndTheSendsIsOnDiskAndOnBothScreens() throws {
        let dead = (1...Self.rounds * 2).map { Self.token(0xdd, $0) }
        let scenario = #"{"tokens": {"# + dead.map { #""\#($0)": {"outcome": "unregistered", "since": "2026-01-01T00:00:00Z"}"# }
            .joined(separator: ", ") + "}}"
        let bed = try SendTestbed(scenarioJSON: scenario)
        defer { bed.stop() }
        func entry(_ label: String, _ token: String) -> String { #"{"label": "\#(label)", "token": "\#(token)"}"# }
        let book = (1...Self.rounds).map { entry(String(format: "Ren-%02d", $0), Self.token(0x11, $0)) }
            + (1...Self.rounds).map { entry(String(format: "Del-%02d", $0), Self.token(0x22, $0)) }
            + dead.enumerated().map { entry(String(format: "Dead-%02d", $0.offset + 1), $0.element) }
        let profile = bed.profileJSON(name: "Shop", tokens: book)
        let a = try ConsoleHarness(profiles: ["shop.json": Array(profile.utf8)], width: 100, height: 30)
        let b = try ConsoleHarness(width: 100, height: 30, sharing: a)
        let file = a.profilesDirectory + "/shop.json"
        func tokens() -> [[String: Any]] {
            let object = (try? JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: file)))) as? [String: Any]
            return (object?["tokens"] as? [[String: Any]]) ?? []
        }
        func labels() -> [String] { tokens().compactMap { $0["label"] as? String } }
        func deadLabels() -> Set<String> {
            Set(tokens().filter { $0["lastOutcome"] as? String == "Unregistered" }.compactMap { $0["label"] as? String })
        }
        func expectOnDisk(_ what: String, _ condition: @escaping () -> Bool) {
            #expect(poll(until: condition, timeout: 15), "\(what) is not in the file: \(labels())")
        }
        for console in [a, b] { try console.session.sendKeys("Tab", "Tab", "Tab") }

        var edits = 0
        for round in 1...Self.rounds {
            for (console, name) in [(a, "A"), (b, "B")] {
                for third in 0..<3 {
                    let number = round * 3 - 2 + third
                    let label = String(format: "%@-%02d", name, number)
                    try console.session.sendKeys("a")
                    _ = try console.session.waitFor("Add a device")
                    try console.session.type(Self.token(name == "A" ? 0xaa : 0xbb, number))
                    try console.session.sendKeys("Tab")
                    try console.session.type(label)
                    try console.session.sendKeys("Enter")
                    expectOnDisk(label) { labels().contains(label) }
                    edits += 1
                }
            }
            // A renames the round's device: the renamed ones are first in the book.
            let renamed = String(format: "Renamed-%02d", round)
            try a.session.sendKeys(["Home"] + Array(repeating: "j", count: round - 1) + ["l"])
            _ = try a.session.waitFor("Rename the device")
            try a.session.sendKeys(Array(repeating: "BSpace", count: 6))
            try a.session.type(renamed)
            try a.session.sendKeys("Enter")
            expectOnDisk(renamed) { labels().contains(renamed) }
            // B deletes the first of the devices still to delete: right after the renamed ones.
            let deleted = String(format: "Del-%02d", round)
            try b.session.sendKeys(["Home"] + Array(repeating: "j", count: Self.rounds) + ["d"])
            _ = try b.session.waitFor("Delete \(deleted)")
            try b.session.sendKeys("y")
            expectOnDisk("the deletion of \(deleted)") { !labels().contains(deleted) }
            // Two sends each learn that a device is gone.
            for number in [round * 2 - 1, round * 2] {
                let result = try Pushtui.run(["send", "--profile", file, "--token", dead[number - 1], "--alert", "hi"])
                #expect(result.status == 1, "a 410 is a rejected push: \(result.standardOutput) \(result.standardError)")
                let label = String(format: "Dead-%02d", number)
                expectOnDisk("\(label)'s dead mark") { deadLabels().contains(label) }
            }
            edits += 4
        }
        #expect(edits == 100)

        let final = labels()
        let expected = (1...Self.rounds).map { String(format: "Renamed-%02d", $0) }
            + (1...Self.rounds * 2).map { String(format: "Dead-%02d", $0) }
            + (1...Self.rounds).flatMap { round in
                ["A", "B"].flatMap { name in (0..<3).map { String(format: "%@-%02d", name, round * 3 - 2 + $0) } }
            }
        #expect(final == expected, "the file holds \(final)")
        #expect(deadLabels() == Set((1...Self.rounds * 2).map { String(format: "Dead-%02d", $0) }))

        // Both screens: the top of the book, then its end, each waited for as a whole, as the other
        // processes' last edits reach a console through its file watch (once a second on POSIX).
        for console in [a, b] {
            try console.session.sendKeys("Home")
            try console.session.waitForScreen("the renamed devices on top, none left to rename or delete") { screen in
                screen.contains("Renamed-01") && !screen.contains("Ren-") && !screen.contains("Del-")
            }
            try console.session.sendKeys("End")
            try console.session.waitForScreen("the last additions of both consoles") { screen in
                screen.contains("B-30") && screen.contains("A-30") && screen.contains("B-29")
            }
        }
    }
}
