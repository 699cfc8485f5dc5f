import Foundation

/// What the simulator's device received, drawn like lock-screen banners: app topic and time, title,
/// subtitle, body, then badge and sound.
enum DeviceView {
    static func draw(_ deliveries: [DeviceDelivery], utcOffset: Int, into screen: inout Screen) {
        var lines: [(String, StyleRole)] = []
        for delivery in deliveries.prefix(4) {
            let banner = delivery.banner
            lines.append(("▣ \(delivery.topic) · \(delivery.pushType) · \(LogView.clockTime(delivery.receivedAt, offset: utcOffset)) · \(delivery.shortToken)", .dim))
            if let title = banner.title { lines.append(("  " + title, .title)) }
            if let subtitle = banner.subtitle { lines.append(("  " + subtitle, .emphasis)) }
            lines.append(("  " + (banner.body ?? (banner.title == nil ? "(no alert: a silent or data push)" : "")), .normal))
            let extras = [banner.badge.map { "badge \($0)" }, banner.sound.map { "♪ \($0)" }].compactMap { $0 }
            if !extras.isEmpty { lines.append(("  " + extras.joined(separator: " · "), .dim)) }
            lines.append(("", .normal))
        }
        lines.append(("any key closes", .key))
        OverlayView.dialog(title: "The simulator's device received", style: .focusedBorder, lines: lines, width: 70, into: &screen)
    }
}
