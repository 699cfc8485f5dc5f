import Foundation
import PushCore

/// Dialogs drawn over the panes: help, confirmations, the response detail and the forms. Each
/// footer is its overlay's keymap scope, so a dialog names exactly the keys it takes.
enum OverlayView {
    static func draw(_ overlay: Overlay, state: AppState, into screen: inout Screen) {
        switch overlay {
        case .help(let help):
            HelpView.dialog.draw(offset: help.offset, into: &screen)
        case .confirm(let confirmation):
            ConfirmView.draw(confirmation, into: &screen)
        case .detail(let details):
            if state.log.rows.indices.contains(details.row) { DetailView.dialog(state.log.rows[details.row], utcOffset: state.utcOffsetSeconds).draw(offset: details.offset, into: &screen) }
        case .addToken(let form):
            tokenForm(form, into: &screen)
        case .fields(let form):
            fieldsForm(form, into: &screen)
        case .profile(let form):
            profileForm(form, into: &screen)
        case .channels(let list):
            ChannelsView.draw(list, target: state.channels.target, into: &screen)
        case .device(let view):
            DeviceView.dialog(view.deliveries, utcOffset: state.utcOffsetSeconds).draw(offset: view.offset, into: &screen)
        case .diagnostics(let list):
            DiagnosticsView.draw(list, findings: state.editor.check.findings, into: &screen)
        case .search:
            LogSearchView.draw(state, into: &screen)
        case .curlImport(let offer):
            offer.dialog.draw(offset: offer.offset, into: &screen)
        case .quickAlert(let form):
            quickAlert(form, into: &screen)
        case .templates(let picker):
            TemplatePickerView.draw(picker, into: &screen)
        case .nextSendToken:
            NextSendTokenLine.draw(state, into: &screen)
        case .resendChooser(let chooser):
            chooser.draw(into: &screen)
        }
    }

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
