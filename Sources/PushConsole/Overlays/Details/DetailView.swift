import Foundation
import PushCore

/// Everything about one push: the request as sent (provider token shortened), the wire body, the
/// answer with its headers, the explanation and what to do. It takes the terminal's width, wraps
/// long lines and scrolls; nothing is cut.
enum DetailView {
    static func dialog(_ row: LogRow) -> Dialog {
        var lines: [(String, StyleRole)] = [("POST /3/device/\(row.shortToken)  (\(row.pushType) to \(row.topic))", .emphasis)]
        if let origin = row.origin { lines.append(("Recorded by \(origin.label)", .dim)) }
        for header in row.answer?.requestHeaders ?? [] { lines.append(("  \(header.name): \(header.value)", .dim)) }
        lines.append(("  " + row.body, .normal))
        lines.append(("", .normal))
        if let answer = row.answer {
            let style = LogView.style(of: answer.outcome)
            if let response = answer.response {
                lines.append(("HTTP \(response.status) · \(answer.outcome.label) · \(answer.latencyMilliseconds) ms", style))
                for header in answer.responseHeaders { lines.append(("  \(header.name): \(header.value)", .dim)) }
                if !response.body.isEmpty { lines.append(("  " + response.body, .dim)) }
                if response.reason != nil || response.status != 200 {
                    lines.append(("What it means: \(response.explanation)", .normal))
                    lines.append(("What to do: \(response.whatToDo)", .emphasis))
                }
            } else {
                lines.append(("No answer: \(answer.failure ?? answer.outcome.label)", style))
            }
        } else {
            lines.append(("waiting for the answer…", .dim))
        }
        lines.append(("", .normal))
        let title = "Push \(row.sendID).\(row.index + 1)" + (row.answer == nil ? "" : " to \(row.label ?? row.shortToken)")
        return Dialog(title: title, style: .focusedBorder, lines: lines, footer: Keymap.footer(for: .details), width: nil)
    }
}
