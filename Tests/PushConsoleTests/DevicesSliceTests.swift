import Foundation
import PushCore
import Testing
@testable import PushConsole

/// The Devices slice on its own: the cursor and the choices over a book it is given, and its view
/// in a small screen.
@Suite struct DevicesSliceTests {
    typealias F = ConsoleFixtures

    private let profile = F.profile()
    private var book: [TokenBookEntry] { profile.tokens }

    @Test func theCursorIsTheTargetUntilDevicesAreChosen() {
        var devices = DevicesState()
        #expect(devices.reduce(.move(.down), book: book, environment: profile.environment) == .consumed)
        #expect(devices.targets(in: book).map(\.label) == ["iPad Air"])
        #expect(devices.reduce(.toggleDevice, book: book, environment: profile.environment) == .consumed)
        #expect(devices.reduce(.move(.last), book: book, environment: profile.environment) == .consumed && devices.cursor == 2)
        #expect(devices.targets(in: book).map(\.label) == ["iPad Air"], "the chosen device, not the cursor")
    }

    @Test func choosingEveryLiveDeviceLeavesTheDeadOutAndSaysSo() {
        var devices = DevicesState()
        #expect(devices.reduce(.selectAllLive, book: book, environment: profile.environment) == .consumed(StatusMessage("2 live devices chosen, 1 dead left out")))
        #expect(devices.chosen == [book[0].token, book[1].token])
    }

    @Test func bookEditsAreTheApps() {
        var devices = DevicesState()
        for command: PaneCommand in [.addDevice, .renameDevice, .deleteDevice, .send] {
            #expect(devices.reduce(command, book: book, environment: profile.environment) == .notConsumed, "\(command)")
        }
        devices.cursor = 2
        devices.chosen = [book[0].token, book[2].token]
        devices.keep(in: Array(book.prefix(2)))
        #expect(devices.cursor == 1 && devices.chosen == [book[0].token])
    }

    @Test func theViewKeepsADimmedCursorWhenUnfocusedIn40x8() {
        var devices = DevicesState()
        devices.cursor = 1
        devices.chosen = [book[0].token]
        func draw(focused: Bool, channel: String? = nil) -> Screen {
            var screen = Screen(width: 40, height: 8)
            TokensView.draw(devices, profile: profile, channel: channel, focused: focused, frame: Frame(row: 0, column: 0, width: 40, height: 8),
                            into: &screen)
            return screen
        }
        let unfocused = draw(focused: false)
        let lines = unfocused.text.split(separator: "\n").map(String.init)
        #expect(lines[0].contains("Devices (1 chosen)"))
        #expect(lines[1].hasPrefix("│[x] iPhone 16 Pro") && lines[1].hasSuffix(book[0].token.shortened + "│"))
        #expect(lines[2].contains("device"))
        #expect(lines[3].hasPrefix("│[ ] iPad Air"))
        #expect(lines[5].hasPrefix("│[ ] Old iPhone") && lines[6].contains("✗ Unregistered"))
        let styles = unfocused.styles.split(separator: "\n").map(String.init)
        let focusedStyles = draw(focused: true).styles.split(separator: "\n").map(String.init)
        #expect(styles[3] != styles[1] && focusedStyles[3] != styles[3], "the cursor is dimmed, not gone, when unfocused")
        #expect(draw(focused: false, channel: "Y2hhbm5lbC0y").text.contains("Devices → channel …bm5lbC0y"))
    }
}
