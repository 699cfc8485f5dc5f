// Builds the JSON value of a profile; members that are unset are left out rather than written as null.
enum ProfileEncoder {
    static func value(of profile: Profile) -> JSONValue {
        var members = Members<ProfileKey.Root>()
        members.add(.name, .string(profile.name))
        members.add(.service, .string(profile.service.rawValue))
        // An FCM profile has no APNs environment or topic unless the file gave them.
        let isFCM = profile.service == .fcm
        members.add(.environment, isFCM && profile.environment == ProfileDecoder.fcmEnvironment ? nil : .string(profile.environment.rawValue))
        // Nor has a certificate profile that leaves its topic to the certificate.
        let isCertificate = profile.auth.certificateFile != nil
        members.add(.topic, (isFCM || isCertificate) && profile.topic.isEmpty ? nil : .string(profile.topic))
        members.add(.auth, authValue(profile.auth, unknown: profile.authUnknownMembers))
        members.add(.endpoint, profile.endpoint.map(JSONValue.string))
        members.add(.caFile, profile.caFile.map(JSONValue.string))
        members.add(.project, profile.project.map(JSONValue.string))
        members.add(.tokenEndpoint, profile.tokenEndpoint.map(JSONValue.string))
        if !profile.defaults.isEmpty {
            members.add(.defaults, defaultsValue(profile.defaults))
        }
        if !profile.tokens.isEmpty {
            members.add(.tokens, .array(profile.tokens.map(tokenValue)))
        }
        return members.object(appending: profile.unknownMembers)
    }

    private static func authValue(_ auth: ProfileAuth, unknown: [JSONMember]) -> JSONValue {
        switch auth {
        case .token(let keyFile, let keyID, let teamID):
            var members = Members<ProfileKey.TokenAuth>()
            members.add(.type, .string(auth.typeName))
            members.add(.keyFile, .string(keyFile))
            members.add(.keyID, .string(keyID))
            members.add(.teamID, .string(teamID))
            return members.object(appending: unknown)
        case .certificate(let file, let passphrase, let keyFile):
            var members = Members<ProfileKey.CertificateAuth>()
            members.add(.type, .string(auth.typeName))
            members.add(.file, .string(file))
            switch passphrase {
            case .none: break
            case .inProfile(let value): members.add(.passphrase, .string(value))
            case .environment(let name): members.add(.passphraseEnv, .string(name))
            case .keyring(let item): members.add(.passphraseKeyring, .string(item))
            }
            members.add(.keyFile, keyFile.map(JSONValue.string))
            return members.object(appending: unknown)
        case .serviceAccount(let file):
            var members = Members<ProfileKey.ServiceAccountAuth>()
            members.add(.type, .string(auth.typeName))
            members.add(.file, .string(file))
            return members.object(appending: unknown)
        }
    }

    private static func defaultsValue(_ defaults: ProfileDefaults) -> JSONValue {
        var members = Members<ProfileKey.Defaults>()
        members.add(.pushType, defaults.pushType.map { .string($0.rawValue) })
        members.add(.priority, defaults.priority.map { .number(JSONNumber($0)) })
        members.add(.expiration, defaults.expiration.map { .number(JSONNumber($0)) })
        members.add(.collapseID, defaults.collapseID.map(JSONValue.string))
        return members.object(appending: defaults.unknownMembers)
    }

    private static func tokenValue(_ entry: TokenBookEntry) -> JSONValue {
        var members = Members<ProfileKey.Token>()
        members.add(.label, .string(entry.label))
        members.add(.token, .string(entry.token.text))
        members.add(.kind, .string(entry.kind.rawValue))
        members.add(.note, entry.note.map(JSONValue.string))
        members.add(.lastOutcome, entry.lastOutcome.map(JSONValue.string))
        members.add(.lastSeen, entry.lastSeen.map(JSONValue.string))
        return members.object(appending: entry.unknownMembers)
    }

    private struct Members<Key: RawRepresentable> where Key.RawValue == String {
        var list: [JSONMember] = []

        mutating func add(_ key: Key, _ value: JSONValue?) {
            if let value { list.append(JSONMember(key: key.rawValue, value: value)) }
        }

        func object(appending unknown: [JSONMember]) -> JSONValue {
            .object(list + unknown)
        }
    }
}
