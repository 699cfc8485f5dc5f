import Foundation
import PushCore

/// The broadcast channels of every app on one simulator (which imitates one environment, so the
/// channels are per environment as at APNs), in creation order.
final class ChannelStore: Sendable {
    private let limit: Int
    private let channels = Locked<[String: [(id: String, policy: MessageStoragePolicy)]]>([:])

    init(limit: Int) {
        self.limit = limit
    }

    /// A new channel's ID, or nil when the app has reached the limit.
    func create(bundleID: String, policy: MessageStoragePolicy) -> String? {
        channels.withLock { channels in
            var app = channels[bundleID] ?? []
            guard app.count < limit else { return nil }
            let id = Self.randomID()
            app.append((id, policy))
            channels[bundleID] = app
            return id
        }
    }

    /// The channel's policy, or nil when the app has no such channel.
    func policy(bundleID: String, channelID: String) -> MessageStoragePolicy? {
        channels.withLock { $0[bundleID]?.first { $0.id == channelID }?.policy }
    }

    /// Removes a channel; false when there was none.
    func delete(bundleID: String, channelID: String) -> Bool {
        channels.withLock { channels in
            guard let index = channels[bundleID]?.firstIndex(where: { $0.id == channelID }) else { return false }
            channels[bundleID]?.remove(at: index)
            return true
        }
    }

    /// The app's channel IDs in creation order.
    func list(bundleID: String) -> [String] {
        channels.withLock { $0[bundleID]?.map(\.id) ?? [] }
    }

    /// 16 random bytes in standard base64, like the opaque IDs APNs hands out.
    private static func randomID() -> String {
        var generator = SystemRandomNumberGenerator()
        let bytes = (0..<16).map { _ in UInt8.random(in: .min ... .max, using: &generator) }
        return Data(bytes).base64EncodedString()
    }

    /// Whether `text` could be a channel ID: standard base64 of a sane length. Anything else is
    /// `BadChannelId` rather than `ChannelNotRegistered`.
    static func isWellFormedID(_ text: String) -> Bool {
        guard !text.isEmpty, text.utf8.count <= 128, text.utf8.count % 4 == 0 else { return false }
        return Data(base64Encoded: text) != nil
    }
}
