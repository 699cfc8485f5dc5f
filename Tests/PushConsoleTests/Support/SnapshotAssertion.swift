import Foundation
import Testing
@testable import PushConsole

/// Where snapshot files live: `Tests/PushConsoleTests/Snapshots`, found from this file's path so
/// tests work from any working directory.
let snapshotDirectory = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent()
    .deletingLastPathComponent()
    .appendingPathComponent("Snapshots", isDirectory: true)

/// Compares `screen` with the snapshot file `<name>.txt` (text layer, separator, style layer).
///
/// When the file is missing, or `PUSHTUI_RECORD_SNAPSHOTS=1` is set, the file is written and an
/// issue is recorded ("recorded, re-run"), so a fresh snapshot never passes silently. On a
/// mismatch the issue shows the first differing line in both versions.
func assertSnapshot(_ screen: Screen, named name: String, directory: URL = snapshotDirectory,
                    record: Bool = ProcessInfo.processInfo.environment["PUSHTUI_RECORD_SNAPSHOTS"] == "1",
                    sourceLocation: SourceLocation = #_sourceLocation) {
    let actual = SnapshotFile(screen)
    let file = directory.appendingPathComponent(name + ".txt")
    let stored = try? String(contentsOf: file, encoding: .utf8)
    guard let stored, !record else {
        do {
            try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
            try actual.contents.write(to: file, atomically: true, encoding: .utf8)
            Issue.record("recorded snapshot '\(name)' at \(file.path), re-run the tests", sourceLocation: sourceLocation)
        } catch {
            Issue.record("could not record snapshot '\(name)' at \(file.path): \(error)", sourceLocation: sourceLocation)
        }
        return
    }
    if let difference = SnapshotFile(contents: stored).difference(from: actual) {
        Issue.record("""
            \(difference)
            snapshot '\(name)' at \(file.path); set PUSHTUI_RECORD_SNAPSHOTS=1 to record the new one
            """, sourceLocation: sourceLocation)
    }
}
