import Foundation
import PushCore
import Testing

/// Real-world payloads (Apple's and Google's documentation examples, see Fixtures/LintCorpus/README.md)
/// that APNs and FCM accept: the linter must pass every one without an error, and the simulator's
/// request check must accept every APNs one.
@Suite struct LintCorpusTests {
    static let corpus = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("Fixtures/LintCorpus")

    static func files(_ folder: String) -> [String] {
        let directory = corpus.appendingPathComponent(folder)
        let names = (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []
        return names.filter { $0.hasSuffix(".json") }.sorted()
    }

    static func text(_ folder: String, _ name: String) throws -> String {
        try String(contentsOf: corpus.appendingPathComponent(folder).appendingPathComponent(name), encoding: .utf8)
    }

    @Test func theCorpusCoversEveryPushTypeAndFCM() {
        let types = Set(Self.files("apns").compactMap { $0.split(separator: "-").first.map(String.init) })
        #expect(types == Set(PushType.known.map(\.rawValue)))
        #expect(Self.files("fcm").count >= 10)
    }

    @Test(arguments: files("apns"))
    func applesExamplePassesWithoutFindings(_ name: String) throws {
        let type = PushType(rawValue: String(name.prefix { $0 != "-" }))
        #expect(type.isKnown, "\(name) does not start with a push type")
        let topic = type == .mdm ? "com.apple.mgmt.External.52a36b64" : type.topic(forBundleID: "com.example.app")
        let request = PushRequest(token: try DeviceToken(parsing: String(repeating: "ab", count: 32)), topic: topic,
                                  pushType: type, payload: try Self.text("apns", name))
        #expect(PushLinter.lint(request) == [], "\(name)")
        let http = try request.httpRequest(authorization: "bearer token")
        let rejection = APNsRequestCheck.check(method: http.method, path: http.path,
                                               headers: http.headers.map { (name: $0.name, value: $0.value) }, body: http.body)
        #expect(rejection == nil, "\(name): the simulator would answer \(String(describing: rejection?.reason))")
    }

    @Test(arguments: files("fcm"))
    func googlesExamplePassesWithoutFindings(_ name: String) throws {
        #expect(FCMLinter.findings(for: try Self.text("fcm", name)) == [], "\(name)")
    }
}
