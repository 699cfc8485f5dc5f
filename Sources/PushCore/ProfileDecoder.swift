// Turns a parsed profile file into a Profile, collecting every problem on the way: each reader
// reports and returns nil, and the profile is built only when all of them succeeded.
struct ProfileDecoder {
    let file: String
    let locator: JSONSourceLocator
    private(set) var problems: [ProfileProblem] = []

    init(file: String, locator: JSONSourceLocator) {
        self.file = file
        self.locator = locator
    }

    mutating func decodeProfile(_ root: JSONValue) -> Profile? {
        guard case .object(let members) = root else {
            report("", "expected an object with name, service, environment, topic and auth, found \(Self.describe(root))", at: nil)
            return nil
        }
        let fields = ProfileFields<ProfileKey.Root>(path: "", members: members, anchor: nil)
        checkDuplicates(fields)
        let name = requiredString(fields, .name)
        let kind = requiredChoice(fields, .service, of: ServiceKind.self)
        if kind == .iosSimulator {
            return decodeSimulatorProfile(fields, name: name)
        }
        if kind != nil {
            refuse([.device, .deviceName], in: fields, "is only for service ios-simulator")
        }
        let isFCM = kind == .fcm
        // FCM has no environment: one in an fcm profile's file must still be a real one, and is kept as written.
        let environment = isFCM && fields.presentMember(.environment) == nil
            ? .production : requiredChoice(fields, .environment, of: APNsEnvironment.self)
        // A certificate names its app: without a topic the profile uses the certificate's bundle ID.
        let isCertificate = fields.presentMember(.auth).map { Self.authType(of: $0.value) == "certificate" } ?? false
        let topic = (isFCM || isCertificate) && fields.presentMember(.topic) == nil ? "" : requiredString(fields, .topic)
        let auth = decodeAuth(fields)
        let fitting = auth.flatMap { checkAuth($0.auth, fits: kind, fields) }
        let endpoint = decodeEndpoint(fields)
        if kind == .apns, let environment, let endpoint {
            checkEnvironment(environment, follows: endpoint, fields)
        }
        let project = optionalString(fields, .project)
        let tokenEndpoint = decodeHTTPS(fields, .tokenEndpoint)
        if let kind, kind != .fcm {
            refuse([.project, .tokenEndpoint], in: fields, "is only for service fcm")
        }
        let caFile = optionalString(fields, .caFile)
        if let caMember = fields.presentMember(.caFile), fields.presentMember(.endpoint) == nil {
            report(fields.path(of: .caFile),
                   "is only allowed together with endpoint: Apple's hosts are verified against the system's CAs",
                   at: caMember.knownPosition)
        }
        let defaults = decodeDefaults(fields)
        let tokens = decodeTokens(fields, service: kind)
        let service: ProfileService?
        switch (kind, fitting) {
        case (.apns?, .apns(let apnsAuth)?):
            service = environment.flatMap { environment in
                topic.map { .apns(APNsSettings(environment: environment, topic: $0, auth: apnsAuth)) }
            }
        case (.fcm?, .serviceAccount(let file)?):
            service = .fcm(FCMSettings(serviceAccountFile: file, project: project, tokenEndpoint: tokenEndpoint))
        default:
            service = nil
        }
        guard problems.isEmpty, let name, let service, let auth, let defaults, let tokens else {
            return nil
        }
        let unknownMembers = isFCM ? fields.unknownMembers(keeping: ProfileKey.Root.apnsOnly) : fields.unknownMembers
        return Profile(name: name, service: service, endpoint: endpoint, caFile: caFile, defaults: defaults, tokens: tokens,
                       unknownMembers: unknownMembers, authUnknownMembers: auth.unknownMembers)
    }

    /// An `ios-simulator` profile: its app (`topic`) and device, defaults and nothing else, since
    /// `simctl push` takes no credentials, host or token.
    private mutating func decodeSimulatorProfile(_ fields: ProfileFields<ProfileKey.Root>, name: String?) -> Profile? {
        let topic = requiredString(fields, .topic)
        var device = requiredString(fields, .device)
        if let given = device, let problem = SimulatorSettings.deviceProblem(given) {
            report(fields.path(of: .device), problem, at: fields.member(.device)?.knownPosition)
            device = nil
        }
        let deviceName = optionalString(fields, .deviceName)
        refuse([.environment, .auth, .endpoint, .caFile, .project, .tokenEndpoint, .tokens], in: fields,
               "is not for service ios-simulator: simctl pushes to a Simulator on this Mac, with no credentials, host or token book")
        let defaults = decodeDefaults(fields)
        guard problems.isEmpty, let name, let topic, let device, let defaults else { return nil }
        return Profile(name: name, service: .iosSimulator(SimulatorSettings(device: device, deviceName: deviceName, bundleID: topic)),
                       defaults: defaults, unknownMembers: fields.unknownMembers)
    }

