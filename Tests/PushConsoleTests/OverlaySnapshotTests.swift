import Foundation
import PushCore
import Testing
@testable import PushConsole

/// Every overlay rendered over the console at 80x24 and 60x16 and compared with a reviewed snapshot
/// (text and style layers); help, the channels list and the production confirmation are in
/// RenderSnapshotTests, the diagnostics list in PaneTests.
/// Record new ones with PUSHTUI_RECORD_SNAPSHOTS=1 and read them.
@Suite struct OverlaySnapshotTests {
    typealias F = ConsoleFixtures
    typealias O = OverlayFixtures
    static let sizes = [(80, 24), (60, 16)]

    private func check(_ name: String, _ make: (Int, Int) -> AppState) {
        for (width, height) in Self.sizes {
            assertSnapshot(ConsoleView.render(make(width, height)), named: "overlay-\(name)-\(width)x\(height)")
        }
    }

    @Test func details() {
        check("details") { O.opened(.details, width: $0, height: $1) }
    }

    @Test func copiedText() {
        check("copied-text") { O.opened(.copied, width: $0, height: $1) }
    }

    @Test func detailsScrolledToTheEnd() {
        check("details-end") { width, height in
            var state = O.opened(.details, width: width, height: height)
            F.press([.end], in: &state)
            return state
        }
    }

    @Test func deviceForm() {
        check("device-form") { width, height in
            var state = O.opened(.tokenForm, width: width, height: height)
            _ = Reducer.reduce(&state, .event(.paste("<8f3a0c5e 2b7d4e6f 9a1b3c5d 7e9f0a2b 4c6d8e0f 1a3b5c7d 9e1f2a4b 6c8d0e2e>")), now: F.now)
            F.press([.tab], in: &state)
            F.type("Ada's iPhone", in: &state)
            F.press([.tab, .right, .right], in: &state)
            return state
        }
    }

    @Test func templatesSavingUnderAName() {
        check("templates-save") { width, height in
            var state = O.opened(.payloadName, width: width, height: height)
            F.type("Boarding", in: &state)
            return state
        }
    }

    @Test func quickAlert() {
        check("quick-alert") { O.opened(.quickAlert, width: $0, height: $1) }
    }

    @Test func quickAlertWithABadBadge() {
        check("quick-alert-bad-badge") { width, height in
            var state = O.opened(.quickAlert, width: width, height: height)
            F.press([.backTab, .backTab, .control("u")], in: &state)
            F.type("three", in: &state)
            return state
        }
    }

    @Test func resendChooser() {
        check("resend-chooser") { O.opened(.resendChooser, width: $0, height: $1) }
    }

    @Test func fieldsForm() {
        check("fields-form") { O.opened(.fieldsForm, width: $0, height: $1) }
    }

    /// A collapse ID over the limit and an apns-id that is no UUID, each told under its field.
    @Test func fieldsFormWithFieldsASendWouldRefuse() {
        check("fields-form-invalid") { width, height in
            var state = O.opened(.fieldsForm, width: width, height: height)
            F.press([.tab, .tab, .tab], in: &state)
            _ = Reducer.reduce(&state, .event(.paste(String(repeating: "c", count: 79))), now: F.now)
            F.press([.tab], in: &state)
            _ = Reducer.reduce(&state, .event(.paste("NOT-A-UUID")), now: F.now)
            return state
        }
    }

    /// An FCM profile's templates and its quick alert's two fields.
    @Test func fcmTemplatesAndQuickAlert() {
        let fcm = Profile.fcm(name: "Firebase", serviceAccountFile: "sa.json", project: "shop-1")
        check("templates-fcm") { width, height in
            var state = F.state(width: width, height: height, profiles: [fcm])
            F.press([.control("t")], in: &state)
            return state
        }
        check("quick-alert-fcm") { width, height in
            var state = F.state(width: width, height: height, profiles: [fcm])
            F.press([.function(7)], in: &state)
            return state
        }
    }

    @Test func profileForm() {
        check("profile-form") { width, height in
            var state = O.opened(.profileForm, width: width, height: height)
            F.press([.tab], in: &state)
            F.type("Shop", in: &state)
            F.press([.tab, .right, .tab], in: &state)
            F.type("com.shop.app", in: &state)
            F.press([.tab], in: &state)
            F.type("keys/AuthKey_ABCDE12345.p8", in: &state)
            _ = Reducer.reduce(&state, .keyFileChecked(KeyFileCheck(path: "keys/AuthKey_ABCDE12345.p8",
                                                                    problem: "key file /profiles/keys/AuthKey_ABCDE12345.p8 does not exist")), now: F.now)
            return state
        }
    }

