import Foundation
import PushCore
import PushStorage
import PushTransport

/// One profile file at a glance, for `pushtui profile list`: what it is, where its pushes go, and
/// what would stop it from sending — without reading a key (nothing secret is touched).
public struct ProfileOverview: Sendable, Equatable {
    /// The profile file.
    public var file: String
    /// The profile's name; the file's stem when it does not load.
    public var name: String
    /// `apns` or `fcm`; nil when the file does not load.
    public var service: ServiceKind?
    /// The APNs environment; nil for FCM and for a file that does not load.
    public var environment: APNsEnvironment?
    /// The base URL pushes go to; nil when the file does not load or the endpoint is refused.
    public var endpoint: String?
    /// What is wrong, phrased for a person: the load error, a path that does not resolve, a
    /// credential file that does not exist. Empty when the profile looks usable.
    public var problems: [String]

    /// The overview of one loaded (or broken) profile file; paths expand against `paths`.
    public init(_ loaded: ProfileLoadResult, paths: PathContext) {
        file = loaded.file
        switch loaded.result {
        case .failure(let error):
            name = ((loaded.file as NSString).lastPathComponent as NSString).deletingPathExtension
            problems = [error.summary]
        case .success(let profile):
            name = profile.name
            service = profile.kind
            problems = []
            let destination = Destination(profile, file: loaded.file)
            switch profile.service {
            case .iosSimulator:
                endpoint = destination.url
            case .fcm:
                endpoint = destination.url
                do {
                    if let route = try FCMRoute(profile: profile, file: loaded.file, paths: paths) {
                        problems += Self.missing(route.accountFile, field: "auth.file")
                        problems += route.caFile.map { Self.missing($0, field: "caFile") } ?? []
                    }
                } catch {
                    problems.append(error.description)
                }
            case .apns(let settings):
                environment = destination.environment
                do {
                    let route = try APNsRoute(profile: profile, file: loaded.file, paths: paths)
                    endpoint = route.endpoint.baseURL
                    problems += route.endpoint.caFile.map { Self.missing($0, field: "caFile") } ?? []
                    switch route.credential {
                    case .token(let keyFile, _, _):
                        problems += Self.missing(keyFile, field: "auth.keyFile")
                    case .certificate(let source):
                        problems += Self.missing(source.file, field: "auth.file")
                        problems += source.keyFile.map { Self.missing($0, field: "auth.keyFile") } ?? []
                        // The certificate itself is not secret; a .p12 needs its passphrase and waits for a send.
                        if let info = source.publicInfo(),
                           let problem = ProviderCertificateRule.problem(certificateEnvironments: info.environments, environment: settings.environment) {
                            problems.append("auth.file: \(problem)")
                        }
                    }
                } catch {
                    problems.append(error.description)
                }
            }
        }
    }

    private static func missing(_ path: String, field: String) -> [String] {
        FileManager.default.fileExists(atPath: path) ? [] : ["\(field): \(path) does not exist"]
    }
}