    /// Reports each of `keys` present in `fields` with `message`.
    private mutating func refuse(_ keys: [ProfileKey.Root], in fields: ProfileFields<ProfileKey.Root>, _ message: String) {
        for key in keys {
            if let member = fields.presentMember(key) { report(fields.path(of: key), message, at: member.knownPosition) }
        }
    }

    // MARK: - Objects

    /// The `type` member of an `auth` object, before the object is decoded.
    private static func authType(of value: JSONValue) -> String? {
        guard case .object(let members) = value, case .string(let type)? = members.first(where: { $0.key == "type" })?.value else { return nil }
        return type
    }

    /// An `auth` object as the file gives it, before the service says whether it fits.
    private enum DecodedAuth {
        case apns(APNsAuth)
        case serviceAccount(file: String)

        /// The `"type"` values, in the order messages list them.
        static let typeNames = ["token", "certificate", "serviceAccount"]
    }

    private mutating func decodeAuth(_ root: ProfileFields<ProfileKey.Root>) -> (auth: DecodedAuth, unknownMembers: [JSONMember])? {
        guard let typed = requiredObject(root, .auth, expected: "an object with type (\(DecodedAuth.typeNames.joined(separator: " or "))) and its members",
                                         as: ProfileKey.AuthType.self) else { return nil }
        guard let type = requiredString(typed, .type) else { return nil }
        switch type {
        case "token":
            let fields = typed.reading(as: ProfileKey.TokenAuth.self)
            let keyFile = requiredString(fields, .keyFile)
            let keyID = requiredString(fields, .keyID)
            let teamID = requiredString(fields, .teamID)
            guard let keyFile, let keyID, let teamID else { return nil }
            return (.apns(.token(keyFile: keyFile, keyID: keyID, teamID: teamID)), fields.unknownMembers)
        case "certificate":
            return decodeCertificateAuth(typed.reading(as: ProfileKey.CertificateAuth.self))
        case "serviceAccount":
            let fields = typed.reading(as: ProfileKey.ServiceAccountAuth.self)
            guard let file = requiredString(fields, .file) else { return nil }
            return (.serviceAccount(file: file), fields.unknownMembers)
        default:
            report(typed.path(of: .type), "expected one of \(DecodedAuth.typeNames.joined(separator: ", ")), found '\(type)'",
                   at: typed.member(.type)?.knownPosition)
            return nil
        }
    }

    private mutating func decodeCertificateAuth(_ fields: ProfileFields<ProfileKey.CertificateAuth>) -> (auth: DecodedAuth, unknownMembers: [JSONMember])? {
        let file = requiredString(fields, .file)
        let keyFile = optionalString(fields, .keyFile)
        let passphrase = decodePassphrase(fields)
        guard let passphrase, let file else { return nil }
        return (.apns(.certificate(file: file, passphrase: passphrase, keyFile: keyFile)), fields.unknownMembers)
    }

