import Foundation
import PushCore
import PushCrypto
import PushTransport

/// `--dry-run`: each request exactly as it would go on the wire — method and URL, headers, body —
/// with the provider token shortened. A certificate connection carries no `authorization` header,
/// so none is shown.
public struct DryRunListing: Sendable {
    private let baseURL: String
    private let jwt: String?

    /// A listing of requests to `endpoint`, signed (for a token credential) with a provider token
    /// issued at `now`.
    public init(endpoint: APNsEndpoint, credential: APNsCredential, now: Date = Date()) throws {
        baseURL = endpoint.baseURL
        switch credential {
        case .token(let keyID, let teamID, let key):
            jwt = try ProviderJWT.sign(keyID: keyID, teamID: teamID, issuedAt: Int(now.timeIntervalSince1970), key: key)
        case .certificate:
            jwt = nil
        }
    }

    /// A device push's lines.
    public func lines(_ request: PushRequest) throws -> [String] {
        lines(try request.httpRequest(authorization: jwt))
    }

    /// A broadcast's lines.
    public func lines(_ request: BroadcastRequest) throws -> [String] {
        lines(try request.httpRequest(authorization: jwt))
    }

    private func lines(_ wire: APNsHTTPRequest) -> [String] {
        let headers = wire.headers.map { header in
            let value = header.name == APNsHeaderName.authorization ? "bearer \(ProviderJWT.shortened(jwt ?? ""))" : header.value
            return "\(header.name): \(value)"
        }
        return ["\(wire.method) \(baseURL)\(wire.path)"] + headers + ["", String(decoding: wire.body, as: UTF8.self)]
    }
}
