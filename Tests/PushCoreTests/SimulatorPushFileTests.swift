import PushCore
import Testing

/// The `.apns` document and what the iOS Simulator does not take (`xcrun simctl push --help`).
@Suite struct SimulatorPushFileTests {
    @Test func theDocumentIsThePayloadWithTheTargetBundleFirst() {
        let document = SimulatorPushFile.document(payload: #"{"aps":{"alert":"Hi"},"n":1.50}"#, bundleID: "com.example.app")
        #expect(document == "{\n  \"Simulator Target Bundle\": \"com.example.app\",\n  \"aps\": {\n    \"alert\": \"Hi\"\n  },\n  \"n\": 1.50\n}\n")
    }

    @Test(arguments: ["[1]", "\"aps\"", "{", ""])
    func aPayloadThatIsNotAnObjectHasNoDocument(_ payload: String) {
        #expect(SimulatorPushFile.document(payload: payload, bundleID: "com.example.app") == nil)
    }

    @Test func alertAndBackgroundAreTakenEveryOtherTypeIsWarnedAbout() {
        #expect(SimulatorPushFile.warnings(pushType: .alert).isEmpty)
        #expect(SimulatorPushFile.warnings(pushType: .background).isEmpty)
        for type in [PushType.voip, .complication, .fileprovider, .liveactivity, .location, PushType(rawValue: "future")] {
            #expect(SimulatorPushFile.warnings(pushType: type).first?.contains("does not take \(type.rawValue) pushes") == true, "\(type)")
        }
    }
}
