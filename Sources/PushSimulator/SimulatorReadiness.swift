import Foundation
import PushCore
import PushStorage

/// What `pushtui sim` announces once it listens, in one order for the ready line and the ready
/// file: where it is, the CA to trust, the demo credentials it made, and its environment.
public struct SimulatorReadiness: Sendable, Equatable {
    /// The announced `name=value` fields, in order.
    public let fields: [Field]

    /// One announced value.
    public struct Field: Sendable, Equatable {
        public let name: String
        public let value: String
    }

    /// The fields of a simulator listening at `endpoint` in `environment`, with the demo provider key
    /// it trusts (if it made one), the client-certificate CA it accepts and the demo service account
    /// it published (with `--fcm`).
    public init(endpoint: SimulatorEndpoint, environment: APNsEnvironment, demoKey: DemoProviderKey?,
                clientCA: String?, serviceAccountFile: String?) {
        var fields = [("endpoint", endpoint.url), ("port", String(endpoint.port)), ("ca", endpoint.caFile)]
        if let demoKey {
            fields += [("key", demoKey.keyFile), ("key-id", DemoProviderKey.keyID), ("team-id", DemoProviderKey.teamID)]
        }
        if let clientCA { fields.append(("client-ca", clientCA)) }
        if let serviceAccountFile { fields.append(("service-account", serviceAccountFile)) }
        fields.append(("environment", environment.rawValue))
        self.fields = fields.map { Field(name: $0.0, value: $0.1) }
    }

    /// `pushtui sim ready: endpoint=… port=… …`, the line scripts wait for.
    public var line: String {
        "pushtui sim ready: " + fields.map { "\($0.name)=\($0.value)" }.joined(separator: " ")
    }

    /// Writes the fields to `path`, one `name=value` a line, atomically: a reader sees all or nothing.
    public func write(to path: String) throws(AtomicFileError) {
        try AtomicFile.write(fields.map { "\($0.name)=\($0.value)\n" }.joined(), to: path, mode: 0o644)
    }

    /// Removes a ready file (one left by an earlier run must not pass for this run's readiness);
    /// a file that is not there is no error. Returns why it could not be removed, if it could not.
    public static func removeFile(_ path: String) -> String? {
        guard unlink(path) == 0 || errno == ENOENT else {
            return "cannot remove the ready file \(path): \(String(cString: strerror(errno)))"
        }
        return nil
    }
}
