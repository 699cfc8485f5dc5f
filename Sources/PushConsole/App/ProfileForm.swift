import Foundation
import PushCore

/// The form for adding or editing a profile, validated as it is filled in.
public struct ProfileForm: Sendable, Equatable {
    public static let labels = ["name", "environment", "topic (bundle ID)", "key file (.p8)", "key ID", "team ID",
                                "endpoint (optional)", "CA file (optional)"]
    public var inputs: [LineInput]
    public var field = 0
    /// The file being edited, or nil for a new profile.
    public var file: String?
    /// The profile being edited: its token book, defaults and unknown members are kept.
    var original: Profile?

    /// A form for `profile` in `file`, or an empty one for a new profile.
    init(profile: Profile?, file: String?) {
        original = profile
        self.file = file
        var keyFile = "", keyID = "", teamID = ""
        if case .token(let file, let id, let team)? = profile?.auth {
            keyFile = file
            keyID = id
            teamID = team
        }
        inputs = [
            LineInput(profile?.name ?? ""), LineInput(profile?.environment.rawValue ?? APNsEnvironment.sandbox.rawValue),
            LineInput(profile?.topic ?? ""), LineInput(keyFile), LineInput(keyID), LineInput(teamID),
            LineInput(profile?.endpoint ?? ""), LineInput(profile?.caFile ?? ""),
        ]
    }

    /// The profile the form describes, or every problem with it.
    func validated() -> Result<Profile, FieldProblem> {
        let values = inputs.map { $0.text.trimmingCharacters(in: .whitespaces) }
        var problems: [String] = []
        if values[0].isEmpty { problems.append("name is empty") }
        let environment = APNsEnvironment(rawValue: values[1])
        if environment == nil { problems.append("environment must be sandbox or production") }
        if values[2].isEmpty { problems.append("topic is empty (the app's bundle ID)") }
        if values[3].isEmpty { problems.append("key file is empty (the .p8 from Apple's developer site)") }
        for (index, name) in [(4, "key ID"), (5, "team ID")] where values[index].count != 10 {
            problems.append("\(name) has \(values[index].count) characters; Apple's have 10")
        }
        if !values[6].isEmpty, !values[6].lowercased().hasPrefix("https://") { problems.append("endpoint must start with https://") }
        if !values[7].isEmpty, values[6].isEmpty { problems.append("a CA file needs an endpoint (Apple's hosts use the system's roots)") }
        guard problems.isEmpty, let environment else { return .failure(FieldProblem(problems.joined(separator: "; "))) }
        var profile = original ?? Profile(name: values[0], environment: environment, topic: values[2],
                                          auth: .token(keyFile: values[3], keyID: values[4], teamID: values[5]))
        profile.name = values[0]
        profile.environment = environment
        profile.topic = values[2]
        profile.auth = .token(keyFile: values[3], keyID: values[4], teamID: values[5])
        profile.endpoint = values[6].isEmpty ? nil : values[6]
        profile.caFile = values[7].isEmpty ? nil : values[7]
        return .success(profile)
    }
}
