/// Which environment one of Apple's push hosts belongs to, so the host a push really goes to can be
/// named (and confirmed) whatever a profile's `environment` says.
extension APNsEnvironment {
    /// The environment of Apple's push host `host` (lower case, as ``PlatformHost/host(of:)`` gives
    /// it): a `sandbox` or `development` label under `push.apple.com` is the sandbox
    /// (`api.sandbox.push.apple.com`, the older `api.development.push.apple.com`, the sandbox
    /// broadcast hosts), any other host under `push.apple.com` production; nil for every other host.
    ///
    /// See [Sending notification requests to APNs](https://developer.apple.com/documentation/usernotifications/sending-notification-requests-to-apns).
    public init?(appleHost host: String) {
        guard host.hasSuffix(".push.apple.com") else { return nil }
        let labels = host.dropLast(".push.apple.com".count).split(separator: ".")
        self = labels.contains("sandbox") || labels.contains("development") ? .sandbox : .production
    }
}
