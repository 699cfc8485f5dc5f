import Foundation
import Testing

/// The README and docs/ hold together: every relative link reaches a file, every `#anchor` a heading
/// of its page (GitHub's slugs), and no page carries the project's bookkeeping (issue numbers, commit
/// hashes) — figures with their date and commit belong only to docs/benchmarks.md's provenance line.
@Suite struct DocsLinksTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// README.md, CHANGELOG.md and every Markdown page under docs/, relative to the root.
    static let pages: [String] = {
        let docs = (try? FileManager.default.contentsOfDirectory(atPath: root.appendingPathComponent("docs").path)) ?? []
        return ["README.md", "CHANGELOG.md"] + docs.filter { $0.hasSuffix(".md") }.sorted().map { "docs/" + $0 }
    }()

    /// The page's lines outside fenced code blocks.
    static func prose(_ text: String) -> [String] {
        var fenced = false
        return text.split(separator: "\n", omittingEmptySubsequences: false).compactMap { line in
            if line.hasPrefix("```") { fenced.toggle(); return nil }
            return fenced ? nil : String(line)
        }
    }

    /// GitHub's anchor for a heading: lowercase, punctuation but `-` and `_` dropped, spaces as `-`.
    static func slug(_ heading: String) -> String {
        String(heading.lowercased().compactMap { character -> Character? in
            if character == " " { return "-" }
            return character.isLetter || character.isNumber || character == "-" || character == "_" ? character : nil
        })
    }

    static func anchors(of text: String) -> Set<String> {
        var seen: [String: Int] = [:]
        var anchors: Set<String> = []
        for line in prose(text) where line.hasPrefix("#") {
            let base = slug(String(line.drop { $0 == "#" }.drop { $0 == " " }))
            let count = seen[base, default: 0]
            anchors.insert(count == 0 ? base : "\(base)-\(count)")
            seen[base] = count + 1
        }
        return anchors
    }

    /// The targets of `[text](target)` links in the prose.
    static func links(in text: String) -> [String] {
        let pattern = try? NSRegularExpression(pattern: #"\]\(([^)\s]+)\)"#)
        return prose(text).flatMap { line -> [String] in
            let range = NSRange(line.startIndex..., in: line)
            return pattern?.matches(in: line, range: range).compactMap { Range($0.range(at: 1), in: line).map { String(line[$0]) } } ?? []
        }
    }

    @Test(arguments: pages)
    func everyLinkResolves(_ page: String) throws {
        let text = try String(contentsOf: Self.root.appendingPathComponent(page), encoding: .utf8)
        let directory = Self.root.appendingPathComponent(page).deletingLastPathComponent()
        for link in Self.links(in: text) where !link.hasPrefix("http://") && !link.hasPrefix("https://") && !link.hasPrefix("mailto:") {
            let parts = link.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false).map(String.init)
            let target = parts[0].isEmpty ? Self.root.appendingPathComponent(page) : directory.appendingPathComponent(parts[0])
            #expect(FileManager.default.fileExists(atPath: target.path), "\(page): \(link) names no file")
            if parts.count == 2, target.pathExtension == "md", let linked = try? String(contentsOf: target, encoding: .utf8) {
                #expect(Self.anchors(of: linked).contains(parts[1]), "\(page): \(link) names no heading of \(target.lastPathComponent)")
            }
        }
    }

    @Test(arguments: pages)
    func noPageCarriesBookkeeping(_ page: String) throws {
        let text = try String(contentsOf: Self.root.appendingPathComponent(page), encoding: .utf8)
        let issue = try NSRegularExpression(pattern: #"\b[Ii]ssues? #?\d+"#)
        let commit = try NSRegularExpression(pattern: #"(\bcommit |\bmain at |\bbuild of |\()`?[0-9a-f]{7,40}`?\b"#)
        for (number, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let line = String(line)
            let range = NSRange(line.startIndex..., in: line)
            #expect(issue.firstMatch(in: line, range: range) == nil, "\(page):\(number + 1) names an issue: \(line)")
            if page == "docs/benchmarks.md" && line.hasPrefix("Measured ") { continue }
            #expect(commit.firstMatch(in: line, range: range) == nil, "\(page):\(number + 1) names a commit: \(line)")
        }
    }
}
