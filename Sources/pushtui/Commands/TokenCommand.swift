import Foundation
import PushCommandLine
import PushCore
import PushDelivery
import PushStorage
import PushTransport

/// `pushtui token check TOKEN`: what is known of a token (its shape, and a profile's book) and,
/// with `--probe`, which APNs environment knows it. `pushtui token revive TOKEN`: clears its dead marks.
enum TokenCommand {
    static let command = Command(spec: CommandSpec(
        name: "token",
        summary: "Check a token (its shape, what the token book knows, and with --probe which environment knows it), or revive a dead one.",
        positionals: [
            PositionalSpec(name: "action", help: "check or revive", completion: .choices(["check", "revive"])),
            PositionalSpec(name: "token", help: "the token (hex for APNs; spaces, <, > and dashes are ignored)"),
        ],
        options: APNsTarget.options.filter { ["profile", "profiles"].contains($0.name) } + [
            .flag("probe", "check: send a background push (content-available, priority 5, no alert) to the profile's environment, then the other"),
            .value("other-endpoint", "URL", "check --probe: the other environment's URL, for a profile with a custom endpoint"),
            .flag("json", "check: one JSON object on stdout"),
        ],
        discussion: """
        check says the token's shape, what the profile's token book knows of it (its label, kind, what
        each environment answered, topics refused, dead marks) and, with --probe, sends a background
        push to the profile's environment and then to the other one: the environment that answers 200
        is the token's, BadDeviceToken says it is not. The answers are recorded in the history and,
        for a token in the book, in the book. Nothing is sent without --probe. A profile with a custom
        endpoint (the simulator) probes the other environment only at --other-endpoint URL.
        revive clears the token's dead marks (Unregistered, BadDeviceToken) in the profile's book.
        Exit codes: 0 done, 1 the probe found no environment that knows the token, 2 usage, 5 not a
        token, or not in the book (revive).
        """
    ), run: run)

    static func run(_ arguments: ParsedArguments) async throws -> ExitCode {
        guard arguments.positionals.count == 2 else { throw UsageError(description: "'token' needs an action (check or revive) and a token") }
        let (action, text) = (arguments.positionals[0], arguments.positionals[1])
        let loader = ProfileLoader.fromProcess()
        let stored = try arguments.value("profile").map { name in try loader.load(name, directory: arguments.value("profiles")) }
        switch action {
        case "check":
            return try await check(text, stored: stored, arguments: arguments, loader: loader)
        case "revive":
            guard arguments.positionals.count == 2, !arguments.has("probe"), !arguments.has("json") else {
                throw UsageError(description: "--probe and --json are for 'token check'")
            }
            guard let stored else { throw UsageError(description: "'token revive' needs --profile: the book to clear the marks in") }
            return try revive(text, in: stored)
        default:
            throw UsageError(description: "unknown action '\(action)'; the actions are check and revive")
        }
    }

    private static func revive(_ text: String, in stored: StoredProfile) throws -> ExitCode {
        let token = try bookToken(text, in: stored.profile)
        let store = FileProfileStore(directory: ProfilePath.directory(of: stored.file))
        let revived: Profile?
        do {
            revived = try store.reviveToken(file: stored.file, token: token)
        } catch {
            throw CommandFailure(exitCode: .failure, description: "cannot write \(stored.file): \(error)")
        }
        guard let entry = revived?.tokens.first(where: { $0.token == token }) else {
            throw CommandFailure(exitCode: .invalidInput, description: "\(token.shortened) is not in the token book of \(stored.profile.name)")
        }
        let before = stored.profile.tokens.first { $0.token == token }
        let verb = before == entry ? "no dead mark to clear on" : "revived"
        try Console.out("\(verb) \(entry.label) (\(token.shortened)) in \(stored.profile.name)" + (entry.knowledge.map { ": \($0)" } ?? ""))
        return .success
    }

    /// The token as the profile's book spells tokens of its service.
    private static func bookToken(_ text: String, in profile: Profile) throws -> BookToken {
        do {
            return profile.kind == .fcm ? .registration(try RegistrationToken(parsing: text)) : .device(try DeviceToken(parsing: text))
        } catch {
            throw CommandFailure(exitCode: .invalidInput, description: "'\(text)': \(error)")
        }
    }

