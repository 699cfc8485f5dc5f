import Foundation
import PushCore
import PushCrypto

/// The files every send client reads, written once per run into the simulator's scratch
/// directory: the body, one URL and one token per push, and the headers. They come from
/// `PushRequest.httpRequest`, the function pushtui's client itself sends with, signed with one
/// provider token from the simulator's demo key.
struct SendInputs {
    let payloadFile: String
    /// One `https://…/3/device/<token>` per line, for h2load (`-i`).
    let urlFile: String
    /// One hex device token per line, for aioapns.
    let tokensFile: String
    /// The request headers as curl and h2load take them: `-H "name: value"` pairs.
    let headerArguments: [String]
    let urls: [String]

    init(simulator: SimulatorProcess, pushes: Int) throws {
        let jwt = try ProviderTokenCache(clock: { Int(Date().timeIntervalSince1970) })
            .token(keyID: simulator.keyID, teamID: simulator.teamID, key: try simulator.privateKey())
        let document = PayloadDocument(text: SendSample.payload)
        let first = try SendSample.request(0).httpRequest(authorization: jwt, document: document)
        payloadFile = simulator.directory + "/payload.json"
        urlFile = simulator.directory + "/urls.txt"
        tokensFile = simulator.directory + "/tokens.txt"
        headerArguments = first.headers.flatMap { ["-H", "\($0.name): \($0.value)"] }
        urls = try (0..<pushes).map { simulator.url + (try SendSample.request($0).httpRequest(authorization: jwt, document: document).path) }
        try Data(first.body).write(to: URL(fileURLWithPath: payloadFile))
        try Data((urls.joined(separator: "\n") + "\n").utf8).write(to: URL(fileURLWithPath: urlFile))
        let tokens = (0..<pushes).map(SendSample.tokenHex)
        try Data((tokens.joined(separator: "\n") + "\n").utf8).write(to: URL(fileURLWithPath: tokensFile))
    }
}
