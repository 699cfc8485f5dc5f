import Foundation
import PushTestSupport
import Testing

/// Runs `pushtui` in a private home (`HOME`, `XDG_CONFIG_HOME`, `XDG_STATE_HOME` in a temporary
/// directory) and keeps everything it printed, so a test can scan all of it — and every file the
/// runs left in that home — for secrets at the end.
final class SecretAudit {
    /// The private home; every file pushtui writes on its own lands under it.
    let home: TemporaryDirectory
    /// The secrets to look for (JWTs are always looked for).
    var scanner = SecretScanner()
    /// What each run printed, by a name such as `send --json (stdout)`.
    private(set) var printed: [(place: String, text: String)] = []

    init() throws {
        home = try TemporaryDirectory(prefix: "pushtui-secrets")
    }

    /// The variables every run gets, pointing pushtui's own files into ``home``.
    var environment: [String: String] {
        ["HOME": home.path, "XDG_CONFIG_HOME": home.file("config"), "XDG_STATE_HOME": home.file("state")]
    }

    /// Runs `pushtui arguments` and records its output under `name`.
    @discardableResult
    func run(_ name: String, _ arguments: [String], environment extra: [String: String] = [:]) throws -> ProcessResult {
        let result = try Pushtui.run(arguments, environment: environment.merging(extra) { _, given in given })
        record("\(name) (stdout)", result.standardOutput)
        record("\(name) (stderr)", result.standardError)
        return result
    }

    /// Records text produced elsewhere (a tmux capture, a journal) under `name`.
    func record(_ name: String, _ text: String) {
        printed.append((name, text))
    }

    /// Every secret in what was printed and in the files under ``home`` and `directories`.
    func findings(alsoUnder directories: [String] = []) -> [SecretScanner.Finding] {
        printed.flatMap { scanner.scan($0.text, place: $0.place) }
            + ([home.path] + directories).flatMap { scanner.scanFiles(under: $0) }
    }

    /// Fails the test for each secret found, naming where.
    func expectNoSecrets(alsoUnder directories: [String] = [], sourceLocation: SourceLocation = #_sourceLocation) {
        let found = findings(alsoUnder: directories)
        #expect(found.isEmpty, "secrets leaked:\n\(found.map(\.description).joined(separator: "\n"))", sourceLocation: sourceLocation)
        // The scan must have had something to read, or it proves nothing.
        #expect(!printed.isEmpty, sourceLocation: sourceLocation)
    }

    func remove() {
        home.remove()
    }
}
