import Foundation
import PushCore

/// The Profiles pane: each profile with its environment badge, or the file that did not load.
enum ProfilesView {
    static func draw(_ profiles: ProfilesState, focused: Bool, frame: Frame, into screen: inout Screen) {
        Box.draw(frame, title: Pane.profiles.title, focused: focused, into: &screen)
        let inner = frame.inner
        guard !profiles.entries.isEmpty else {
            screen.put("no profiles yet", row: inner.row, column: inner.column, style: .dim, limit: inner.width)
            return
        }
        let first = max(0, min(profiles.selected - inner.height + 1, profiles.entries.count - inner.height))
        for (offset, entry) in profiles.entries.dropFirst(first).prefix(inner.height).enumerated() {
            let index = first + offset
            let row = inner.row + offset
            let selected = index == profiles.selected
            switch entry {
            case .loaded(_, let profile):
                let badge = EnvironmentBadge.of(profile)
                let nameWidth = max(1, inner.width - badge.text.count - 2)
                screen.put(selected ? "▸" : " ", row: row, column: inner.column, style: selected ? .selection : .normal)
                screen.put(profile.name, row: row, column: inner.column + 1, style: selected ? .selection : .normal, limit: nameWidth)
                screen.put(badge.text, row: row, column: inner.column + inner.width - badge.text.count, style: badge.style)
            case .broken(let file, let problem):
                let name = (file as NSString).lastPathComponent
                screen.put("✗ \(name): \(problem)", row: row, column: inner.column, style: selected ? .selection : .error, limit: inner.width)
            }
            if selected { screen.restyle(row: row, column: inner.column, width: 1, style: .selection) }
        }
    }
}
