import Foundation
import PushCore

/// What the overlays draw with: dialogs whose footer is their keymap scope (so a dialog names
/// exactly the keys it takes), lists, fields. Each overlay draws itself (``OverlayFeature``).
enum OverlayView {
    /// A dialog with `lines` and the keys of `scope` as its footer; returns its inner frame.
    @discardableResult
    static func dialog(title: String, style: StyleRole, lines: [(String, StyleRole)], width: Int = 64, scope: KeyScope,
                       into screen: inout Screen) -> Frame {
        Dialog(title: title, style: style, lines: lines + [("", .normal)], footer: Keymap.footer(for: scope), width: width)
            .draw(into: &screen)
    }

    /// A dialog listing items, scrolled so that line `selected` is in view.
    static func list(_ dialog: Dialog, selected: Int, into screen: inout Screen) {
        let room = dialog.room(width: screen.width, height: screen.height)
        dialog.draw(offset: max(0, selected - room + 1), into: &screen)
    }
}
