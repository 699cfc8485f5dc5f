import Foundation
import PushCore

/// The form for adding or editing a profile of any kind — APNs token (`.p8`), APNs certificate
/// (`.p12`, `.pem`, `.pem` + key) or FCM service account — validated as it is filled in: the
/// runner reads the files as their paths are typed (``keyFileCheck``, ``certificateCheck``,
/// ``serviceAccountCheck``), the Key ID defaults from an `AuthKey_XXXXXXXXXX.p8` file name, and
/// the kind, the environment and the passphrase's source are choices, not text. An iOS Simulator
/// profile picks its device among the booted ones the runner lists (``simulatorDevices``).
public struct ProfileForm: Sendable, Equatable {
    /// The form's fields; which ones a form has depends on its kind (``fields``).
    public enum Field: Sendable, CaseIterable {
        case kind, name, environment, topic, keyFile, keyID, teamID
        case certificateFile, certificateKey, passphraseSource, passphrase
        case serviceAccount, project
        case device
        case endpoint, tokenEndpoint, caFile
    }

    /// What the form makes; chosen when adding, fixed when editing.
    public var kind: ProfileKind
    /// The profile's name, as typed.
    public var name: LineInput
    /// Sandbox or production: chosen with ←→, never typed.
    public var environment: APNsEnvironment
    /// The app's bundle ID (optional for a certificate, whose bundle ID it defaults to).
    public var topic: LineInput
    /// The `.p8` key's path, as the profile will spell it (relative to the profile's directory, `~`, `$NAME`).
    public var keyFile: LineInput
    /// The key's 10-character Key ID.
    public var keyID: LineInput
    /// The 10-character Team ID.
    public var teamID: LineInput
    /// The certificate's `.p12` or `.pem`.
    public var certificateFile: LineInput
    /// A separate PEM key for a certificate file without one (optional).
    public var certificateKey: LineInput
    /// Where the certificate's passphrase comes from.
    public var passphraseSource: PassphraseSource
    /// The variable's name, the keyring item's name, or the typed passphrase (shown masked).
    public var passphrase: LineInput
    /// The service-account JSON file.
    public var serviceAccount: LineInput
    /// The Firebase project; empty takes the service account's `project_id`.
    public var project: LineInput
    /// An endpoint instead of Apple's or Google's host (the simulator), optional.
    public var endpoint: LineInput
    /// An FCM token endpoint instead of the service account's `token_uri`, optional.
    public var tokenEndpoint: LineInput
    /// The CA file that endpoint's certificate chains to, optional.
    public var caFile: LineInput
    /// The iOS Simulator device: `booted` or a UDID, and its name when picked from the list.
    public var simulatorDevice: SimulatorChoice
    /// The booted Simulators the runner listed for the device choice, once it answered.
    public var simulatorDevices: SimulatorDeviceListing?
    /// The field that has the keys.
    public var field: Field
    /// The file being edited, or nil for a new profile.
    public var file: String?
    /// What the runner found when it read the `.p8`: for the path typed now, or an earlier one.
    public var keyFileCheck: KeyFileCheck?
    /// What the runner found when it opened the certificate: for the input now, or an earlier one.
    public var certificateCheck: CertificateCheck?
    /// What the runner found when it read the service account: for the path typed now, or an earlier one.
    public var serviceAccountCheck: ServiceAccountCheck?
    /// Whether the keyring can keep a typed passphrase, once the runner answered.
    public var keyringReach: KeyringReach?
    /// The keyring item a save is waiting on (a typed passphrase being stored), if any.
    public var storingItem: String?
    /// Why the typed passphrase could not be stored in the keyring, if that failed.
    public var keyringProblem: String?
    /// The profile being edited: its token book, defaults and unknown members are kept.
    var original: Profile?

