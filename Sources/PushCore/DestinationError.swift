/// Why overrides cannot be laid over a profile: an environment chosen for this run that
/// contradicts the one Apple's host in the endpoint reaches.
public struct DestinationError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The environment chosen for this run.
    public let chosen: APNsEnvironment
    /// The endpoint, as written.
    public let endpointURL: String
    /// The environment Apple's host in ``endpointURL`` reaches.
    public let hostEnvironment: APNsEnvironment

    /// The contradiction of `chosen` with the endpoint `endpointURL`, which reaches `hostEnvironment`.
    public init(chosen: APNsEnvironment, endpointURL: String, hostEnvironment: APNsEnvironment) {
        self.chosen = chosen
        self.endpointURL = endpointURL
        self.hostEnvironment = hostEnvironment
    }

    /// "--sandbox contradicts endpoint https://api.push.apple.com (Apple production)".
    public var description: String {
        "--\(chosen.rawValue) contradicts endpoint \(endpointURL) (Apple \(hostEnvironment.rawValue))"
    }
}
