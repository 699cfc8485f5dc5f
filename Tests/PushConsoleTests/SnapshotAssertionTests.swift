import Foundation
import Testing
@testable import PushConsole

@Suite struct SnapshotAssertionTests {
    private func sampleScreen(_ word: String = "hello") -> Screen {
        var screen = Screen(width: 8, height: 2)
        screen.put(word, row: 0, column: 1, style: .title)
        screen.put("世", row: 1, column: 0, style: .error)
        return screen
    }

    /// A fresh directory under the system's temporary directory, removed after `body`.
    private func withTemporaryDirectory(_ body: (URL) throws -> Void) rethrows {
        let directory = FileManager.default.temporaryDirectory
            .appendingPathComponent("pushtui-snapshots-\(UUID().uuidString)", isDirectory: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        try body(directory)
    }

    @Test func theFileShowsTheTextLayerThenTheStyleLayer() {
        let file = SnapshotFile(sampleScreen())
        #expect(file.contents == """
            screen 8x2
            | hello  |
            |世      |
            styles (StyleRole codes)
            |.ttttt..|
            |EE......|

            """)
    }

    @Test func equalSnapshotsHaveNoDifference() {
        #expect(SnapshotFile(sampleScreen()).difference(from: SnapshotFile(sampleScreen())) == nil)
    }

    @Test func aDifferenceNamesTheFirstDifferingLineInBothVersions() throws {
        let expected = SnapshotFile(sampleScreen("hello"))
        let difference = try #require(expected.difference(from: SnapshotFile(sampleScreen("help"))))
        #expect(difference.contains("line 2 (text row 1)"))
        #expect(difference.contains("2 line(s) differ"))
        #expect(difference.contains("expected: | hello  |"))
        #expect(difference.contains("actual:   | help   |"))
    }

    @Test func aStyleOnlyDifferenceIsFoundInTheStyleLayer() throws {
        var restyled = sampleScreen()
        restyled.restyle(row: 1, column: 4, width: 2, style: .warning)
        let difference = try #require(SnapshotFile(sampleScreen()).difference(from: SnapshotFile(restyled)))
        #expect(difference.contains("style row 2"))
        #expect(difference.contains("actual:   |EE..WW..|"))
    }

    @Test func aMissingSnapshotIsRecordedAndReportedThenPasses() throws {
        try withTemporaryDirectory { directory in
            withKnownIssue {
                assertSnapshot(sampleScreen(), named: "fresh", directory: directory, record: false)
            } matching: { issue in
                issue.comments.contains { $0.rawValue.contains("recorded snapshot 'fresh'") }
            }
            let written = try String(contentsOf: directory.appendingPathComponent("fresh.txt"), encoding: .utf8)
            #expect(written == SnapshotFile(sampleScreen()).contents)
            // The recorded file now matches: no issue is recorded outside a known-issue block.
            assertSnapshot(sampleScreen(), named: "fresh", directory: directory, record: false)
        }
    }

    @Test func aMismatchIsReportedWithItsDifference() throws {
        try withTemporaryDirectory { directory in
            try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
            let file = directory.appendingPathComponent("changed.txt")
            try SnapshotFile(sampleScreen("hello")).contents.write(to: file, atomically: true, encoding: .utf8)
            withKnownIssue {
                assertSnapshot(sampleScreen("howdy"), named: "changed", directory: directory, record: false)
            } matching: { issue in
                issue.comments.contains { $0.rawValue.contains("expected: | hello  |") }
            }
            // A mismatch never rewrites the file.
            #expect(try String(contentsOf: file, encoding: .utf8) == SnapshotFile(sampleScreen("hello")).contents)
        }
    }

    @Test func recordModeRewritesTheFileAndStillReports() throws {
        try withTemporaryDirectory { directory in
            try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
            let file = directory.appendingPathComponent("rerecorded.txt")
            try "stale".write(to: file, atomically: true, encoding: .utf8)
            withKnownIssue {
                assertSnapshot(sampleScreen(), named: "rerecorded", directory: directory, record: true)
            } matching: { issue in
                issue.comments.contains { $0.rawValue.contains("re-run") }
            }
            #expect(try String(contentsOf: file, encoding: .utf8) == SnapshotFile(sampleScreen()).contents)
        }
    }

    @Test func snapshotsLiveNextToTheTests() {
        #expect(snapshotDirectory.path.hasSuffix("Tests/PushConsoleTests/Snapshots"))
    }
}

@Suite struct SnapshotLegendTests {
    /// The legend in `Snapshots/README.md` names every style code, so a new role cannot go unexplained.
    @Test(arguments: StyleRole.allCases)
    func theLegendExplainsEveryStyleCode(_ role: StyleRole) throws {
        let readme = try String(contentsOf: snapshotDirectory.appendingPathComponent("README.md"), encoding: .utf8)
        #expect(readme.contains("`\(role.rawValue)` "))
    }
}
