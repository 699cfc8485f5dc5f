import PushCore
import Testing

@Suite("FCM profiles")
struct FCMProfileTests {
    private func decode(_ text: String) -> Result<Profile, ProfileLoadError> {
        ProfileCodec.decode(Array(text.utf8), file: "f.json")
    }

    static let minimal = """
        {"name": "android", "service": "fcm",
         "auth": {"type": "serviceAccount", "file": "~/sa.json"}}
        """

    @Test func readsAMinimalProfileWithoutAPNsFields() throws {
        let profile = try decode(Self.minimal).get()
        #expect(profile.service == .fcm(FCMSettings(serviceAccountFile: "~/sa.json")))
        #expect(profile.apns == nil)
        #expect(profile.fcm?.project == nil)
    }

    @Test func roundTripsEveryField() throws {
        let text = """
            {"name": "sim", "service": "fcm", "environment": "sandbox",
             "auth": {"type": "serviceAccount", "file": "sa.json", "note": "kept"},
             "endpoint": "https://127.0.0.1:2197", "caFile": "ca.pem", "project": "demo-project",
             "tokenEndpoint": "https://127.0.0.1:2197/token", "color": "green"}
            """
        let profile = try decode(text).get()
        #expect(profile.fcm?.project == "demo-project")
        #expect(profile.fcm?.tokenEndpoint == "https://127.0.0.1:2197/token")
        // FCM has no environment: the file's is kept as written, where it was.
        #expect(profile.unknownMembers.map(\.key) == ["environment", "color"])
        let encoded = ProfileCodec.encode(profile)
        #expect(encoded.contains("\"service\": \"fcm\",\n  \"environment\": \"sandbox\",\n  \"auth\""))
        #expect(try decode(encoded).get() == profile)
        #expect(encoded.contains("\"note\""))
        #expect(!encoded.contains("\"topic\""))
        let minimal = try decode(Self.minimal).get()
        #expect(try decode(ProfileCodec.encode(minimal)).get() == minimal)
        #expect(!ProfileCodec.encode(minimal).contains("environment"))
    }

    /// Found by the profile fuzzer: members an fcm profile has no use for (`environment`, `topic`)
    /// written after unknown ones come back in their schema place, so the decoder keeps them first,
    /// and encode → decode gives the same profile and the same bytes again.
    @Test func keptMembersAfterUnknownOnesRoundTrip() throws {
        let text = """
            {"name": "sim", "service": "fcm", "auth": {"type": "serviceAccount", "file": "sa.json"},
             "enduoint": "https://127.0.0.1:2197", "comment": "misspelt", "topic": "com.example", "environment": "sandbox"}
            """
        let profile = try decode(text).get()
        #expect(profile.unknownMembers.map(\.key) == ["environment", "topic", "enduoint", "comment"])
        let encoded = ProfileCodec.encode(profile)
        let again = try decode(encoded).get()
        #expect(again == profile, "\(encoded)")
        #expect(ProfileCodec.encode(again) == encoded)
    }

    @Test func reportsMismatchedAuthAndFieldsWithPositions() throws {
        let text = """
            {"name": "x", "service": "fcm",
             "auth": {"type": "token", "keyFile": "k", "keyID": "i", "teamID": "t"},
             "tokenEndpoint": "http://127.0.0.1/token"}
            """
        guard case .failure(let error) = decode(text) else {
            Issue.record("accepted an FCM profile with a token auth")
            return
        }
        #expect(error.description.split(separator: "\n").map(String.init) == [
            "f.json:2:2: auth.type: service fcm needs type serviceAccount, found 'token'",
            "f.json:3:2: tokenEndpoint: expected an https:// URL, found 'http://127.0.0.1/token'",
        ])
    }

    @Test func apnsProfilesRefuseFCMFields() throws {
        let text = """
            {"name": "x", "service": "apns", "environment": "sandbox", "topic": "t",
             "auth": {"type": "serviceAccount"}, "project": "p"}
            """
        guard case .failure(let error) = decode(text) else {
            Issue.record("accepted an APNs profile with FCM fields")
            return
        }
        let lines = error.description.split(separator: "\n").map(String.init)
        #expect(lines.contains("f.json:2:2: auth.file: is missing; expected a string"))
        #expect(lines.contains("f.json:2:38: project: is only for service fcm"))
    }
}
