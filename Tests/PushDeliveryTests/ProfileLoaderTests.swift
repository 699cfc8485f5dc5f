import Foundation
import PushCore
import PushDelivery
import PushStorage
import PushTestSupport
import Testing

/// Profiles as the front ends name them, resolved against an injected home, environment and
/// working directory — never the test process's own.
@Suite struct ProfileLoaderTests {
    private static let token = String(repeating: "ab", count: 32)

    private static func profile(name: String, environment: String = "sandbox", endpoint: String = "https://127.0.0.1:2197") -> String {
        """
        {"name": "\(name)", "service": "apns", "environment": "\(environment)", "topic": "com.example.app",
         "auth": {"type": "token", "keyFile": "AuthKey_ABCDE12345.p8", "keyID": "ABCDE12345", "teamID": "TEAM123456"},
         "endpoint": "\(endpoint)", "tokens": [{"label": "phone", "token": "\(token)"}]}
        """
    }

    /// A home with `~/.config/pushtui/profiles/app.json`, an `XDG_CONFIG_HOME` elsewhere holding
    /// `xdg.json`, and a working directory without `./profiles`.
    private static func home() throws -> (TemporaryDirectory, home: String, xdg: String, work: String) {
        let root = try TemporaryDirectory(prefix: "pushtui-loader")
        for directory in ["home/.config/pushtui/profiles", "xdg/pushtui/profiles", "work"] {
            try FileManager.default.createDirectory(atPath: root.file(directory), withIntermediateDirectories: true)
        }
        try root.write(profile(name: "My App"), to: "home/.config/pushtui/profiles/app.json")
        try root.write(profile(name: "From XDG"), to: "xdg/pushtui/profiles/xdg.json")
        return (root, root.file("home"), root.file("xdg"), root.file("work"))
    }

    @Test func findsAProfileByNameStemOrPathInTheInjectedHome() throws {
        let (root, home, _, work) = try Self.home()
        let loader = ProfileLoader(paths: PathContext(home: home, environment: [:], currentDirectory: work))
        let file = root.file("home/.config/pushtui/profiles/app.json")
        #expect(try loader.load("My App", directory: nil) == StoredProfile(file: file, profile: loader.load("app", directory: nil).profile))
        #expect(try loader.load("app", directory: nil).file == file)
        #expect(try loader.load(file, directory: nil).profile.name == "My App")
    }

    @Test func anAbsoluteXDGConfigHomeWinsAndARelativeOneIsIgnored() throws {
        let (root, home, xdg, work) = try Self.home()
        defer { withExtendedLifetime(root) {} }
        let withXDG = ProfileLoader(paths: PathContext(home: home, environment: ["XDG_CONFIG_HOME": xdg], currentDirectory: work))
        #expect(try withXDG.load("From XDG", directory: nil).profile.name == "From XDG")
        let relative = ProfileLoader(paths: PathContext(home: home, environment: ["XDG_CONFIG_HOME": "xdg"], currentDirectory: work))
        #expect(try relative.load("My App", directory: nil).profile.name == "My App")
    }

    @Test func anExplicitDirectoryIsRelativeToTheWorkingDirectory() throws {
        let (root, home, xdg, _) = try Self.home()
        defer { withExtendedLifetime(root) {} }
        let loader = ProfileLoader(paths: PathContext(home: home, environment: [:], currentDirectory: xdg))
        #expect(try loader.load("xdg", directory: "pushtui/profiles").profile.name == "From XDG")
    }

    @Test func aProfileThatDoesNotLoadIsACredentialsErrorNamingFileAndField() throws {
        let (root, home, _, work) = try Self.home()
        let file = try root.write(Self.profile(name: "Wrong", endpoint: "https://api.push.apple.com"),
                                  to: "home/.config/pushtui/profiles/wrong.json")
        let loader = ProfileLoader(paths: PathContext(home: home, environment: [:], currentDirectory: work))
        let error = try #require(throws: ResolutionError.self) { try loader.load("wrong", directory: nil) }
        #expect(error.kind == .credentials)
        #expect(error.description.hasPrefix(file + ":1:"), "\(error.description)")
        #expect(error.description.hasSuffix("environment: sandbox contradicts endpoint https://api.push.apple.com (Apple production)"))
        let missing = try #require(throws: ResolutionError.self) { try loader.load("nope", directory: nil) }
        #expect(missing.kind == .credentials)
        #expect(missing.description.contains("no profile 'nope'"), "\(missing.description)")
    }

    @Test func outcomesAreWrittenBackAndAFailureIsAWarningValue() throws {
        let (root, home, _, work) = try Self.home()
        let loader = ProfileLoader(paths: PathContext(home: home, environment: [:], currentDirectory: work))
        let file = root.file("home/.config/pushtui/profiles/app.json")
        let token = BookToken.device(try DeviceToken(parsing: Self.token))
        let update = TokenOutcomeUpdate(token: token, outcome: "Unregistered", time: Date(timeIntervalSince1970: 1_800_000_000))
        #expect(loader.recordOutcomes([update], in: file) == nil)
        #expect(try loader.load(file, directory: nil).profile.tokens.first?.lastOutcome == "Unregistered")

        let broken = try root.write(#"{"name": "broken"}"#, to: "home/.config/pushtui/profiles/broken.json")
        let warning = try #require(loader.recordOutcomes([update], in: broken))
        #expect(warning.hasPrefix("could not record what the answers taught the token book in \(broken): "), "\(warning)")
        #expect(try String(contentsOfFile: broken, encoding: .utf8) == #"{"name": "broken"}"#, "a broken profile was rewritten")
    }
}
