import PushCore

extension FCMSendTarget {
    /// The FCM target of an fcm profile in the console, which has no flags to lay over it; nil for an
    /// APNs profile.
    init?(profile: Profile, file: String, paths: PathContext) throws {
        guard profile.service == .fcm, let accountFile = profile.auth.serviceAccountFile else { return nil }
        self.init(accountFile: try paths.locate(accountFile, field: "auth.file", inProfile: file), project: profile.project,
                  endpointURL: profile.endpoint, tokenEndpoint: profile.tokenEndpoint,
                  caFile: try profile.caFile.map { try paths.locate($0, field: "caFile", inProfile: file) })
    }
}
