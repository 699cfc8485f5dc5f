// swift-tools-version:6.0
// pushtui — a terminal push console. No package from outside the toolchain: the C libraries
// come from the system (apt or brew) through system-library targets found with pkg-config.
import PackageDescription

// PUSHTUI_POSIX=1 builds the POSIX side of every platform unit (the one macOS builds) on Linux too, so
// the suite can run over it here; `./dev test posix` sets it together with a scratch directory of its
// own. Otherwise each unit's Linux side is built on Linux (epoll, inotify, TCP_CORK...).
let posixOnLinux = Context.environment["PUSHTUI_POSIX"] == "1"
/// Lets a platform unit choose its side with `#if os(Linux) && !PUSHTUI_POSIX`.
let platformSettings: [SwiftSetting] = posixOnLinux ? [.define("PUSHTUI_POSIX")] : []
/// The Linux event-loop shim, which only the Linux side of the simulator's ReadinessSet uses.
let eventShims: [Target.Dependency] = posixOnLinux ? [] : [.target(name: "CEventShims", condition: .when(platforms: [.linux]))]

let package = Package(
    name: "pushtui",
    platforms: [.macOS(.v14)],
    products: [
        .executable(name: "pushtui", targets: ["pushtui"]),
        .library(name: "PushCore", targets: ["PushCore"]),
        .library(name: "PushCrypto", targets: ["PushCrypto"]),
        .library(name: "PushSimulator", targets: ["PushSimulator"]),
        .library(name: "PushStorage", targets: ["PushStorage"]),
        .library(name: "PushTransport", targets: ["PushTransport"]),
        .library(name: "PushConsole", targets: ["PushConsole"]),
        .library(name: "PushDelivery", targets: ["PushDelivery"]),
        .library(name: "PushKeyring", targets: ["PushKeyring"]),
        .library(name: "PushConsoleRuntime", targets: ["PushConsoleRuntime"]),
    ],
    targets: [
        // C libraries from the system.
        .systemLibrary(name: "CCurl", path: "Sources/CCurl", pkgConfig: "libcurl",
                       providers: [.apt(["libcurl4-openssl-dev"]), .brew(["curl"])]),
        .systemLibrary(name: "COpenSSL", path: "Sources/COpenSSL", pkgConfig: "openssl",
                       providers: [.apt(["libssl-dev"]), .brew(["openssl@3"])]),
        .systemLibrary(name: "CNghttp2", path: "Sources/CNghttp2", pkgConfig: "libnghttp2",
                       providers: [.apt(["libnghttp2-dev"]), .brew(["nghttp2"])]),
        // The Secret Service client (Linux only: macOS keeps passphrases in the Keychain).
        .systemLibrary(name: "CSecret", path: "Sources/CSecret", pkgConfig: "libsecret-1",
                       providers: [.apt(["libsecret-1-dev"])]),
        // Typed wrappers for variadic C calls and macros Swift cannot import, one target per C library
        // so a module links only the library it uses.
        .target(name: "CCurlShims", dependencies: ["CCurl"]),
        .target(name: "COpenSSLShims", dependencies: ["COpenSSL"]),
        // epoll for the simulator's event loops (Linux only: the POSIX side of ReadinessSet uses poll()).
        .target(name: "CEventShims"),
        // libsecret's store/lookup/clear/search with plain C types (its own calls are variadic or take GHashTables).
        .target(name: "CSecretShims", dependencies: [.target(name: "CSecret", condition: .when(platforms: [.linux]))]),
        // posix_spawn's chdir and close-from file actions, which Swift's Glibc module leaves out, the
        // wait-status macros, and a job-control stop of the caller (the $EDITOR hand-off's Ctrl-Z).
        .target(name: "CSpawnShims"),
        // Starting a program with posix_spawn (its streams on files or pipes), for the console's
        // clipboard tool and the tests' independent checkers.
        .target(name: "ChildProcess", dependencies: ["CSpawnShims"]),
        // ncurses drawing, and the terminal restore with its signal handlers as a unit of its own.
        // ncurses has no pkg-config name on macOS, so it is linked here rather than through a module map.
        .target(name: "CCursesShims",
                linkerSettings: [.linkedLibrary("ncursesw", .when(platforms: [.linux])),
                                 .linkedLibrary("ncurses", .when(platforms: [.macOS]))]),

        // Pure domain: Foundation only, no I/O.
        .target(name: "PushCore"),
        // Keys and provider tokens (OpenSSL).
        .target(name: "PushCrypto", dependencies: ["PushCore", "COpenSSL", "COpenSSLShims"]),
        // Files: atomic writes, the profiles directory and the profile store.
        .target(name: "PushStorage", dependencies: ["PushCore"], swiftSettings: platformSettings),
        // A local server that behaves like APNs (nghttp2 + OpenSSL).
        .target(name: "PushSimulator", dependencies: ["PushCore", "PushCrypto", "PushStorage", "COpenSSL", "CNghttp2", "COpenSSLShims"] + eventShims,
                swiftSettings: platformSettings),
        // HTTP/2 clients over libcurl: the APNs sender.
        .target(name: "PushTransport", dependencies: ["PushCore", "PushCrypto", "CCurl", "CCurlShims", "COpenSSL"], swiftSettings: platformSettings),
        // Certificate passphrases in the system keyring: the Secret Service on Linux (libsecret), the
        // login keychain on macOS through /usr/bin/security (started with ChildProcess).
        .target(name: "PushKeyring", dependencies: ["ChildProcess", .target(name: "CSecretShims", condition: .when(platforms: [.linux]))]),
        // The application layer under the CLI and the console: profile -> credential -> endpoint ->
        // client, one sending protocol for APNs, FCM and broadcast (and `xcrun simctl push` for the iOS
        // Simulator), warnings and errors as values.
        .target(name: "PushDelivery", dependencies: ["ChildProcess", "PushCore", "PushCrypto", "PushStorage", "PushTransport", "PushKeyring"]),
        // The console without a terminal: state, reducer, views into an in-memory screen.
        .target(name: "PushConsole", dependencies: ["PushCore"]),
        // The console's effects performed through the application layer: profiles, drafts and history
        // on disk, pushes through one client pool, $EDITOR; results posted back as actions.
        .target(name: "PushConsoleRuntime", dependencies: ["ChildProcess", "PushConsole", "PushCore", "PushCrypto", "PushStorage", "PushTransport",
                                                           "PushDelivery", "CSpawnShims"]),
        // The only module that talks to ncurses: paints a Screen, reads keys, pastes, clicks and resizes.
        .target(name: "CursesTerminal", dependencies: ["PushConsole", "CCursesShims"]),
        // Command-line arguments parsed against declared command shapes, and the help derived from them.
        .target(name: "PushCommandLine"),
        // The composition root: commands, wiring.
        .executableTarget(name: "pushtui", dependencies: ["PushCommandLine", "PushCore", "PushCrypto", "PushSimulator", "PushTransport", "PushStorage", "PushDelivery", "PushKeyring", "PushConsole", "PushConsoleRuntime", "CursesTerminal"]),
        // Benchmark programs that print figures (never timed tests).
        .executableTarget(name: "pushtui-bench", dependencies: ["PushCore", "PushCrypto", "PushDelivery", "PushSimulator", "PushTransport", "PushConsole", "COpenSSL"], path: "Benchmarks/pushtui-bench"),

        // A tiny full-screen program the tmux tests drive to check CursesTerminal end to end.
        .executableTarget(name: "pushtui-terminal-probe", dependencies: ["CursesTerminal", "PushConsole"],
                          path: "Tests/TerminalProbe"),

        // Says whether OpenSSL cleaned up at exit, for the test of pushtui's OpenSSL lifetime.
        .executableTarget(name: "pushtui-openssl-exit-probe", dependencies: ["PushCrypto", "COpenSSL"],
                          path: "Tests/OpenSSLExitProbe"),

        // Saves profiles in a loop through PushStorage, for the tests that SIGKILL a save.
        .executableTarget(name: "pushtui-profile-save-loop", dependencies: ["PushStorage"],
                          path: "Tests/ProfileSaveLoop"),

        // Helpers every test target shares: process runner, temp directories, clock, polling, tmux. Swift
        // over PushCore (and ChildProcess's spawn calls), so the pure core's tests link no C library.
        .target(name: "PushTestSupport", dependencies: ["PushCore", "ChildProcess"], path: "Tests/PushTestSupport", swiftSettings: platformSettings),
        // The heavier helpers: the in-process simulator fixture, provider keys, an in-memory keyring.
        .target(name: "PushSimulatorFixture", dependencies: ["PushTestSupport", "PushCore", "PushCrypto", "PushSimulator", "PushKeyring"],
                path: "Tests/PushSimulatorFixture"),

        // Fixtures/ holds the lint corpus of real-world payloads the tests read through #filePath.
        .testTarget(name: "PushCoreTests", dependencies: ["PushCore", "PushTestSupport"], exclude: ["Fixtures"]),
        .testTarget(name: "PushCryptoTests", dependencies: ["PushCrypto", "PushCore", "PushTestSupport", "pushtui-openssl-exit-probe"]),
        // Depends on the save loop so `swift test` builds the binary the crash-safety test kills.
        .testTarget(name: "PushStorageTests", dependencies: ["PushStorage", "PushCore", "PushTestSupport", "pushtui-profile-save-loop"]),
        .testTarget(name: "PushSimulatorTests", dependencies: ["PushSimulator", "PushCrypto", "PushCore", "PushTestSupport", "PushSimulatorFixture"]),
        // Snapshots/ holds the screen snapshot files the tests read through #filePath.
        .testTarget(name: "PushConsoleTests", dependencies: ["PushConsole", "PushCore", "PushTestSupport"], exclude: ["Snapshots"]),
        // Depends on the probe so `swift test` builds the binary the tmux tests run.
        .testTarget(name: "CursesTerminalTests",
                    dependencies: ["CursesTerminal", "PushConsole", "PushTestSupport", "pushtui-terminal-probe"]),
        .testTarget(name: "PushDeliveryTests", dependencies: ["PushDelivery", "PushKeyring", "PushTransport", "PushCrypto", "PushCore", "PushTestSupport",
                                                            "PushSimulator", "PushSimulatorFixture"]),
        .testTarget(name: "PushTransportTests", dependencies: ["PushTransport", "PushSimulator", "PushCrypto", "PushCore", "PushTestSupport", "PushSimulatorFixture"]),
        .testTarget(name: "PushConsoleRuntimeTests", dependencies: ["PushConsoleRuntime", "PushConsole", "PushDelivery", "PushStorage", "PushTransport", "PushCrypto", "PushCore", "PushTestSupport", "PushSimulatorFixture"]),
        .testTarget(name: "PushCommandLineTests", dependencies: ["PushCommandLine"]),
        // Depends on the executable so `swift test` builds the binary the CLI tests run.
        .testTarget(name: "pushtuiTests", dependencies: ["pushtui", "PushCommandLine", "PushConsoleRuntime", "PushDelivery", "PushKeyring", "PushCrypto", "PushTestSupport", "PushSimulatorFixture"]),
    ],
    swiftLanguageModes: [.v6]
)

