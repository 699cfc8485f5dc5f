import PushConsole
import PushCore
import PushStorage

/// The profile of the simulator a console runs inside itself (the demo): a file on disk like any
/// other, shared by every console, with this process's runtime values — its simulator's address,
/// CA and provider key — laid over it in memory only. No other console, and no `pushtui send`,
/// ever finds the port of this process in the file.
public struct EmbeddedSimulatorProfile: Sendable, Equatable {
    /// The profile file.
    public let file: String
    /// Where this process's simulator listens (`https://127.0.0.1:<port>`).
    public let endpoint: String
    /// The CA that signed the simulator's server certificate.
    public let caFile: String
    /// The provider key the simulator trusts.
    public let auth: APNsAuth

    public init(file: String, endpoint: String, caFile: String, auth: APNsAuth) {
        self.file = file
        self.endpoint = endpoint
        self.caFile = caFile
        self.auth = auth
    }

    /// `profile` as read from the file, pointed at this process's simulator.
    public func applied(to profile: Profile) -> Profile {
        var running = profile
        running.endpoint = endpoint
        running.caFile = caFile
        if case .apns(var settings) = running.service {
            settings.auth = auth
            running.service = .apns(settings)
        }
        return running
    }

    /// The profile as it is in the file now, pointed at this process's simulator; broken when the
    /// file does not load (it is left as it is).
    func readEntry() -> ProfileEntry {
        do throws(ProfileStoreError) {
            let stored = try FileProfileStore(directory: ProfilePath.directory(of: file)).load(nameOrFile: file)
            return .loaded(file: file, profile: applied(to: stored.profile))
        } catch {
            return .broken(file: file, problem: error.loadError?.summary ?? error.description)
        }
    }
}
