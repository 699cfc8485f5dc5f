import Foundation
import PushCore
import Testing
@testable import PushConsole

/// The payload meter and the syntax check follow every key, the last draft saved is the text
/// they measured, Ctrl-S shows the apns-id APNs answered, and a device APNs has unregistered
/// answers 410 and shows as dead — through the real loop (these were tmux tests in
/// ConsoleDemoTests; the draft effect stands in for the drafts file, and what the history records
/// is checked where it is written, in ConsoleEffectsFakeClientsTests).
extension KeyBehaviourSessionTests {
    @Test func theMeterShowsTheWireSizeAndABrokenPayloadItsPlace() throws {
        let initial = try #require(Self.meterCount(on: run([]).screen), "no meter:\n\(run([]).screen)")
        // Into the title's string, before its closing quote: `"title": "Hello|",`.
        let edit = keys(.down, .down, .down, .end, .left, .left) + typed(" 世界")
        let edited = run(edit).screen
        #expect(edited.contains(#""Hello 世界","#), "\(edited)")
        let shownCount = try #require(Self.meterCount(on: edited), "no meter:\n\(edited)")
        #expect(shownCount != initial)
        #expect(shownCount == initial + " 世界".utf8.count, "the meter counts wire bytes, not characters")

        let broken = run(edit + keys(.end) + typed("x"))
        #expect(broken.screen.contains("✗ invalid"), "\(broken.screen)")
        #expect(broken.screen.contains("– / 4,096 B"), "\(broken.screen)")
        #expect(Self.meterCount(on: broken.screen) == nil, "a broken payload has no size:\n\(broken.screen)")

        // The last draft saved is the editor's text as it was: the broken payload.
        let drafts = broken.performer.performed.compactMap { if case .saveDrafts(let changed) = $0 { changed.values.first?.payload } else { nil } }
        let brokenText = try #require(drafts.last, "no draft saved")
        let error = try #require(PayloadDocument(text: brokenText).syntaxError, "the draft parses:\n\(brokenText)")
        #expect(broken.screen.contains("✗ \(error.line):\(error.column) "), "no \(error.line):\(error.column) in:\n\(broken.screen)")

        // Without the stray character it is the text the meter measured.
        let measuredText = brokenText.replacingOccurrences(of: "\",x\n", with: "\",\n")
        #expect(measuredText != brokenText)
        #expect(PayloadDocument(text: measuredText).byteCount == shownCount)
    }

    @Test func ctrlSDeliversAndTheRowShowsTheApnsIDItGotBack() throws {
        let sent = run(keys(.control("s")), width: 120, height: 40)
        let shownID = try #require(sent.screen.firstMatch(of: /200 Delivered +apns-id ([0-9A-Fa-f]{8})/), "\(sent.screen)").1
        let answered = try #require(sent.state.log.rows.first?.answer?.response?.apnsID, "no answer")
        #expect(answered.lowercased().hasPrefix(shownID.lowercased()), "\(shownID) is not the start of \(answered)")
        // To the first device of the book, named on the row by its last characters only.
        #expect(sent.performer.sends.flatMap(\.requests).map(\.token) == [F.token(0)])
        #expect(sent.screen.contains("iPhone 16 Pro"), "\(sent.screen)")
        #expect(!sent.screen.contains(F.tokens[0].prefix(16)), "the whole device token is on screen:\n\(sent.screen)")
    }

    @Test func theUninstalledDeviceAnswers410AndShowsAsDead() throws {
        // Payload → Devices (Shift-Tab), down to the third device, Space chooses it.
        let chosen = keys(.backTab)
        #expect(run(chosen).screen.contains("┏━ Devices"), "\(run(chosen).screen)")
        let third = chosen + keys(.down, .down, .character(" "))
        #expect(run(third).screen.contains(try Regex(#"\[x\] Old iPhone"#)), "\(run(third).screen)")
        let sent = run(third + keys(.control("s")))
        #expect(sent.screen.contains("410 Unregistered"), "\(sent.screen)")
        #expect(sent.screen.contains(try Regex(#"Old iPhone[^\n]*\n[^\n]*✗ Unregistered"#)), "\(sent.screen)")
        #expect(sent.performer.sends.flatMap(\.requests).map(\.token).contains(F.token(2)))
    }
}