// Coverage-guided fuzz targets (Fuzz/README.md). They exist only when PUSHTUI_FUZZ=1, which
// `./dev fuzz` sets together with its own scratch directory and libFuzzer flags, so a normal build
// never sees them (they have no `main`: libFuzzer supplies it). In that mode `pushtui` is a library
// without main.swift, so the argument fuzzer can reach the real parser and command specs.
if Context.environment["PUSHTUI_FUZZ"] == "1" {
    package.products.removeAll { $0.name == "pushtui" }
    if let index = package.targets.firstIndex(where: { $0.name == "pushtui" }) {
        package.targets[index] = .target(name: "pushtui", dependencies: package.targets[index].dependencies, exclude: ["main.swift"])
    }
    package.targets += [
        .target(name: "PushFuzzing", path: "Fuzz/Support"),
        .executableTarget(name: "fuzz-payload", dependencies: ["PushCore", "PushFuzzing"], path: "Fuzz/Targets/payload"),
        .executableTarget(name: "fuzz-tokens", dependencies: ["PushCore", "PushFuzzing"], path: "Fuzz/Targets/tokens"),
        .executableTarget(name: "fuzz-profile", dependencies: ["PushCore", "PushFuzzing"], path: "Fuzz/Targets/profile"),
        .executableTarget(name: "fuzz-arguments", dependencies: ["pushtui", "PushCommandLine", "PushFuzzing"], path: "Fuzz/Targets/arguments"),
        .executableTarget(name: "fuzz-simulator", dependencies: ["PushSimulator", "PushCrypto", "PushCore", "CNghttp2", "PushFuzzing"],
                          path: "Fuzz/Targets/simulator"),
        .executableTarget(name: "fuzz-scenario", dependencies: ["PushSimulator", "PushFuzzing"], path: "Fuzz/Targets/scenario"),
        .executableTarget(name: "fuzz-input", dependencies: ["PushStorage", "PushCore", "PushFuzzing"], path: "Fuzz/Targets/input"),
    ]
}
