import Foundation

/// How much of one source's history its archive keeps (see ``HistorySource``).
///
/// The newest ``minimumCount`` records are always kept. Beyond them, records are kept while they
/// are among the newest ``maximumCount``, younger than ``maximumAge`` and within ``maximumBytes``
/// together with the newer ones; the oldest go first.
public struct HistoryRetention: Sendable, Equatable {
    /// Records kept whatever their age and size.
    public var minimumCount: Int
    /// Records kept at most.
    public var maximumCount: Int
    /// Seconds after which a record beyond the minimum is dropped.
    public var maximumAge: TimeInterval
    /// Bytes the archive may reach with records beyond the minimum.
    public var maximumBytes: Int

    /// A retention with every limit given.
    public init(minimumCount: Int, maximumCount: Int, maximumAge: TimeInterval, maximumBytes: Int) {
        self.minimumCount = minimumCount
        self.maximumCount = maximumCount
        self.maximumAge = maximumAge
        self.maximumBytes = maximumBytes
    }

    /// Thirty days, the age limit of both sources.
    public static let thirtyDays: TimeInterval = 30 * 24 * 3600

    /// The console's pushes: the last 1,000 always, up to 20,000 of the last 30 days within 16 MiB.
    public static let console = HistoryRetention(minimumCount: 1_000, maximumCount: 20_000, maximumAge: thirtyDays,
                                                 maximumBytes: 16 << 20)
    /// `pushtui send`'s pushes: the last 1,000 always, up to 100,000 of the last 30 days (a whole
    /// 100,000-push batch of small payloads) within 64 MiB.
    public static let send = HistoryRetention(minimumCount: 1_000, maximumCount: 100_000, maximumAge: thirtyDays,
                                              maximumBytes: 64 << 20)
}
