import Foundation
import PushCore
import Testing

@Suite("FCM tokens in the token book")
struct FCMTokenBookTests {
    static let registration = "cQ3_aB-1:APA91bHun4MxP5egoKMwt2KZFBaFUH-1RYqx"

    private func fcmProfile(token: String, extra: String = "") -> String {
        """
        {"name": "f", "service": "fcm", "auth": {"type": "serviceAccount", "file": "sa.json"},
         "tokens": [{"label": "Pixel", "token": "\(token)", "kind": "fcm"\(extra)}]}
        """
    }

    @Test func readsARegistrationToken() throws {
        let profile = try ProfileCodec.decode(Array(fcmProfile(token: " \(Self.registration) ").utf8), file: "f.json").get()
        let entry = try #require(profile.tokens.first)
        #expect(entry.kind == .fcm)
        #expect(entry.token == .registration(try RegistrationToken(parsing: Self.registration)))
        #expect(entry.token.text == Self.registration)
        #expect(entry.token.deviceToken == nil)
        #expect(entry.token.shortened == "…" + Self.registration.suffix(8))
    }

    @Test func roundTripsWithUnknownMembers() throws {
        let text = fcmProfile(token: Self.registration, extra: #", "platform": "android""#)
        let profile = try ProfileCodec.decode(Array(text.utf8), file: "f.json").get()
        #expect(profile.tokens.first?.unknownMembers.map(\.key) == ["platform"])
        let written = ProfileCodec.encode(profile)
        #expect(written.contains(#""kind": "fcm""#))
        #expect(written.contains(#""token": "\#(Self.registration)""#))
        #expect(try ProfileCodec.decode(Array(written.utf8), file: "f.json").get() == profile)
    }

    @Test func badCharacterIsReportedWhereItStands() throws {
        let text = fcmProfile(token: "abc:def/ghi")
        guard case .failure(let error) = ProfileCodec.decode(Array(text.utf8), file: "f.json") else {
            Issue.record("expected a token with '/' to be refused")
            return
        }
        let problem = try #require(error.problems.first { $0.field == "tokens[0].token" })
        #expect(problem.message == "registration token has '/' at column 8; only letters, digits, :, - and _ are allowed")
        let position = try #require(problem.position)
        #expect(Array(text.utf8)[position.offset] == UInt8(ascii: "/"))
    }

    @Test(arguments: [
        ("  ", RegistrationTokenError.Problem.empty),
        ("ab cd", .notAllowed(" ", column: 3)),
        ("tokén", .notAllowed("é", column: 4)),
        (String(repeating: "a", count: RegistrationToken.maximumLength + 1), .tooLong(RegistrationToken.maximumLength + 1)),
    ])
    func refusesMalformedTokens(raw: String, problem: RegistrationTokenError.Problem) {
        #expect(throws: RegistrationTokenError(input: raw, problem: problem)) { try RegistrationToken(parsing: raw) }
    }

    @Test func hexKindsStillNeedHex() throws {
        let text = fcmProfile(token: Self.registration).replacingOccurrences(of: #""kind": "fcm""#, with: #""kind": "device""#)
        guard case .failure(let error) = ProfileCodec.decode(Array(text.utf8), file: "f.json") else {
            Issue.record("expected a registration token to be refused as a device token")
            return
        }
        #expect(error.problems.first?.message.hasPrefix("device token is not hex") == true)
    }

    @Test func eachServiceKeepsItsOwnKindOfToken() throws {
        let hexInFCM = fcmProfile(token: "abcd").replacingOccurrences(of: #""kind": "fcm""#, with: #""kind": "voip""#)
        let fcmInAPNs = """
            {"name": "a", "service": "apns", "environment": "sandbox", "topic": "t",
             "auth": {"type": "token", "keyFile": "k.p8", "keyID": "K", "teamID": "T"},
             "tokens": [{"label": "Pixel", "token": "\(Self.registration)", "kind": "fcm"}]}
            """
        for (text, message, line) in [(hexInFCM, "an fcm profile holds FCM registration tokens: give kind fcm", 2),
                                      (fcmInAPNs, "kind fcm is only for service fcm", 3)] {
            guard case .failure(let error) = ProfileCodec.decode(Array(text.utf8), file: "f.json") else {
                Issue.record("expected \(message)")
                continue
            }
            let problem = try #require(error.problems.first)
            #expect(problem.field == "tokens[0].kind")
            #expect(problem.message == message)
            #expect(problem.position?.line == line)
        }
    }

    @Test func unregisteredMarksAnFCMTokenDeadButInvalidArgumentDoesNot() throws {
        let token = BookToken.registration(try RegistrationToken(parsing: Self.registration))
        let profile = try ProfileCodec.decode(Array(fcmProfile(token: Self.registration).utf8), file: "f.json").get()
        func answered(_ code: FCMErrorCode) -> Profile {
            profile.applying([TokenOutcomeUpdate(token: token, outcome: code.rawValue, time: Date(timeIntervalSince1970: 0))])
        }
        #expect(answered(.invalidArgument).liveTokens.count == 1)
        let gone = answered(.unregistered)
        #expect(gone.liveTokens.isEmpty)
        #expect(gone.tokens.first?.deadSummary(in: nil) == "UNREGISTERED since 1970-01-01")
    }
}
