import Foundation
import PushKeyring
import PushTestSupport
import Testing

/// Issue 26 item 4: the Keychain keyring's `security(1)` command lines and the reading of its
/// answers, against outputs recorded from Apple's documentation, and the keyring itself run
/// against a stand-in `security` that records its arguments and standard input.
@Suite struct KeychainKeyringTests {
    private static let notFound = Array("security: SecKeychainSearchCopyNext: The specified item could not be found in the keychain.\n".utf8)

    @Test func theCommandLinesCarryNoSecretAndWIsLast() {
        #expect(SecurityTool.storeArguments(item: "staging")
            == ["add-generic-password", "-U", "-s", "pushtui", "-a", "staging", "-l", "pushtui certificate passphrase 'staging'", "-w"])
        #expect(SecurityTool.findArguments(item: "staging") == ["find-generic-password", "-s", "pushtui", "-a", "staging", "-w"])
        #expect(SecurityTool.deleteArguments(item: "staging") == ["delete-generic-password", "-s", "pushtui", "-a", "staging"])
        #expect(SecurityTool.storeInput("p w!") == Array("p w!\np w!\n".utf8))
        #expect(SecurityTool.storeInput("two\nlines") == nil)
    }

    @Test func findReadsThePassphraseNotFoundIsNilAndOtherStatusesAreFailures() throws {
        #expect(try SecurityTool.passphrase(status: 0, output: Array("s3cret pass\n".utf8), error: []) == "s3cret pass")
        #expect(try SecurityTool.passphrase(status: 0, output: Array("ends in a space \n".utf8), error: []) == "ends in a space ")
        #expect(try SecurityTool.passphrase(status: 44, output: [], error: Self.notFound) == nil)
        #expect(try SecurityTool.deleted(status: 0, error: []) == true)
        #expect(try SecurityTool.deleted(status: 44, error: Self.notFound) == false)
        // errSecAuthFailed (-25293): exit status 51, its low byte.
        let said = Array("security: SecKeychainItemCopyContent: The user name or passphrase you entered is not correct.\n".utf8)
        let error = #expect(throws: KeyringError.self) { try SecurityTool.passphrase(status: 51, output: [], error: said) }
        #expect(error?.kind == .failed && error?.description.contains("exit 51: security: SecKeychainItemCopyContent: The user name") == true)
        #expect(throws: KeyringError.self) { try SecurityTool.stored(status: 1, error: []) }
    }

    /// The format of `security dump-keychain` (attribute lines `"acct"<blob>="..."`; a value that
    /// is not printable as `0x<hex>  "..."`): only generic passwords of service pushtui count.
    @Test func itemsAreTheAccountsOfPushtuisGenericPasswords() {
        let dump = #"""
            keychain: "/Users/me/Library/Keychains/login.keychain-db"
            version: 512
            class: "genp"
            attributes:
                0x00000007 <blob>="pushtui"
                "acct"<blob>="staging"
                "svce"<blob>="pushtui"
            keychain: "/Users/me/Library/Keychains/login.keychain-db"
            version: 512
            class: "genp"
            attributes:
                "acct"<blob>="me"
                "svce"<blob>="Other App"
            keychain: "/Users/me/Library/Keychains/login.keychain-db"
            version: 512
            class: "inet"
            attributes:
                "acct"<blob>="inet-account"
                "svce"<blob>="pushtui"
            keychain: "/Users/me/Library/Keychains/login.keychain-db"
            version: 512
            class: "genp"
            attributes:
                "acct"<blob>=0x70726F6420E282AC  "prod \342\202\254"
                "svce"<blob>="pushtui"
            keychain: "/Users/me/Library/Keychains/login.keychain-db"
            version: 512
            class: "genp"
            attributes:
                "acct"<blob>="say \"hi\"\011tab"
                "svce"<blob>="pushtui"
            """#
        #expect(SecurityTool.items(inDump: Array(dump.utf8)) == ["prod €", "say \"hi\"\ttab", "staging"])
    }

    /// A stand-in `security`: appends each command line to `calls` and each store's standard input
    /// to `stdin`, keeps items as files. `readsStandardInput: false` plays a `security` whose
    /// prompt reads a terminal instead and stores an empty password.
    private struct StandInSecurity {
        let files: TemporaryDirectory
        let path: String

        init(readsStandardInput: Bool = true) throws {
            files = try TemporaryDirectory()
            let directory = files.url.path
            let script = """
                #!/bin/sh
                dir='\(directory)'
                printf '%s\\n' "$*" >> "$dir/calls"
                command=$1
                shift
                account=""
                while [ $# -gt 0 ]; do
                    case $1 in
                        -a) account=$2; shift 2 ;;
                        -s|-l) shift 2 ;;
                        *) shift ;;
                    esac
                done
                item="$dir/item-$account"
                case $command in
                    add-generic-password)
                        IFS= read -r first; IFS= read -r second
                        printf '%s\\n%s\\n' "$first" "$second" >> "$dir/stdin"
                        \(readsStandardInput ? "" : "first=''")
                        printf '%s' "$first" > "$item" ;;
                    find-generic-password)
                        [ -f "$item" ] || { echo "security: SecKeychainSearchCopyNext: The specified item could not be found in the keychain." >&2; exit 44; }
                        cat "$item"; echo ;;
                    delete-generic-password)
                        [ -f "$item" ] || { echo "security: SecKeychainSearchCopyNext: The specified item could not be found in the keychain." >&2; exit 44; }
                        rm "$item"; echo "password has been deleted." ;;
                    dump-keychain)
                        for file in "$dir"/item-*; do
                            [ -f "$file" ] || continue
                            printf 'keychain: "/Users/me/Library/Keychains/login.keychain-db"\\nclass: "genp"\\nattributes:\\n    "acct"<blob>="%s"\\n    "svce"<blob>="pushtui"\\n' "${file##*/item-}"
                        done ;;
                esac
                """
            path = try files.write(script, to: "security")
            chmod(path, 0o755)
        }

        var calls: [String] { ((try? files.read("calls")) ?? "").split(separator: "\n").map(String.init) }
    }

    @Test func theKeyringStoresThroughStandardInputAndReadsListsAndDeletes() throws {
        let security = try StandInSecurity()
        defer { security.files.remove() }
        let keyring = KeychainKeyring(securityPath: security.path, environment: [:])
        try keyring.store("correct horse battery", item: "staging")
        #expect(try security.files.read("stdin") == "correct horse battery\ncorrect horse battery\n")
        #expect(!security.calls.contains { $0.contains("correct horse") }, "the passphrase was on a command line: \(security.calls)")
        #expect(security.calls.first == SecurityTool.storeArguments(item: "staging").joined(separator: " "))
        #expect(try keyring.passphrase(item: "staging") == "correct horse battery")
        #expect(try keyring.passphrase(item: "other") == nil)
        #expect(try keyring.items() == ["staging"])
        #expect(try keyring.delete(item: "staging"))
        #expect(try !keyring.delete(item: "staging"))
        #expect(try keyring.passphrase(item: "staging") == nil)
        #expect(keyring.lookupCommand(item: "staging") == [security.path, "find-generic-password", "-s", "pushtui", "-a", "staging", "-w"])
    }

    @Test func aStoreThatDoesNotReadBackIsDeletedAndRefused() throws {
        let security = try StandInSecurity(readsStandardInput: false)
        defer { security.files.remove() }
        let keyring = KeychainKeyring(securityPath: security.path, environment: [:])
        let error = #expect(throws: KeyringError.self) { try keyring.store("correct horse battery", item: "staging") }
        #expect(error?.description.contains("did not store the passphrase given on its standard input") == true, "\(String(describing: error))")
        #expect(security.calls.last == SecurityTool.deleteArguments(item: "staging").joined(separator: " "))
        #expect(!FileManager.default.fileExists(atPath: security.files.file("item-staging")))
    }

    @Test func noSecurityProgramIsUnreachable() {
        let keyring = KeychainKeyring(securityPath: "/nonexistent/security", environment: [:])
        let error = #expect(throws: KeyringError.self) { try keyring.items() }
        #expect(error?.kind == .unreachable)
    }
}
