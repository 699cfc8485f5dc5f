/// A push read back from a `curl` command line: the form Apple's documentation, Apple's Push
/// Notifications Console and `pushtui curl` print (see
/// [Sending notification requests to APNs](https://developer.apple.com/documentation/usernotifications/sending-notification-requests-to-apns)).
///
/// Every field is optional because a pasted line may leave any of them out. The bearer token is
/// never kept, and a client certificate (`--cert`/`-E`) is only reported in `notes`.
public struct CurlImport: Sendable, Equatable {
    /// The request body as curl would send it, or nil when there is none or it is `@file`.
    public var payload: [UInt8]?
    /// The file a `-d @FILE` option names; reported, never read.
    public var payloadFile: String?
    /// The push value the `-H` headers describe: `apns-push-type`, `apns-topic`, `apns-priority`,
    /// `apns-expiration` (seconds since 1970 UTC, 0: deliver once or never), `apns-collapse-id`,
    /// `apns-id`, and any other `apns-*` header, kept so it reaches the wire as it was given.
    public var headers = PushHeaders()
    /// The device token from the URL path `/3/device/TOKEN`.
    public var deviceToken: DeviceToken?
    /// The host from the URL.
    public var host: CurlImportHost?
    /// What was seen but not imported, for a person: the ignored bearer token, a client certificate,
    /// a payload file, headers outside the push value.
    public var notes: [String] = []

    /// An import with nothing found yet.
    public init() {}

    /// Reads a curl command line.
    /// - Throws: `CurlImportError` naming the word (line and column) that cannot be understood.
    public static func parse(_ commandLine: String) throws(CurlImportError) -> CurlImport {
        var parser = CurlImportParser(words: try ShellWord.split(commandLine))
        return try parser.parse()
    }
}
