import Foundation
import PushCore
import PushCrypto
import PushTransport

/// `send --dry-run`: each push exactly as it would go on the wire, with the provider token shortened.
/// A certificate connection carries no `authorization` header, so none is shown.
enum DryRun {
    static func print(_ requests: [PushRequest], endpoint: APNsEndpoint, credential: APNsCredential) throws {
        let jwt: String?
        switch credential {
        case .token(let keyID, let teamID, let key):
            jwt = try ProviderJWT.sign(keyID: keyID, teamID: teamID, issuedAt: Int(Date().timeIntervalSince1970), key: key)
        case .certificate:
            jwt = nil
        }
        for (index, request) in requests.enumerated() {
            let wire = try request.httpRequest(authorization: jwt)
            if index > 0 { try Console.out("") }
            try Console.out("\(wire.method) \(endpoint.baseURL)\(wire.path)")
            for header in wire.headers {
                let value = header.name == APNsHeaderName.authorization ? "bearer \(ProviderJWT.shortened(jwt ?? ""))" : header.value
                try Console.out("\(header.name): \(value)")
            }
            try Console.out("")
            try Console.out(String(decoding: wire.body, as: UTF8.self))
        }
    }
}
