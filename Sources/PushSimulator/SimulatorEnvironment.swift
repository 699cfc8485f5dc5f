/// The APNs environment the simulator pretends to be.
///
/// Only the sandbox returns `apns-unique-id`, see
/// [Handling notification responses from APNs](https://developer.apple.com/documentation/usernotifications/handling-notification-responses-from-apns).
public enum SimulatorEnvironment: String, Sendable, CaseIterable {
    /// `api.sandbox.push.apple.com`: responses carry `apns-unique-id`.
    case sandbox
    /// `api.push.apple.com`: responses carry no `apns-unique-id`.
    case production
}
