// Prints how fast PushCore turns payload text into checked wire bytes, next to Foundation's
// JSONSerialization on the same bytes. Run in release: swift run -c release pushtui-bench
import Foundation
import PushCore

let iterations = 2_000
let token = try DeviceToken(parsing: String(repeating: "ab", count: 32))

var table = Table("payload", "bytes", "parse+wire ns", "parse+lint+wire ns", "JSONSerialization ns",
                  "speed-up parse+wire", "speed-up with lint")
for kilobytes in [1, 2, 4, 5] {
    let bytes = SamplePayload.make(targetBytes: kilobytes * 1024)
    let text = String(decoding: bytes, as: UTF8.self)
    let data = Data(bytes)
    let request = PushRequest(token: token, topic: "com.example.shop", pushType: kilobytes == 5 ? .voip : .alert,
                              payload: text)
    if let error = PayloadDocument(bytes: bytes).syntaxError {
        print("sample payload does not parse: \(error)")
        exit(1)
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
}
print("median of \(iterations) runs per cell; speed-up = JSONSerialization.jsonObject time / PushCore time")
print(table.render())