    private static func check(_ text: String, stored: StoredProfile?, arguments: ParsedArguments, loader: ProfileLoader) async throws -> ExitCode {
        if arguments.value("other-endpoint") != nil, !arguments.has("probe") {
            throw UsageError(description: "--other-endpoint is where --probe sends; give --probe too")
        }
        let shape = TokenShape(of: text)
        let token = try? DeviceToken(parsing: text)
        let shown = token?.shortened ?? (text.count > 12 ? "…" + text.suffix(8) : text)
        var lines = [("shape", "\(shown): \(shape.summary)")]
        var report: [(String, JSONValue)] = [("shape", .string(shape.summary)), ("apnsToken", .bool(shape.isAPNsToken))]
        var entry: TokenBookEntry?
        if let stored {
            entry = (try? bookToken(text, in: stored.profile)).flatMap { token in stored.profile.tokens.first { $0.token == token } }
            lines.append(("book", bookLine(entry, in: stored.profile)))
            report.append(("profile", .string(stored.profile.name)))
            report.append(("book", entry.map(bookValue) ?? .null))
        }
        if let token {
            let (line, value) = history(of: token, profileFile: stored?.file)
            lines.append(("history", line))
            report.append(("history", value))
        }
        var knownIn: [APNsEnvironment] = []
        if arguments.has("probe") {
            guard let stored, stored.profile.kind == .apns else { throw UsageError(description: "--probe needs an APNs --profile to send with") }
            guard let token, shape.isAPNsToken else {
                throw CommandFailure(exitCode: .invalidInput, description: "not probed: \(shape.summary)")
            }
            let probes = try await TokenProbe.both(token, stored: stored, otherEndpoint: arguments.value("other-endpoint"), loader: loader)
            lines.append(("probe", probes.map(\.summary).joined(separator: " · ")))
            report.append(("probe", .array(probes.map(\.jsonValue))))
            knownIn = probes.filter(\.knowsToken).map(\.environment)
            let verdict = TokenProbe.verdict(knownIn: knownIn, probed: probes.filter(\.wasSent).map(\.environment))
            lines.append(("verdict", verdict))
            report.append(("verdict", .string(verdict)))
            if entry != nil { lines.append(("recorded", "in the token book of \(stored.profile.name)")) }
        }
        if arguments.has("json") {
            try Console.out(JSONOutput.line(report))
        } else {
            for (name, line) in lines { try Console.show("\(name): \(line)") }
        }
        if arguments.has("probe") { return knownIn.isEmpty ? .failure : .success }
        return shape.isAPNsToken || { if case .fcm = shape { true } else { false } }() ? .success : .invalidInput
    }

    /// The pushes to `token` in the history (through the profile in `profileFile`, when given):
    /// "3 pushes, the last 2026-12-06 10:21:04 UTC 200 Delivered (sandbox, 127.0.0.1:40713)".
    private static func history(of token: DeviceToken, profileFile: String?) -> (String, JSONValue) {
        let file = HistoryFile(path: PathContext.fromProcess().statePaths.history)
        let matches = file.search(forAnyOf: [String(token.hex.suffix(8))], limit: 10_000) { record in
            record.token == token.shortened && (profileFile == nil || record.profileFile == profileFile)
        }
        guard let last = matches.records.last else { return ("no push to it in the history", .object([])) }
        let count = "\(matches.records.count)\(matches.isComplete ? "" : "+") push\(matches.records.count == 1 ? "" : "es")"
        let time = ProfileTimestamp.format(Date(timeIntervalSince1970: last.time)).replacingOccurrences(of: "T", with: " ")
            .replacingOccurrences(of: "Z", with: " UTC")
        let answer = [last.status.map(String.init), last.reason ?? last.outcome].compactMap { $0 }.joined(separator: " ")
        let line = "\(count), the last \(time) \(answer) (\(last.environment), \(last.host ?? "?"))"
        return (line, .object([
            JSONMember(key: "pushes", value: .number(JSONNumber(matches.records.count))),
            JSONMember(key: "complete", value: .bool(matches.isComplete)),
            JSONMember(key: "lastTime", value: .string(ProfileTimestamp.format(Date(timeIntervalSince1970: last.time)))),
            JSONMember(key: "lastStatus", value: JSONOutput.number(last.status)),
            JSONMember(key: "lastOutcome", value: .string(last.reason ?? last.outcome)),
            JSONMember(key: "lastEnvironment", value: .string(last.environment)),
        ]))
    }

    /// "iPhone 16 Pro · device · sandbox ✓ · production ✗ BadDeviceToken 2026-12-03", or that the book does not hold it.
    private static func bookLine(_ entry: TokenBookEntry?, in profile: Profile) -> String {
        guard let entry else { return "not in the token book of \(profile.name)" }
        return ([entry.label, entry.kind.rawValue] + [entry.marks].compactMap { $0 }).joined(separator: " · ")
    }

    private static func bookValue(_ entry: TokenBookEntry) -> JSONValue {
        .object([
            JSONMember(key: "label", value: .string(entry.label)),
            JSONMember(key: "kind", value: .string(entry.kind.rawValue)),
            JSONMember(key: "dead", value: JSONOutput.text(entry.deadSummary(in: nil))),
            JSONMember(key: "environments", value: .object(APNsEnvironment.allCases.compactMap { environment in
                entry.environments[environment].map { answer in
                    JSONMember(key: environment.rawValue, value: .object([
                        JSONMember(key: "outcome", value: .string(answer.outcome)), JSONMember(key: "seen", value: .string(answer.seen)),
                    ]))
                }
            })),
            JSONMember(key: "notForTopics", value: .array(entry.notForTopics.keys.sorted().map(JSONValue.string))),
        ])
    }
}