    /// A form for `profile` in `file`, or an empty one for a new profile (focused on its kind).
    init(profile: Profile?, file: String?) {
        original = profile
        self.file = file
        kind = profile.map(ProfileKind.init) ?? .apnsToken
        field = profile == nil ? .kind : .name
        var keyFile = "", keyID = "", teamID = "", certificateFile = "", certificateKey = "", passphrase = ""
        var source = PassphraseSource.none
        switch profile?.apns?.auth {
        case .token(let file, let id, let team)?:
            (keyFile, keyID, teamID) = (file, id, team)
        case .certificate(let file, let given, let key)?:
            (certificateFile, certificateKey) = (file, key ?? "")
            switch given {
            case .none: source = .none
            case .environment(let name): (source, passphrase) = (.environment, name)
            case .keyring(let item): (source, passphrase) = (.keyring, item)
            // A passphrase written in the file: saving moves it into the keyring.
            case .inProfile(let value): (source, passphrase) = (.typed, value)
            }
        case nil:
            break
        }
        name = LineInput(profile?.name ?? "")
        environment = profile?.apns?.environment ?? .sandbox
        topic = LineInput(profile?.apns?.topic ?? profile?.simulator?.bundleID ?? "")
        self.keyFile = LineInput(keyFile)
        self.keyID = LineInput(keyID)
        self.teamID = LineInput(teamID)
        self.certificateFile = LineInput(certificateFile)
        self.certificateKey = LineInput(certificateKey)
        passphraseSource = source
        self.passphrase = LineInput(passphrase)
        serviceAccount = LineInput(profile?.fcm?.serviceAccountFile ?? "")
        project = LineInput(profile?.fcm?.project ?? "")
        endpoint = LineInput(profile?.endpoint ?? "")
        tokenEndpoint = LineInput(profile?.fcm?.tokenEndpoint ?? "")
        caFile = LineInput(profile?.caFile ?? "")
        simulatorDevice = profile?.simulator.map { SimulatorChoice(device: $0.device, name: $0.deviceName) } ?? .booted
    }

    /// The fields of this form, in Tab order: the kind only when adding, the passphrase only when it has a source.
    public var fields: [Field] {
        let head: [Field] = file == nil && original == nil ? [.kind, .name] : [.name]
        switch kind {
        case .apnsToken:
            return head + [.environment, .topic, .keyFile, .keyID, .teamID, .endpoint, .caFile]
        case .apnsCertificate:
            return head + [.environment, .topic, .certificateFile, .certificateKey, .passphraseSource]
                + (passphraseSource == .none ? [] : [.passphrase]) + [.endpoint, .caFile]
        case .fcm:
            return head + [.serviceAccount, .project, .endpoint, .tokenEndpoint, .caFile]
        case .iosSimulator:
            return head + [.topic, .device]
        }
    }

    /// The label shown left of `field`.
    func label(_ field: Field) -> String {
        switch field {
        case .kind: return "kind"
        case .name: return "name"
        case .environment: return "environment"
        case .topic: return kind == .apnsCertificate ? "topic (optional)" : "topic (bundle ID)"
        case .keyFile: return "key file (.p8)"
        case .keyID: return "key ID"
        case .teamID: return "team ID"
        case .certificateFile: return "certificate file"
        case .certificateKey: return "key file (optional)"
        case .passphraseSource: return "passphrase from"
        case .passphrase: return passphraseSource.fieldLabel
        case .serviceAccount: return "service account"
        case .project: return "project (optional)"
        case .endpoint: return "endpoint (optional)"
        case .tokenEndpoint: return "token URL (optional)"
        case .caFile: return "CA file (optional)"
        case .device: return "device"
        }
    }

    /// The text field `field`, or nil for a choice.
    subscript(input field: Field) -> LineInput? {
        get {
            switch field {
            case .kind, .environment, .passphraseSource, .device: return nil
            case .name: return name
            case .topic: return topic
            case .keyFile: return keyFile
            case .keyID: return keyID
            case .teamID: return teamID
            case .certificateFile: return certificateFile
            case .certificateKey: return certificateKey
            case .passphrase: return passphrase
            case .serviceAccount: return serviceAccount
            case .project: return project
            case .endpoint: return endpoint
            case .tokenEndpoint: return tokenEndpoint
            case .caFile: return caFile
            }
        }
        set {
            guard let newValue else { return }
            switch field {
            case .kind, .environment, .passphraseSource, .device: break
            case .name: name = newValue
            case .topic: topic = newValue
            case .keyFile: keyFile = newValue
            case .keyID: keyID = newValue
            case .teamID: teamID = newValue
            case .certificateFile: certificateFile = newValue
            case .certificateKey: certificateKey = newValue
            case .passphrase: passphrase = newValue
            case .serviceAccount: serviceAccount = newValue
            case .project: project = newValue
            case .endpoint: endpoint = newValue
            case .tokenEndpoint: tokenEndpoint = newValue
            case .caFile: caFile = newValue
            }
        }
    }

