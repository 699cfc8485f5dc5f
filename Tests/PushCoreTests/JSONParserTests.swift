import Foundation
import Testing
import PushCore

@Suite struct JSONParserTests {
    @Test func parsesEveryKindOfValueKeepingMemberOrder() throws {
        let value = try JSONParser.parse(#"{"z": 1, "a": [true, false, null, "s", -2.5e3], "m": {}}"#)
        let members = try #require(value.members)
        #expect(members.map(\.key) == ["z", "a", "m"])
        #expect(value["z"] == .number(JSONNumber(literal: "1")))
        #expect(value["a"] == .array([.bool(true), .bool(false), .null, .string("s"), .number(JSONNumber(literal: "-2.5e3"))]))
        #expect(value["m"] == .object([]))
        #expect(value["missing"] == nil)
    }

    @Test func recordsKeyPositionsInScalars() throws {
        let value = try JSONParser.parse("{\n  \"aps\": {\"é\": 1, \"b\": 2},\n\t\"x\": 3\n}")
        let aps = try #require(value.member(named: "aps"))
        #expect(aps.keyPosition == TextPosition(line: 2, column: 3, offset: 4))
        let inner = try #require(aps.value.members)
        #expect(inner[0].keyPosition.line == 2)
        #expect(inner[0].keyPosition.column == 11)
        #expect(inner[1].keyPosition.column == 19, "é is one column though two bytes")
        #expect(inner[1].keyPosition.offset == 21)
        let x = try #require(value.member(named: "x"))
        #expect(x.keyPosition == TextPosition(line: 3, column: 2, offset: 31))
    }

    @Test func equalityIgnoresFormattingButNotOrderOrLiterals() throws {
        let pretty = try JSONParser.parse("{\n  \"a\": [1, {\"b\": null}]\n}")
        #expect(pretty == (try JSONParser.parse(#"{"a":[1,{"b":null}]}"#)))
        #expect(pretty != (try JSONParser.parse(#"{"a":[1,{"c":null}]}"#)))
        #expect(try JSONParser.parse(#"{"a":1,"b":2}"#) != (try JSONParser.parse(#"{"b":2,"a":1}"#)))
        #expect(try JSONParser.parse("1.0") != (try JSONParser.parse("1")), "literals are kept, not normalised")
    }

    @Test func keepsDuplicateKeysForTheLinter() throws {
        let value = try JSONParser.parse(#"{"a": 1, "a": 2}"#)
        #expect(value.members?.count == 2)
        #expect(value["a"] == .number(JSONNumber(1)), "lookup returns the first")
    }

    @Test(arguments: [
        ("0", 0.0, Int?.some(0)), ("-0", -0.0, 0), ("1e5", 100_000, nil), ("1E5", 100_000, nil),
        ("1.5E-3", 0.0015, nil), ("-12.25", -12.25, nil), ("123456789", 123_456_789, 123_456_789),
        ("2e+2", 200, nil), ("0.0", 0, nil),
    ])
    func numbersKeepTheirLiteral(_ literal: String, _ double: Double, _ integer: Int?) throws {
        let value = try JSONParser.parse(literal)
        let number = try #require(value.numberValue)
        #expect(number.literal == literal)
        #expect(number.doubleValue == double)
        #expect(number.integerValue == integer)
        #expect(value.wireBytes() == Array(literal.utf8))
    }

    @Test func decodesEscapesAndSurrogatePairs() throws {
        let value = try JSONParser.parse(#""a\"b\\c\/d\b\f\n\r\t\u00e9\u20AC\ud83d\ude00\u0000""#)
        #expect(value == .string("a\"b\\c/d\u{8}\u{C}\n\r\té€😀\u{0}"))
    }

    @Test func acceptsRawUTF8OfEveryLength() throws {
        let text = "\"aé€😀通知\""
        #expect(try JSONParser.parse(text) == .string("aé€😀通知"))
    }

    @Test func bigNestingWithinTheLimitRoundTrips() throws {
        let depth = 500
        let text = String(repeating: "{\"k\":[", count: depth / 2) + "1" + String(repeating: "]}", count: depth / 2)
        let value = try JSONParser.parse(text)
        #expect(value.wireBytes() == Array(text.utf8))
    }

    @Test func agreesWithJSONSerializationOnMeaning() throws {
        let text = #"{"aps":{"alert":{"title":"Hi \"there\"","body":"é\n😀"},"badge":3,"sound":"default"},"list":[1,2.5,null,false],"nested":{"x":{"y":[]}}}"#
        let ours = try JSONParser.parse(text).wireBytes()
        let theirs = try JSONSerialization.jsonObject(with: Data(ours)) as? NSDictionary
        let expected = try JSONSerialization.jsonObject(with: Data(text.utf8)) as? NSDictionary
        #expect(theirs != nil)
        #expect(theirs == expected)
    }
}

@Suite struct WireBytesTests {
    @Test func minifiesAndKeepsOrder() throws {
        let text = """
        {
          "aps" : { "alert" : "Hi", "badge" : 1 },
          "z" : [ 1 , 2 ],
          "a" : null
        }
        """
        let document = PayloadDocument(text: text)
        let wire = try #require(document.wireBytes)
        #expect(String(decoding: wire, as: UTF8.self) == #"{"aps":{"alert":"Hi","badge":1},"z":[1,2],"a":null}"#)
        #expect(document.byteCount == wire.count)
    }

    @Test func reescapesStringsPredictably() throws {
        let value = try JSONParser.parse(#"["\u00e9", "\/", "\u001f", "tab\there", "q\"b\\"]"#)
        let wire = String(decoding: value.wireBytes(), as: UTF8.self)
        #expect(wire == #"["é","/","\u001f","tab\there","q\"b\\"]"#)
        #expect(try JSONParser.parse(value.wireBytes()) == value, "wire bytes parse back to the same value")
    }

    @Test func wireBytesAreIdempotent() throws {
        let first = try JSONParser.parse(#"{"a":"😀\n","b":[1e5,-0,{"c":true}]}"#).wireBytes()
        let second = try JSONParser.parse(first).wireBytes()
        #expect(first == second)
    }

    @Test func buildsBytesForValuesMadeInCode() {
        let value = JSONValue.object([
            JSONMember(key: "reason", value: .string("BadDeviceToken")),
            JSONMember(key: "timestamp", value: .number(JSONNumber(1_700_000_000_000))),
        ])
        #expect(String(decoding: value.wireBytes(), as: UTF8.self) == #"{"reason":"BadDeviceToken","timestamp":1700000000000}"#)
    }
}

@Suite struct PayloadDocumentTests {
    @Test func validTextHasValueAndByteCount() throws {
        let document = PayloadDocument(text: #"{ "aps": { "alert": "é" } }"#)
        #expect(document.syntaxError == nil)
        #expect(document.value?["aps"]?["alert"] == .string("é"))
        #expect(document.byteCount == #"{"aps":{"alert":"é"}}"#.utf8.count)
    }

    @Test func invalidTextHasErrorAndNoBytes() {
        let document = PayloadDocument(text: "{")
        #expect(document.value == nil)
        #expect(document.wireBytes == nil)
        #expect(document.byteCount == nil)
        #expect(document.syntaxError?.message == "expected a string key or '}', found end of input")
    }

    @Test func bytesInitialiserSeesInvalidUTF8() {
        let document = PayloadDocument(bytes: Array("{\"a\":\"".utf8) + [0xC3] + Array("\"}".utf8))
        #expect(document.syntaxError?.message == "invalid UTF-8: byte 0x22 at offset 7 does not continue the character starting at offset 6")
        #expect(document.syntaxError?.offset == 6)
    }
}
