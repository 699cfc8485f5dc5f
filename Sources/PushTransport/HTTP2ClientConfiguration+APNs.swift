extension HTTP2ClientConfiguration {
    /// The connection settings of an APNs client for `endpoint`: its CA, the credential's client
    /// certificate, and a window that starts at one stream with a token (APNs allows one stream
    /// until it has seen a valid token) but opens at once with a certificate, and the proxy
    /// `configuration` chooses for the endpoint.
    init(endpoint: APNsEndpoint, credential: APNsCredential, configuration: APNsClientConfiguration) {
        let clientIdentity = credential.clientIdentity
        self.init(caFile: endpoint.caFile,
                  clientIdentity: clientIdentity,
                  connectTimeout: configuration.connectTimeout,
                  requestTimeout: configuration.requestTimeout,
                  maxConcurrentStreams: configuration.concurrency,
                  startWithSingleStream: clientIdentity == nil,
                  proxy: configuration.proxies.proxy(for: endpoint.baseURL),
                  observer: configuration.observer)
    }
}
