@testable import PushConsole

/// The readable file a screen snapshot is stored in: the text layer framed by `|` (so trailing
/// spaces survive editors and reviews), a separator line, then the style layer framed the same way,
/// one `StyleRole` code per column.
///
/// ```
/// screen 10x2
/// |  hello   |
/// |          |
/// styles (StyleRole codes)
/// |..ttttt...|
/// |..........|
/// ```
struct SnapshotFile: Equatable {
    static let separator = "styles (StyleRole codes)"

    let contents: String

    init(contents: String) {
        self.contents = contents
    }

    init(_ screen: Screen) {
        let frame = { (line: Substring) in "|" + line + "|" }
        let text = screen.text.split(separator: "\n", omittingEmptySubsequences: false).map(frame)
        let styles = screen.styles.split(separator: "\n", omittingEmptySubsequences: false).map(frame)
        let lines = ["screen \(screen.width)x\(screen.height)"] + text + [Self.separator] + styles
        contents = lines.joined(separator: "\n") + "\n"
    }

    /// How `actual` differs from `self`, phrased for a person: the first differing line in both
    /// versions, which layer and row it is in, and how many lines differ in all; nil when equal.
    func difference(from actual: SnapshotFile) -> String? {
        guard actual != self else { return nil }
        let expected = lines
        let found = actual.lines
        let count = max(expected.count, found.count)
        let differing = (0..<count).filter { line(expected, $0) != line(found, $0) }
        guard let first = differing.first else { return "snapshots differ only in line endings" }
        return """
            snapshot differs at line \(first + 1) (\(place(ofLine: first, in: expected))); \
            \(differing.count) line(s) differ
              expected: \(line(expected, first) ?? "<no line>")
              actual:   \(line(found, first) ?? "<no line>")
            """
    }

    private var lines: [Substring] {
        contents.split(separator: "\n", omittingEmptySubsequences: false)
    }

    private func line(_ lines: [Substring], _ index: Int) -> Substring? {
        lines.indices.contains(index) ? lines[index] : nil
    }

    /// "text row 3" or "style row 3" for a line of the file, from the separator's position.
    private func place(ofLine index: Int, in lines: [Substring]) -> String {
        guard index > 0 else { return "size" }
        let separator = lines.firstIndex { $0 == Self.separator } ?? lines.count
        if index < separator { return "text row \(index)" }
        if index == separator { return "separator" }
        return "style row \(index - separator)"
    }
}
