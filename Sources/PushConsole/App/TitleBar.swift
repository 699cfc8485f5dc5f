import PushCore

/// The top row: the app, the profile, its environment badge and topic (an FCM profile's project ID);
/// "built-in simulator" only for the profile that sends to the console's own simulator.
enum TitleBar {
    /// What the title needs to know, read from the Profiles and Editor slices.
    struct Content: Equatable {
        /// The selected profile, if one loads.
        var profile: Profile?
        /// The next send's `apns-topic`.
        var topic: String
        /// The profile sends to the simulator the console runs itself (the demo).
        var sendsToBuiltInSimulator: Bool
        /// The selected certificate profile's certificate, once read.
        var certificate: CertificateSummary?
        /// The selected FCM profile's project: its own, or its service account's once read.
        var fcmProject: String?
    }

    static func draw(_ content: Content, into screen: inout Screen) {
        screen.fill(row: 0, column: 0, width: screen.width, height: 1, style: .title)
        var column = screen.put(" pushtui ", row: 0, column: 0, style: .title)
        guard let profile = content.profile else {
            screen.put(" no profile", row: 0, column: column, style: .dim)
            return
        }
        let badge = EnvironmentBadge.of(profile)
        column += screen.put(" \(badge.text) ", row: 0, column: column + 1, style: badge.style) + 1
        var detail = " \(profile.name)"
        switch profile.service {
        case .fcm:
            detail += " · project \(content.fcmProject ?? "from the service account")"
        case .apns(let settings):
            detail += " · \(content.topic)"
            if case .token(_, let keyID, _) = settings.auth { detail += " · key \(keyID)" }
        case .iosSimulator(let settings):
            detail += " · \(settings.bundleID) · xcrun simctl"
        }
        if content.sendsToBuiltInSimulator { detail += " · built-in simulator" }
        column += screen.put(detail, row: 0, column: column, style: .title)
        if let certificate = content.certificate {
            screen.put(" · " + certificate.line, row: 0, column: column, style: certificate.expiresSoon ? .warning : .title)
        }
    }
}

extension AppState {
    /// The title bar's content, from the Profiles slice and the next send's topic.
    var titleBarContent: TitleBar.Content {
        let profile = profiles.selectedProfile
        let simulator = embeddedSimulatorEndpoint
        return TitleBar.Content(profile: profile, topic: nextTopic,
                                sendsToBuiltInSimulator: simulator != nil && profile?.endpoint == simulator,
                                certificate: profiles.selectedCertificate, fcmProject: profiles.selectedFCMProject)
    }
}
