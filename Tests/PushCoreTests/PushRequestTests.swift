import Testing
import PushCore

@Suite struct PushRequestTests {
    @Test func buildsEveryHeaderInOrder() throws {
        let request = try Fixture.request(#"{ "aps" : { "alert" : "Hi" } }"#, type: .voip, priority: 5,
                                          expiration: 1_767_225_600, collapseID: "match-42",
                                          apnsID: "123e4567-e89b-12d3-a456-4266554400a0")
        let http = try request.httpRequest(authorization: "eyJhbGciOiJFUzI1NiJ9.e30.sig")
        #expect(http.method == "POST")
        #expect(http.path == "/3/device/" + Fixture.tokenHex)
        #expect(http.headers == [
            HTTPHeader(name: "authorization", value: "bearer eyJhbGciOiJFUzI1NiJ9.e30.sig"),
            HTTPHeader(name: "apns-push-type", value: "voip"),
            HTTPHeader(name: "apns-topic", value: "com.example.app.voip"),
            HTTPHeader(name: "apns-priority", value: "5"),
            HTTPHeader(name: "apns-expiration", value: "1767225600"),
            HTTPHeader(name: "apns-collapse-id", value: "match-42"),
            HTTPHeader(name: "apns-id", value: "123e4567-e89b-12d3-a456-4266554400a0"),
            HTTPHeader(name: "content-type", value: "application/json"),
        ])
        #expect(String(decoding: http.body, as: UTF8.self) == #"{"aps":{"alert":"Hi"}}"#)
    }

    @Test func certificateRequestHasNoAuthorizationAndOptionalHeadersStayOut() throws {
        let http = try Fixture.request().httpRequest(authorization: nil)
        #expect(http.headers.map(\.name) == ["apns-push-type", "apns-topic", "apns-priority", "content-type"])
        #expect(http.value(of: "apns-priority") == "10")
    }

    @Test func priorityDefaultsPerPushType() throws {
        let background = try Fixture.request(#"{"aps":{"content-available":1}}"#, type: .background)
        #expect(try background.httpRequest(authorization: nil).value(of: "apns-priority") == "5")
        #expect(background.effectivePriority == 5)
    }

    @Test func bodyIsTheDocumentsWireBytes() throws {
        let request = try Fixture.request("{\n \"aps\": {\"alert\": \"\\u00e9\"}\n}")
        let document = PayloadDocument(text: request.payload)
        #expect(try request.httpRequest(authorization: nil).body == document.wireBytes)
        #expect(try request.httpRequest(authorization: nil, document: document).body == document.wireBytes)
    }

    @Test func refusesAPayloadThatIsNotJSON() throws {
        let request = try Fixture.request("{\"aps\": }")
        #expect(throws: PushRequestError.invalidPayload(JSONSyntaxError(line: 1, column: 9, offset: 8, message: "expected a JSON value, found '}'"))) {
            try request.httpRequest(authorization: nil)
        }
        let error = PushRequestError.invalidPayload(JSONSyntaxError(line: 1, column: 9, offset: 8, message: "expected a JSON value, found '}'"))
        #expect(error.description == "payload is not valid JSON at 1:9: expected a JSON value, found '}'")
    }

    @Test(arguments: ["evil\r\nx-injected: 1", "line\nbreak", "nul\0", "matché\n", "🏟️\r"])
    func refusesHeaderValuesWithLineBreaks(_ collapseID: String) throws {
        let request = try Fixture.request(collapseID: collapseID)
        #expect(throws: PushRequestError.invalidHeaderValue(name: "apns-collapse-id")) {
            try request.httpRequest(authorization: nil)
        }
    }

    @Test func acceptsNonASCIIHeaderValuesWithoutLineBreaks() throws {
        let http = try Fixture.request(collapseID: "matché-🏟️").httpRequest(authorization: nil)
        #expect(http.value(of: "apns-collapse-id") == "matché-🏟️")
    }

    @Test func emptyTopicIsLeftOut() throws {
        let http = try Fixture.request(topic: "").httpRequest(authorization: nil)
        #expect(http.value(of: "apns-topic") == nil)
    }

    @Test func builtRequestPassesTheServerCheck() throws {
        let http = try Fixture.request(type: .liveactivity, priority: 5).httpRequest(authorization: "jwt")
        let rejection = APNsRequestCheck.check(method: http.method, path: http.path,
                                               headers: http.headers.map { (name: $0.name, value: $0.value) }, body: http.body)
        #expect(rejection == nil)
    }
}
