extension Duration {
    /// The duration in whole milliseconds, rounded down: for latencies shown to people and for
    /// libcurl's millisecond timeouts.
    public var wholeMilliseconds: Int {
        Int(components.seconds) * 1000 + Int(components.attoseconds / 1_000_000_000_000_000)
    }
}
