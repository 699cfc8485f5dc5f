/// A profile's push as the user left it in the console: the payload text and the header strip as
/// typed, kept across restarts per profile file.
///
/// Headers are kept by wire name (`apns-priority`), each value as typed (`+1h` for an expiration,
/// not the second it named), so a header pushtui learns later needs no change here or in the file.
public struct PayloadDraft: Sendable, Equatable, Codable {
    /// The payload text, as typed (it may not parse).
    public var payload: String
    /// Every header field the strip holds that is not empty, by wire name; `apns-push-type` only
    /// when the user chose the type. Nil for a draft an older pushtui saved (the payload alone):
    /// the profile's defaults stand in for it.
    public var headers: [String: String]?

    /// A draft of `payload` and `headers`.
    public init(payload: String, headers: [String: String]?) {
        self.payload = payload
        self.headers = headers
    }
}
