import PushCore
import Testing

/// Reading pushes back from curl command lines as Apple's documentation and console write them.
@Suite struct CurlImportTests {
    static let token = "00fc13adff785122b4ad28809a3420982341241421348097878e577c991de8f0"

    @Test func applesDocumentationFormImportsEveryField() throws {
        let line = """
            curl -v --header "apns-topic: com.example.app" \\
              --header "apns-push-type: background" --header "apns-priority: 5" \\
              --header "apns-expiration: 1780000000" --header "apns-collapse-id: score" \\
              --header "apns-id: 123e4567-e89b-12d3-a456-4266554400a0" \\
              --header "authorization: bearer eyJhbGciOiJFUzI1NiJ9.e30.c2VjcmV0" \\
              --data '{"aps":{"content-available":1}}' \\
              --http2 https://api.sandbox.push.apple.com:443/3/device/\(Self.token)
            """
        let imported = try CurlImport.parse(line)
        #expect(imported.headers.topic == "com.example.app")
        #expect(imported.headers.pushType == .background)
        #expect(imported.headers.priority == 5)
        #expect(imported.headers.expiration == 1_780_000_000)
        #expect(imported.headers.collapseID == "score")
        #expect(imported.headers.apnsID == "123e4567-e89b-12d3-a456-4266554400a0")
        #expect(imported.payload == Array(#"{"aps":{"content-available":1}}"#.utf8))
        #expect(imported.deviceToken?.hex == Self.token)
        #expect(imported.host == .apple(.sandbox, port: 443))
        #expect(imported.notes == ["the authorization header (provider token) is ignored and not stored"])
        #expect(!"\(imported)".contains("c2VjcmV0"), "the bearer token must not be kept")
    }

    /// An `apns-*` header this version does not name is part of the push value: it reaches the
    /// wire as it was given. A header outside the push value is reported, not imported.
    @Test func anAPNsHeaderPushtuiDoesNotNameTravelsWithThePush() throws {
        let imported = try CurlImport.parse(
            "curl -H 'apns-push-type: alert' -H 'APNs-Future: 1' -H 'x-trace: abc' -d '{}' https://api.push.apple.com/3/device/\(Self.token)")
        #expect(imported.headers.other == [HTTPHeader(name: "apns-future", value: "1")])
        #expect(imported.notes == ["header x-trace is not imported"])
        let request = PushRequest(token: try DeviceToken(parsing: Self.token), headers: imported.headers, payload: "{}")
        #expect(try request.headers(authorization: nil).contains(HTTPHeader(name: "apns-future", value: "1")))
    }

    @Test func hostsMapToEnvironmentsOrACustomURL() throws {
        let base = "curl -d '{}' "
        #expect(try CurlImport.parse(base + "https://api.push.apple.com/3/device/\(Self.token)").host == .apple(.production, port: 443))
        #expect(try CurlImport.parse(base + "https://API.push.apple.com:2197/3/device/\(Self.token)").host == .apple(.production, port: 2197))
        #expect(try CurlImport.parse(base + "https://127.0.0.1:2197/3/device/\(Self.token)").host == .custom(baseURL: "https://127.0.0.1:2197"))
    }

    @Test func certificateFilesAndFormsAreReportedNotImported() throws {
        let imported = try CurlImport.parse(
            "curl -sS -E cert.pem --pass hunter2 --cert-type P12 -XPOST -H'apns-topic: t' -d @payload.json --url https://api.push.apple.com/3/device/\(Self.token)")
        #expect(imported.payload == nil)
        #expect(imported.payloadFile == "payload.json")
        #expect(imported.headers.topic == "t")
        #expect(imported.notes.contains("-E cert.pem: a client certificate, not imported"))
        #expect(imported.notes.contains { $0.hasPrefix("--pass (value not shown)") })
        #expect(!imported.notes.joined().contains("hunter2"))
        #expect(imported.notes.contains { $0.contains("payload.json") })
    }

    @Test func dataRawKeepsALeadingAt() throws {
        let imported = try CurlImport.parse("curl --data-raw @literal https://h:1/3/device/\(Self.token)")
        #expect(imported.payload == Array("@literal".utf8))
        #expect(imported.payloadFile == nil)
    }

    @Test(arguments: [
        ("wget https://x/3/device/00", 1, 1, "expected the command to be curl"),
        ("curl -H 'apns-priority: high' https://h/3/device/00", 1, 9, "apns-priority must be a whole number"),
        ("curl --frobnicate https://h/3/device/00", 1, 6, "unknown curl option '--frobnicate'"),
        ("curl -X GET https://h/3/device/00", 1, 9, "POST"),
        ("curl -d '{}' -d '{}' https://h/3/device/00", 1, 17, "a second -d"),
        ("curl -H 'apns-topic: a' -H 'apns-topic: b' https://h/3/device/00", 1, 28, "apns-topic is given twice"),
        ("curl -H nocolon https://h/3/device/00", 1, 9, "no ':'"),
        ("curl -d '{}' http://h/3/device/00", 1, 14, "https"),
        ("curl -d '{}' https://h/4/broadcast", 1, 14, "is not /3/device/TOKEN"),
        ("curl -d '{}' https://$HOST/3/device/00", 1, 14, "expand shell variables"),
        ("curl -d '{}'\\\n https://h/3/device/00zz", 2, 23, "not hex"),
        ("curl -d '{}'", 1, 9, "no URL"),
        ("curl -H", 1, 6, "-H needs a value"),
        ("", 1, 1, "empty"),
    ])
    func badLinesNameThePartAndColumn(_ line: String, _ row: Int, _ column: Int, _ words: String) {
        do {
            let imported = try CurlImport.parse(line)
            Issue.record("parsed: \(imported)")
        } catch {
            #expect(error.position.line == row && error.position.column == column, "\(error)")
            #expect(error.message.contains(words), "\(error)")
        }
    }
}
