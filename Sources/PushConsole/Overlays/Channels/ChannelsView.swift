/// The Channels dialog: the profile's broadcast channel IDs, the one Ctrl-S sends to marked; the
/// list scrolls to keep the cursor in view.
enum ChannelsView {
    static func draw(_ list: ChannelList, target: String?, into screen: inout Screen) {
        var lines: [(String, StyleRole)] = []
        if list.isLoading {
            lines.append(("asking APNs…", .dim))
        } else if list.channelIDs.isEmpty {
            lines.append(("no channels yet: 0 or 1 creates one", .dim))
        }
        let first = lines.count
        for (index, id) in list.channelIDs.enumerated() {
            let mark = id == target ? "→ " : "  "
            lines.append(((index == list.selected ? "▸ " : "  ") + mark + id, index == list.selected ? .selection : .normal))
        }
        lines.append(("", .normal))
        OverlayView.list(Dialog(title: "Broadcast channels of \(list.profileName)", style: .focusedBorder, lines: lines,
                                footer: Keymap.footer(for: .channels), width: 96),
                         selected: first + list.selected, into: &screen)
    }
}
