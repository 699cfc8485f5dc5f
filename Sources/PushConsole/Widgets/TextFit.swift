/// Text fitted to a number of terminal columns: cut with an ellipsis rather than clipped at a
/// border, so the reader sees that something was left out.
enum TextFit {
    /// `text` in exactly `width` columns: padded with spaces, or cut with an ellipsis.
    static func padded(_ text: String, _ width: Int) -> String {
        let shown = truncated(text, width)
        return shown + String(repeating: " ", count: max(0, width - DisplayWidth.of(shown)))
    }

    /// `text`, cut to at most `width` columns with an ellipsis when it is wider.
    static func truncated(_ text: String, _ width: Int) -> String {
        guard DisplayWidth.of(text) > width else { return text }
        guard width > 1 else { return width == 1 ? "…" : "" }
        var shown = ""
        var columns = 0
        for character in text {
            let characterWidth = DisplayWidth.of(character)
            guard columns + characterWidth <= width - 1 else { break }
            shown.append(character)
            columns += characterWidth
        }
        return shown + "…"
    }

    /// `text`, cut in the middle to at most `width` columns when it is wider, keeping its start and
    /// its end: names that differ only at the end ("Shop", "Shop copy 2") stay told apart.
    static func truncatedInMiddle(_ text: String, _ width: Int) -> String {
        guard DisplayWidth.of(text) > width else { return text }
        guard width > 2 else { return truncated(text, width) }
        let tailWidth = (width - 1) / 2
        var tail = ""
        var columns = 0
        for character in text.reversed() {
            let characterWidth = DisplayWidth.of(character)
            guard columns + characterWidth <= tailWidth else { break }
            tail.insert(character, at: tail.startIndex)
            columns += characterWidth
        }
        let head = truncated(text, width - columns)
        return head + tail
    }
}
