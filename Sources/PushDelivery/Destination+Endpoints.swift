import PushCore
import PushTransport

/// The impure half of the one route: a ``Destination`` made into what the transport connects to,
/// its extra CA located and checked to hold certificates before any connection. Every send,
/// `--dry-run`, `curl` and copy-as-curl reaches its host through here.
extension Destination {
    /// The extra CA: a profile's expanded against its file (`~`, `$NAME`, relative to its
    /// directory), a flag's as given.
    public func locatedCAFile(paths: PathContext) throws(ResolutionError) -> String? {
        guard let caFile else { return nil }
        guard let profileFile = caFile.profileFile else { return caFile.path }
        return try paths.locate(caFile.path, field: "caFile", inProfile: profileFile)
    }

    /// Where device pushes go: Apple's host for the environment, or the endpoint with its CA.
    public func apnsEndpoint(paths: PathContext) throws(ResolutionError) -> APNsEndpoint {
        let caFile = try locatedCAFile(paths: paths)
        let endpoint: APNsEndpoint
        do throws(APNsEndpointError) {
            endpoint = try APNsEndpoint.resolve(url: endpointURL, caFile: caFile, environment: environment ?? .sandbox)
        } catch {
            throw ResolutionError(.usage, error.description)
        }
        try CredentialFile.checkCertificateAuthority(caFile)
        return endpoint
    }

    /// Where channel-management and broadcast requests go: Apple's broadcast hosts for the
    /// environment when pushes go to Apple (no endpoint, or one on Apple's device host, whose
    /// environment it is), else the endpoint for both (the simulator serves both);
    /// ``broadcastURL`` moves the broadcast host alone.
    public func broadcastEndpoints(paths: PathContext) throws(ResolutionError) -> BroadcastEndpoints {
        let caFile = try locatedCAFile(paths: paths)
        let endpoints: BroadcastEndpoints
        do throws(APNsEndpointError) {
            var apple = BroadcastEndpoints.apple(environment ?? .sandbox)
            if let endpointURL, APNsEnvironment(appleHostOf: endpointURL) == nil {
                apple = try .custom(endpointURL, caFile: caFile)
            } else if let endpointURL {
                do throws(ExtraCARefusal) {
                    try ExtraCARefusal.check(caFile: caFile, for: [endpointURL])
                } catch {
                    throw APNsEndpointError.caFileForPlatformHost(error)
                }
            }
            if let broadcastURL {
                endpoints = BroadcastEndpoints(management: apple.management, broadcast: try APNsEndpoint.custom(broadcastURL, caFile: caFile))
            } else if endpointURL == nil, caFile != nil {
                throw APNsEndpointError.caFileWithoutEndpoint
            } else {
                endpoints = apple
            }
        } catch {
            throw ResolutionError(.usage, error.description)
        }
        try CredentialFile.checkCertificateAuthority(caFile)
        return endpoints
    }

    /// Where FCM messages go and access tokens come from: Google's host or the endpoint, and
    /// ``tokenEndpoint`` or `accountTokenURL` (the service account's `token_uri`), with `caFile`
    /// (``locatedCAFile(paths:)``).
    public func fcmEndpoints(accountTokenURL: String, caFile: String?) throws(ResolutionError) -> FCMEndpoints {
        do {
            return try FCMEndpoints(sendBaseURL: endpointURL, tokenURL: tokenEndpoint ?? accountTokenURL, caFile: caFile)
        } catch {
            throw ResolutionError(.usage, error.description)
        }
    }
}
