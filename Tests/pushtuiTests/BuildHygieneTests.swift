import Foundation
import PushTestSupport
import Testing

/// The package's shape as docs/architecture.md states it: checked against `swift package dump-package`, not
/// against a copy. (What keeps it building on macOS is Scripts/portability-check, see PortabilityCheckTests.)
@Suite struct BuildHygieneTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// The module targets under `Sources/` that `Package.swift` declares (library, system-library and
    /// executable targets; not tests, test helpers or benchmarks), from SwiftPM's own reading of it.
    private static func declaredModules() throws -> Set<String> {
        let scratch = try TemporaryDirectory(prefix: "dump-package")
        defer { scratch.remove() }
        // A scratch path of its own: the running `swift test` holds the package's .build.
        let dump = try CommandLineTool.run("swift", ["package", "--package-path", root.path, "--scratch-path", scratch.path, "dump-package"],
                                           environment: ["PUSHTUI_FUZZ": "0"], timeout: 120)
        guard dump.status == 0 else { throw TestSupportError.failed("swift package dump-package failed: \(dump.transcript)") }
        let json = try JSONSerialization.jsonObject(with: Data(dump.standardOutput.utf8)) as? [String: Any]
        let targets = json?["targets"] as? [[String: Any]] ?? []
        return Set(targets.compactMap { target -> String? in
            guard let name = target["name"] as? String, let type = target["type"] as? String,
                  ["regular", "system", "executable"].contains(type) else { return nil }
            let path = target["path"] as? String ?? "Sources/\(name)"
            return path.hasPrefix("Sources/") ? name : nil
        })
    }

    /// The names in the left column of the module map in docs/architecture.md under `Sources/`.
    private static func documentedModules() throws -> Set<String> {
        let page = try String(contentsOf: root.appendingPathComponent("docs/architecture.md"), encoding: .utf8)
        let section = try #require(page.components(separatedBy: "## Module map").dropFirst().first)
        let block = try #require(section.components(separatedBy: "```").dropFirst().first)
        var names: Set<String> = []
        for line in block.split(separator: "\n") where line.hasPrefix("  ") && !line.hasPrefix("   ") {
            // The left column is 30 characters wide; the description follows it.
            let column = line.dropFirst(2).prefix(28)
            for word in column.split(whereSeparator: { $0 == "," || $0 == " " }) where word.allSatisfy({ $0.isLetter || $0.isNumber }) {
                names.insert(String(word))
            }
        }
        return names
    }

    @Test func theModuleMapNamesExactlyThePackagesModules() throws {
        let declared = try Self.declaredModules()
        let documented = try Self.documentedModules()
        #expect(declared.contains("PushCore") && declared.contains("CSecret"), "dump-package was read: \(declared.sorted())")
        #expect(declared.subtracting(documented).isEmpty, "in Package.swift, not in the module map: \(declared.subtracting(documented).sorted())")
        #expect(documented.subtracting(declared).isEmpty, "in the module map, not in Package.swift: \(documented.subtracting(declared).sorted())")
    }
}
