import PushCore
import Testing

/// Shell word splitting as POSIX sh does it, with positions for error messages.
@Suite struct ShellWordTests {
    private func texts(_ line: String) throws -> [String] {
        try ShellWord.split(line).map(\.text)
    }

    @Test func quotesEscapesAndContinuationsBecomeTheWordsTheShellPasses() throws {
        #expect(try texts(#"curl -H 'a: b' "c \"d\" \$e \x" f\ g"#) == ["curl", "-H", "a: b", #"c "d" $e \x"#, "f g"])
        #expect(try texts("curl \\\n  --http2\\\r\n  x") == ["curl", "--http2", "x"])
        #expect(try texts(#"'it'\''s'"#) == ["it's"])
        #expect(try texts(#""$(pushtui jwt --profile 'a b')""#) == ["$(pushtui jwt --profile 'a b')"])
        #expect(try texts("''") == [""])
    }

    @Test func positionsAreLineAndColumnOfTheWordStart() throws {
        let words = try ShellWord.split("curl \\\n  -H 'x: y'")
        #expect(words.map(\.position.line) == [1, 2, 2])
        #expect(words.map(\.position.column) == [1, 3, 6])
    }

    @Test(arguments: [
        ("curl 'abc", 1, 6, "single quote"),
        ("curl \\\n \"abc", 2, 2, "double quote"),
        ("curl x | sh", 1, 8, "'|'"),
        ("curl x; rm", 1, 7, "';'"),
        ("curl x \\", 1, 8, "lone backslash"),
    ])
    func brokenLinesNameWhereTheProblemIs(_ line: String, _ row: Int, _ column: Int, _ words: String) {
        #expect(throws: CurlImportError.self) { try ShellWord.split(line) }
        do {
            _ = try ShellWord.split(line)
        } catch {
            #expect(error.position.line == row && error.position.column == column, "\(error)")
            #expect(error.message.contains(words), "\(error)")
        }
    }
}
