import PushCore

/// The most recent accepted notifications, bounded so a long benchmark cannot exhaust memory.
final class DeliveryLog: Sendable {
    static let capacity = 10_000
    private let entries = Locked<[DeliveredNotification]>([])

    func append(contentsOf notifications: [DeliveredNotification]) {
        guard !notifications.isEmpty else { return }
        entries.withLock { entries in
            let overflow = entries.count + notifications.count - Self.capacity
            if overflow > 0 {
                // Dropping a batch keeps appends amortized O(1).
                entries.removeFirst(min(entries.count, max(overflow, Self.capacity / 10)))
            }
            entries.append(contentsOf: notifications.suffix(Self.capacity))
        }
    }

    var all: [DeliveredNotification] { entries.withLock { $0 } }

    func removeAll() { entries.withLock { $0.removeAll() } }
}
