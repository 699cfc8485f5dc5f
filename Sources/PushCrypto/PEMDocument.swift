/// The PEM blocks in a text, found without decoding them.
///
/// Looking at the labels first lets key loading say what the user gave ("a certificate",
/// "an RSA key", "encrypted") instead of OpenSSL's generic "no start line".
struct PEMDocument {
    /// One `-----BEGIN label-----` … `-----END label-----` block.
    struct Block {
        /// The word(s) between `BEGIN ` and the closing dashes, such as `PRIVATE KEY`.
        let label: String
        /// The block including its BEGIN and END lines, ready for OpenSSL.
        let text: String
        /// Whether the block is encrypted: a PKCS#8 `ENCRYPTED PRIVATE KEY` or a legacy
        /// OpenSSL block with a `Proc-Type: 4,ENCRYPTED` header.
        let isEncrypted: Bool
    }

    /// The complete blocks, in order of appearance.
    let blocks: [Block]

    init(_ text: String) {
        var blocks: [Block] = []
        var open: (label: String, lines: [Substring])?
        for rawLine in text.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline) {
            let line = rawLine.trimmingTrailingWhitespace()
            if let label = Self.label(in: line, marker: "BEGIN") {
                open = (label, [line])
            } else if var current = open {
                current.lines.append(line)
                if Self.label(in: line, marker: "END") == current.label {
                    let isEncrypted = current.label == "ENCRYPTED PRIVATE KEY"
                        || current.lines.contains { $0.hasPrefix("Proc-Type:") && $0.hasSuffix("ENCRYPTED") }
                    blocks.append(Block(label: current.label, text: current.lines.joined(separator: "\n") + "\n",
                                        isEncrypted: isEncrypted))
                    open = nil
                } else {
                    open = current
                }
            }
        }
        self.blocks = blocks
    }

    /// The first block whose label is one of `labels`.
    func first(labeled labels: Set<String>) -> Block? {
        blocks.first { labels.contains($0.label) }
    }

    private static func label(in line: Substring, marker: String) -> String? {
        let prefix = "-----\(marker) "
        guard line.hasPrefix(prefix), line.hasSuffix("-----"), line.count > prefix.count + 5 else { return nil }
        return String(line.dropFirst(prefix.count).dropLast(5))
    }
}

extension Substring {
    fileprivate func trimmingTrailingWhitespace() -> Substring {
        var end = endIndex
        while end > startIndex, self[index(before: end)].isWhitespace { end = index(before: end) }
        return self[startIndex..<end]
    }
}
