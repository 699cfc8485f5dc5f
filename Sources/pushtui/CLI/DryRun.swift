import Foundation
import PushCore
import PushCrypto
import PushTransport

/// `send --dry-run`: each push exactly as it would go on the wire, with the provider token shortened.
enum DryRun {
    static func print(_ requests: [PushRequest], endpoint: APNsEndpoint,
                      credential: (keyID: String, teamID: String, key: ECPrivateKey)) throws {
        let jwt = try ProviderJWT.sign(keyID: credential.keyID, teamID: credential.teamID,
                                       issuedAt: Int(Date().timeIntervalSince1970), key: credential.key)
        for (index, request) in requests.enumerated() {
            let wire = try request.httpRequest(authorization: jwt)
            if index > 0 { try Console.out("") }
            try Console.out("\(wire.method) \(endpoint.baseURL)\(wire.path)")
            for header in wire.headers {
                let value = header.name == APNsHeaderName.authorization ? "bearer \(ProviderJWT.shortened(jwt))" : header.value
                try Console.out("\(header.name): \(value)")
            }
            try Console.out("")
            try Console.out(String(decoding: wire.body, as: UTF8.self))
        }
    }
}
