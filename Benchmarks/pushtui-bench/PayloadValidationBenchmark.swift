import Foundation
import PushCore

/// How fast PushCore turns payload text into checked wire bytes, next to Foundation's
/// JSONSerialization parsing the same bytes in the same run.
enum PayloadValidationBenchmark {
    /// PushCore's full validation must be at least this many times faster than JSONSerialization at 4 KB.
    static let target = 2.0

    static func run(_ context: BenchContext) throws -> BenchmarkReport {
        let iterations = context.quick ? 300 : 2_000
        var report = BenchmarkReport()
        let token = try DeviceToken(parsing: String(repeating: "ab", count: 32))
        var table = Table("payload", "bytes", "parse+wire ns", "parse+lint+wire ns", "JSONSerialization ns",
                          "speed-up parse+wire", "speed-up with lint")
        for kilobytes in [1, 2, 4, 5] {
            let bytes = SamplePayload.make(targetBytes: kilobytes * 1024)
            let text = String(decoding: bytes, as: UTF8.self)
            let data = Data(bytes)
            let request = PushRequest(token: token, topic: kilobytes == 5 ? "com.example.shop.voip" : "com.example.shop",
                                      pushType: kilobytes == 5 ? .voip : .alert, payload: text)
            if let error = PayloadDocument(bytes: bytes).syntaxError {
                throw BenchmarkError("sample payload does not parse: \(error)")
            }
            let full = Measure.median(iterations: iterations) {
                let document = PayloadDocument(bytes: bytes)
                consume(PushLinter.lint(request, document: document))
            }
            let parseAndWire = Measure.median(iterations: iterations) {
                consume(PayloadDocument(bytes: bytes).wireBytes)
            }
            let foundation = Measure.median(iterations: iterations) {
                consume(try? JSONSerialization.jsonObject(with: data))
            }
            table.add("\(kilobytes) KB", "\(bytes.count)", String(format: "%.0f", parseAndWire), String(format: "%.0f", full),
                      String(format: "%.0f", foundation), String(format: "%.2fx", foundation / parseAndWire),
                      String(format: "%.2fx", foundation / full))
            report.figures["\(kilobytes)KB.parse_wire_ns"] = parseAndWire
            report.figures["\(kilobytes)KB.parse_lint_wire_ns"] = full
            report.figures["\(kilobytes)KB.json_serialization_ns"] = foundation
            if kilobytes == 4 {
                report.summary.append(SummaryRow("validation, 4 KB: PushCore parse+lint+wire vs JSONSerialization",
                                                 figure: String(format: "%.1f µs", full / 1000),
                                                 reference: String(format: "%.1f µs", foundation / 1000),
                                                 ratio: foundation / full, ratioFormat: "%.2fx",
                                                 target: String(format: "≥ %.0fx", target), met: foundation / full >= target))
            }
        }
        report.text = "Payload validation (median of \(iterations) runs per cell; speed-up = JSONSerialization time / PushCore time)\n"
            + table.render()
        return report
    }
}

/// A benchmark that could not produce its figures.
struct BenchmarkError: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}
