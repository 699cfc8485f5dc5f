import Foundation
import PushCore
import Testing
@testable import PushConsole

/// A profile name too long for the Profiles pane is cut in the middle with an ellipsis, so a
/// duplicate ("… copy") never reads as the profile it was copied from.
@Suite struct ProfileNameFitTests {
    typealias F = ConsoleFixtures

    @Test(arguments: [(80, 24), (60, 16)])
    func aDuplicateIsToldApartFromItsOriginal(width: Int, height: Int) {
        let state = F.state(width: width, height: height,
                            profiles: [F.profile(name: "Local simulator"), F.profile(name: "Local simulator copy 2")])
        let rows = ConsoleView.render(state).text.split(separator: "\n").map(String.init)
        let original = rows.first { $0.contains("▸") } ?? ""
        let copy = rows.first { $0.contains("…") && $0.contains("copy 2") } ?? ""
        #expect(!copy.isEmpty, "the copy's row is cut in the middle and keeps its end:\n\(rows.prefix(6).joined(separator: "\n"))")
        #expect(original != copy)
    }

    @Test func theMiddleCutKeepsTheStartAndTheEndWithinTheWidth() {
        #expect(TextFit.truncatedInMiddle("Local simulator copy", 15) == "Local s…or copy")
        #expect(TextFit.truncatedInMiddle("Shop", 15) == "Shop")
        #expect(DisplayWidth.of(TextFit.truncatedInMiddle("漢字の名前のプロファイル", 9)) <= 9)
    }
}
