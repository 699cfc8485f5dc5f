import PushCore
import Testing

/// Every kind of profile file saves byte for byte as it was read: the service sum type changes
/// the model, never the file.
@Suite("Profile round trip per kind")
struct ProfileRoundTripTests {
    private func roundTrip(_ text: String) throws -> (profile: Profile, saved: String) {
        let profile = try ProfileCodec.decode(Array(text.utf8), file: "f.json").get()
        return (profile, ProfileCodec.encode(profile))
    }

    @Test func anAPNsTokenProfileSavesByteForByte() throws {
        let text = """
            {
              "name": "shop",
              "service": "apns",
              "environment": "production",
              "topic": "com.example.shop",
              "auth": {
                "type": "token",
                "keyFile": "~/keys/AuthKey_ABC123DEFG.p8",
                "keyID": "ABC123DEFG",
                "teamID": "DEF123GHIJ",
                "rotation": "2027"
              },
              "endpoint": "https://127.0.0.1:2197",
              "caFile": "ca.pem",
              "defaults": {
                "pushType": "alert",
                "priority": 10
              },
              "tokens": [
                {
                  "label": "phone",
                  "token": "8f3a0c5e2b7d4e6f9a1b3c5d7e9f0a2b4c6d8e0f1a3b5c7d9e1f2a4b6c8d0e2f",
                  "kind": "voip"
                }
              ],
              "owner": "ops"
            }

            """
        let (profile, saved) = try roundTrip(text)
        #expect(profile.apns == APNsSettings(environment: .production, topic: "com.example.shop",
                                             auth: .token(keyFile: "~/keys/AuthKey_ABC123DEFG.p8", keyID: "ABC123DEFG", teamID: "DEF123GHIJ")))
        #expect(profile.fcm == nil)
        #expect(saved == text)
    }

    @Test func anAPNsCertificateProfileWithoutTopicSavesByteForByte() throws {
        let text = """
            {
              "name": "legacy",
              "service": "apns",
              "environment": "sandbox",
              "auth": {
                "type": "certificate",
                "file": "push.pem",
                "passphraseEnv": "APNS_CERT_PASSPHRASE",
                "keyFile": "key.pem"
              }
            }

            """
        let (profile, saved) = try roundTrip(text)
        #expect(profile.apns?.topic == "")
        #expect(profile.apns?.auth == .certificate(file: "push.pem", passphrase: .environment("APNS_CERT_PASSPHRASE"), keyFile: "key.pem"))
        #expect(saved == text)
    }

    @Test func anFCMProfileSavesByteForByteKeepingAnAPNsMemberWhereItWas() throws {
        let text = """
            {
              "name": "android",
              "service": "fcm",
              "environment": "sandbox",
              "topic": "com.example.android",
              "auth": {
                "type": "serviceAccount",
                "file": "sa.json",
                "note": "kept"
              },
              "endpoint": "https://127.0.0.1:2197",
              "caFile": "ca.pem",
              "project": "demo-project",
              "tokenEndpoint": "https://127.0.0.1:2197/token",
              "tokens": [
                {
                  "label": "emulator",
                  "token": "demo-emulator:APA91bDemo_1",
                  "kind": "fcm"
                }
              ],
              "comment": "kept too"
            }

            """
        let (profile, saved) = try roundTrip(text)
        #expect(profile.fcm == FCMSettings(serviceAccountFile: "sa.json", project: "demo-project",
                                           tokenEndpoint: "https://127.0.0.1:2197/token"))
        #expect(profile.apns == nil, "an FCM profile holds no APNs environment or topic")
        #expect(saved == text)
    }
}
