/// The Channels dialog: the profile's broadcast channel IDs, the one Ctrl-S sends to marked.
enum ChannelsView {
    static func draw(_ list: ChannelList, target: String?, into screen: inout Screen) {
        var lines: [(String, StyleRole)] = []
        if list.isLoading {
            lines.append(("asking APNs…", .dim))
        } else if list.channelIDs.isEmpty {
            lines.append(("no channels yet: 0 or 1 creates one", .dim))
        }
        for (index, id) in list.channelIDs.enumerated() {
            let mark = id == target ? "→ " : "  "
            lines.append(((index == list.selected ? "▸ " : "  ") + mark + id, index == list.selected ? .selection : .normal))
        }
        lines += [("", .normal),
                  ("Enter send to it · d delete · x back to devices · Esc close", .key),
                  ("0 create (no message stored) · 1 create (latest message stored)", .key)]
        OverlayView.dialog(title: "Broadcast channels of \(list.profileName)", style: .focusedBorder, lines: lines, width: 96, into: &screen)
    }
}