    /// The value a choice field shows, or nil for a text field.
    func choice(_ field: Field) -> String? {
        switch field {
        case .kind: return kind.name
        case .environment: return environment.rawValue
        case .passphraseSource: return passphraseSource.name
        case .device: return simulatorDevice.title
        default: return nil
        }
    }

    /// Moves the choice under the cursor to its next (or previous) value; false on a text field.
    mutating func stepChoice(forward: Bool) -> Bool {
        func stepped<Value: Equatable>(_ value: Value, in all: [Value]) -> Value {
            guard let index = all.firstIndex(of: value) else { return value }
            return all[(index + (forward ? 1 : all.count - 1)) % all.count]
        }
        switch field {
        case .kind: kind = stepped(kind, in: ProfileKind.allCases)
        case .environment: environment = stepped(environment, in: APNsEnvironment.allCases)
        case .passphraseSource:
            passphraseSource = stepped(passphraseSource, in: PassphraseSource.allCases)
            // A typed passphrase is not a variable's name: the field starts empty for each source.
            passphrase = LineInput("")
            keyringProblem = nil
        case .device: simulatorDevice = stepped(simulatorDevice, in: SimulatorChoice.options(listed: simulatorDevices, keeping: simulatorDevice))
        default: return false
        }
        return true
    }

    private static func trimmed(_ input: LineInput) -> String { input.text.trimmingCharacters(in: .whitespaces) }

    /// The key file's path as typed.
    var keyFilePath: String { Self.trimmed(keyFile) }

    /// The service-account file's path as typed.
    var serviceAccountPath: String { Self.trimmed(serviceAccount) }

    /// The keyring item a typed passphrase is stored under: the profile's name.
    var keyringItem: String { Self.trimmed(name) }

    /// How the profile will name its passphrase: a typed one by the keyring item it is saved to.
    var savedPassphrase: CertificatePassphrase {
        let value = Self.trimmed(passphrase)
        switch passphraseSource {
        case .none: return .none
        case .environment: return .environment(value)
        case .keyring: return .keyring(value)
        case .typed: return .keyring(keyringItem)
        }
    }

    /// What the runner is asked to open for a certificate form; nil without a certificate file.
    var certificateRequest: CertificateCheckRequest? {
        let file = Self.trimmed(certificateFile), key = Self.trimmed(certificateKey)
        guard kind == .apnsCertificate, !file.isEmpty else { return nil }
        let passphrase: CertificatePassphrase = passphraseSource == .typed ? .inProfile(passphrase.text) : savedPassphrase
        return CertificateCheckRequest(file: file, keyFile: key.isEmpty ? nil : key, passphrase: passphrase)
    }

    /// The runner's answer about the certificate typed now, if it came.
    var currentCertificateCheck: CertificateCheck? {
        guard let check = certificateCheck, check.request == certificateRequest else { return nil }
        return check
    }

    /// After the key file's path changed from `previousPath`: a Key ID that was empty or came from
    /// the previous file's name follows the new name.
    mutating func keyFileChanged(from previousPath: String) {
        let typed = keyID.text.trimmingCharacters(in: .whitespaces)
        guard typed.isEmpty || typed == Self.keyID(inFileName: previousPath) else { return }
        keyID = LineInput(Self.keyID(inFileName: keyFilePath) ?? "")
    }

