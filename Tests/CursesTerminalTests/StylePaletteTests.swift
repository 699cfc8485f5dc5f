import PushConsole
import Testing
@testable import CursesTerminal

@Suite struct StylePaletteTests {
    @Test(arguments: ColorMode.allCases)
    func everyRoleOtherThanNormalLooksDifferentFromNormalTextWhereItMust(mode: ColorMode) {
        let normal = StylePalette.style(for: .normal, in: mode)
        #expect(normal == CellStyle())
        // Roles that carry meaning the user must not miss are visible in every mode.
        for role in [StyleRole.selection, .inactiveSelection, .error, .production, .focusedBorder, .title, .key, .emphasis] {
            #expect(StylePalette.style(for: role, in: mode) != normal, "\(role) looks like normal text in \(mode)")
        }
    }

    @Test func monochromeUsesNoColourAtAll() {
        for role in StyleRole.allCases {
            #expect(!StylePalette.style(for: role, in: .monochrome).hasColor, "\(role) has a colour under NO_COLOR")
        }
        #expect(StylePalette.style(for: .selection, in: .monochrome).attributes.contains(.reverse))
        #expect(StylePalette.style(for: .production, in: .monochrome).attributes == [.reverse, .bold])
    }

    @Test(arguments: [ColorMode.extended, .basic])
    func productionIsLoudAndDiffersFromSandboxAndLocal(mode: ColorMode) {
        let production = StylePalette.style(for: .production, in: mode)
        #expect(production.background != CellStyle.defaultColor)
        #expect(production.attributes.contains(.bold))
        #expect(production != StylePalette.style(for: .sandbox, in: mode))
        #expect(production != StylePalette.style(for: .local, in: mode))
        #expect(StylePalette.style(for: .sandbox, in: mode) != StylePalette.style(for: .local, in: mode))
    }

    @Test func basicModeStaysWithinTheEightANSIColours() {
        for role in StyleRole.allCases {
            let style = StylePalette.style(for: role, in: .basic)
            #expect((-1...7).contains(style.foreground) && (-1...7).contains(style.background), "\(role)")
        }
    }

    @Test(arguments: [
        (256, true, false, ColorMode.extended), (16, true, false, .basic), (8, true, false, .basic),
        (256, true, true, .monochrome), (2, true, false, .monochrome), (256, false, false, .monochrome),
    ])
    func colourModeFollowsTheTerminalAndNoColor(colors: Int, hasColors: Bool, noColor: Bool, expected: ColorMode) {
        #expect(ColorMode.choose(colors: colors, hasColors: hasColors, noColorRequested: noColor) == expected)
    }
}