    /// The one passphrase source a certificate auth names (`.none` when it names none); nil after
    /// reporting a bad one, or more than one.
    private mutating func decodePassphrase(_ fields: ProfileFields<ProfileKey.CertificateAuth>) -> CertificatePassphrase? {
        let sources: [ProfileKey.CertificateAuth] = [.passphrase, .passphraseEnv, .passphraseKeyring]
        let given = sources.filter { fields.presentMember($0) != nil }
        if given.count > 1, let second = given.dropFirst().first {
            report(fields.path(of: second), "give one of passphrase, passphraseEnv or passphraseKeyring, found \(given.map(\.rawValue).joined(separator: " and ")) "
                   + "(passphraseEnv and passphraseKeyring keep the secret out of the file)", at: fields.member(second)?.knownPosition)
            return nil
        }
        switch given.first {
        case .passphrase?:
            // An empty passphrase is a real one: Keychain exports a .p12 with "" when none is typed.
            return optionalString(fields, .passphrase, allowEmpty: true).map(CertificatePassphrase.inProfile)
        case .passphraseEnv?:
            guard let name = optionalString(fields, .passphraseEnv) else { return nil }
            guard ProfilePath.isVariableName(name) else {
                report(fields.path(of: .passphraseEnv), "expected an environment variable name like APNS_CERT_PASSPHRASE, found '\(name)'",
                       at: fields.member(.passphraseEnv)?.knownPosition)
                return nil
            }
            return .environment(name)
        case .passphraseKeyring?:
            guard let item = optionalString(fields, .passphraseKeyring) else { return nil }
            if let problem = CertificatePassphrase.keyringItemProblem(item) {
                report(fields.path(of: .passphraseKeyring), problem, at: fields.member(.passphraseKeyring)?.knownPosition)
                return nil
            }
            return .keyring(item)
        default:
            return CertificatePassphrase.none
        }
    }

    /// FCM takes a service account; APNs takes a token or a certificate. The auth, or nil after
    /// reporting that it does not fit (or when the service is not known).
    private mutating func checkAuth(_ auth: DecodedAuth, fits kind: ServiceKind?,
                                    _ root: ProfileFields<ProfileKey.Root>) -> DecodedAuth? {
        switch (kind, auth) {
        case (.fcm?, .apns(let apnsAuth)):
            report(root.path(of: .auth) + ".type", "service fcm needs type serviceAccount, found '\(apnsAuth.typeName)'",
                   at: root.member(.auth)?.knownPosition)
            return nil
        case (.apns?, .serviceAccount):
            report(root.path(of: .auth) + ".type", "type serviceAccount is for service fcm; APNs takes token or certificate",
                   at: root.member(.auth)?.knownPosition)
            return nil
        case (nil, _):
            return nil
        default:
            return auth
        }
    }

    /// On Apple's hosts the host decides the environment: a sandbox token sent to production is
    /// answered BadDeviceToken, and a production push must not pass for a sandbox one.
    private mutating func checkEnvironment(_ environment: APNsEnvironment, follows endpoint: String,
                                           _ root: ProfileFields<ProfileKey.Root>) {
        guard let hostEnvironment = APNsEnvironment(appleHostOf: endpoint), hostEnvironment != environment else { return }
        report(root.path(of: .environment),
               "\(environment.rawValue) contradicts endpoint \(endpoint) (Apple \(hostEnvironment.rawValue))",
               at: root.member(.environment)?.knownPosition)
    }

    private mutating func decodeHTTPS(_ fields: ProfileFields<ProfileKey.Root>, _ key: ProfileKey.Root) -> String? {
        guard let url = optionalString(fields, key) else { return nil }
        guard url.hasPrefix("https://"), url.utf8.count > "https://".utf8.count else {
            report(fields.path(of: key), "expected an https:// URL, found '\(url)'", at: fields.member(key)?.knownPosition)
            return nil
        }
        return url
    }

    private mutating func decodeEndpoint(_ fields: ProfileFields<ProfileKey.Root>) -> String? {
        guard let endpoint = optionalString(fields, .endpoint) else { return nil }
        guard endpoint.hasPrefix("https://"), endpoint.utf8.count > "https://".utf8.count else {
            report(fields.path(of: .endpoint), "expected an https:// URL (APNs speaks HTTP/2 over TLS only), found '\(endpoint)'",
                   at: fields.member(.endpoint)?.knownPosition)
            return nil
        }
        return endpoint
    }

