import Foundation
import PushCore

extension Reducer {
    /// F4: the selected profile's broadcast channels, listed from APNs.
    static func openChannels(_ state: inout AppState) -> [Effect] {
        guard case .loaded(let file, let profile)? = state.profiles.selectedEntry else {
            state.status = StatusMessage("choose a profile that loads to see its channels", style: .error)
            return []
        }
        state.overlay = Overlay(ChannelList(profileFile: file, profileName: profile.name))
        return [.listChannels(profileFile: file, profile: profile)]
    }

    /// Ctrl-S with a channel picked: a broadcast, checked with the broadcast rules.
    static func broadcast(to channelID: String, next: NextSend, in state: inout AppState, now: Date) -> [Effect] {
        // A header field that does not parse is refused, never replaced by a default.
        if let problem = state.editor.fields.problems.first {
            state.status = StatusMessage("not sent: \(problem.message)", style: .error)
            return []
        }
        let payload = LiveActivityStamp.refresh(state.editor.text, templateTimestamp: state.editor.templateTimestamp,
                                                now: Int(now.timeIntervalSince1970))
        // The next send's topic is the bundle ID without a push-type suffix: broadcasts are addressed to the app itself.
        let request = BroadcastRequest(bundleID: next.topic, channelID: channelID,
                                       priority: (try? state.editor.fields.parsedPriority.get()).flatMap { $0 } ?? 10,
                                       expiration: (try? state.editor.fields.parsedExpiration(now: Int(now.timeIntervalSince1970)).get()).flatMap { $0 },
                                       apnsID: state.editor.fields.apnsID.isEmpty ? nil : state.editor.fields.apnsID, payload: payload)
        if let error = BroadcastLinter.findings(for: request).first(where: { $0.severity == .error }) {
            state.status = StatusMessage("not sent: \(error.message)", style: .error)
            return []
        }
        let plan = SendPlan(profileFile: next.profileFile, profile: next.profile, pushes: .broadcast(request))
        if next.needsConfirmation {
            state.overlay = Overlay(Confirmation.send(plan, now: now))
            return []
        }
        return start(plan, in: &state, now: now)
    }
}
