import Foundation
import PushCore
import PushCrypto
import PushTransport
import Testing

/// The README's library example compiles against the current API: its lines are the body of
/// ``readmeExample()`` between the markers, and the test checks the README shows exactly them. (It
/// is not run: it sends to Apple's sandbox with a key that does not exist here; `APNsClientTests`
/// runs the same calls against the simulator.)
@Suite struct ReadmeExampleTests {
    @Test func theReadmeShowsTheExampleThatCompiles() throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        let source = try String(contentsOf: URL(fileURLWithPath: #filePath), encoding: .utf8)
        let readme = try String(contentsOf: root.appendingPathComponent("README.md"), encoding: .utf8)
        let begin = try #require(source.range(of: "// README example begin\n"))
        let end = try #require(source.range(of: "        // README example end", range: begin.upperBound..<source.endIndex))
        let body = source[begin.upperBound..<end.lowerBound].split(separator: "\n", omittingEmptySubsequences: false)
            .map { $0.dropFirst(8) }.joined(separator: "\n")
        let example = "```swift\nimport PushCore\nimport PushCrypto\nimport PushTransport\n\n" + body + "```"
        #expect(readme.contains(example), "README's example differs from:\n\(example)")
    }

    /// Never called: compiled so the README's example keeps compiling.
    func readmeExample() async throws {
        // README example begin
        let key = try ECPrivateKey(contentsOfFile: "AuthKey_ABC123DEFG.p8")
        let client = APNsClient(endpoint: try .apple(.sandbox),
                                credential: .token(keyID: "ABC123DEFG", teamID: "DEF123GHIJ", key: key))
        defer { client.shutdown() }
        let push = PushRequest(token: try DeviceToken(parsing: "8f3a0c5e2b7d4e6f9a1b3c5d7e9f0a2b4c6d8e0f1a3b5c7d9e1f2a4b6c8d0e2f"),
                               topic: "com.example.app", pushType: .alert, payload: #"{"aps":{"alert":"Hello"}}"#)
        let result = await client.send(push)
        print(result.outcome, result.response?.status ?? 0, result.summary)  // one result per push, whatever happens
        // README example end
    }
}