    @Test func certificateProfileForm() {
        check("profile-form-certificate") { width, height in
            var state = O.opened(.profileForm, width: width, height: height)
            F.press([.right, .tab], in: &state)
            F.type("Shop", in: &state)
            F.press([.tab, .tab, .tab], in: &state)
            F.type("certs/push.p12", in: &state)
            F.press([.tab, .tab, .right, .right, .right, .tab], in: &state)
            F.type("secret", in: &state)
            let request = CertificateCheckRequest(file: "certs/push.p12", keyFile: nil, passphrase: .inProfile("secret"))
            let summary = CertificateSummary(subject: "Apple Push Services: com.shop.app", notAfter: Date(timeIntervalSince1970: 1_830_000_000),
                                             expiresSoon: false, environments: [.sandbox, .production],
                                             topics: ["com.shop.app", "com.shop.app.voip"], defaultTopic: "com.shop.app")
            _ = Reducer.reduce(&state, .certificateChecked(CertificateCheck(request: request, summary: summary, problem: nil)), now: F.now)
            _ = Reducer.reduce(&state, .keyringChecked(problem: nil), now: F.now)
            return state
        }
    }

    @Test func fcmProfileForm() {
        check("profile-form-fcm") { width, height in
            var state = O.opened(.profileForm, width: width, height: height)
            F.press([.right, .right, .tab], in: &state)
            F.type("Shop Android", in: &state)
            F.press([.tab], in: &state)
            F.type("service-account.json", in: &state)
            _ = Reducer.reduce(&state, .serviceAccountChecked(ServiceAccountCheck(
                path: "service-account.json", projectID: "shop-1234", clientEmail: "push@shop-1234.iam.gserviceaccount.com", problem: nil)),
                               now: F.now)
            return state
        }
    }

    @Test func iosSimulatorProfileForm() {
        check("profile-form-ios-simulator") { width, height in
            var state = O.opened(.profileForm, width: width, height: height)
            F.press([.left, .tab], in: &state)
            F.type("Shop in the Simulator", in: &state)
            F.press([.tab], in: &state)
            F.type("com.shop.app", in: &state)
            F.press([.tab], in: &state)
            let devices = [SimulatorDevice(udid: "8A3B2C1D-4E5F-6071-8293-A4B5C6D7E8F9", name: "iPhone 16 Pro", runtime: "iOS 18.0"),
                           SimulatorDevice(udid: "AAAAAAAA-BBBB-CCCC-DDDD-EEEEEEEEEEEE", name: "iPad Air 11-inch (M2)", runtime: "iOS 17.5")]
            _ = Reducer.reduce(&state, .simulatorDevicesListed(.devices(devices)), now: F.now)
            F.press([.right], in: &state)
            return state
        }
    }

    @Test func templates() {
        check("templates") { O.opened(.templates, width: $0, height: $1) }
    }

    @Test func deviceView() {
        check("device-view") { O.opened(.deviceView, width: $0, height: $1) }
    }

    @Test func channels() {
        check("channels") { O.opened(.channels, width: $0, height: $1) }
    }

    @Test func importMismatch() {
        check("import-mismatch") { width, height in
            var state = ConsoleFixtures.state(width: width, height: height)
            let command = CurlImportConsoleTests.command(token: String(repeating: "ab", count: 32), environment: "api.push.apple.com")
                .replacingOccurrences(of: "apns-topic: com.example.demo", with: "apns-topic: com.example.other")
            _ = Reducer.reduce(&state, .event(.paste(command)), now: F.now)
            F.press([.enter], in: &state)
            return state
        }
    }

    @Test func tokenCheck() {
        check("token-check") { O.opened(.tokenCheck, width: $0, height: $1) }
    }

    @Test func probeQuestion() {
        check("confirm-probe") { width, height in
            var state = ConsoleFixtures.state(width: width, height: height, profiles: [F.profile(name: "Shop", endpoint: nil)])
            state.focus = .tokens
            F.press([.character("c"), .character("p")], in: &state)
            F.arm(&state)
            return state
        }
    }

    @Test func deleteConfirmation() {
        check("confirm-delete") { width, height in
            var state = ConsoleFixtures.state(width: width, height: height)
            state.focus = .tokens
            F.press([.character("d")], in: &state)
            return state
        }
    }

    @Test func broadcastConfirmation() {
        check("confirm-broadcast") { width, height in
            var state = F.state(width: width, height: height, profiles: [F.profile(name: "Shop", environment: .production, endpoint: nil)])
            // A Live Activity update, then the channel picked in F4, as a user does it.
            let update = PayloadTemplate.apns.firstIndex { $0.name == "Live Activity update" } ?? 0
            F.press([.control("t")] + Array(repeating: .down, count: update) + [.enter, .function(4)], in: &state)
            _ = Reducer.reduce(&state, .channelsLoaded(profileFile: "/profiles/p0.json", channelIDs: ["ZmxpZ2h0LVVBOTAx"]), now: F.now)
            F.press([.enter, .control("s")], in: &state)
            F.arm(&state)
            return state
        }
    }

    @Test func curlImport() {
        check("curl-import") { O.opened(.curlImport, width: $0, height: $1) }
    }

    @Test func search() {
        check("search") { O.opened(.logSearch, width: $0, height: $1) }
    }
}
