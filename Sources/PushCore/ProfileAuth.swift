/// How a profile proves who it is to the push service.
///
/// App-internal, hence a closed enum. Only provider-token authentication exists today; certificate
/// authentication becomes another case. A profile names the key file; the key itself is never copied
/// into a profile. See [Establishing a token-based connection to APNs](https://developer.apple.com/documentation/usernotifications/establishing-a-token-based-connection-to-apns).
public enum ProfileAuth: Sendable, Equatable {
    /// A `.p8` signing key from Apple's developer site, used to mint ES256 provider tokens.
    ///
    /// `keyFile` is the path as written in the profile (it may start with `~` or `$NAME`; see
    /// ``ProfilePath``), `keyID` the 10-character Key ID and `teamID` the 10-character Team ID.
    case token(keyFile: String, keyID: String, teamID: String)

    /// The `"type"` value in the file for each kind of authentication, in the order messages list them.
    public static let typeNames = ["token"]

    /// The `"type"` value written to the file.
    public var typeName: String {
        switch self {
        case .token: return "token"
        }
    }

    /// The key file as written in the profile, for every kind of authentication that has one.
    public var keyFile: String {
        switch self {
        case .token(let keyFile, _, _): return keyFile
        }
    }
}