    private mutating func decodeDefaults(_ root: ProfileFields<ProfileKey.Root>) -> ProfileDefaults? {
        guard let member = root.presentMember(.defaults) else { return ProfileDefaults() }
        guard let fields = object(member, path: root.path(of: .defaults), expected: "an object", as: ProfileKey.Defaults.self) else {
            return nil
        }
        var defaults = ProfileDefaults(unknownMembers: fields.unknownMembers)
        defaults.headers.pushType = optionalString(fields, .pushType).map(PushType.init(rawValue:))
        if let (priority, member) = optionalInteger(fields, .priority) {
            if APNsPriority.isValid(priority) {
                defaults.headers.priority = priority
            } else {
                let choices = APNsPriority.valid.map(String.init).joined(separator: ", ")
                report(fields.path(of: .priority), "expected one of \(choices), found \(priority)", at: member.knownPosition)
            }
        }
        if let (expiration, member) = optionalInteger(fields, .expiration) {
            if Expiration.isValid(expiration) {
                defaults.headers.expiration = expiration
            } else {
                report(fields.path(of: .expiration), "expected a UNIX time in seconds or 0, found \(expiration)", at: member.knownPosition)
            }
        }
        if let collapseID = optionalString(fields, .collapseID) {
            if CollapseID.isValid(collapseID) {
                defaults.headers.collapseID = collapseID
            } else {
                report(fields.path(of: .collapseID),
                       "is \(collapseID.utf8.count) bytes long; APNs accepts at most \(CollapseID.maximumByteCount)",
                       at: fields.member(.collapseID)?.knownPosition)
            }
        }
        return defaults
    }

    private mutating func decodeTokens(_ root: ProfileFields<ProfileKey.Root>, service: ServiceKind?) -> [TokenBookEntry]? {
        guard let member = root.presentMember(.tokens) else { return [] }
        let path = root.path(of: .tokens)
        guard case .array(let elements) = member.value else {
            report(path, "expected an array of token objects, found \(Self.describe(member.value))", at: member.knownPosition)
            return nil
        }
        var entries: [TokenBookEntry] = []
        var failed = false
        for (index, element) in elements.enumerated() {
            let elementPath = "\(path)[\(index)]"
            guard case .object(let members) = element else {
                report(elementPath, "expected an object with label and token, found \(Self.describe(element))", at: member.knownPosition)
                failed = true
                continue
            }
            let fields = ProfileFields<ProfileKey.Token>(path: elementPath, members: members,
                                                         anchor: members.first?.knownPosition ?? member.knownPosition)
            if let entry = decodeTokenEntry(fields, service: service) {
                entries.append(entry)
            } else {
                failed = true
            }
        }
        return failed ? nil : entries
    }

    private mutating func decodeTokenEntry(_ fields: ProfileFields<ProfileKey.Token>, service: ServiceKind?) -> TokenBookEntry? {
        checkDuplicates(fields)
        let label = requiredString(fields, .label)
        let kind = fields.presentMember(.kind) == nil ? TokenKind.device : requiredChoice(fields, .kind, of: TokenKind.self)
        let token = decodeBookToken(fields, kind: kind ?? .device)
        let note = optionalString(fields, .note, allowEmpty: true)
        let lastOutcome = optionalString(fields, .lastOutcome)
        let lastSeen = optionalTimestamp(fields, .lastSeen)
        let invalidSince = optionalTimestamp(fields, .invalidSince)
        let environments = decodeEnvironments(fields)
        let notForTopics = decodeNotForTopics(fields)
        guard lastSeen.isValid, invalidSince.isValid, let environments, let notForTopics else { return nil }
        guard let label, let token, let kind else { return nil }
        // A token of the other service could never be sent to, and would be sent the wrong kind of message.
        if let service, (kind == .fcm) != (service == .fcm) {
            let message = service == .fcm ? "an fcm profile holds FCM registration tokens: give kind fcm"
                                           : "kind fcm is only for service fcm"
            report(fields.path(of: .kind), message, at: (fields.member(.kind) ?? fields.member(.token))?.knownPosition)
            return nil
        }
        var entry: TokenBookEntry
        switch token {
        case .device(let device):
            entry = TokenBookEntry(label: label, token: device, kind: kind, note: note, lastOutcome: lastOutcome,
                                   lastSeen: lastSeen.value, invalidSince: invalidSince.value, unknownMembers: fields.unknownMembers)
        case .registration(let registration):
            entry = TokenBookEntry(label: label, registrationToken: registration, note: note, lastOutcome: lastOutcome,
                                   lastSeen: lastSeen.value, invalidSince: invalidSince.value, unknownMembers: fields.unknownMembers)
        }
        entry.environments = environments
        entry.notForTopics = notForTopics
        return entry
    }

