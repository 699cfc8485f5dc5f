import Foundation
import PushCore
import PushTestSupport
import Testing
import PushDelivery

/// `pushtui profile list [--json]`: every profile file with its service, environment, endpoint
/// and what would stop it sending.
@Suite struct ProfileListTests {
    /// A token profile for the simulator, an fcm profile whose account file is gone, and a file
    /// that does not load.
    private func writeProfiles(_ bed: SendTestbed) throws {
        try bed.writeProfile(bed.profileJSON(name: "good"), named: "good")
        try bed.writeProfile("""
            {"name": "phones", "service": "fcm", "auth": {"type": "serviceAccount", "file": "gone.json"}}
            """, named: "phones")
        try bed.writeProfile(#"{"name": "broken", "service": "apns"}"#, named: "broken")
    }

    @Test func listsEachProfileWithItsProblems() throws {
        let bed = try SendTestbed()
        defer { bed.stop() }
        try writeProfiles(bed)
        let result = try Pushtui.run(["profile", "list", "--profiles", bed.profilesDirectory])
        #expect(result.status == ExitCode.failure.rawValue, "two profiles have problems: \(result.transcript)")
        let lines = result.standardOutput.split(separator: "\n").map(String.init)
        #expect(lines.contains("good  apns  sandbox  \(bed.simulator.endpoint.url)  ok"), "\(result.transcript)")
        #expect(lines.contains { $0.hasPrefix("phones  fcm  -  https://fcm.googleapis.com  auth.file: ")
            && $0.hasSuffix("/profiles/gone.json does not exist") }, "\(result.transcript)")
        #expect(lines.contains { $0.hasPrefix("broken  ?  -  -  ") && $0.contains("missing") }, "\(result.transcript)")
        #expect(lines.count == 3, "\(result.transcript)")
    }

    @Test func jsonHasOneObjectPerProfile() throws {
        let bed = try SendTestbed()
        defer { bed.stop() }
        try writeProfiles(bed)
        let result = try Pushtui.run(["profile", "list", "--json", "--profiles", bed.profilesDirectory])
        let objects = try result.standardOutput.split(separator: "\n").map { line -> [JSONMember] in
            guard case .object(let members) = try JSONParser.parse(String(line)) else { throw TestSupportError.failed("\(line)") }
            return members
        }
        try #require(objects.count == 3, "\(result.transcript)")
        for members in objects {
            #expect(members.map(\.key) == ["name", "file", "service", "environment", "endpoint", "problems"])
        }
        let good = try #require(objects.first { $0.first?.value == .string("good") })
        #expect(good[3].value == .string("sandbox") && good[4].value == .string(bed.simulator.endpoint.url))
        #expect(good[5].value == .array([]))
        let phones = try #require(objects.first { $0.first?.value == .string("phones") })
        #expect(phones[3].value == .null, "an fcm profile has no APNs environment")
    }

    @Test func listTakesNoProfileAndShowNeedsOne() throws {
        let extra = try Pushtui.run(["profile", "list", "demo"])
        #expect(extra.status == ExitCode.usage.rawValue)
        #expect(extra.standardError.contains("'profile list' takes no profile, got 'demo'"), "\(extra.transcript)")
        let missing = try Pushtui.run(["profile", "show"])
        #expect(missing.status == ExitCode.usage.rawValue)
        #expect(missing.standardError.contains("'profile show' needs a profile"), "\(missing.transcript)")
    }
}
