import Foundation
import PushTestSupport
import Testing
import PushDelivery

/// `pushtui library` and `pushtui send --template` as a script meets them, against the simulator.
@Suite struct LibraryCommandTests {
    let bed: SendTestbed
    let dataHome: String
    let profile: [String]

    init() throws {
        bed = try SendTestbed()
        dataHome = bed.files.file("data")
        try bed.writeProfile(bed.profileJSON(name: "local"), named: "local")
        profile = ["--profile", "local", "--profiles", bed.profilesDirectory]
    }

    private func run(_ arguments: [String], input: String? = nil) throws -> ProcessResult {
        try Pushtui.run(arguments, input: input, environment: ["XDG_DATA_HOME": dataHome])
    }

    @Test func aSavedPayloadIsSentWithItsFieldsAndFlagsWin() throws {
        defer { bed.stop() }
        let payload = try bed.files.write(#"{"aps":{"alert":"from the library"}}"#, to: "p.json")
        let saved = try run(["library", "save", "Score update"] + profile
                            + ["--payload", payload, "--priority", "5", "--collapse-id", "score", "--topic", "com.example.app.other"])
        #expect(saved.status == ExitCode.success.rawValue, "\(saved.transcript)")
        #expect(saved.standardOutput.hasPrefix("saved 'Score update' for /"), "a save says what it did: \(saved.transcript)")
        #expect(FileManager.default.fileExists(atPath: dataHome + "/pushtui/library.json"))

        let listed = try run(["library", "list"] + profile)
        #expect(listed.standardOutput.contains("built-in  Alert (alert)\n"), "\(listed.transcript)")
        #expect(listed.standardOutput.hasSuffix("saved     Score update\n"), "\(listed.transcript)")

        let token = SendTestbed.token(number: 7)
        let sent = try run(["send", "--template", "Score update", "--token", token, "--expiration", "0"] + profile)
        #expect(sent.status == ExitCode.success.rawValue, "\(sent.transcript)")
        let received = try #require(try bed.journal().last)
        #expect(received.body == #"{"aps":{"alert":"from the library"}}"#)
        #expect(received.headers.first { $0.name == "apns-priority" }?.value == "5")
        #expect(received.headers.first { $0.name == "apns-collapse-id" }?.value == "score")
        #expect(received.headers.first { $0.name == "apns-topic" }?.value == "com.example.app.other")
        #expect(received.headers.first { $0.name == "apns-expiration" }?.value == "0")

        let flagged = try run(["send", "--template", "Score update", "--token", token, "--priority", "10", "--topic", SendTestbed.topic] + profile)
        #expect(flagged.status == ExitCode.success.rawValue, "\(flagged.transcript)")
        let second = try #require(try bed.journal().last)
        #expect(second.headers.first { $0.name == "apns-priority" }?.value == "10")
        #expect(second.headers.first { $0.name == "apns-topic" }?.value == SendTestbed.topic)
    }

    @Test func aBuiltInTemplateIsSentWithItsPushType() throws {
        defer { bed.stop() }
        let sent = try run(["send", "--template", "background (silent)", "--token", SendTestbed.token(number: 8)] + profile)
        #expect(sent.status == ExitCode.success.rawValue, "\(sent.transcript)")
        let received = try #require(try bed.journal().last)
        #expect(received.headers.first { $0.name == "apns-push-type" }?.value == "background")
        #expect(received.body.contains(#""content-available":1"#))
    }

    @Test func renameShowDeleteAndTheirMistakes() throws {
        defer { bed.stop() }
        let payload = try bed.files.write("{}", to: "p.json")
        #expect(try run(["library", "save", "One"] + profile + ["--payload", payload]).status == 0)
        let renamed = try run(["library", "rename", "One", "Two"] + profile)
        #expect(renamed.status == ExitCode.success.rawValue, "\(renamed.transcript)")
        #expect(renamed.standardOutput.hasPrefix("renamed 'One' to 'Two' for /"), "\(renamed.transcript)")
        let replaced = try run(["library", "save", "Two"] + profile + ["--payload", payload, "--replace"])
        #expect(replaced.standardOutput.hasPrefix("replaced 'Two' for /"), "\(replaced.transcript)")
        let shown = try run(["library", "show", "Two"] + profile)
        #expect(shown.standardOutput == "name             Two\n{}\n", "\(shown.transcript)")
        let missing = try run(["library", "show", "One"] + profile)
        #expect(missing.status == ExitCode.invalidInput.rawValue)
        #expect(missing.standardError == "pushtui library: no saved payload named 'One' for this profile\n", "\(missing.transcript)")
        let builtInName = try run(["library", "save", "Alert"] + profile + ["--payload", payload])
        #expect(builtInName.standardError.contains("is a built-in template's name"), "\(builtInName.transcript)")
        let notJSON = try bed.files.write("{oops", to: "bad.json")
        let bad = try run(["library", "save", "Bad"] + profile + ["--payload", notJSON])
        #expect(bad.status == ExitCode.invalidInput.rawValue, "\(bad.transcript)")
        #expect(bad.standardError.hasPrefix("pushtui library: \(notJSON):1:2: "), "\(bad.transcript)")
        let deleted = try run(["library", "delete", "Two"] + profile)
        #expect(deleted.status == 0 && deleted.standardOutput.hasPrefix("deleted 'Two' for /"), "\(deleted.transcript)")
        let unknown = try run(["send", "--template", "Two", "--token", SendTestbed.token(number: 9)] + profile)
        #expect(unknown.status == ExitCode.usage.rawValue, "\(unknown.transcript)")
        #expect(unknown.standardError.contains("--template 'Two': no built-in template or payload saved for profile local"), "\(unknown.transcript)")
        let both = try run(["send", "--template", "Alert", "--alert", "x", "--token", SendTestbed.token(number: 9)] + profile)
        #expect(both.standardError.contains("give --template or --alert, not both"), "\(both.transcript)")
        #expect(try bed.journal().isEmpty)
    }
}
