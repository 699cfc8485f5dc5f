import Foundation
import PushCore
import Testing

@Suite("Profile decoding")
struct ProfileDecodingTests {
    private func decode(_ text: String) -> Result<Profile, ProfileLoadError> {
        ProfileCodec.decode(Array(text.utf8), file: "p.json")
    }

    private func problems(_ text: String) throws -> [ProfileProblem] {
        guard case .failure(let error) = decode(text) else {
            Issue.record("expected the profile to be refused")
            return []
        }
        return error.problems
    }

    @Test func readsEveryField() throws {
        let text = """
            {"name": "demo", "service": "apns", "environment": "sandbox", "topic": "com.example.demo",
             "auth": {"type": "token", "keyFile": "~/k.p8", "keyID": "KEY1234567", "teamID": "TEAM123456"},
             "endpoint": "https://127.0.0.1:2197", "caFile": "ca.pem",
             "defaults": {"pushType": "liveactivity", "priority": 5, "expiration": 0, "collapseID": "news"},
             "tokens": [{"label": "A", "token": "<AB CD-EF 01>", "kind": "pushToStart", "note": "",
                         "lastOutcome": "Unregistered", "lastSeen": "2026-11-02T10:15:00Z"}]}
            """
        let profile = try decode(text).get()
        #expect(profile.name == "demo")
        #expect(profile.kind == .apns)
        #expect(profile.apns?.environment == .sandbox)
        #expect(profile.apns?.topic == "com.example.demo")
        #expect(profile.apns?.auth == .token(keyFile: "~/k.p8", keyID: "KEY1234567", teamID: "TEAM123456"))
        #expect(profile.endpoint == "https://127.0.0.1:2197")
        #expect(profile.caFile == "ca.pem")
        #expect(profile.defaults == ProfileDefaults(pushType: .liveactivity, priority: 5, expiration: 0, collapseID: "news"))
        let entry = try #require(profile.tokens.first)
        #expect(entry.token.text == "abcdef01")
        #expect(entry.kind == .pushToStart)
        #expect(entry.note == "")
        #expect(entry.isDead(in: nil))
        #expect(entry.deadSummary(in: nil) == "Unregistered since 2026-11-02")
        #expect(profile.unknownMembers.isEmpty)
    }

    @Test func optionalMembersMayBeNullOrAbsent() throws {
        let text = """
            {"name": "n", "service": "apns", "environment": "production", "topic": "t",
             "auth": {"type": "token", "keyFile": "k", "keyID": "i", "teamID": "t"},
             "endpoint": null, "caFile": null, "defaults": null, "tokens": null}
            """
        let profile = try decode(text).get()
        #expect(profile.endpoint == nil)
        #expect(profile.defaults.isEmpty)
        #expect(profile.tokens.isEmpty)
    }

