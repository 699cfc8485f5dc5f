import Foundation
import PushCore

/// One row of the response log: a push to one device, in flight or answered.
public struct LogRow: Sendable, Equatable {
    /// The send it belongs to and its position in that send.
    public var sendID: SendID
    public var index: Int
    /// When it was sent.
    public var sentAt: Date
    /// The profile and environment it went to; `isLocal` for a custom endpoint (the simulator).
    public var profileName: String
    public var environment: APNsEnvironment
    public var isLocal: Bool
    /// The device's token-book label, and its token shortened for display.
    public var label: String?
    public var shortToken: String
    /// The push value as sent (push type, topic, the priority and every other header it chose):
    /// the history keeps it whole, so a row read back from it shows and resends the same headers.
    public var headers: PushHeaders
    /// The wire body.
    public var body: String
    /// Where the push went (`host`, or `host:port` for a custom endpoint); nil for records
    /// written before the history kept it.
    public var host: String?
    /// The push itself, for resending; nil for rows read back from the history file, which keeps
    /// tokens shortened only.
    public var request: PushRequest?
    /// The answer; nil while in flight.
    public var answer: SendAnswer?
    /// The book token of an FCM message sent to a chosen device, to record FCM's verdict on it;
    /// not kept in the history file.
    public var registrationToken: RegistrationToken?
    /// The file of the profile it was sent with (its identity), where outcomes are recorded and
    /// resends look first; nil for rows of `pushtui send` without a profile and for records
    /// written before the history kept it.
    public var profileFile: String?
    /// The service it went through: an FCM row is badged with FCM and its project, not with the
    /// APNs ``environment`` it never had.
    public var service = Service.apns

    /// The service a row went through, as its badge names it.
    public enum Service: Sendable, Equatable {
        /// APNs, in the row's ``LogRow/environment``.
        case apns
        /// FCM, to `project` (nil: the one the service account names).
        case fcm(project: String?)
    }
    /// Where a row recorded by another process came from (`pushtui send`, another console); nil
    /// for this console's own pushes and its earlier sessions'.
    public var origin: LogOrigin?

    public init(sendID: SendID, index: Int, sentAt: Date, profileName: String, environment: APNsEnvironment, isLocal: Bool,
                label: String?, shortToken: String, headers: PushHeaders, body: String,
                request: PushRequest?, answer: SendAnswer? = nil) {
        self.sendID = sendID
        self.index = index
        self.sentAt = sentAt
        self.profileName = profileName
        self.environment = environment
        self.isLocal = isLocal
        self.label = label
        self.shortToken = shortToken
        self.headers = headers
        self.body = body
        self.request = request
        self.answer = answer
    }

    /// `apns-topic` (empty when the push had none).
    public var topic: String { headers.topic ?? "" }

    /// `apns-push-type` (alert when the push named none).
    public var pushType: PushType { headers.pushType ?? .alert }

    /// Still waiting for an answer.
    public var isInFlight: Bool { answer == nil }
}
