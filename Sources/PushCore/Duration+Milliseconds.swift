extension Duration {
    /// The duration in whole milliseconds, rounded down: for latencies shown to people and for
    /// libcurl's millisecond timeouts.
    public var wholeMilliseconds: Int {
        // `components` once: each read divides a 128-bit count, and this runs a few times a push.
        let (seconds, attoseconds) = components
        return Int(seconds) * 1000 + Int(attoseconds / 1_000_000_000_000_000)
    }
}