    /// A token's `environments`: what sandbox and production last said of it; nil after a problem.
    private mutating func decodeEnvironments(_ fields: ProfileFields<ProfileKey.Token>) -> [APNsEnvironment: EnvironmentAnswer]? {
        guard let member = fields.presentMember(.environments) else { return [:] }
        let expected = "an object with sandbox and production answers"
        guard let environments = object(member, path: fields.path(of: .environments), expected: expected, as: APNsEnvironment.self) else {
            return nil
        }
        var answers: [APNsEnvironment: EnvironmentAnswer] = [:]
        var failed = false
        for unknown in environments.unknownMembers {
            report(environments.path(of: unknown.key), "expected sandbox or production", at: unknown.knownPosition)
            failed = true
        }
        for environment in APNsEnvironment.allCases {
            guard let member = environments.presentMember(environment) else { continue }
            let path = environments.path(of: environment)
            guard let answer = object(member, path: path, expected: "an object with outcome and seen", as: ProfileKey.EnvironmentAnswer.self),
                  let outcome = requiredChoice(answer, .outcome, from: EnvironmentAnswer.telling.sorted()),
                  let seen = requiredTimestamp(answer, .seen) else {
                failed = true
                continue
            }
            answers[environment] = EnvironmentAnswer(outcome: outcome, seen: seen)
        }
        return failed ? nil : answers
    }

    /// A token's `notForTopics`: each topic APNs refused it for, with when; nil after a problem.
    private mutating func decodeNotForTopics(_ fields: ProfileFields<ProfileKey.Token>) -> [String: String]? {
        guard let member = fields.presentMember(.notForTopics) else { return [:] }
        let path = fields.path(of: .notForTopics)
        guard case .object(let members) = member.value else {
            report(path, "expected an object of topics and times, found \(Self.describe(member.value))", at: member.knownPosition)
            return nil
        }
        var topics: [String: String] = [:]
        var failed = false
        for topic in members {
            guard case .string(let seen) = topic.value, ProfileTimestamp.isValid(seen) else {
                report(path + "." + topic.key, "expected a UTC time like 2026-11-02T10:15:00Z, found \(Self.describe(topic.value))",
                       at: topic.knownPosition)
                failed = true
                continue
            }
            topics[topic.key] = seen
        }
        return failed ? nil : topics
    }

    /// A registration token for an `fcm` entry, a hex token for the others.
    private mutating func decodeBookToken(_ fields: ProfileFields<ProfileKey.Token>, kind: TokenKind) -> BookToken? {
        guard let text = requiredString(fields, .token), let member = fields.member(.token) else { return nil }
        let problem: (message: String, column: Int?)
        if kind == .fcm {
            do { return .registration(try RegistrationToken(parsing: text)) } catch { problem = (error.description, error.column) }
        } else {
            do { return .device(try DeviceToken(parsing: text)) } catch { problem = (error.description, error.column) }
        }
        report(fields.path(of: .token), problem.message, at: tokenErrorPosition(column: problem.column, member: member))
        return nil
    }

    /// The bad character itself when the source allows pointing at it, else the value, else the key.
    private func tokenErrorPosition(column: Int?, member: JSONMember) -> TextPosition? {
        guard let key = member.knownPosition else { return nil }
        guard let value = locator.valueStart(forKeyAt: key) else { return key }
        if let column {
            return locator.position(inStringAt: value, scalarColumn: column) ?? value
        }
        return value
    }

    // MARK: - Members

    private mutating func requiredObject<Parent, Child>(
        _ parent: ProfileFields<Parent>, _ key: Parent, expected: String, as _: Child.Type
    ) -> ProfileFields<Child>? {
        guard let member = requiredMember(parent, key, expected: expected) else { return nil }
        return object(member, path: parent.path(of: key), expected: expected, as: Child.self)
    }

    private mutating func object<Child>(_ member: JSONMember, path: String, expected: String, as _: Child.Type) -> ProfileFields<Child>? {
        guard case .object(let members) = member.value else {
            report(path, "expected \(expected), found \(Self.describe(member.value))", at: member.knownPosition)
            return nil
        }
        let fields = ProfileFields<Child>(path: path, members: members, anchor: member.knownPosition)
        checkDuplicates(fields)
        return fields
    }

    private mutating func requiredMember<Key>(_ fields: ProfileFields<Key>, _ key: Key, expected: String) -> JSONMember? {
        if let member = fields.member(key) { return member }
        var message = "is missing; expected \(expected)"
        if let near = fields.members.first(where: { $0.key.lowercased() == key.rawValue.lowercased() }) {
            message += " (found '\(near.key)': names are case-sensitive)"
        }
        report(fields.path(of: key), message, at: fields.anchor)
        return nil
    }

