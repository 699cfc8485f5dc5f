import Foundation
import PushCore

/// The Profiles pane: each profile with its environment badge, or the file that did not load; at
/// its foot, once a token profile has sent, where its provider token stands.
enum ProfilesView {
    static func draw(_ profiles: ProfilesState, focused: Bool, utcOffset: Int = 0, frame: Frame, into screen: inout Screen) {
        Box.draw(frame, title: Pane.profiles.title, focused: focused, into: &screen)
        let inner = frame.inner
        guard !profiles.entries.isEmpty else {
            screen.put("no profiles yet", row: inner.row, column: inner.column, style: .dim, limit: inner.width)
            return
        }
        // The selected profile's token lines at the foot, the list keeping at least one row.
        let tokenLines = profiles.selectedEntry.flatMap { profiles.providerTokens[$0.file] }?.lines(utcOffset: utcOffset) ?? []
        let shown = tokenLines.prefix(max(0, inner.height - 1))
        let listHeight = inner.height - shown.count
        for (index, line) in shown.enumerated() {
            screen.put(line.0, row: inner.row + listHeight + index, column: inner.column, style: line.1, limit: inner.width)
        }
        let first = max(0, min(profiles.selected - listHeight + 1, profiles.entries.count - listHeight))
        for (offset, entry) in profiles.entries.dropFirst(first).prefix(listHeight).enumerated() {
            let index = first + offset
            let row = inner.row + offset
            let selected = index == profiles.selected
            switch entry {
            case .loaded(_, let profile):
                let badge = EnvironmentBadge.of(profile)
                let nameWidth = max(1, inner.width - badge.text.count - 2)
                screen.put(selected ? "▸" : " ", row: row, column: inner.column, style: selected ? .selection : .normal)
                // Cut in the middle: "Local simulator copy" must not read as "Local simulator".
                screen.put(TextFit.truncatedInMiddle(profile.name, nameWidth), row: row, column: inner.column + 1,
                           style: selected ? .selection : .normal, limit: nameWidth)
                screen.put(badge.text, row: row, column: inner.column + inner.width - badge.text.count, style: badge.style)
            case .broken(let file, let problem):
                let name = (file as NSString).lastPathComponent
                screen.put(TextFit.truncated("✗ \(name): \(problem)", inner.width), row: row, column: inner.column,
                           style: selected ? .selection : .error, limit: inner.width)
            }
            if selected { screen.restyle(row: row, column: inner.column, width: 1, style: .selection) }
        }
    }
}
