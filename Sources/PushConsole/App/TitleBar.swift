import PushCore

/// The top row: the app, the profile, its environment badge and topic (an FCM profile's project);
/// "built-in simulator" only for the profile that sends to the console's own simulator.
enum TitleBar {
    static func draw(_ state: AppState, into screen: inout Screen) {
        screen.fill(row: 0, column: 0, width: screen.width, height: 1, style: .title)
        var column = screen.put(" pushtui ", row: 0, column: 0, style: .title)
        guard let profile = state.profiles.selectedProfile else {
            screen.put(" no profile", row: 0, column: column, style: .dim)
            return
        }
        let badge = EnvironmentBadge.of(profile)
        column += screen.put(" \(badge.text) ", row: 0, column: column + 1, style: badge.style) + 1
        var detail = " \(profile.name)"
        switch profile.service {
        case .fcm(let settings):
            detail += " · project \(settings.project ?? "from the service account")"
        case .apns(let settings):
            detail += " · \(state.nextTopic)"
            if case .token(_, let keyID, _) = settings.auth { detail += " · key \(keyID)" }
        }
        if let simulator = state.embeddedSimulatorEndpoint, profile.endpoint == simulator { detail += " · built-in simulator" }
        column += screen.put(detail, row: 0, column: column, style: .title)
        if let certificate = state.profiles.selectedCertificate {
            screen.put(" · " + certificate.line, row: 0, column: column, style: certificate.expiresSoon ? .warning : .title)
        }
    }
}
