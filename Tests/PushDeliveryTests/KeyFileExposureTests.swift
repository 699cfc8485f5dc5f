import Foundation
import PushCore
import PushDelivery
import PushTestSupport
import Testing

/// Which file of a profile is a private key that must not be readable by others.
@Suite struct KeyFileExposureTests {
    private func profile(_ auth: String) throws -> Profile {
        let service = auth.contains("serviceAccount") ? #""service": "fcm""# : #""service": "apns", "environment": "sandbox", "topic": "t""#
        return try ProfileCodec.decode(Array(#"{"name": "p", \#(service), "auth": \#(auth)}"#.utf8), file: "p.json").get()
    }

    @Test func aKeyOrServiceAccountOthersCanReadIsNamedAndAPrivateOneIsNot() throws {
        let files = try TemporaryDirectory(prefix: "pushtui-exposure")
        let paths = PathContext(home: files.path, environment: [:], currentDirectory: "/")
        let profileFile = files.file("p.json")
        for (name, auth) in [("AuthKey_ABCDE12345.p8", #"{"type": "token", "keyFile": "AuthKey_ABCDE12345.p8", "keyID": "ABCDE12345", "teamID": "TEAM123456"}"#),
                             ("account.json", #"{"type": "serviceAccount", "file": "~/account.json"}"#)] {
            let path = try files.write("secret", to: name)
            #expect(chmod(path, 0o644) == 0)
            let exposure = try #require(paths.keyFileExposure(of: profile(auth), inProfile: profileFile), "\(name) readable by others was not flagged")
            #expect(exposure.path == path)
            #expect(chmod(path, 0o600) == 0)
            #expect(try paths.keyFileExposure(of: profile(auth), inProfile: profileFile) == nil)
        }
    }

    @Test func aCertificateOrAPathThatDoesNotResolveGivesNoWarningHere() throws {
        let paths = PathContext(home: "/nonexistent", environment: [:], currentDirectory: "/")
        #expect(try paths.keyFileExposure(of: profile(#"{"type": "certificate", "file": "c.p12"}"#), inProfile: "/p/p.json") == nil)
        #expect(try paths.keyFileExposure(of: profile(#"{"type": "token", "keyFile": "$UNSET/k.p8", "keyID": "ABCDE12345", "teamID": "TEAM123456"}"#),
                                          inProfile: "/p/p.json") == nil)
    }
}
