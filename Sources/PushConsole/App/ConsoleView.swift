import Foundation
import PushCore

/// Renders the whole console into a `Screen`: a pure function of the state.
public enum ConsoleView {
    public static func render(_ state: AppState) -> Screen {
        var screen = Screen(width: state.width, height: state.height)
        guard let layout = state.layout else {
            tooSmall(state, into: &screen)
            return screen
        }
        TitleBar.draw(state.titleBarContent, into: &screen)
        ProfilesView.draw(state.profiles, focused: state.isFocused(.profiles), utcOffset: state.utcOffsetSeconds,
                          frame: layout.frame(of: .profiles), into: &screen)
        TokensView.draw(state.devices, profile: state.profiles.selectedProfile, channel: state.channels.target, focused: state.isFocused(.tokens),
                        frame: layout.frame(of: .tokens), into: &screen)
        PayloadView.draw(state.editor, nextSend: state.nextSend, isFCM: state.profiles.selectedProfile?.kind == .fcm,
                         focused: state.isFocused(.payload), isFocusPane: state.focus == .payload, layout: layout, into: &screen)
        LogView.draw(state.log, focused: state.isFocused(.log) || state.overlay?.as(LogSearchLine.self) != nil, utcOffset: state.utcOffsetSeconds, spinnerFrame: state.spinnerFrame,
                     frame: layout.frame(of: .log), into: &screen)
        StatusBar.draw(state.statusBarContent, into: &screen)
        if let overlay = state.overlay {
            // Overlays take the keys, so the editor's cursor is hidden behind them.
            screen.cursor = nil
            overlay.feature.draw(over: state, into: &screen)
        }
        return screen
    }

    private static func tooSmall(_ state: AppState, into screen: inout Screen) {
        let message = "enlarge the terminal to \(Layout.minimumWidth)x\(Layout.minimumHeight)"
        let now = "(now \(state.width)x\(state.height))"
        let row = max(0, state.height / 2 - 1)
        screen.put(message, row: row, column: max(0, (state.width - message.count) / 2), style: .warning)
        screen.put(now, row: row + 1, column: max(0, (state.width - now.count) / 2), style: .dim)
    }
}
