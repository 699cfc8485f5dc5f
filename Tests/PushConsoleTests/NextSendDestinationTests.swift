import PushCore
import PushTestSupport
import Testing
@testable import PushConsole

private typealias F = ConsoleFixtures

/// The next-send line, the production confirmation and the send's plan read one ``Destination``
/// for every row of the route table: the host named is the host resolved for the send.
@Suite struct NextSendDestinationTests {
    /// A console on `row`'s profile, with a device book, and a channel picked for a broadcast row.
    private static func state(_ row: DestinationCase) -> AppState {
        var profile = row.profile
        profile.tokens = F.profile(deadThird: false).tokens
        var state = F.state(width: 160, height: 40, profiles: [profile])
        if row.broadcast {
            state.channels.target = "dHN0LVNhbXBsZUNoYW5uZWw="
            Reducer.edit(&state, .replaceAll(#"{"aps":{"event":"update","timestamp":1796000000,"content-state":{"score":1}}}"#))
        } else if profile.kind == .fcm {
            Reducer.edit(&state, .replaceAll(#"{"topic":"news","notification":{"title":"Hi"}}"#))
        }
        return state
    }

    @Test(arguments: DestinationCase.all)
    func theLineAndTheConfirmationNameTheResolvedHost(row: DestinationCase) throws {
        var state = Self.state(row)
        guard case .success(let next) = state.nextSend else {
            Issue.record("no next send for \(row)")
            return
        }
        #expect(next.destination == Destination(row.profile, file: "/profiles/p0.json", broadcast: row.broadcast))
        #expect(next.destination.name == row.name && next.destination.fullName == row.fullName)
        #expect(NextSendTests.nextSendRow(state).contains(" · \(row.name)"), "\(NextSendTests.nextSendRow(state))")
        #expect(next.needsConfirmation == row.isProduction)
        let effects = F.press([.control("s")], in: &state)
        if row.isProduction {
            #expect(effects.isEmpty, "a production send waits for a yes")
            let text = ConsoleView.render(state).text
            #expect(text.contains("on   \(row.fullName)"), "\(text)")
        } else {
            #expect(!effects.isEmpty, "\(String(describing: state.status))")
        }
    }
}
