import Foundation
import PushCore
import PushSimulatorFixture
import PushTestSupport
import Testing
import PushDelivery

/// `send --dry-run` and `curl` print the host the route names: for every row of the route table a
/// profile file can hold, the binary's request line is the ``Destination``'s URL, the same value
/// the console names and the clients connect to.
@Suite struct RouteCommandTests {
    static let token = String(repeating: "ab", count: 32)
    static let liveActivity = #"{"aps":{"event":"update","timestamp":1796000000,"content-state":{"score":1}}}"#

    static var rows: [DestinationCase] { DestinationCase.all.filter { $0.isWritable && $0.profile.kind == .apns } }

    /// `row`'s profile as a file, with a real signing key beside it (the dry run signs a token).
    private static func profileFile(_ row: DestinationCase, in files: TemporaryDirectory) throws -> String {
        let key = try ProviderKey(keyID: "ABCDE12345", teamID: "TEAM123456")
        try files.writePrivate(key.privateKey.pkcs8PEM(), to: "AuthKey.p8")
        return try files.write(ProfileCodec.encode(row.profile), to: "route.json")
    }

    @Test(arguments: rows)
    func theDryRunAndTheCurlLineGoToTheRoutesHost(row: DestinationCase) throws {
        let files = try TemporaryDirectory(prefix: "pushtui-route")
        let file = try Self.profileFile(row, in: files)
        let url = Destination(row.profile, file: file, broadcast: row.broadcast).url
        #expect(url == row.url)
        if row.broadcast {
            let payload = try files.write(Self.liveActivity, to: "update.json")
            let dryRun = try Pushtui.run(["send", "--dry-run", "--profile", file, "--channel", "dHN0LTEyMzQ1Njc4OTA=", "--payload", payload])
            #expect(dryRun.status == ExitCode.success.rawValue, "\(dryRun.transcript)")
            #expect(dryRun.standardOutput.hasPrefix("POST \(url)/4/broadcasts/apps/com.example.app\n"), "\(dryRun.transcript)")
            return
        }
        let dryRun = try Pushtui.run(["send", "--dry-run", "--profile", file, "--token", Self.token, "--alert", "hi"])
        #expect(dryRun.status == ExitCode.success.rawValue, "\(dryRun.transcript)")
        #expect(dryRun.standardOutput.hasPrefix("POST \(url)/3/device/\(Self.token)\n"), "\(dryRun.transcript)")
        let curl = try Pushtui.run(["curl", "--profile", file, "--token", Self.token, "--alert", "hi"])
        #expect(curl.status == ExitCode.success.rawValue, "\(curl.transcript)")
        #expect(curl.standardOutput.trimmingCharacters(in: .newlines).hasSuffix(" \(url)/3/device/\(Self.token)"), "\(curl.transcript)")
    }

    @Test func aChosenEnvironmentOnlyMovesTheHostWhenTheEndpointIsNotApples() throws {
        let files = try TemporaryDirectory(prefix: "pushtui-route")
        let file = try Self.profileFile(DestinationCase.all[0], in: files)
        let production = try Pushtui.run(["send", "--dry-run", "--profile", file, "--production", "--token", Self.token, "--alert", "hi"])
        #expect(production.standardOutput.hasPrefix("POST https://api.push.apple.com/3/device/"), "\(production.transcript)")
        let contradiction = try Pushtui.run(["curl", "--profile", file, "--sandbox", "--endpoint", "https://api.push.apple.com",
                                             "--token", Self.token, "--alert", "hi"])
        #expect(contradiction.status == ExitCode.usage.rawValue, "\(contradiction.transcript)")
        #expect(contradiction.standardError.contains("--sandbox contradicts endpoint https://api.push.apple.com (Apple production)"),
                "\(contradiction.transcript)")
    }
}
