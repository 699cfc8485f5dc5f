import Foundation
import PushCore

/// The form for adding or editing a token (`.p8`) profile, validated as it is filled in: the key
/// file is read by the runner as its path is typed (``keyFileCheck``), the Key ID defaults from an
/// `AuthKey_XXXXXXXXXX.p8` file name, and the environment is a choice, not text.
public struct ProfileForm: Sendable, Equatable {
    /// The form's fields, in Tab order.
    public enum Field: Sendable, CaseIterable {
        case name, environment, topic, keyFile, keyID, teamID, endpoint, caFile

        /// The label shown left of the field.
        var label: String {
            switch self {
            case .name: return "name"
            case .environment: return "environment"
            case .topic: return "topic (bundle ID)"
            case .keyFile: return "key file (.p8)"
            case .keyID: return "key ID"
            case .teamID: return "team ID"
            case .endpoint: return "endpoint (optional)"
            case .caFile: return "CA file (optional)"
            }
        }
    }

    /// The profile's name, as typed.
    public var name: LineInput
    /// Sandbox or production: chosen with ←→, never typed.
    public var environment: APNsEnvironment
    /// The app's bundle ID.
    public var topic: LineInput
    /// The `.p8` key's path, as the profile will spell it (relative to the profile's directory, `~`, `$NAME`).
    public var keyFile: LineInput
    /// The key's 10-character Key ID.
    public var keyID: LineInput
    /// The 10-character Team ID.
    public var teamID: LineInput
    /// An endpoint instead of Apple's host (the simulator), optional.
    public var endpoint: LineInput
    /// The CA file that endpoint's certificate chains to, optional.
    public var caFile: LineInput
    /// The field that has the keys.
    public var field = Field.name
    /// The file being edited, or nil for a new profile.
    public var file: String?
    /// What the runner found when it read the key file: for the path typed now, or an earlier one.
    public var keyFileCheck: KeyFileCheck?
    /// The profile being edited: its token book, defaults and unknown members are kept.
    var original: Profile?

    /// A form for `profile` in `file`, or an empty one for a new profile.
    init(profile: Profile?, file: String?) {
        original = profile
        self.file = file
        var keyFile = "", keyID = "", teamID = ""
        if case .token(let file, let id, let team)? = profile?.apns?.auth {
            keyFile = file
            keyID = id
            teamID = team
        }
        name = LineInput(profile?.name ?? "")
        environment = profile?.apns?.environment ?? .sandbox
        topic = LineInput(profile?.apns?.topic ?? "")
        self.keyFile = LineInput(keyFile)
        self.keyID = LineInput(keyID)
        self.teamID = LineInput(teamID)
        endpoint = LineInput(profile?.endpoint ?? "")
        caFile = LineInput(profile?.caFile ?? "")
    }

    /// The text field `field`, or nil for the environment choice.
    subscript(input field: Field) -> LineInput? {
        get {
            switch field {
            case .name: return name
            case .environment: return nil
            case .topic: return topic
            case .keyFile: return keyFile
            case .keyID: return keyID
            case .teamID: return teamID
            case .endpoint: return endpoint
            case .caFile: return caFile
            }
        }
        set {
            guard let newValue else { return }
            switch field {
            case .name: name = newValue
            case .environment: break
            case .topic: topic = newValue
            case .keyFile: keyFile = newValue
            case .keyID: keyID = newValue
            case .teamID: teamID = newValue
            case .endpoint: endpoint = newValue
            case .caFile: caFile = newValue
            }
        }
    }

    /// The key file's path as typed.
    var keyFilePath: String { keyFile.text.trimmingCharacters(in: .whitespaces) }

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

    /// The profile the form describes, or every problem with it.
    func validated() -> Result<Profile, ProfileFormProblems> {
        let trimmed = { (input: LineInput) in input.text.trimmingCharacters(in: .whitespaces) }
        let (name, topic, keyFile, keyID, teamID, endpoint, caFile) =
            (trimmed(name), trimmed(topic), keyFilePath, trimmed(keyID), trimmed(teamID), trimmed(endpoint), trimmed(caFile))
        var problems: [String] = []
        if name.isEmpty { problems.append("name is empty") }
        if topic.isEmpty { problems.append("topic is empty (the app's bundle ID)") }
        if keyFile.isEmpty {
            problems.append("key file is empty (the .p8 from Apple's developer site)")
        } else if let check = keyFileCheck, check.path == keyFile {
            // The runner's message names the file and what is wrong with it.
            if let problem = check.problem { problems.append(problem) }
        } else {
            problems.append("key file \(keyFile): checking…")
        }
        for (value, field) in [(keyID, "key ID"), (teamID, "team ID")] where value.count != 10 {
            problems.append("\(field) has \(value.count) characters (Apple's have 10)")
        }
        if let named = Self.keyID(inFileName: keyFile), keyID.count == 10, named != keyID {
            problems.append("key ID \(keyID) contradicts the key file's name (AuthKey_\(named).p8)")
        }
        if !endpoint.isEmpty, !endpoint.lowercased().hasPrefix("https://") { problems.append("endpoint must start with https://") }
        if let hostEnvironment = APNsEnvironment(appleHostOf: endpoint), hostEnvironment != environment {
            problems.append("environment \(environment.rawValue) contradicts the endpoint, Apple's \(hostEnvironment.rawValue) host")
        }
        if !caFile.isEmpty, endpoint.isEmpty { problems.append("a CA file needs an endpoint (Apple's hosts use the system's roots)") }
        guard problems.isEmpty else { return .failure(ProfileFormProblems(messages: problems)) }
        let service = ProfileService.apns(APNsSettings(environment: environment, topic: topic,
                                                       auth: .token(keyFile: keyFile, keyID: keyID, teamID: teamID)))
        var profile = original ?? Profile(name: name, service: service)
        profile.name = name
        profile.service = service
        profile.endpoint = endpoint.isEmpty ? nil : endpoint
        profile.caFile = caFile.isEmpty ? nil : caFile
        return .success(profile)
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
