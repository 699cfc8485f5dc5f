import Foundation
import PushCore
import Testing
@testable import PushConsole

/// The profile form checks the key file as its path is typed (through the runner), names a missing
/// one, takes the Key ID from an `AuthKey_` file name, and saves — through the real loop (this was
/// a tmux test in ConsoleProfileFormTests; how the runner reads the key is tested in
/// ProfileFormChecksTests, the save effect stands in for the profile file).
extension KeyBehaviourSessionTests {
    @Test func theKeyFileIsCheckedAsTypedAndTheKeyIDFollowsItsName() throws {
        let form = keys(.backTab, .backTab, .character("a"))
        let opened = run(form).screen
        #expect(opened.contains("New profile"), "\(opened)")
        #expect(opened.contains(try Regex("kind +‹ APNs token")), "\(opened)")

        let named = form + keys(.tab) + typed("Shop") + keys(.tab, .tab) + typed("com.shop.app") + keys(.tab)
        let missing = "/nowhere/AuthKey_ABCDE12345.p8"
        let absent = run(named + typed(missing))
        #expect(absent.screen.contains("does not exist"), "\(absent.screen)")
        #expect(absent.screen.contains(try Regex("key ID +ABCDE12345")), "\(absent.screen)")
        let checked = absent.performer.performed.compactMap { if case .checkKeyFile(let path, _) = $0 { path } else { nil } }
        #expect(checked.last == missing, "the path as typed was not checked: \(checked)")

        // The real key: its file name carries the Key ID.
        let real = named + typed(missing) + keys(.control("u")) + typed(InstantPerformer.keyFile)
        let read = run(real).screen
        #expect(read.contains("✓ .p8 key read from"), "\(read)")
        #expect(read.contains(try Regex("key ID +DEMOKEY001")), "\(read)")
        let teamed = real + keys(.tab, .tab) + typed("TEAM123456")
        #expect(run(teamed).screen.contains("✓ ready to save"), "\(run(teamed).screen)")

        let saved = run(teamed + keys(.enter))
        #expect(saved.screen.contains("saved Shop to "), "\(saved.screen)")
        let written = saved.performer.performed.compactMap { if case .saveProfile(let file, let profile, nil) = $0 { (file, profile) } else { nil } }
        let (file, profile) = try #require(written.last, "no new profile written")
        #expect(file.hasSuffix("/shop.json"), "\(file)")
        #expect(profile.name == "Shop" && profile.apns?.topic == "com.shop.app", "\(profile)")
        #expect(profile.apns?.auth == .token(keyFile: InstantPerformer.keyFile, keyID: "DEMOKEY001", teamID: "TEAM123456"),
                "\(String(describing: profile.apns?.auth))")
    }
}
