import Foundation
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
        let (profile, profileFile) = (loaded?.profile, loaded?.file)
        let fromProfile = profile.flatMap { $0.service == .fcm ? $0.auth.serviceAccountFile : nil }
        let accountFile: String
        if let file = arguments.value("service-account") {
            accountFile = file
        } else if let fromProfile, let profileFile {
            accountFile = try profiles.paths.locate(fromProfile, field: "auth.file", inProfile: profileFile)
        } else {
            throw UsageError(description: "an FCM send needs --service-account FILE or an fcm --profile")
        }
        // An APNs profile's endpoint and CA mean nothing to FCM.
        let fcmProfile = profile?.service == .fcm ? profile : nil
        let caFile = try arguments.value("ca-file") ?? fcmProfile.flatMap { profile throws -> String? in
            guard let caFile = profile.caFile, let profileFile else { return nil }
            return try profiles.paths.locate(caFile, field: "caFile", inProfile: profileFile)
        }
        let route = FCMRoute(accountFile: accountFile, project: arguments.value("project") ?? fcmProfile?.project,
                             endpointURL: arguments.value("endpoint") ?? fcmProfile?.endpoint,
                             tokenEndpoint: arguments.value("token-endpoint") ?? fcmProfile?.tokenEndpoint, caFile: caFile)
        return FCMSendTarget(route: route, book: fcmProfile?.tokens ?? [], profileFile: fcmProfile == nil ? nil : profileFile,
                             profileName: fcmProfile?.name)
    }

    /// The live fcm entries of the book, for `--all-tokens`, and the dead ones left out.
    func bookRecipients() throws(UsageError) -> (live: [TokenBookEntry], dead: [TokenBookEntry]) {
        let entries = book.filter { $0.token.registrationToken != nil }
        guard !entries.isEmpty else {
            throw UsageError(description: "--all-tokens needs an fcm --profile whose token book has fcm tokens")
        }
        return (entries.filter { !$0.isDead }, entries.filter(\.isDead))
    }

    /// The recipients: each `--token`, each line of `--tokens-file` and, with `--all-tokens`, each
    /// live fcm token of the book (each once); or
    /// `--topic`, or `--condition`; none when the message names its own.
    func recipients(_ arguments: ParsedArguments) throws -> [FCMTarget?] {
        var tokens = arguments.allValues("token").map(FCMTarget.token)
        if let file = arguments.value("tokens-file") {
            for token in try Self.registrationTokens(in: file) where !tokens.contains(.token(token.text)) {
                tokens.append(.token(token.text))
            }
        }
        if arguments.has("all-tokens") {
            let (live, dead) = try bookRecipients()
            if live.isEmpty && tokens.isEmpty {
                throw CommandFailure(exitCode: .invalidInput, description: "every fcm token in the book is dead (\(dead.count) skipped); nothing to send")
            }
            tokens += live.map { FCMTarget.token($0.token.text) }.filter { !tokens.contains($0) }
        }
        let topic = arguments.value("topic").map(FCMTarget.topic)
        let condition = arguments.value("condition").map(FCMTarget.condition)
        let kinds = [!tokens.isEmpty, topic != nil, condition != nil].filter { $0 }.count
        guard kinds <= 1 else {
            throw UsageError(description: "an FCM message has one target: give --token, --topic or --condition, not several kinds")
        }
        let given = tokens + [topic, condition].compactMap { $0 }
        return given.isEmpty ? [nil] : given
    }

    /// The registration tokens of `--tokens-file`, in the line format of device-token files
    /// (read through the same capped reader); a bad line is refused with its number.
    static func registrationTokens(in file: String) throws(CommandFailure) -> [RegistrationToken] {
        /// A line that holds no registration token, and why.
        struct BadLine: Error {
            let number: Int
            let error: RegistrationTokenError
        }
        var tokens: [RegistrationToken] = []
        do throws(InputReadFailure<BadLine>) {
            try InputFile.forEachLine(file, kind: .tokens) { (line, number) throws(BadLine) in
                guard let text = TokenListLine.content(of: line, isFirst: number == 1) else { return }
                do throws(RegistrationTokenError) {
                    tokens.append(try RegistrationToken(parsing: String(decoding: text, as: UTF8.self)))
                } catch {
                    throw BadLine(number: number, error: error)
                }
            }
        } catch {
            switch error {
            case .input(let error):
                throw CommandFailure(exitCode: .invalidInput, description: error.description)
            case .line(let bad):
                throw CommandFailure(exitCode: .invalidInput,
                                     description: "\(InputKind.tokens.name) \(InputFile.displayName(file)):\(bad.number): \(bad.error.description)")
            }
        }
        return tokens
    }

    /// The service account, read and checked.
    func account() throws(ResolutionError) -> ServiceAccount {
        Console.warned(try route.account())
    }
}
