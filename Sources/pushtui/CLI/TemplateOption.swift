import PushCommandLine
import PushCore
import PushDelivery
import PushStorage

/// `--template NAME`: a built-in template or a payload saved for the profile, with its header
/// fields. Precedence: flags, then the saved payload's fields, then the profile's defaults.
enum TemplateOption {
    static let option = OptionSpec.value("template", "NAME",
                                         "send a built-in template or a payload saved with 'pushtui library save' (instead of --payload)")

    /// The payload of `--template` with its fields laid over `target`; nil without `--template`.
    static func apply(_ arguments: ParsedArguments, to target: inout APNsTarget, library: any PayloadLibrary,
                      now: Int) throws -> (text: String, name: String)? {
        guard let name = arguments.value("template") else { return nil }
        if let other = ["payload", "alert"].first(where: { arguments.value($0) != nil }) {
            throw UsageError(description: "give --template or --\(other), not both")
        }
        let profile = target.profileFile.map(FilePayloadLibrary.profileKey(forFile:))
        let choice: PayloadChoice
        do {
            choice = try PayloadChoice.find(name, profile: profile, library: library)
        } catch .notFound(name) {
            let known = (try? PayloadChoice.all(profile: profile, library: library))?.map { "'\($0.name)'" } ?? []
            throw UsageError(description: "--template '\(name)': no built-in template or payload saved for "
                + "\(target.profileName.map { "profile \($0)" } ?? "this target (saved payloads need --profile)")"
                + "; known: \(known.joined(separator: ", "))")
        } catch {
            throw CommandFailure(exitCode: .invalidInput, description: error.description)
        }
        switch choice {
        case .builtIn(let template):
            target.defaults.headers.pushType = template.pushType
            return (template.text(now: now), "template '\(template.name)'")
        case .saved(let saved):
            target.defaults.headers = saved.headers.laid(over: target.defaults.headers)
            if arguments.value("topic") == nil, let topic = saved.headers.topic { target.destination.explicitTopic = topic }
            return (saved.payload, "saved payload '\(saved.name)'")
        }
    }
}
