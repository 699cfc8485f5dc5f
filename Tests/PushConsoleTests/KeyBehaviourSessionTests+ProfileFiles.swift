import Foundation
import PushCore
import Testing
@testable import PushConsole

/// Profile files that do not load: launch selects one that does and says how many could not be
/// read, the broken entry names its problem and is never written, a send with it selected says why
/// not, and `R` after a fix on disk makes it usable without a restart — through the real loop,
/// with the profiles read from files as the runtime reads them (these were tmux tests in
/// ConsoleBadInputTests, ProfileEnvironmentTests and ConsoleProfileReloadTests; the send plans
/// stand in for the simulator's journal).
extension KeyBehaviourSessionTests {
    /// Profile JSON, as a file holds it.
    private static func file(_ profile: Profile) -> [UInt8] { Array(ProfileCodec.encode(profile).utf8) }

    /// A profile with one device, as in the profile files of the tmux tests.
    private static func oneDevice(name: String, environment: APNsEnvironment = .sandbox, endpoint: String = "https://127.0.0.1:2197") -> Profile {
        var profile = F.profile(name: name, environment: environment, endpoint: endpoint, deadThird: false)
        profile.tokens = [TokenBookEntry(label: "test phone", token: F.token(0))]
        return profile
    }

    /// Profiles → the entry above the selected one (Shift-Tab twice, `k`).
    private var brokenEntry: [TerminalEvent] { keys(.backTab, .backTab, .character("k")) }

    @Test func aCorruptProfileIsShownAsAnErrorAndLeftUntouched() throws {
        let corrupt: [UInt8] = Array(#"{"name": "broken", "topic": ["#.utf8) + [0xFF, 0x00, 0x0A]
        let files = [["broken.json": corrupt, "valid.json": Self.file(Self.oneDevice(name: "valid one"))]]
        // Launch selects the profile that loads, and says one file could not be read.
        let launch = run([], width: 120, height: 40, profileFiles: files).screen
        #expect(launch.contains("1 profile file could not be read"), "\(launch)")
        #expect(launch.contains("pushtui   LOCAL  valid one"), "the valid profile is not the one selected:\n\(launch)")
        #expect(!launch.contains("Local simulator"), "\(launch)")

        // On the broken entry the problem is on the screen.
        let broken = run(brokenEntry, width: 120, height: 40, profileFiles: files).screen
        #expect(broken.contains(try Regex("✗ broken.json: .*found byte 0xFF")), "\(broken)")
        #expect(broken.contains("(the file is left as it is)"), "the problem is not on the status line:\n\(broken)")

        // Sending with the broken profile selected says why instead of trying.
        let sent = run(brokenEntry + keys(.control("s")), width: 120, height: 40, profileFiles: files)
        #expect(sent.screen.contains("not sent: choose a profile that loads"), "\(sent.screen)")
        #expect(sent.performer.sends.isEmpty, "\(sent.performer.sends)")
        let written = sent.performer.performed.filter { effect in
            switch effect {
            case .saveProfile(let file, _, _), .deleteProfile(let file): file.hasSuffix("broken.json")
            default: false
            }
        }
        #expect(written.isEmpty, "the broken file was written: \(written)")
    }

    /// On Apple's hosts the environment follows the host: a profile whose `environment`
    /// contradicts its `endpoint` is listed broken, naming the field.
    @Test func aProfileWhoseEnvironmentContradictsApplesHostIsListedAsBroken() throws {
        let files = [[
            "contradicts.json": Self.file(Self.oneDevice(name: "contradicts", endpoint: "https://api.push.apple.com")),
            "custom.json": Self.file(Self.oneDevice(name: "custom", environment: .production)),
        ]]
        let launch = run([], width: 160, height: 40, profileFiles: files).screen
        #expect(launch.contains("1 profile file could not be read"), "\(launch)")
        let screen = run(brokenEntry, width: 160, height: 40, profileFiles: files).screen
        #expect(screen.contains(try Regex("✗ contradicts.json: .*sandbox contradicts endpoint")), "the problem is not on the screen:\n\(screen)")
    }

    @Test(arguments: [(80, 24), (60, 16)])
    func aBrokenProfileFixedOnDiskLoadsAfterR(width: Int, height: Int) throws {
        let valid = Self.file(Self.oneDevice(name: "first"))
        let broken = ["a-broken.json": Array(#"{"name": "later", "topic": "#.utf8), "b-valid.json": valid]
        // The second read finds the file fixed on disk.
        let files = [broken, ["a-broken.json": Self.file(Self.oneDevice(name: "later")), "b-valid.json": valid]]
        #expect(run([], width: width, height: height, profileFiles: files).screen.contains("1 profile file could not be read"))

        // e on the broken file says why not, instead of doing nothing.
        let refused = run(brokenEntry + typed("e"), width: width, height: height, profileFiles: files).screen
        #expect(refused.contains("cannot switch a-broken.json: it does not load"), "\(refused)")

        // R reads every profile again; the fixed one is usable at once.
        let reread = keys(.backTab, .backTab) + typed("R")
        let read = run(reread, width: width, height: height, profileFiles: files).screen
        #expect(read.contains("read 2 profiles"), "\(read)")
        let selected = run(reread + typed("k"), width: width, height: height, profileFiles: files).screen
        #expect(selected.contains("pushtui   LOCAL  later"), "\(selected)")
        let sent = run(reread + typed("k") + keys(.control("s")), width: width, height: height, profileFiles: files)
        #expect(sent.screen.contains("1 of 1 delivered"), "\(sent.screen)")
        #expect(sent.performer.sends.count == 1 && sent.performer.sends.first?.profile.name == "later", "\(sent.performer.sends)")
    }
}
