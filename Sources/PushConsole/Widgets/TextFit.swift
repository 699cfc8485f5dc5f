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
}
