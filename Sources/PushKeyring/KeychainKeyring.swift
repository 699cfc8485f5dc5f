import ChildProcess
import Foundation

/// The macOS login keychain through Apple's `security(1)`: generic passwords of service
/// `pushtui`, one account per item (``SecurityTool`` builds the command lines and reads the answers).
///
/// The passphrase never goes on a command line. `security add-generic-password ... -w` with `-w`
/// last and no value prompts for it; `security` runs here in a session of its own, without a
/// controlling terminal, so its prompt reads standard input, where the passphrase and its retype
/// are written. That `security` reads the prompt from standard input then is not something
/// Apple documents: every store is read back, and one that does not read back exactly is
/// deleted and refused, so a wrong assumption can never leave an empty or wrong passphrase behind.
public struct KeychainKeyring: PassphraseKeyring {
    /// The `security` program (``SecurityTool/path``; a stand-in in tests).
    public let securityPath: String
    /// How long one `security` run may take, a keychain prompt answered by a person included.
    public let timeout: Duration
    private let environment: [String]

    /// The keychain reached through `securityPath`, run in `environment` (`HOME` finds the login keychain).
    public init(securityPath: String = SecurityTool.path, environment: [String: String] = ProcessInfo.processInfo.environment,
                timeout: Duration = .seconds(120)) {
        self.securityPath = securityPath
        self.timeout = timeout
        self.environment = environment.map { "\($0.key)=\($0.value)" }
    }

    /// "the login keychain".
    public var displayName: String { "the login keychain" }

    /// Stores `passphrase` under `item` (replacing it), then reads it back.
    public func store(_ passphrase: String, item: String) throws(KeyringError) {
        guard let input = SecurityTool.storeInput(passphrase) else {
            throw KeyringError(.failed, "a passphrase with a line break cannot be given to security(1); use --cert-passphrase-env")
        }
        let run = try run(SecurityTool.storeArguments(item: item), input: input)
        try SecurityTool.stored(status: run.status, error: run.error)
        guard try self.passphrase(item: item) == passphrase else {
            _ = try? delete(item: item)
            throw KeyringError(.failed, "security(1) did not store the passphrase given on its standard input (it read back different) "
                + "and the item was deleted; keep the passphrase in an environment variable instead (--cert-passphrase-env NAME)")
        }
    }

    /// The passphrase of `item`, or nil when there is none.
    public func passphrase(item: String) throws(KeyringError) -> String? {
        let run = try run(SecurityTool.findArguments(item: item))
        return try SecurityTool.passphrase(status: run.status, output: run.output, error: run.error)
    }

    /// Deletes `item`; false when there was none.
    public func delete(item: String) throws(KeyringError) -> Bool {
        let run = try run(SecurityTool.deleteArguments(item: item))
        return try SecurityTool.deleted(status: run.status, error: run.error)
    }

    /// Every pushtui item's name, from `security dump-keychain` (attributes only).
    public func items() throws(KeyringError) -> [String] {
        let run = try run(SecurityTool.listArguments)
        guard run.status == 0 else { throw SecurityTool.failure("could not list its items", status: run.status, error: run.error) }
        return SecurityTool.items(inDump: run.output)
    }

    /// `security find-generic-password -s pushtui -a ITEM -w`.
    public func lookupCommand(item: String) -> [String]? {
        [securityPath] + SecurityTool.findArguments(item: item)
    }

    private func run(_ arguments: [String], input: [UInt8] = []) throws(KeyringError) -> ProgramRun {
        do {
            return try ProgramRun.run(securityPath, arguments: arguments, environment: environment, input: input, newSession: true,
                                      timeout: timeout)
        } catch {
            throw KeyringError(.unreachable, "the login keychain cannot be reached: \(error.description)")
        }
    }
}
