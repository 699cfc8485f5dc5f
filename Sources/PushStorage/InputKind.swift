/// What a file or stream read through ``InputFile`` is for: the words messages use for it and the
/// most bytes pushtui reads of it.
///
/// The caps are far above anything valid (an APNs payload is at most 5 KB, a `.p8` key about 250
/// bytes) so they never refuse a real file, yet low enough that `/dev/zero` or a huge file given by
/// mistake is refused at once instead of filling memory.
public struct InputKind: Sendable, Equatable, CustomStringConvertible {
    /// How messages name the file: "payload file", "key file", …
    public let name: String
    /// The most bytes accepted; one more is refused as too large.
    public let limit: Int
    /// For line-oriented kinds, the longest line accepted (bytes, without its line end).
    public let lineLimit: Int?

    /// A kind with its words and caps.
    public init(name: String, limit: Int, lineLimit: Int? = nil) {
        self.name = name
        self.limit = limit
        self.lineLimit = lineLimit
    }

    /// One mebibyte, the cap of most kinds.
    public static let mebibyte = 1 << 20

    /// A push payload (`--payload`, `validate`): APNs' largest limit is 5120 bytes; 1 MiB matches
    /// the console's paste limit.
    public static let payload = InputKind(name: "payload file", limit: mebibyte)
    /// `--tokens-file`: one token per line; a line holds at most a token of
    /// ``PushCore/DeviceToken/maximumHexLength`` digits plus spacing and a comment.
    public static let tokens = InputKind(name: "tokens file", limit: 1 << 30, lineLimit: 16 * 1024)
    /// A profile (`*.json` in the profiles directory, or `--profile FILE`).
    public static let profile = InputKind(name: "profile", limit: 16 * mebibyte)
    /// A `.p8` signing key or another PEM key.
    public static let key = InputKind(name: "key file", limit: mebibyte)
    /// A provider certificate (`.p12`, `.pem`, `.cer`).
    public static let certificate = InputKind(name: "certificate file", limit: mebibyte)
    /// An FCM service-account JSON file.
    public static let serviceAccount = InputKind(name: "service account file", limit: mebibyte)
    /// A CA bundle to trust (`--ca-file`, a profile's `caFile`).
    public static let certificateAuthority = InputKind(name: "CA file", limit: mebibyte)
    /// The console's drafts (the payload being edited per profile), a file pushtui writes itself.
    public static let drafts = InputKind(name: "drafts file", limit: 16 * mebibyte)
    /// A simulator scenario (`pushtui sim --scenario`).
    public static let scenario = InputKind(name: "scenario file", limit: 16 * mebibyte)
    /// The devices a simulator knows (`pushtui sim --devices`).
    public static let devices = InputKind(name: "devices file", limit: 16 * mebibyte)

    /// The name, e.g. "key file".
    public var description: String { name }

    /// A byte count as people read limits: "1 MiB", "16 KiB", "700 bytes".
    public static func size(_ bytes: Int) -> String {
        if bytes >= mebibyte, bytes.isMultiple(of: mebibyte) { return "\(bytes / mebibyte) MiB" }
        if bytes >= 1024, bytes.isMultiple(of: 1024) { return "\(bytes / 1024) KiB" }
        return "\(bytes) bytes"
    }
}