    /// `XXXXXXXXXX` from a path ending in `AuthKey_XXXXXXXXXX.p8`, the name Apple gives the file.
    static func keyID(inFileName path: String) -> String? {
        let name = (path as NSString).lastPathComponent
        guard name.hasPrefix("AuthKey_"), name.hasSuffix(".p8") else { return nil }
        let id = name.dropFirst("AuthKey_".count).dropLast(".p8".count)
        guard id.count == 10, id.allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber) }) else { return nil }
        return String(id)
    }

    /// Every problem with the form, one phrase each.
    var problems: [String] {
        if case .failure(let problems) = validated() { return problems.messages }
        return []
    }

    /// What the runner found that is right, and what Enter will do: shown under the fields.
    var findings: [String] {
        switch kind {
        case .apnsToken:
            guard let check = keyFileCheck, check.path == keyFilePath, check.problem == nil else { return [] }
            return ["✓ .p8 key read from \(check.path)"]
        case .apnsCertificate:
            var lines: [String] = []
            if let summary = currentCertificateCheck?.summary {
                let fits = ProviderCertificateRule.problem(certificateEnvironments: summary.environments, environment: environment) == nil
                lines.append((fits ? "✓ " : "  ") + summary.line)
                lines.append("✓ topics: " + (summary.topics.isEmpty ? "none" : summary.topics.joined(separator: ", ")))
            }
            if passphraseSource == .typed, !keyringItem.isEmpty, keyringProblem == nil, keyringReach == .reachable {
                lines.append("Enter stores the passphrase in the system keyring as '\(keyringItem)'; the file names the item, never the passphrase")
            }
            return lines
        case .fcm:
            guard let check = serviceAccountCheck, check.path == serviceAccountPath, check.problem == nil else { return [] }
            let project = Self.trimmed(self.project)
            return ["✓ service account \(check.clientEmail ?? "")"
                    + (project.isEmpty ? " · project \(check.projectID ?? "") (from the file)" : "")]
        case .iosSimulator:
            return [SimulatorChoice.finding(simulatorDevices)]
        }
    }

    /// The profile the form describes, or every problem with it.
    func validated() -> Result<Profile, ProfileFormProblems> {
        let name = Self.trimmed(name)
        var problems: [String] = []
        if name.isEmpty { problems.append("name is empty") }
        let service: ProfileService
        switch kind {
        case .apnsToken: service = tokenService(problems: &problems)
        case .apnsCertificate: service = certificateService(problems: &problems)
        case .fcm: service = fcmService(problems: &problems)
        case .iosSimulator: service = simulatorService(problems: &problems)
        }
        let endpoint = Self.trimmed(endpoint), caFile = Self.trimmed(caFile), tokenEndpoint = Self.trimmed(tokenEndpoint)
        // An iOS Simulator has no host: what was typed for another kind is neither checked nor kept.
        let hasHost = kind != .iosSimulator
        if hasHost {
            if !endpoint.isEmpty, !endpoint.lowercased().hasPrefix("https://") { problems.append("endpoint must start with https://") }
            if let hostEnvironment = APNsEnvironment(appleHostOf: endpoint), kind != .fcm, hostEnvironment != environment {
                problems.append("environment \(environment.rawValue) contradicts the endpoint, Apple's \(hostEnvironment.rawValue) host")
            }
            if !caFile.isEmpty, endpoint.isEmpty, tokenEndpoint.isEmpty || kind != .fcm {
                problems.append("a CA file needs an endpoint (Apple's and Google's hosts use the system's roots)")
            }
        }
        guard problems.isEmpty else { return .failure(ProfileFormProblems(messages: problems)) }
        var profile = original ?? Profile(name: name, service: service)
        profile.name = name
        profile.service = service
        profile.endpoint = endpoint.isEmpty || !hasHost ? nil : endpoint
        profile.caFile = caFile.isEmpty || !hasHost ? nil : caFile
        return .success(profile)
    }

    private func simulatorService(problems: inout [String]) -> ProfileService {
        let topic = Self.trimmed(topic)
        if topic.isEmpty { problems.append("topic is empty (the app's bundle ID)") }
        if let problem = SimulatorSettings.deviceProblem(simulatorDevice.device) { problems.append("device: \(problem)") }
        return .iosSimulator(SimulatorSettings(device: simulatorDevice.device, deviceName: simulatorDevice.name, bundleID: topic))
    }

    private func tokenService(problems: inout [String]) -> ProfileService {
        let (topic, keyID, teamID) = (Self.trimmed(topic), Self.trimmed(keyID), Self.trimmed(teamID))
        if topic.isEmpty { problems.append("topic is empty (the app's bundle ID)") }
        if keyFilePath.isEmpty {
            problems.append("key file is empty (the .p8 from Apple's developer site)")
        } else if let check = keyFileCheck, check.path == keyFilePath {
            // The runner's message names the file and what is wrong with it.
            if let problem = check.problem { problems.append(problem) }
        } else {
            problems.append("key file \(keyFilePath): checking…")
        }
        for (value, field) in [(keyID, "key ID"), (teamID, "team ID")] where value.count != 10 {
            problems.append("\(field) has \(value.count) characters (Apple's have 10)")
        }
        if let named = Self.keyID(inFileName: keyFilePath), keyID.count == 10, named != keyID {
            problems.append("key ID \(keyID) contradicts the key file's name (AuthKey_\(named).p8)")
        }
        return .apns(APNsSettings(environment: environment, topic: topic, auth: .token(keyFile: keyFilePath, keyID: keyID, teamID: teamID)))
    }

    private func certificateService(problems: inout [String]) -> ProfileService {
        let topic = Self.trimmed(topic), given = Self.trimmed(passphrase), key = Self.trimmed(certificateKey)
        switch passphraseSource {
        case .none: break
        case .environment:
            if given.isEmpty {
                problems.append("variable name is empty (the environment variable that holds the passphrase)")
            } else if !given.allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "_") }) {
                problems.append("variable name \(given) holds a character other than letters, digits and _")
            }
        case .keyring:
            if let problem = CertificatePassphrase.keyringItemProblem(given) { problems.append(problem) }
        case .typed:
            if passphrase.text.isEmpty { problems.append("passphrase is empty (or choose none)") }
            switch keyringReach {
            case nil:
                problems.append("system keyring: checking that it can keep the passphrase…")
            case .unreachable(let reason)?:
                problems.append("the system keyring cannot keep the passphrase (\(reason)); choose 'environment variable' "
                                + "and export the passphrase there instead")
            case .reachable?:
                break
            }
            if let problem = CertificatePassphrase.keyringItemProblem(keyringItem), !keyringItem.isEmpty {
                problems.append("the profile's name cannot name its keyring item: \(problem)")
            }
        }
        if let request = certificateRequest {
            if let check = currentCertificateCheck {
                if let problem = check.problem { problems.append(problem) }
                if let summary = check.summary {
                    if let problem = ProviderCertificateRule.problem(certificateEnvironments: summary.environments, environment: environment) {
                        problems.append(problem)
                    }
                    if !topic.isEmpty, !summary.topics.isEmpty, !summary.topics.contains(topic) {
                        problems.append("topic \(topic) is not among the certificate's topics")
                    }
                    if topic.isEmpty, summary.defaultTopic == nil {
                        problems.append("topic is empty and the certificate names no bundle ID: type the app's bundle ID")
                    }
                }
            } else {
                problems.append("certificate \(request.file): checking…")
            }
        } else {
            problems.append("certificate file is empty (the .p12 or .pem of the provider certificate)")
        }
        return .apns(APNsSettings(environment: environment, topic: topic,
                                  auth: .certificate(file: Self.trimmed(certificateFile), passphrase: savedPassphrase,
                                                     keyFile: key.isEmpty ? nil : key)))
    }

    private func fcmService(problems: inout [String]) -> ProfileService {
        let project = Self.trimmed(project), tokenEndpoint = Self.trimmed(tokenEndpoint)
        if serviceAccountPath.isEmpty {
            problems.append("service account is empty (the JSON file from the Firebase console)")
        } else if let check = serviceAccountCheck, check.path == serviceAccountPath {
            if let problem = check.problem {
                problems.append(problem)
            } else if project.isEmpty, check.projectID?.isEmpty ?? true {
                problems.append("project is empty and the service account has no project_id")
            }
        } else {
            problems.append("service account \(serviceAccountPath): checking…")
        }
        if !tokenEndpoint.isEmpty, !tokenEndpoint.lowercased().hasPrefix("https://") { problems.append("token URL must start with https://") }
        return .fcm(FCMSettings(serviceAccountFile: serviceAccountPath, project: project.isEmpty ? nil : project,
                                tokenEndpoint: tokenEndpoint.isEmpty ? nil : tokenEndpoint))
    }
}

/// Why a profile form cannot be saved yet: every problem, one phrase each, in field order.
struct ProfileFormProblems: Error, Sendable, Equatable {
    var messages: [String]
}

/// What reading a form's key file found: nothing wrong (`problem` nil), or why it cannot be used.
public struct KeyFileCheck: Sendable, Equatable {
    /// The path as typed in the form.
    public var path: String
    /// Why the key cannot be used, naming the file; nil when it reads as a `.p8` key.
    public var problem: String?

    /// The verdict on the key file at `path`.
    public init(path: String, problem: String?) {
        self.path = path
        self.problem = problem
    }
}
