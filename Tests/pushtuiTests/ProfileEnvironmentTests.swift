import Foundation
import PushTestSupport
import Testing
import PushDelivery

/// On Apple's hosts the environment follows the host: a profile whose `environment` contradicts
/// its `endpoint` is refused by every command that reads it, naming the field (the console lists it
/// as broken: tested headless in KeyBehaviourSessionTests). A custom host keeps the environment the
/// profile gives.
@Suite struct ProfileEnvironmentTests {
    static let problem = "environment: sandbox contradicts endpoint https://api.push.apple.com (Apple production)"
    static let token = String(repeating: "ab", count: 32)

    /// A sandbox profile aimed at Apple's production host, and a production one aimed at a custom host.
    private static func profiles() throws -> TemporaryDirectory {
        let files = try TemporaryDirectory(prefix: "pushtui-environment")
        try FileManager.default.createDirectory(atPath: files.file("profiles"), withIntermediateDirectories: true)
        try files.write(profile(name: "contradicts", environment: "sandbox", endpoint: "https://api.push.apple.com"),
                        to: "profiles/contradicts.json")
        try files.write(profile(name: "custom", environment: "production", endpoint: "https://127.0.0.1:2197"),
                        to: "profiles/custom.json")
        return files
    }

    private static func profile(name: String, environment: String, endpoint: String) -> String {
        """
        {"name": "\(name)", "service": "apns", "environment": "\(environment)", "topic": "com.example.app",
         "auth": {"type": "token", "keyFile": "AuthKey_ABCDE12345.p8", "keyID": "ABCDE12345", "teamID": "TEAM123456"},
         "endpoint": "\(endpoint)", "tokens": [{"label": "phone", "token": "\(token)"}]}
        """
    }

    @Test(arguments: [
        ["profile", "show", "contradicts"],
        ["send", "--profile", "contradicts", "--token", token, "--alert", "hi"],
        ["send", "--dry-run", "--profile", "contradicts", "--token", token, "--alert", "hi"],
        ["send", "--profile", "contradicts", "--all-tokens", "--alert", "hi"],
        ["curl", "--profile", "contradicts", "--token", token, "--alert", "hi"],
    ])
    func everyCommandRefusesTheProfileNamingTheField(arguments: [String]) throws {
        let files = try Self.profiles()
        let result = try Pushtui.run(arguments + ["--profiles", files.file("profiles")])
        #expect(result.status == ExitCode.credentials.rawValue, "\(result.transcript)")
        #expect(result.standardError.contains("contradicts.json:1:"), "\(result.transcript)")
        #expect(result.standardError.contains(Self.problem), "\(result.transcript)")
        #expect(!result.standardOutput.contains("api.push.apple.com"), "something was printed for the refused profile: \(result.transcript)")
    }

    @Test func profileListNamesTheProblemAndKeepsACustomHostsEnvironment() throws {
        let files = try Self.profiles()
        let result = try Pushtui.run(["profile", "list", "--profiles", files.file("profiles")])
        let lines = result.standardOutput.split(separator: "\n").map(String.init)
        #expect(lines.contains { $0.hasPrefix("contradicts  ?  -  -  ") && $0.hasSuffix(Self.problem) }, "\(result.transcript)")
        #expect(lines.contains { $0.hasPrefix("custom  apns  production  https://127.0.0.1:2197  ") }, "\(result.transcript)")
    }

    @Test(arguments: [
        (["--endpoint", "https://api.push.apple.com", "--sandbox"], "--sandbox contradicts endpoint https://api.push.apple.com (Apple production)"),
        (["--profile", "custom", "--endpoint", "https://api.sandbox.push.apple.com", "--production"],
         "--production contradicts endpoint https://api.sandbox.push.apple.com (Apple sandbox)"),
    ])
    func aFlagThatContradictsApplesHostIsAUsageError(flags: [String], message: String) throws {
        let files = try Self.profiles()
        for command in [["send", "--dry-run"], ["curl"]] {
            let result = try Pushtui.run(command + flags + ["--profiles", files.file("profiles"), "--key-file", "AuthKey_ABCDE12345.p8",
                                                            "--key-id", "ABCDE12345", "--team-id", "TEAM123456", "--topic", "com.example.app",
                                                            "--token", Self.token, "--alert", "hi"])
            #expect(result.status == ExitCode.usage.rawValue, "\(command): \(result.transcript)")
            #expect(result.standardError.contains(message), "\(command): \(result.transcript)")
            #expect(result.standardOutput.isEmpty, "\(command): \(result.transcript)")
        }
    }
}
