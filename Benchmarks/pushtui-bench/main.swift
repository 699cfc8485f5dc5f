// Prints how fast PushCore turns payload text into checked wire bytes, next to Foundation's
// JSONSerialization on the same bytes. Run in release: swift run -c release pushtui-bench
import Foundation
import PushCore

let iterations = 2_000
let token = try DeviceToken(parsing: String(repeating: "ab", count: 32))

var table = Table("payload", "bytes", "PushCore parse+lint+wire ns", "parse+wire ns", "JSONSerialization ns", "ratio (parse+wire)")
for kilobytes in [1, 2, 4, 5] {
    let bytes = SamplePayload.make(targetBytes: kilobytes * 1024)
    let text = String(decoding: bytes, as: UTF8.self)
    let data = Data(bytes)
    let request = PushRequest(token: token, topic: "com.example.shop", pushType: kilobytes == 5 ? .voip : .alert,
                              payload: text)
    let document = PayloadDocument(bytes: bytes)
    guard document.syntaxError == nil else {
        print("sample payload does not parse: \(document.syntaxError!)")
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
    table.add("\(kilobytes) KB", "\(bytes.count)", String(format: "%.0f", full), String(format: "%.0f", parseAndWire),
              String(format: "%.0f", foundation), String(format: "%.2fx", foundation / parseAndWire))
}
print("median of \(iterations) runs per cell; ratio > 1 means PushCore is faster")
print(table.render())
