import PushCore

/// The most recent accepted notifications, bounded so a long benchmark cannot exhaust memory.
final class DeliveryLog: Sendable {
    static let capacity = 10_000
    private let entries = Locked<[DeliveredNotification]>([])

    func append(_ notification: DeliveredNotification) {
        entries.withLock { entries in
            if entries.count >= Self.capacity {
                // Dropping a batch keeps appends amortized O(1).
                entries.removeFirst(Self.capacity / 10)
            }
            entries.append(notification)
        }
    }

    var all: [DeliveredNotification] { entries.withLock { $0 } }

    func removeAll() { entries.withLock { $0.removeAll() } }
}
