import Foundation
import PushCore

/// Everything about one push: the request as sent (provider token shortened), the wire body, the
/// answer with its headers, the explanation and what to do.
enum DetailView {
    static func draw(_ row: LogRow, into screen: inout Screen) {
        var lines: [(String, StyleRole)] = [("POST /3/device/\(row.shortToken)  (\(row.pushType) to \(row.topic))", .emphasis)]
        for header in row.answer?.requestHeaders ?? [] { lines.append(("  \(header.name): \(header.value)", .dim)) }
        lines.append(("  " + row.body, .normal))
        lines.append(("", .normal))
        guard let answer = row.answer else {
            lines.append(("waiting for the answer…", .dim))
            OverlayView.dialog(title: "Push \(row.sendID).\(row.index + 1)", style: .focusedBorder, lines: lines, width: 100, into: &screen)
            return
        }
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
        lines.append(("", .normal))
        lines.append(("↑↓ previous/next push · any other key closes", .key))
        OverlayView.dialog(title: "Push \(row.sendID).\(row.index + 1) to \(row.label ?? row.shortToken)", style: .focusedBorder,
                           lines: lines, width: 100, into: &screen)
    }
}
