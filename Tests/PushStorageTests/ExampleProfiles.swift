import Foundation
import PushCore
import PushStorage
import Testing

/// The repository's `profiles/` directory.
enum ExampleProfiles {
    static let directory = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("profiles").path

    static func files() throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: directory).filter { $0.hasSuffix(".json") }.sorted()
            .map { directory + "/" + $0 }
    }

    static func bytes(of file: String) throws -> [UInt8] {
        Array(try Data(contentsOf: URL(fileURLWithPath: file)))
    }
}

@Suite("Example profiles")
struct ExampleProfilesTests {
    @Test func exampleProfilesAreWrittenTheWayTheEncoderWritesThem() throws {
        for file in try ExampleProfiles.files() {
            let bytes = try ExampleProfiles.bytes(of: file)
            let profile = try ProfileCodec.decode(bytes, file: file).get()
            #expect(ProfileCodec.encode(profile) == String(decoding: bytes, as: UTF8.self), "\(file) is not in canonical form")
        }
    }
    @Test func everyExampleLoads() throws {
        let results = FileProfileStore(directory: ExampleProfiles.directory).loadAll()
        #expect(results.count >= 2)
        for result in results {
            #expect(result.error == nil, "\(result.error?.description ?? "")")
        }
    }

    @Test func localSimulatorProfileMatchesWhatTheSimulatorProvides() throws {
        let stored = try FileProfileStore(directory: ExampleProfiles.directory).load(nameOrFile: "local-simulator")
        let profile = stored.profile
        #expect(profile.apns?.environment == .sandbox)
        #expect(profile.endpoint == "https://127.0.0.1:2197")
        #expect(profile.apns?.auth == .token(keyFile: "~/.local/state/pushtui/simulator/AuthKey_DEMOKEY001.p8",
                                       keyID: "DEMOKEY001", teamID: "DEMOTEAM01"))
        #expect(profile.tokens.map(\.kind) == [.device, .voip, .liveactivity])
        let caFile = try ProfilePath.locate(try #require(profile.caFile), profileFile: stored.file, home: "/home/me", environment: [:])
        #expect(caFile == "/home/me/.local/state/pushtui/simulator/ca.pem")
    }

    @Test func sandboxTemplateHasNoEndpoint() throws {
        let profile = try FileProfileStore(directory: ExampleProfiles.directory).load(nameOrFile: "sandbox-template").profile
        #expect(profile.endpoint == nil)
        #expect(profile.caFile == nil)
        #expect(profile.apns?.topic == "com.yourcompany.yourapp")
    }
}

@Suite("Profile documentation")
struct ProfileDocumentationTests {
    @Test func exampleInTheProfilesPageLoads() throws {
        let page = URL(fileURLWithPath: ExampleProfiles.directory).deletingLastPathComponent()
            .appendingPathComponent("docs/profiles.md")
        let text = try String(contentsOf: page, encoding: .utf8)
        let section = try #require(text.range(of: "## Example"))
        let start = try #require(text.range(of: "```json\n", range: section.upperBound..<text.endIndex))
        let end = try #require(text.range(of: "\n```", range: start.upperBound..<text.endIndex))
        let example = String(text[start.upperBound..<end.lowerBound])
        let profile = try ProfileCodec.decode(Array(example.utf8), file: "docs/profiles.md").get()
        #expect(profile.tokens.map { $0.isDead(in: nil) } == [false, true])
        #expect(profile.tokens.last?.deadSummary(in: nil) == "Unregistered since 2026-11-02")
    }
}

@Suite("Certificate example profile")
struct CertificateExampleProfileTests {
    @Test func certificateTemplateNamesAP12AndItsPassphraseVariable() throws {
        let profile = try FileProfileStore(directory: ExampleProfiles.directory).load(nameOrFile: "certificate-template").profile
        #expect(profile.apns?.auth == .certificate(file: "~/certs/apns-yourapp.p12", passphrase: .environment("APNS_CERT_PASSPHRASE"), keyFile: nil))
        #expect(profile.endpoint == nil)
        #expect(profile.apns?.topic == "com.yourcompany.yourapp")
    }
}
