/// Spans of time for a person: the two largest units, enough to judge a clock or a token's age.
public enum ElapsedText {
    /// `42 s`, `7 min`, `1 h 0 min`, `2 d 3 h`.
    public static func describe(_ seconds: UInt) -> String {
        let minutes = seconds / 60, hours = minutes / 60, days = hours / 24
        if days > 0 { return "\(days) d \(hours % 24) h" }
        if hours > 0 { return "\(hours) h \(minutes % 60) min" }
        if minutes > 0 { return "\(minutes) min" }
        return "\(seconds) s"
    }
}
