import Foundation
import PushTestSupport
import Testing
import PushDelivery

/// `pushtui validate --fcm` through the binary.
@Suite struct FCMValidateTests {
    @Test func aGoodMessagePassesWithItsSize() throws {
        let files = try TemporaryDirectory(prefix: "validate-fcm")
        defer { files.remove() }
        let text = #"{"token":"abc","data":{"k":"v"}}"#
        let file = try files.write(text, to: "m.json")
        let result = try Pushtui.run(["validate", "--fcm", file])
        #expect(result.status == ExitCode.success.rawValue, "\(result.transcript)")
        // FCM counts the payload's keys and values ("k" + "v"), not the target.
        #expect(result.standardOutput == "2 / 4,096 bytes of payload (data and notification text) for FCM\n", "\(result.transcript)")
    }

    @Test func findingsCarryPositionsAndExitFive() throws {
        let files = try TemporaryDirectory(prefix: "validate-fcm")
        defer { files.remove() }
        let file = try files.write("{\"topic\":\"news\",\n \"android\":[]}", to: "m.json")
        let result = try Pushtui.run(["validate", "--fcm", file])
        #expect(result.status == ExitCode.invalidInput.rawValue, "\(result.transcript)")
        #expect(result.standardOutput.contains("m.json:2:2: error: message.android: expected an object, found array"), "\(result.transcript)")
        #expect(result.standardOutput.contains("0 / 4,096 bytes of payload (data and notification text) for FCM, a topic message"), "\(result.transcript)")
    }

    // Issue 16: Google's documented request body {"message":{…}} was refused with "found none".
    @Test func theDocumentedRequestBodyIsAccepted() throws {
        let files = try TemporaryDirectory(prefix: "validate-fcm")
        defer { files.remove() }
        let file = try files.write(#"{"message":{"topic":"news","notification":{"title":"Hi"}}}"#, to: "body.json")
        let result = try Pushtui.run(["validate", "--fcm", file])
        #expect(result.status == ExitCode.success.rawValue, "\(result.transcript)")
        #expect(result.standardOutput == "7 / 4,096 bytes of payload (data and notification text) for FCM, a topic message\n", "\(result.transcript)")
    }

    // Issue 16: legacy fields and wrong types were passed; FCM answers 400.
    @Test func aLegacyFieldAndABadTTLAreLocatedErrors() throws {
        let files = try TemporaryDirectory(prefix: "validate-fcm")
        defer { files.remove() }
        let file = try files.write("{\"token\":\"abc\",\n \"priority\":\"high\",\n \"android\":{\"ttl\":3600}}", to: "legacy.json")
        let result = try Pushtui.run(["validate", "--fcm", file])
        #expect(result.status == ExitCode.invalidInput.rawValue, "\(result.transcript)")
        #expect(result.standardOutput.contains("legacy.json:2:2: error: message.priority: Message has no field 'priority'"), "\(result.transcript)")
        #expect(result.standardOutput.contains(#"legacy.json:3:13: error: message.android.ttl: expected a duration such as "3.5s", found 3600; write "3600s""#),
                "\(result.transcript)")
    }
}
