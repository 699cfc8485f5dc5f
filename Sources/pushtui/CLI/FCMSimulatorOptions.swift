import PushCommandLine
import PushCore
import PushCrypto
import PushDelivery
import PushSimulator

/// `pushtui sim`'s FCM options: the service accounts to trust (a demo one when none is given) and
/// scripted errors per registration token.
struct FCMSimulatorOptions {
    let simulation: FCMSimulation
    /// The demo account, when no account was given.
    let demo: DemoServiceAccount?

    /// The FCM mode the command line asks for, or nil when it asks for none.
    init?(_ arguments: ParsedArguments, stateDirectory: String) throws {
        let files = arguments.allValues("trust-service-account")
        let errors = arguments.allValues("fcm-error")
        guard arguments.has("fcm") || !files.isEmpty || !errors.isEmpty else { return nil }
        var tokenErrors: [String: FCMErrorCode] = [:]
        for text in errors {
            // Split at the last colon: registration tokens themselves contain colons.
            guard let colon = text.lastIndex(of: ":"), colon != text.startIndex, text.index(after: colon) != text.endIndex else {
                throw UsageError(description: "--fcm-error expects TOKEN:CODE such as dead:UNREGISTERED, got '\(text)'")
            }
            tokenErrors[String(text[..<colon])] = FCMErrorCode(rawValue: String(text[text.index(after: colon)...]))
        }
        var trusted: [TrustedServiceAccount] = []
        for file in files {
            let bytes = try CredentialFile.read(file, kind: .serviceAccount)
            do {
                trusted.append(TrustedServiceAccount(try ServiceAccount(json: bytes, file: file)))
            } catch {
                throw CommandFailure(exitCode: .credentials, description: error.description)
            }
        }
        if trusted.isEmpty {
            do {
                let demo = try DemoServiceAccount.loadOrCreate(in: stateDirectory, tokenURI: ServiceAccount.defaultTokenURI)
                trusted = [demo.trusted]
                self.demo = demo
            } catch {
                throw CommandFailure(exitCode: .failure, description: error.description)
            }
        } else {
            demo = nil
        }
        simulation = FCMSimulation(trustedAccounts: trusted, tokenErrors: tokenErrors)
    }
}
