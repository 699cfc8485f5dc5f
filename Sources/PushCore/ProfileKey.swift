// The member names of a profile file, one list per object, in the order files are written:
// the decoder and the encoder both read them from here.
enum ProfileKey {
    enum Root: String, CaseIterable {
        case name, service, environment, topic, device, deviceName, auth, endpoint, caFile, project, tokenEndpoint, defaults, tokens

        /// The members only an APNs profile reads: an fcm profile's file keeps them as unknown members.
        static let apnsOnly: [Root] = [.environment, .topic]
    }

    /// The member every `auth` object has; the rest depend on it.
    enum AuthType: String, CaseIterable {
        case type
    }

    /// `auth` with `"type": "token"`.
    enum TokenAuth: String, CaseIterable {
        case type, keyFile, keyID, teamID
    }

    /// `auth` with `"type": "certificate"`.
    enum CertificateAuth: String, CaseIterable {
        case type, file, passphrase, passphraseEnv, passphraseKeyring, keyFile
    }

    /// `auth` with `"type": "serviceAccount"` (FCM).
    enum ServiceAccountAuth: String, CaseIterable {
        case type, file
    }

    enum Defaults: String, CaseIterable {
        case pushType, priority, expiration, collapseID
    }

    enum Token: String, CaseIterable {
        case label, token, kind, note, lastOutcome, lastSeen, invalidSince, environments, notForTopics
    }

    /// One environment's answer in a token's `environments`.
    enum EnvironmentAnswer: String, CaseIterable {
        case outcome, seen
    }
}