    private mutating func requiredString<Key>(_ fields: ProfileFields<Key>, _ key: Key) -> String? {
        guard let member = requiredMember(fields, key, expected: "a string") else { return nil }
        return string(member, path: fields.path(of: key), allowEmpty: false)
    }

    private mutating func optionalString<Key>(_ fields: ProfileFields<Key>, _ key: Key, allowEmpty: Bool = false) -> String? {
        guard let member = fields.presentMember(key) else { return nil }
        return string(member, path: fields.path(of: key), allowEmpty: allowEmpty)
    }

    /// A token-book time (``ProfileTimestamp``), if present; not valid when present in another form.
    private mutating func optionalTimestamp<Key>(_ fields: ProfileFields<Key>, _ key: Key) -> (value: String?, isValid: Bool) {
        guard let text = optionalString(fields, key) else { return (nil, true) }
        return timestamp(text, fields, key).map { ($0, true) } ?? (nil, false)
    }

    /// A token-book time that must be there.
    private mutating func requiredTimestamp<Key>(_ fields: ProfileFields<Key>, _ key: Key) -> String? {
        requiredString(fields, key).flatMap { timestamp($0, fields, key) }
    }

    private mutating func timestamp<Key>(_ text: String, _ fields: ProfileFields<Key>, _ key: Key) -> String? {
        guard ProfileTimestamp.isValid(text) else {
            report(fields.path(of: key), "expected a UTC time like 2026-11-02T10:15:00Z, found '\(text)'",
                   at: fields.member(key)?.knownPosition)
            return nil
        }
        return text
    }

    private mutating func string(_ member: JSONMember, path: String, allowEmpty: Bool) -> String? {
        guard case .string(let text) = member.value, allowEmpty || !text.isEmpty else {
            report(path, "expected a \(allowEmpty ? "" : "non-empty ")string, found \(Self.describe(member.value))", at: member.knownPosition)
            return nil
        }
        return text
    }

    private mutating func requiredChoice<Key, Choice: RawRepresentable & CaseIterable>(
        _ fields: ProfileFields<Key>, _ key: Key, of _: Choice.Type
    ) -> Choice? where Choice.RawValue == String {
        requiredChoice(fields, key, from: Choice.allCases.map(\.rawValue)).flatMap(Choice.init(rawValue:))
    }

    private mutating func requiredChoice<Key>(_ fields: ProfileFields<Key>, _ key: Key, from choices: [String]) -> String? {
        let list = choices.joined(separator: ", ")
        guard let member = requiredMember(fields, key, expected: "one of \(list)") else { return nil }
        if case .string(let text) = member.value, choices.contains(text) { return text }
        report(fields.path(of: key), "expected one of \(list), found \(Self.describe(member.value))", at: member.knownPosition)
        return nil
    }

    private mutating func optionalInteger<Key>(_ fields: ProfileFields<Key>, _ key: Key) -> (Int, JSONMember)? {
        guard let member = fields.presentMember(key) else { return nil }
        guard case .number(let number) = member.value, let value = number.integerValue else {
            report(fields.path(of: key), "expected an integer, found \(Self.describe(member.value))", at: member.knownPosition)
            return nil
        }
        return (value, member)
    }

    private mutating func checkDuplicates<Key>(_ fields: ProfileFields<Key>) {
        var seen: Set<String> = []
        for member in fields.members where !seen.insert(member.key).inserted {
            report(fields.path(of: member.key), "appears more than once; keep one, JSON readers disagree on which wins",
                   at: member.knownPosition)
        }
    }

    private mutating func report(_ field: String, _ message: String, at position: TextPosition?) {
        problems.append(ProfileProblem(file: file, field: field, message: message, position: position))
    }

    /// A found value for messages: strings quoted and cut short, containers by kind.
    static func describe(_ value: JSONValue) -> String {
        switch value {
        case .string(let text):
            let limit = 40
            return text.count > limit ? "'\(text.prefix(limit))…'" : "'\(text)'"
        case .number(let number): return number.literal
        case .bool(let flag): return flag ? "true" : "false"
        case .null: return "null"
        case .object: return "an object"
        case .array: return "an array"
        }
    }
}
