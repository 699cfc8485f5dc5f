import Foundation
import PushCore

/// The confirmation's state: a yes/no question and what "yes" does.
public struct Confirmation: Sendable, Equatable {
    /// What "yes" does.
    public enum Consequence: Sendable, Equatable {
        /// Send (or broadcast): to production, or a push of the log again.
        case send(SendPlan)
        /// Probe a token: send each plan's background push, then show the check again.
        case probe([SendPlan], check: TokenCheck)
        case deleteProfile(file: String)
        case deleteToken(profileFile: String, token: BookToken)
        case deleteChannel(profileFile: String, profile: Profile, channelID: String)
    }

    /// How long a send's question ignores a yes after it opens: a `y` typed as it appears (the rest
    /// of a word meant for another pane) is not an answer.
    public static let armingDelay: TimeInterval = 0.3

    /// The question; a send's dialog reads its lines from the plan (``SendConfirmation``).
    public var question: String
    public var consequence: Consequence
    /// Until when a yes is ignored; nil for a question that takes it at once.
    public var armsAt: Date?
    /// Whether a yes counts now (the footer then offers it).
    public var isArmed: Bool

    public init(question: String, consequence: Consequence) {
        self.question = question
        self.consequence = consequence
        armsAt = nil
        isArmed = true
    }

    /// A send of `plan` waiting for a yes that counts only from ``armingDelay`` after `now`: to
    /// production, or (`again`) a push of the log sent again.
    static func send(_ plan: SendPlan, again: Bool = false, now: Date) -> Confirmation {
        let next = NextSend(plan)
        var confirmation = Confirmation(question: SendConfirmation.title(next, again: again), consequence: .send(plan))
        confirmation.armsAt = now.addingTimeInterval(armingDelay)
        confirmation.isArmed = false
        return confirmation
    }

    /// A probe of `plans` (one environment, or both) waiting for a yes that counts only from
    /// ``armingDelay`` after `now`; `check` opens again after a yes, to show the answers.
    static func probe(_ plans: [SendPlan], check: TokenCheck, now: Date) -> Confirmation {
        let production = plans.contains { NextSend($0).needsConfirmation }
        let name = plans.first.map { plan in
            NextSend(plan).recipientText(labelWidth: 24, token: false)
        } ?? "the device"
        var confirmation = Confirmation(question: "Probe \(name)" + (production ? ", also in PRODUCTION?" : "?"),
                                        consequence: .probe(plans, check: check))
        confirmation.armsAt = now.addingTimeInterval(armingDelay)
        confirmation.isArmed = false
        return confirmation
    }

    /// Takes a yes from now on when its delay has passed; true when that changed it.
    mutating func arm(at now: Date) -> Bool {
        guard !isArmed, let armsAt, now >= armsAt else { return false }
        isArmed = true
        return true
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
