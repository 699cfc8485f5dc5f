import Foundation
import PushCore
import PushTestSupport
import Testing
@testable import pushtui

/// `pushtui completion bash|zsh|fish` as the shells run it: bash completes commands, push types
/// and profile names through `compgen`/`COMP_WORDS` in a real bash; zsh and fish parse the scripts,
/// and fish completes with them.
@Suite struct CompletionScriptTests {
    /// A profiles directory with two profiles, and the script of `shell` saved beside it.
    private struct Setup {
        let scratch: TemporaryDirectory
        let profiles: String
        let script: String

        init(_ shell: String) throws {
            scratch = try TemporaryDirectory()
            profiles = scratch.file("profiles")
            try FileManager.default.createDirectory(atPath: profiles, withIntermediateDirectories: true)
            for name in ["staging", "prod-eu"] {
                try #"{"name":"\#(name)","service":"apns","environment":"sandbox","topic":"com.example.app","auth":{"type":"token","keyFile":"k.p8","keyID":"ABC123DEFG","teamID":"DEF123GHIJ"}}"#
                    .write(toFile: profiles + "/\(name).json", atomically: true, encoding: .utf8)
            }
            let result = try Pushtui.run(["completion", shell])
            #expect(result.status == 0, "\(result.transcript)")
            script = scratch.file("pushtui.\(shell)")
            try result.standardOutput.write(toFile: script, atomically: true, encoding: .utf8)
        }
    }

    /// What bash's completion function offers for `words` (the last one being completed).
    private func bashCompletions(_ setup: Setup, _ words: [String]) throws -> [String] {
        let quoted = ([try Pushtui.binary()] + words).map { "'\($0.replacingOccurrences(of: "'", with: "'\\''"))'" }.joined(separator: " ")
        let program = """
        source '\(setup.script)'
        COMP_WORDS=(\(quoted)); COMP_CWORD=$((${#COMP_WORDS[@]} - 1))
        _pushtui
        printf '%s\\n' "${COMPREPLY[@]}"
        """
        let result = try CommandLineTool.run("/bin/bash", ["--norc", "-c", program], in: URL(fileURLWithPath: setup.scratch.path))
        #expect(result.status == 0, "\(result.standardError)")
        return result.standardOutput.split(separator: "\n").map(String.init)
    }

    @Test func bashCompletesCommandsOptionsValuesAndProfiles() throws {
        let setup = try Setup("bash")
        #expect(try bashCompletions(setup, ["se"]) == ["send", "secret"])
        #expect(try bashCompletions(setup, ["send", "--type", ""]) == PushType.known.map(\.rawValue))
        #expect(try bashCompletions(setup, ["send", "--type", "live"]) == ["liveactivity"])
        #expect(try bashCompletions(setup, ["send", "--priority", ""]) == ["10", "5", "1"])
        #expect(try bashCompletions(setup, ["send", "--profiles", setup.profiles, "--profile", ""]).sorted() == ["prod-eu", "staging"])
        #expect(try bashCompletions(setup, ["send", "--profiles", setup.profiles, "--profile", "st"]) == ["staging"])
        #expect(try bashCompletions(setup, ["send", "--concur"]) == ["--concurrency"])
        #expect(try bashCompletions(setup, ["profile", ""]) == ["list", "show"])
        #expect(try bashCompletions(setup, ["profile", "--profiles", setup.profiles, "show", ""]).sorted() == ["prod-eu", "staging"],
                "the value of --profiles is not taken for a positional")
        #expect(try bashCompletions(setup, ["completion", ""]) == ["bash", "zsh", "fish"])
        #expect(try bashCompletions(setup, ["send", "--alert", ""]).isEmpty, "free text offers nothing")
    }

    @Test func zshParsesItsScript() throws {
        let zsh = try #require(CommandLineTool.locate("zsh"), "zsh is installed by ./dev test")
        let setup = try Setup("zsh")
        let result = try CommandLineTool.run(zsh, ["-n", setup.script])
        #expect(result.status == 0, "\(result.standardError)")
    }

    @Test func fishParsesItsScriptAndCompletesWithIt() throws {
        let fish = try #require(CommandLineTool.locate("fish"), "fish is installed by ./dev test")
        let setup = try Setup("fish")
        let parsed = try CommandLineTool.run(fish, ["-n", setup.script])
        #expect(parsed.status == 0, "\(parsed.standardError)")
        let binary = try Pushtui.binary()
        let completed = try CommandLineTool.run(fish, ["--no-config", "-c", """
            source '\(setup.script)'
            complete -c '\(binary)' --wraps pushtui
            complete -C 'pushtui send --type live'
            complete -C '\(binary) send --profiles \(setup.profiles) --profile st'
            """], environment: ["HOME": setup.scratch.path])
        #expect(completed.status == 0, "\(completed.standardError)")
        let words = completed.standardOutput.split(separator: "\n").map { String($0.prefix { $0 != "\t" }) }
        #expect(words == ["liveactivity", "staging"], "\(completed.standardOutput)")
    }

    @Test func profileListNamesPrintsOnlyNames() throws {
        let setup = try Setup("bash")
        let result = try Pushtui.run(["profile", "list", "--names", "--profiles", setup.profiles])
        #expect(result.status == 0, "\(result.transcript)")
        #expect(result.standardOutput.split(separator: "\n").sorted() == ["prod-eu", "staging"])
    }
}
