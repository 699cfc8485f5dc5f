import Foundation
import PushCommandLine
import PushCore
import PushCrypto
import PushDelivery
import PushStorage
import PushTransport

/// Who sends to FCM and where: a `service: "fcm"` profile (`--profile`) or `--service-account FILE`,
/// with flags laid over it.
struct FCMSendTarget {
    /// The options only an FCM send reads.
    static let options: [OptionSpec] = [
        .value("service-account", "FILE", "FCM: the Google service-account JSON (instead of an fcm profile)"),
        .value("project", "ID", "FCM: the Firebase project (default: the profile's, else the JSON's project_id)"),
        .value("token-endpoint", "URL", "FCM: the OAuth token endpoint (default: the JSON's token_uri)"),
        .value("condition", "EXPR", "FCM: send to a topic condition such as \"'a' in topics && 'b' in topics\""),
        .flag("validate-only", "FCM: ask FCM to check the message without delivering it"),
    ]

    /// The service account and endpoints.
    let route: FCMRoute
    /// The fcm profile's token book (for `--all-tokens`) and its file (to record dead tokens in).
    var book: [TokenBookEntry] = []
    var profileFile: String?
    /// The fcm profile's name, for the history.
    var profileName: String?

    /// The FCM target of this command line (an FCM-mode `send`: `--service-account` or an fcm
    /// profile, with flags laid over it).
    static func resolve(_ arguments: ParsedArguments, profile loaded: StoredProfile?, profiles: ProfileLoader) throws -> FCMSendTarget {
        let route = try FCMRoute(profile: loaded, accountFile: arguments.value("service-account"),
                                 overriding: Destination.Overrides(arguments), paths: profiles.paths)
        // Only an fcm profile lends its book and file; an APNs profile's tokens are no FCM recipients.
        let fcm = loaded.flatMap { $0.profile.kind == .fcm ? $0 : nil }
        return FCMSendTarget(route: route, book: fcm?.profile.tokens ?? [], profileFile: fcm?.file, profileName: fcm?.profile.name)
    }

    /// The service account, read and checked.
    func account() throws(ResolutionError) -> ServiceAccount {
        Console.warned(try route.account())
    }
}
