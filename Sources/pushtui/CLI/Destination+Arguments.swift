import PushCommandLine
import PushCore

extension Destination.Overrides {
    /// What the command line lays over a profile's destination: `--sandbox`/`--production`,
    /// `--endpoint`, `--ca-file`, `--topic`, and FCM's `--project` and `--token-endpoint` and a
    /// broadcast's `--broadcast-endpoint`; the same flags for every command that sends.
    init(_ arguments: ParsedArguments) throws(UsageError) {
        if arguments.has("sandbox"), arguments.has("production") {
            throw UsageError(description: "--sandbox and --production contradict each other; give one")
        }
        self.init(environment: arguments.has("sandbox") ? .sandbox : arguments.has("production") ? .production : nil,
                  endpointURL: arguments.value("endpoint"), caFile: arguments.value("ca-file"), topic: arguments.value("topic"),
                  project: arguments.value("project"), tokenEndpoint: arguments.value("token-endpoint"),
                  broadcastURL: arguments.value("broadcast-endpoint"))
    }
}
