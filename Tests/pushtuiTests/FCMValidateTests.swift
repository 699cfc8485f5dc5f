import Foundation
import PushTestSupport
import Testing
@testable import pushtui

/// `pushtui validate --fcm` through the binary.
@Suite struct FCMValidateTests {
    @Test func aGoodMessagePassesWithItsSize() throws {
        let files = try TemporaryDirectory(prefix: "validate-fcm")
        defer { files.remove() }
        let text = #"{"token":"abc","data":{"k":"v"}}"#
        let file = try files.write(text, to: "m.json")
        let result = try Pushtui.run(["validate", "--fcm", file])
        #expect(result.status == ExitCode.success.rawValue, "\(result.transcript)")
        #expect(result.standardOutput == "\(text.utf8.count) of 4096 bytes\n", "\(result.transcript)")
    }

    @Test func findingsCarryPositionsAndExitFive() throws {
        let files = try TemporaryDirectory(prefix: "validate-fcm")
        defer { files.remove() }
        let file = try files.write("{\"topic\":\"news\",\n \"android\":[]}", to: "m.json")
        let result = try Pushtui.run(["validate", "--fcm", file])
        #expect(result.status == ExitCode.invalidInput.rawValue, "\(result.transcript)")
        #expect(result.standardOutput.contains("m.json:2:2: error: android must be an object, found array"), "\(result.transcript)")
        #expect(result.standardOutput.contains("of 2048 bytes (topic message)"), "\(result.transcript)")
    }
}
