/// Where a started simulator listens and what a client must trust to reach it.
public struct SimulatorEndpoint: Sendable, Equatable {
    /// The base URL, e.g. `https://127.0.0.1:52110`; requests go to `<url>/3/device/<token>`.
    public let url: String
    /// The PEM file of the CA that signed the server certificate (pass it as `curl --cacert`).
    public let caFile: String
    /// The bound TCP port (the ephemeral one when the configuration asked for port 0).
    public let port: UInt16
}
