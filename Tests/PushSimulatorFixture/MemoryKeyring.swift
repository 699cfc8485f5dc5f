import Foundation
import PushKeyring

/// A keyring in memory that records which items were read, standing in for the system keyring in
/// tests that resolve certificates in-process (the real Secret Service is reached through the
/// `pushtui` binary, whose environment a test can choose).
public final class MemoryKeyring: PassphraseKeyring, @unchecked Sendable {
    // Every member below is read and written under `lock`.
    private let lock = NSLock()
    private var stored: [String: String]
    private var reads: [String] = []

    /// A keyring holding `stored` (item name to passphrase).
    public init(_ stored: [String: String]) {
        self.stored = stored
    }

    /// The items read so far, in order.
    public var asked: [String] { lock.withLock { reads } }

    /// "the memory keyring".
    public var displayName: String { "the memory keyring" }

    /// Stores `passphrase` under `item`.
    public func store(_ passphrase: String, item: String) throws(KeyringError) { lock.withLock { stored[item] = passphrase } }

    /// The passphrase under `item`, recording the read.
    public func passphrase(item: String) throws(KeyringError) -> String? {
        lock.withLock {
            reads.append(item)
            return stored[item]
        }
    }

    /// Deletes `item`.
    public func delete(item: String) throws(KeyringError) -> Bool { lock.withLock { stored.removeValue(forKey: item) != nil } }

    /// The stored names, sorted.
    public func items() throws(KeyringError) -> [String] { lock.withLock { stored.keys.sorted() } }

    /// None: nothing outside this process can read it.
    public func lookupCommand(item: String) -> [String]? { nil }
}
