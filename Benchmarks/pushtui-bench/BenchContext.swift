/// What every benchmark may read about this run.
struct BenchContext {
    /// `--quick`: small counts and short waits for a smoke run (CI); no 100k-push batch.
    let quick: Bool
    /// `--python PATH`: an interpreter with aioapns installed, instead of the bench venv's.
    let python: String?

    /// The release `pushtui` built next to this program: the simulator and the console under test.
    func pushtui() throws -> String {
        guard let path = Executable.sibling("pushtui") else {
            throw BenchmarkError("no pushtui binary next to pushtui-bench: swift build -c release --product pushtui")
        }
        return path
    }
}
