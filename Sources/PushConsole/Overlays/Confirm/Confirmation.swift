import PushCore

/// The confirmation's state: a yes/no question and what "yes" does.
public struct Confirmation: Sendable, Equatable {
    /// What "yes" does.
    public enum Consequence: Sendable, Equatable {
        /// Send (or broadcast) to production.
        case send(SendPlan)
        case deleteProfile(file: String)
        case deleteToken(profileFile: String, token: BookToken)
        case deleteChannel(profileFile: String, profile: Profile, channelID: String)
    }

    /// The question; a send's dialog reads its lines from the plan (``SendConfirmation``).
    public var question: String
    public var consequence: Consequence

    public init(question: String, consequence: Consequence) {
        self.question = question
        self.consequence = consequence
    }

    /// A send or broadcast to production, waiting for a yes.
    static func production(_ plan: SendPlan) -> Confirmation {
        Confirmation(question: SendConfirmation.dialog(NextSend(plan)).title, consequence: .send(plan))
    }

    /// What a key answers: yes, or anything that reads as no.
    enum Command: Hashable, Sendable {
        case accept
        case close
    }

    /// The answer a key of the confirmation's scope gives: only `accept` is a yes.
    func isYes(_ command: Command) -> Bool {
        switch command {
        case .accept: return true
        case .close: return false
        }
    }
}