    @Test func aCertificateProfileMayLeaveItsTopicToTheCertificate() throws {
        let text = """
            {"name": "cert", "service": "apns", "environment": "sandbox",
             "auth": {"type": "certificate", "file": "push.p12"}}
            """
        let profile = try decode(text).get()
        #expect(profile.apns?.topic == "")
        #expect(Destination(profile, file: nil).bundleID(certificateTopic: "com.example.cert") == "com.example.cert")
        // Written back, it still leaves the topic out.
        let saved = ProfileCodec.encode(profile)
        #expect(!saved.contains("topic"), "\(saved)")
        // A token profile still needs one.
        let token = text.replacingOccurrences(of: #"{"type": "certificate", "file": "push.p12"}"#,
                                              with: #"{"type": "token", "keyFile": "k.p8", "keyID": "KEY1234567", "teamID": "TEAM123456"}"#)
        #expect(throws: ProfileLoadError.self) { try decode(token).get() }
    }

    @Test func unknownPushTypeIsKept() throws {
        let text = """
            {"name": "n", "service": "apns", "environment": "sandbox", "topic": "t",
             "auth": {"type": "token", "keyFile": "k", "keyID": "i", "teamID": "t"},
             "defaults": {"pushType": "hologram"}}
            """
        let profile = try decode(text).get()
        #expect(profile.defaults.headers.pushType == PushType(rawValue: "hologram"))
        #expect(profile.defaults.headers.pushType?.isKnown == false)
    }

    @Test func reportsEveryProblemWithFieldAndPosition() throws {
        let collapseID = String(repeating: "c", count: 70)
        let text = """
            {
              "name": 42,
              "service": "wns",
              "environment": "prod",
              "auth": {
                "type": "token",
                "keyFile": "",
                "teamID": "DEMOTEAM01"
              },
              "caFile": "ca.pem",
              "defaults": {"priority": 7, "expiration": -1, "collapseID": "\(collapseID)", "pushType": 3},
              "tokens": [
                {"label": "a", "token": "abcg"},
                "nope",
                {"label": "b", "token": "aa", "kind": "watch", "lastSeen": "yesterday", "invalidSince": "soon"}
              ]
            }
            """
        guard case .failure(let error) = decode(text) else {
            Issue.record("a profile with 15 problems was accepted")
            return
        }
        let lines = error.description.split(separator: "\n").map(String.init)
        #expect(lines == [
            "p.json:2:3: name: expected a non-empty string, found 42",
            "p.json:3:3: service: expected one of apns, fcm, ios-simulator, found 'wns'",
            "p.json:4:3: environment: expected one of sandbox, production, found 'prod'",
            "p.json: topic: is missing; expected a string",
            "p.json:7:5: auth.keyFile: expected a non-empty string, found ''",
            "p.json:5:3: auth.keyID: is missing; expected a string",
            "p.json:10:3: caFile: is only allowed together with endpoint: Apple's hosts are verified against the system's CAs",
            "p.json:11:137: defaults.pushType: expected a non-empty string, found 3",
            "p.json:11:16: defaults.priority: expected one of 10, 5, 1, found 7",
            "p.json:11:31: defaults.expiration: expected a UNIX time in seconds or 0, found -1",
            "p.json:11:49: defaults.collapseID: is 70 bytes long; APNs accepts at most 64",
            "p.json:13:33: tokens[0].token: device token is not hex: found 'g' at column 4",
            "p.json:12:3: tokens[1]: expected an object with label and token, found 'nope'",
            "p.json:15:35: tokens[2].kind: expected one of device, voip, liveactivity, pushToStart, fcm, found 'watch'",
            "p.json:15:52: tokens[2].lastSeen: expected a UTC time like 2026-11-02T10:15:00Z, found 'yesterday'",
            "p.json:15:77: tokens[2].invalidSince: expected a UTC time like 2026-11-02T10:15:00Z, found 'soon'",
        ])
        #expect(error.problems.allSatisfy { $0.file == "p.json" })
    }

    @Test func tokenProblemPointsAtTheBadCharacter() throws {
        let text = #"{"tokens": [{"label": "x", "token":   "ab cd g1"}]}"#
        let problem = try #require(try problems(text).first { $0.field == "tokens[0].token" })
        let position = try #require(problem.position)
        let bytes = Array(text.utf8)
        #expect(bytes[position.offset] == UInt8(ascii: "g"))
        #expect(position.line == 1)
        #expect(position.column == position.offset + 1)
    }

    @Test func tokenProblemWithEscapesPointsAtTheValue() throws {
        let text = #"{"tokens": [{"label": "x", "token": "\u0061bz"}]}"#
        let problem = try #require(try problems(text).first { $0.field == "tokens[0].token" })
        let position = try #require(problem.position)
        #expect(Array(text.utf8)[position.offset] == UInt8(ascii: "\""))
        #expect(problem.message == "device token is not hex: found 'z' at column 3")
    }

    @Test func syntaxErrorCarriesLineAndColumn() throws {
        let found = try problems("{\n  \"name\": \"x\",\n}")
        #expect(found.count == 1)
        let problem = try #require(found.first)
        #expect(problem.field.isEmpty)
        #expect(problem.position?.line == 3)
        #expect(problem.position?.column == 1)
        #expect(problem.description.hasPrefix("p.json:3:1: expected a string key after ','"))
    }

    @Test(arguments: [
        ("[]", "", "expected an object with name, service, environment, topic and auth, found an array"),
        (#"{"auth": {"type": "password"}}"#, "auth.type", "expected one of token, certificate, serviceAccount, found 'password'"),
        (#"{"auth": "token"}"#, "auth", "expected an object with type (token or certificate or serviceAccount) and its members, found 'token'"),
        (#"{"Topic": "x"}"#, "topic", "is missing; expected a string (found 'Topic': names are case-sensitive)"),
        (#"{"name": "a", "name": "b"}"#, "name", "appears more than once; keep one, JSON readers disagree on which wins"),
        (#"{"endpoint": "http://127.0.0.1:2197"}"#, "endpoint",
         "expected an https:// URL (APNs speaks HTTP/2 over TLS only), found 'http://127.0.0.1:2197'"),
        (#"{"tokens": {}}"#, "tokens", "expected an array of token objects, found an object"),
        (#"{"tokens": [{"token": "ab"}]}"#, "tokens[0].label", "is missing; expected a string"),
        (#"{"tokens": [{"label": "x", "token": "abc"}]}"#, "tokens[0].token",
         "device token has an odd number of hex digits (3): a digit is missing or extra"),
        (#"{"defaults": {"expiration": 1.5}}"#, "defaults.expiration", "expected an integer, found 1.5"),
        (#"{"defaults": []}"#, "defaults", "expected an object, found an array"),
    ])
    func namesTheFieldAndWhatWasExpected(text: String, field: String, message: String) throws {
        let found = try problems(text)
        #expect(found.contains { $0.field == field && $0.message == message }, "got \(found.map(\.description))")
    }

    private func apnsProfile(environment: String, endpoint: String) -> String {
        """
        {"name": "n", "service": "apns", "environment": "\(environment)", "topic": "t",
         "auth": {"type": "token", "keyFile": "k", "keyID": "i", "teamID": "t"},
         "endpoint": "\(endpoint)"}
        """
    }

    @Test(arguments: [
        ("sandbox", "https://api.push.apple.com", "production"),
        ("sandbox", "https://API.Push.Apple.com.:2197/", "production"),
        ("production", "https://api.sandbox.push.apple.com", "sandbox"),
        ("production", "https://api.development.push.apple.com:443", "sandbox"),
    ])
    func anEnvironmentThatContradictsApplesHostIsAProblemOfTheEnvironment(environment: String, endpoint: String, host: String) throws {
        let found = try problems(apnsProfile(environment: environment, endpoint: endpoint))
        let problem = try #require(found.first, "got \(found.map(\.description))")
        #expect(found.count == 1)
        #expect(problem.field == "environment")
        #expect(problem.message == "\(environment) contradicts endpoint \(endpoint) (Apple \(host))")
        #expect(problem.position?.line == 1)
    }

    @Test(arguments: [
        ("production", "https://api.push.apple.com:2197"),
        ("sandbox", "https://api.development.push.apple.com"),
        ("production", "https://127.0.0.1:2197"),
        ("sandbox", "https://push.example.com"),
        ("production", "https://api-manage-broadcast.sandbox.push.apple.com:2195"),
    ])
    func anEnvironmentThatAgreesWithItsHostOrACustomHostIsKept(environment: String, endpoint: String) throws {
        let profile = try decode(apnsProfile(environment: environment, endpoint: endpoint)).get()
        #expect(profile.apns?.environment.rawValue == environment)
    }

    @Test func theProductionMessageReadsAsTheIssueAsks() throws {
        guard case .failure(let error) = decode(apnsProfile(environment: "sandbox", endpoint: "https://api.push.apple.com")) else {
            Issue.record("expected the profile to be refused")
            return
        }
        #expect(error.summary == "1:34: environment: sandbox contradicts endpoint https://api.push.apple.com (Apple production)")
    }

    @Test(arguments: [
        ("https://127.0.0.1:2197", true), ("https://push.example.com", true),
        ("https://api.push.apple.com:2197", false), ("https://api.sandbox.push.apple.com", false),
    ])
    func onlyAHostOfTheUsersOwnIsACustomHost(endpoint: String, isCustom: Bool) throws {
        let environment = APNsEnvironment(appleHostOf: endpoint) ?? .production
        let profile = try decode(apnsProfile(environment: environment.rawValue, endpoint: endpoint)).get()
        #expect(Destination(profile, file: nil).isCustom == isCustom)
    }

    @Test func noEndpointIsNoCustomHost() throws {
        let profile = try decode(#"{"name": "n", "service": "apns", "environment": "sandbox", "topic": "t", "auth": {"type": "token", "keyFile": "k", "keyID": "i", "teamID": "t"}}"#).get()
        #expect(!Destination(profile, file: nil).isCustom)
    }
}
