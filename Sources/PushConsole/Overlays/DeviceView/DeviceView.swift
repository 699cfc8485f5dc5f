import Foundation

/// What the simulator's device received, drawn like lock-screen banners: app topic and time, title,
/// subtitle, body, then badge and sound; every delivery, scrolled.
enum DeviceView {
    static func dialog(_ deliveries: [DeviceDelivery], utcOffset: Int) -> Dialog {
        var lines: [(String, StyleRole)] = []
        for delivery in deliveries {
            let banner = delivery.banner
            lines.append(("▣ \(delivery.topic) · \(delivery.pushType) · \(LogView.clockTime(delivery.receivedAt, offset: utcOffset)) · \(delivery.shortToken)", .dim))
            if let title = banner.title { lines.append(("  " + title, .title)) }
            if let subtitle = banner.subtitle { lines.append(("  " + subtitle, .emphasis)) }
            lines.append(("  " + (banner.body ?? (banner.title == nil ? "(no alert: a silent or data push)" : "")), .normal))
            let extras = [banner.badge.map { "badge \($0)" }, banner.sound.map { "♪ \($0)" }].compactMap { $0 }
            if !extras.isEmpty { lines.append(("  " + extras.joined(separator: " · "), .dim)) }
            lines.append(("", .normal))
        }
        return Dialog(title: "The simulator's device received", style: .focusedBorder, lines: lines,
                      footer: Keymap.footer(for: .deviceView), width: 70)
    }
}
