import Foundation
import PushCore

/// Everything about one push: the request as sent (provider token shortened), the wire body, the
/// answer with its headers, the explanation and what to do. It takes the terminal's width, wraps
/// long lines and scrolls; nothing is cut.
enum DetailView {
    /// The dialog of `row`, with times in the console's zone (`utcOffset` seconds east of UTC).
    /// Every line comes from the row's push value and answer, which the history keeps whole, so a
    /// row of this run and the same row read back from the history show the same lines.
    static func dialog(_ row: LogRow, utcOffset: Int = 0) -> Dialog {
        var lines: [(String, StyleRole)] = [("POST /3/device/\(row.shortToken)  (\(row.pushType) to \(row.topic))", .emphasis)]
        lines.append((sentLine(row, utcOffset: utcOffset), .dim))
        if let origin = row.origin { lines.append(("Recorded by \(origin.label)", .dim)) }
        for header in requestHeaders(of: row) { lines.append(("  \(header.name): \(header.value)", .dim)) }
        lines.append(("  " + row.body, .normal))
        lines.append(("", .normal))
        if let answer = row.answer {
            let style = LogView.style(of: answer.outcome)
            if let response = answer.response {
                lines.append(("HTTP \(response.status) · \(answer.outcome.label) · \(answer.latencyMilliseconds) ms", style))
                for header in responseHeaders(of: response) { lines.append(("  \(header.name): \(header.value)", .dim)) }
                if let reason = response.reason { lines.append(("  reason: \(reason.rawValue)", .dim)) }
                if let timestamp = response.timestamp { lines.append(("  timestamp: \(timestamp) (\(LogView.dayString(milliseconds: timestamp)))", .dim)) }
                if response.reason != nil || response.status != 200 {
                    lines.append(("What it means: \(response.explanation)", .normal))
                    lines.append(("What to do: \(response.whatToDo)", .emphasis))
                }
            } else {
                lines.append(("No answer: \(answer.failure ?? answer.outcome.label) · \(answer.latencyMilliseconds) ms", style))
            }
        } else {
            lines.append(("waiting for the answer…", .dim))
        }
        lines.append(("", .normal))
        let title = "Push \(row.sendID).\(row.index + 1)" + (row.answer == nil ? "" : " to \(row.label ?? row.shortToken)")
        return Dialog(title: title, style: .focusedBorder, lines: lines, footer: Keymap.footer(for: .details), width: nil)
    }

    /// `Sent 2026-12-03 07:25:38 · Shop · sandbox · 127.0.0.1:41089`: when, with which profile, in
    /// which environment (FCM's project for an FCM row), to which host.
    private static func sentLine(_ row: LogRow, utcOffset: Int) -> String {
        let day = ProfileTimestamp.format(row.sentAt.addingTimeInterval(Double(utcOffset))).prefix(10)
        var parts = ["Sent \(day) \(LogView.clockTime(row.sentAt, offset: utcOffset))"]
        if !row.profileName.isEmpty { parts.append(row.profileName) }
        switch row.service {
        case .apns: parts.append(row.environment.rawValue)
        case .fcm(let project): parts.append(project.map { "FCM \($0)" } ?? "FCM")
        }
        if let host = row.host { parts.append(host) }
        return parts.joined(separator: " · ")
    }

    /// The request headers as sent, from the row's push value through the one function that makes
    /// them for the wire; the provider token itself is never shown, only the key that signed it.
    private static func requestHeaders(of row: LogRow) -> [HTTPHeader] {
        guard row.service == .apns, !row.isBroadcast else { return row.headers.fields }
        let signer = row.answer?.keyID.map { "<ES256 provider token, key \($0)>" }
        return (try? row.headers.wireHeaders(authorization: signer)) ?? row.headers.fields
    }

    /// The answer's `apns-id`, `apns-unique-id` and `retry-after`, as APNs sent them.
    private static func responseHeaders(of response: APNsResponse) -> [HTTPHeader] {
        [(APNsHeaderName.apnsID, response.apnsID), (APNsHeaderName.apnsUniqueID, response.apnsUniqueID),
         (APNsHeaderName.retryAfter, response.retryAfter.map(String.init))].compactMap { name, value in
            value.map { HTTPHeader(name: name, value: $0) }
        }
    }
}
