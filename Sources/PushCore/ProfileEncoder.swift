// Builds the JSON value of a profile; members that are unset are left out rather than written as null.
enum ProfileEncoder {
    static func value(of profile: Profile) -> JSONValue {
        var members = Members<ProfileKey.Root>()
        // Members the service has no use for (an fcm file's environment) go back where the file had them.
        var unknown = profile.unknownMembers
        func kept(_ key: ProfileKey.Root) -> JSONValue? {
            unknown.firstIndex { $0.key == key.rawValue }.map { unknown.remove(at: $0).value }
        }
        members.add(.name, .string(profile.name))
        members.add(.service, .string(profile.kind.rawValue))
        // The members whose values depend on the service, in schema order around the shared ones.
        let environment, topic, auth, project, tokenEndpoint: JSONValue?
        var device, deviceName: JSONValue?
        switch profile.service {
        case .apns(let settings):
            environment = .string(settings.environment.rawValue)
            // A certificate profile may leave its topic to the certificate.
            topic = settings.auth.certificateFile != nil && settings.topic.isEmpty ? nil : .string(settings.topic)
            auth = apnsAuthValue(settings.auth, unknown: profile.authUnknownMembers)
            project = kept(.project)
            tokenEndpoint = kept(.tokenEndpoint)
        case .fcm(let settings):
            environment = kept(.environment)
            topic = kept(.topic)
            var members = Members<ProfileKey.ServiceAccountAuth>()
            members.add(.type, .string("serviceAccount"))
            members.add(.file, .string(settings.serviceAccountFile))
            auth = members.object(appending: profile.authUnknownMembers)
            project = settings.project.map(JSONValue.string)
            tokenEndpoint = settings.tokenEndpoint.map(JSONValue.string)
        case .iosSimulator(let settings):
            (environment, auth, project, tokenEndpoint) = (nil, nil, nil, nil)
            topic = .string(settings.bundleID)
            device = .string(settings.device)
            deviceName = settings.deviceName.map(JSONValue.string)
        }
        members.add(.environment, environment)
        members.add(.topic, topic)
        members.add(.device, device)
        members.add(.deviceName, deviceName)
        members.add(.auth, auth)
        members.add(.endpoint, profile.endpoint.map(JSONValue.string))
        members.add(.caFile, profile.caFile.map(JSONValue.string))
        members.add(.project, project)
        members.add(.tokenEndpoint, tokenEndpoint)
        if !profile.defaults.isEmpty {
            members.add(.defaults, defaultsValue(profile.defaults))
        }
        if !profile.tokens.isEmpty {
            members.add(.tokens, .array(profile.tokens.map(tokenValue)))
        }
        return members.object(appending: unknown)
    }

    private static func apnsAuthValue(_ auth: APNsAuth, unknown: [JSONMember]) -> JSONValue {
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
        }
    }

    private static func defaultsValue(_ defaults: ProfileDefaults) -> JSONValue {
        var members = Members<ProfileKey.Defaults>()
        members.add(.pushType, defaults.headers.pushType.map { .string($0.rawValue) })
        members.add(.priority, defaults.headers.priority.map { .number(JSONNumber($0)) })
        members.add(.expiration, defaults.headers.expiration.map { .number(JSONNumber($0)) })
        members.add(.collapseID, defaults.headers.collapseID.map(JSONValue.string))
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
        members.add(.invalidSince, entry.invalidSince.map(JSONValue.string))
        members.add(.environments, environmentsValue(entry.environments))
        members.add(.notForTopics, entry.notForTopics.isEmpty ? nil : .object(entry.notForTopics.sorted { $0.key < $1.key }.map {
            JSONMember(key: $0.key, value: .string($0.value))
        }))
        return members.object(appending: entry.unknownMembers)
    }

    /// Sandbox first, then production; nil when neither has answered.
    private static func environmentsValue(_ answers: [APNsEnvironment: EnvironmentAnswer]) -> JSONValue? {
        guard !answers.isEmpty else { return nil }
        var members = Members<APNsEnvironment>()
        for environment in APNsEnvironment.allCases {
            members.add(environment, answers[environment].map { answer in
                var fields = Members<ProfileKey.EnvironmentAnswer>()
                fields.add(.outcome, .string(answer.outcome))
                fields.add(.seen, .string(answer.seen))
                return fields.object(appending: [])
            })
        }
        return members.object(appending: [])
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
