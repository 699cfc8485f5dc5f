import Foundation
import PushCore
import PushDelivery
import PushCrypto
import PushTestSupport
import PushTransport
import Testing

/// What `pushtui curl` prints imports back to the same push: same headers, payload bytes and token.
@Suite struct CurlImportRoundTripTests {
    static let token = try? DeviceToken(parsing: "00fc13adff785122b4ad28809a3420982341241421348097878e577c991de8f0")

    /// Pushes that exercise every header and the quoting of awkward payloads.
    static let requests: [PushRequest] = {
        guard let token else { return [] }
        return [
            PushRequest(token: token, topic: "com.example.app", pushType: .alert, payload: #"{"aps":{"alert":"hi"}}"#),
            PushRequest(token: token, topic: "com.example.app", pushType: .background, priority: 5, expiration: 0,
                        collapseID: "score 'n' \"quotes\"", apnsID: "123E4567-E89B-12D3-A456-4266554400A0",
                        payload: #"{"aps":{"content-available":1},"s":"it's $(not run) `x` \\ \"q\"\n"}"#),
            PushRequest(token: token, topic: "com.example.app.voip", pushType: .voip, priority: 10, expiration: 1_780_000_000,
                        payload: #"{"ünï":"cödé ✓ 😀","aps":{}}"#),
            PushRequest(token: token, topic: "", pushType: PushType(rawValue: "liveactivity"), payload: "{ \"aps\" : { } }"),
        ]
    }()

    /// The push an import describes, for comparison with the one exported.
    private func request(from imported: CurlImport) throws -> PushRequest {
        let token = try #require(imported.deviceToken)
        let payload = try #require(imported.payload)
        return PushRequest(token: token, topic: imported.headers.topic ?? "", pushType: try #require(imported.headers.pushType),
                           priority: imported.headers.priority, expiration: imported.headers.expiration, collapseID: imported.headers.collapseID,
                           apnsID: imported.headers.apnsID, payload: String(decoding: payload, as: UTF8.self))
    }

    @Test(arguments: requests)
    func everyExportedLineImportsToTheSameWireRequest(_ original: PushRequest) throws {
        let wire = try original.httpRequest(authorization: nil)
        let endpoints = [try APNsEndpoint.apple(.production), try APNsEndpoint.apple(.sandbox, port: 2197),
                         try APNsEndpoint.custom("https://127.0.0.1:2197", caFile: "/tmp/with space/ca.pem")]
        let authentications: [CurlCommandLine.Authentication] = [
            .providerToken(mintedBy: "pushtui jwt --profile 'my profile'"),
            .certificate(["--cert-type", "P12", "--cert", "'/tmp/a b.p12'", "--pass", "\"$APNS_CERT_PASSPHRASE\""]),
        ]
        for endpoint in endpoints {
            for authentication in authentications {
                let line = CurlCommandLine.make(wire, endpoint: endpoint, authentication: authentication)
                let imported = try CurlImport.parse(line)
                let back = try request(from: imported).httpRequest(authorization: nil)
                #expect(back == wire, "\(line)")
                #expect(imported.payload == wire.body, "payload bytes differ: \(line)")
                switch imported.host {
                case .apple(let environment, let port)?:
                    #expect(endpoint.baseURL == environment.baseURL(port: port))
                case .custom(let baseURL)?:
                    #expect(endpoint.baseURL == baseURL)
                case nil:
                    Issue.record("no host: \(line)")
                }
            }
        }
    }

    @Test func thePrintedLineOfTheBinaryImportsBackThroughTheBinary() throws {
        let files = try TemporaryDirectory(prefix: "pushtui-import-curl")
        let token = "00fc13adff785122b4ad28809a3420982341241421348097878e577c991de8f0"
        let payload = try files.write(#"{"aps": {"alert": "it's \"here\""}, "n": 1}"#, to: "payload.json")
        let key = try files.writePrivate(ECPrivateKey.generateP256().pkcs8PEM(), to: "AuthKey.p8")
        let printed = try Pushtui.run(["curl", "--endpoint", "https://127.0.0.1:2197",
                                       "--key-file", key, "--key-id", "ABC123DEFG", "--team-id", "DEF123GHIJ",
                                       "--topic", "com.example.app", "--token", token, "--payload", payload,
                                       "--collapse-id", "c1", "--priority", "5", "--expiration", "0"])
        #expect(printed.status == ExitCode.success.rawValue, "\(printed.transcript)")
        let line = try files.write(printed.standardOutput, to: "line.sh")
        let imported = try Pushtui.run(["import-curl", "--json", line])
        #expect(imported.status == ExitCode.success.rawValue, "\(imported.transcript)")
        let json = try #require(try JSONSerialization.jsonObject(with: Data(imported.standardOutput.utf8)) as? [String: Any])
        #expect(json["token"] as? String == token)
        #expect(json["topic"] as? String == "com.example.app")
        #expect(json["pushType"] as? String == "alert")
        #expect(json["priority"] as? Int == 5)
        #expect(json["expiration"] as? Int == 0)
        #expect(json["collapseID"] as? String == "c1")
        #expect(json["payload"] as? String == #"{"aps":{"alert":"it's \"here\""},"n":1}"#)
        #expect((json["host"] as? [String: Any])?["url"] as? String == "https://127.0.0.1:2197")
        #expect((json["notes"] as? [String])?.contains("the authorization header (provider token) is ignored and not stored") == true)

        let human = try Pushtui.run(["import-curl"], input: line)
        #expect(human.status == ExitCode.success.rawValue, "\(human.transcript)")
        #expect(human.standardOutput.contains("device token     …991de8f0\n"), "\(human.transcript)")
        #expect(!human.standardOutput.contains(token), "human output shortens the device token")
    }

    @Test func aBrokenLineIsInvalidInputNamingFileLineAndColumn() throws {
        let files = try TemporaryDirectory(prefix: "pushtui-import-curl")
        let line = try files.write("curl -H 'apns-topic: x' \\\n  -H 'apns-priority: soon' https://h/3/device/00\n", to: "bad.sh")
        let result = try Pushtui.run(["import-curl", line])
        #expect(result.status == ExitCode.invalidInput.rawValue, "\(result.transcript)")
        #expect(result.standardError == "pushtui import-curl: \(line): line 2, column 6: apns-priority must be a whole number of 0 or more, found 'soon'\n",
                "\(result.transcript)")
        #expect(result.standardOutput.isEmpty)
    }
}
