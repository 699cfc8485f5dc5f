import Foundation
import PushCore
import PushCrypto
import PushTransport

/// `send --dry-run`: each request exactly as it would go on the wire, with the provider token
/// shortened. A certificate connection carries no `authorization` header, so none is shown.
enum DryRun {
    /// Device pushes to `endpoint`.
    static func print(_ requests: some Sequence<PushRequest>, endpoint: APNsEndpoint, credential: APNsCredential) throws {
        let jwt = try providerToken(credential)
        for (index, request) in requests.enumerated() {
            if index > 0 { try Console.out("") }
            try print(try request.httpRequest(authorization: jwt), baseURL: endpoint.baseURL, jwt: jwt)
        }
    }

    /// A broadcast to its channel.
    static func print(_ request: BroadcastRequest, endpoint: APNsEndpoint, credential: APNsCredential) throws {
        let jwt = try providerToken(credential)
        try print(try request.httpRequest(authorization: jwt), baseURL: endpoint.baseURL, jwt: jwt)
    }

    private static func print(_ wire: APNsHTTPRequest, baseURL: String, jwt: String?) throws {
        try Console.out("\(wire.method) \(baseURL)\(wire.path)")
        for header in wire.headers {
            let value = header.name == APNsHeaderName.authorization ? "bearer \(ProviderJWT.shortened(jwt ?? ""))" : header.value
            try Console.out("\(header.name): \(value)")
        }
        try Console.out("")
        try Console.out(String(decoding: wire.body, as: UTF8.self))
    }

    /// A fresh provider token for a token credential; nil for a certificate.
    private static func providerToken(_ credential: APNsCredential) throws -> String? {
        switch credential {
        case .token(let keyID, let teamID, let key):
            return try ProviderJWT.sign(keyID: keyID, teamID: teamID, issuedAt: Int(Date().timeIntervalSince1970), key: key)
        case .certificate:
            return nil
        }
    }
}
