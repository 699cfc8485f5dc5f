import Foundation
import PushCore

extension APNsRejection {
    /// `410 Unregistered` with `since` as the `timestamp`, in whole milliseconds since 1970 as APNs
    /// sends it.
    static func unregistered(since: Date) -> APNsRejection {
        APNsRejection(.unregistered, timestamp: Int((since.timeIntervalSince1970 * 1000).rounded(.down)))
    }
}
