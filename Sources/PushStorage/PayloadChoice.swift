import PushCore

/// One entry of the payload picker: a built-in template or a payload saved for the profile.
public enum PayloadChoice: Sendable {
    /// A template that ships with pushtui.
    case builtIn(PayloadTemplate)
    /// A payload the user saved.
    case saved(SavedPayload)

    /// The name shown and looked up.
    public var name: String {
        switch self {
        case .builtIn(let template): return template.name
        case .saved(let saved): return saved.name
        }
    }

    /// Built-in APNs templates first (in menu order), then the profile's saved payloads by name.
    /// Without a profile only the built-in templates are listed.
    public static func all(profile: String?, library: any PayloadLibrary) throws(PayloadLibraryError) -> [PayloadChoice] {
        let saved = try profile.map { (key: String) throws(PayloadLibraryError) in try library.list(profile: key) } ?? []
        return PayloadTemplate.apns.map(PayloadChoice.builtIn) + saved.map(PayloadChoice.saved)
    }

    /// The choice called `name`: a saved payload wins over a built-in template of the same name
    /// (saving refuses built-in names, so this only matters for templates added later); built-in
    /// names match case-insensitively.
    public static func find(_ name: String, profile: String?, library: any PayloadLibrary) throws(PayloadLibraryError) -> PayloadChoice {
        if let profile, let saved = try library.list(profile: profile).first(where: { $0.name == name }) {
            return .saved(saved)
        }
        if let template = PayloadTemplate.apns.first(where: { $0.name.lowercased() == name.lowercased() }) {
            return .builtIn(template)
        }
        throw .notFound(name)
    }
}
