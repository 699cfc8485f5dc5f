// pushtui-terminal-probe: a tiny full-screen program for the tmux tests of CursesTerminal.
// It shows every style role, a line of wide characters, the last event, the event count and the
// size; `q` exits 0; a termination signal exits 128 + signal. `--crash` aborts after the first
// frame, `--exit` calls exit(3) without closing the terminal, `--wake` wakes the loop once from
// another thread (counted as "wakes"), `--twice` tries to open a second terminal and shows the error.
import CursesTerminal
import Foundation
import PushConsole

func describe(_ event: TerminalEvent) -> String {
    switch event {
    case .key(let key): "key \(key)"
    case .paste(let text):
        "paste \(text.unicodeScalars.count) scalars \(text.split(separator: "\n", omittingEmptySubsequences: false).count) lines "
            + "head=\(String(text.prefix(8)).debugDescription) tail=\(String(text.suffix(8)).debugDescription)"
    case .resize(let width, let height): "resize \(width)x\(height)"
    case .click(let row, let column): "click row \(row) column \(column)"
    }
}

func frame(width: Int, height: Int, last: String, count: Int, wakes: Int) -> Screen {
    var screen = Screen(width: width, height: height)
    screen.put("probe pid \(getpid())", row: 0, column: 0, style: .title)
    // Every role on rows 1 and 2, seven per row, cut at the right edge.
    for (index, role) in StyleRole.allCases.enumerated() {
        let row = 1 + index / 7
        let column = StyleRole.allCases[(row - 1) * 7..<index].reduce(0) { $0 + "\($1)".count + 1 }
        screen.put("\(role)", row: row, column: column, style: role)
    }
    screen.put("wide: 通知テスト ✓ ünïcödé", row: 3, column: 0)
    screen.put("last: \(last)", row: 4, column: 0, style: .emphasis)
    screen.put("events: \(count) wakes: \(wakes)", row: 5, column: 0)
    screen.put("size: \(width)x\(height)", row: 6, column: 0)
    return screen
}

let crash = CommandLine.arguments.contains("--crash")
let exitWithoutClose = CommandLine.arguments.contains("--exit")
let terminal: CursesTerminal
do {
    terminal = try CursesTerminal()
} catch {
    FileHandle.standardError.write(Data("pushtui-terminal-probe: \(error)\n".utf8))
    exit(1)
}
if CommandLine.arguments.contains("--wake") {
    let wake = terminal.waker
    Thread.detachNewThread { wake() }
}
var last = "none"
if CommandLine.arguments.contains("--twice") {
    do {
        _ = try CursesTerminal()
        last = "opened twice"
    } catch {
        last = "second open: \(error)"
    }
}
var count = 0
var wakes = 0
var status: Int32 = 0
while true {
    let size = terminal.size
    terminal.draw(frame(width: size.width, height: size.height, last: last, count: count, wakes: wakes))
    if crash { abort() }
    if exitWithoutClose { exit(3) }
    guard let event = terminal.nextEvent(timeoutMilliseconds: nil) else {
        wakes += 1
        continue
    }
    if let signal = terminal.terminationSignal {
        status = 128 + signal
        break
    }
    if event == .key(.character("q")) { break }
    count += 1
    last = describe(event)
}
terminal.close()
exit(status)
