import PushStorage
import Testing

/// Config (profiles), state (history, drafts, simulator) and data (payload library) follow one XDG
/// rule, resolved from an injected environment and home.
@Suite struct XDGDirectoryTests {
    private let home = "/home/me"

    @Test func absoluteVariablesWin() {
        let environment = ["XDG_STATE_HOME": "/var/state", "XDG_DATA_HOME": "/var/data/"]
        let state = StatePaths(environment: environment, home: home)
        #expect(state.root == "/var/state/pushtui")
        #expect(state.history == "/var/state/pushtui/history.jsonl")
        #expect(state.drafts == "/var/state/pushtui/drafts.json")
        #expect(state.simulator == "/var/state/pushtui/simulator")
        #expect(DataPaths(environment: environment, home: home).root == "/var/data/pushtui", "a trailing slash is not doubled")
    }

    @Test(arguments: [[:], ["XDG_STATE_HOME": "", "XDG_DATA_HOME": "", "XDG_CONFIG_HOME": ""],
                      ["XDG_STATE_HOME": "state", "XDG_DATA_HOME": "./data", "XDG_CONFIG_HOME": "config"]])
    func missingEmptyOrRelativeVariablesFallBackToTheHome(environment: [String: String]) {
        #expect(StatePaths(environment: environment, home: home).root == "/home/me/.local/state/pushtui")
        #expect(DataPaths(environment: environment, home: home).root == "/home/me/.local/share/pushtui")
        #expect(XDGDirectory.pushtui(variable: "XDG_CONFIG_HOME", fallback: ".config", environment: environment, home: home)
                == "/home/me/.config/pushtui")
    }

    @Test func profilesFollowTheSameRuleAsState() {
        let environment = ["XDG_CONFIG_HOME": "/etc/xdg/"]
        #expect(ProfileDirectory.resolve(explicit: nil, currentDirectory: "/nonexistent", environment: environment, home: home)
                == XDGDirectory.pushtui(variable: "XDG_CONFIG_HOME", fallback: ".config", environment: environment, home: home) + "/profiles")
        #expect(ProfileDirectory.resolve(explicit: nil, currentDirectory: "/nonexistent", environment: environment, home: home)
                == "/etc/xdg/pushtui/profiles")
    }
}
