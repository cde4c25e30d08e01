import FormGenCore
import Testing

@Suite struct JSONReaderTests {
    private func read(_ text: String) throws -> JSONNode {
        try JSONReader.read(Array(text.utf8))
    }

    /// The message and `line:column` of the error reading `bytes`.
    private func failure(_ bytes: [UInt8], maximumValues: Int = JSONReader.maximumSpecValues) -> String? {
        do {
            _ = try JSONReader.read(bytes, maximumValues: maximumValues)
            return nil
        } catch {
            let location = SourceFile(name: "f", bytes: bytes).location(at: error.offset)
            return "\(location.line):\(location.column): \(error.message)"
        }
    }

    private func failure(_ text: String) -> String? {
        failure(Array(text.utf8))
    }

    @Test func readsEveryValueType() throws {
        let node = try read(#"{"a": [1, -2.5e3, "x", true, false, null, {}], "b": {}}"#)
        guard case .object(let members) = node.value else {
            Issue.record("not an object")
            return
        }
        #expect(members.map(\.key) == ["a", "b"])
        #expect(
            members[0].value.value
                == .array([
                    JSONNode(.number("1"), offset: 7), JSONNode(.number("-2.5e3"), offset: 10),
                    JSONNode(.string("x"), offset: 18), JSONNode(.bool(true), offset: 23),
                    JSONNode(.bool(false), offset: 29), JSONNode(.null, offset: 36), JSONNode(.object([]), offset: 42),
                ]))
    }

    @Test func decodesEscapesAndSurrogatePairs() throws {
        let node = try read(#""\" \\ \/ \b \f \n \r \t \u0041 \u00e9 \u65E5 \ud83d\ude00 \u0000""#)
        #expect(node.value == .string("\" \\ / \u{8} \u{C} \n \r \t A é 日 😀 \u{0}"))
    }

    @Test func keepsDuplicateKeysForTheSpecLayer() throws {
        let node = try read(#"{"a": 1, "a": 2}"#)
        guard case .object(let members) = node.value else {
            Issue.record("not an object")
            return
        }
        #expect(members.map(\.keyOffset) == [1, 9])
    }

    @Test func acceptsEveryNumberForm() throws {
        for number in [
            "0", "-0", "12", "-12", "0.5", "1.25", "1e5", "1E+5", "1e-5", "-0.0e0", "123456789012345678901234",
        ] {
            #expect(try read(number).value == .number(number))
        }
    }

    @Test func skipsAByteOrderMarkAndCountsColumnsAfterIt() {
        #expect(
            failure([0xEF, 0xBB, 0xBF] + Array("{,".utf8))
                == "1:2: unexpected character ','; expected a key in double quotes")
    }

    @Test func locatesTokensAfterNonASCIITextOnMultipleLines() throws {
        let text = "{\n  \"label\": \"名前と住所\", \"x\": 1,\n\t\"é\": [true, 👍]\n}"
        #expect(failure(text) == "3:14: unexpected character '👍'; expected a value")
        let source = SourceFile(name: "f", text: "{\r\n  \"名前\": \"住所\",\r  \"k\": 1}")
        let node = try JSONReader.read(source.bytes)
        guard case .object(let members) = node.value else {
            Issue.record("not an object")
            return
        }
        #expect(source.location(at: members[0].value.offset) == SourceLocation(file: "f", line: 2, column: 9))
        #expect(source.location(at: members[1].keyOffset) == SourceLocation(file: "f", line: 3, column: 3))
    }

    @Test func countsAGraphemeClusterAsOneColumn() {
        // "e" + combining acute accent, and a flag made of two regional indicators: one column each.
        #expect(failure("{\"e\u{301}🇯🇵\": 1,}") == "1:10: trailing comma before '}' is not allowed in JSON")
    }

    @Test(arguments: [
        ("{\"a\": 1,}", "1:9: trailing comma before '}' is not allowed in JSON"),
        ("[1, 2,]", "1:7: trailing comma before ']' is not allowed in JSON"),
        ("{\"a\": 1 // note\n}", "1:9: comments are not allowed in JSON"),
        ("/* c */ {}", "1:1: comments are not allowed in JSON"),
        ("[01]", "1:3: numbers cannot have leading zeros"),
        ("[-]", "1:3: unexpected character ']'; expected a digit after '-'"),
        ("[1.]", "1:4: unexpected character ']'; expected a digit after '.'"),
        ("[.5]", "1:2: a number needs a digit before '.'"),
        ("[+1]", "1:2: a number cannot start with '+'"),
        ("[1e]", "1:4: unexpected character ']'; expected a digit in the exponent"),
        ("[1x]", "1:3: unexpected character 'x' in a number"),
        ("[\"a\tb\"]", "1:4: control character U+0009 must be escaped in a string"),
        ("[\"a\nb\"]", "1:4: control character U+000A must be escaped in a string; strings cannot span lines"),
        (#"["\x"]"#, #"1:4: invalid escape sequence; JSON allows \" \\ \/ \b \f \n \r \t and \uXXXX"#),
        (#"["\u12"]"#, #"1:7: a \u escape needs exactly four hexadecimal digits"#),
        (#"["\ud800"]"#, #"1:3: \uD800 is a high surrogate not followed by a \u low surrogate"#),
        (#"["\udc00"]"#, #"1:3: \uDC00 is a low surrogate without a high surrogate before it"#),
        (#"["\ud800\u0041"]"#, #"1:3: \uD800 is a high surrogate not followed by a low surrogate"#),
        ("['a']", "1:2: strings must be written in double quotes"),
        ("{a: 1}", "1:2: unexpected character 'a'; expected a key in double quotes"),
        ("{'a': 1}", "1:2: object keys must be written in double quotes"),
        ("{\"a\" 1}", "1:6: unexpected character '1'; expected ':' after the key"),
        ("{\"a\": 1 \"b\": 2}", "1:9: unexpected character '\"'; expected ',' or '}' after the value"),
        ("[1 2]", "1:4: unexpected character '2'; expected ',' or ']' after the value"),
        ("[\"abc", "1:6: unexpected end of file; the string is not closed"),
        ("{\"a\": 1", "1:8: unexpected end of file; the object is not closed"),
        ("[1,", "1:4: unexpected end of file; the array is not closed"),
        ("", "1:1: the file is empty; expected a JSON object"),
        (" \n\t ", "2:3: the file holds only white space; expected a JSON object"),
        ("{} {}", "1:4: unexpected character '{' after the end of the top-level value"),
        ("[NaN]", "1:2: 'NaN' is not a JSON value; JSON has no NaN or Infinity"),
        ("[-Infinity]", "1:3: unexpected character 'I'; expected a digit after '-'"),
        ("[True]", "1:2: 'True' is not a JSON value; JSON literals are lowercase: 'true'"),
        ("[nul]", "1:2: 'nul' is not a JSON value; keys and strings must be written in double quotes"),
        ("{\"名前\": 1,,}", "1:10: unexpected character ','; expected a key in double quotes"),
        ("[\u{00A0}1]", "1:2: unexpected character '\u{00A0}'; expected a value"),
    ])
    func rejectsAtTheFirstUnreadableCharacter(input: String, expected: String) {
        #expect(failure(input) == expected)
    }

    @Test(
        arguments: [
            ([0x5B, 0x22, 0xC0, 0xAF, 0x22, 0x5D], "1:3: invalid UTF-8 byte 0xC0"),
            ([0x5B, 0x22, 0x80, 0x22, 0x5D], "1:3: invalid UTF-8 byte 0x80"),
            ([0x5B, 0x22, 0xED, 0xA0, 0x80, 0x22, 0x5D], "1:3: invalid UTF-8 sequence: byte 0xA0 cannot follow 0xED"),
            ([0x5B, 0x22, 0xF5, 0x80, 0x80, 0x80, 0x22, 0x5D], "1:3: invalid UTF-8 byte 0xF5"),
            ([0x5B, 0x22, 0xE6, 0x97], "1:3: the file ends inside a UTF-8 sequence"),
            ([0x5B, 0x22, 0xE6, 0x97, 0x22], "1:3: invalid UTF-8 sequence: byte 0x22 cannot follow 0x97"),
            ([0x5B, 0xFF, 0x5D], "1:2: invalid UTF-8 byte 0xFF"),
        ] as [([UInt8], String)])
    func rejectsInvalidUTF8(bytes: [UInt8], expected: String) {
        #expect(failure(bytes) == expected)
    }

    @Test func boundsNestingInsteadOfOverflowingTheStack() {
        let deep = String(repeating: "[", count: 100_000) + String(repeating: "]", count: 100_000)
        #expect(failure(deep) == "1:513: arrays and objects are nested more than 512 levels deep")
        let objects = String(repeating: "{\"a\":", count: 100_000)
        #expect(failure(objects) == "1:2561: arrays and objects are nested more than 512 levels deep")
        let allowed = String(repeating: "[", count: 512) + String(repeating: "]", count: 512)
        #expect(failure(allowed) == nil)
    }

    /// Every value counts once, containers and keys' values alike, and the first past the limit is
    /// the one reported.
    @Test func boundsTheValuesOfADocument() {
        let text = Array(#"{"a": [1, "b", {}], "c": null}"#.utf8)
        #expect(failure(text, maximumValues: 6) == nil)
        #expect(
            failure(text, maximumValues: 5) == "1:26: the file holds more than 5 JSON values, the most formgen reads")
        let zeros = "[" + Array(repeating: "0", count: JSONReader.maximumSpecValues).joined(separator: ",") + "]"
        #expect(
            failure(zeros)
                == "1:\(2 * JSONReader.maximumSpecValues): the file holds more than 1000000 JSON values, the most formgen reads"
        )
    }

    @Test func utf16IsNamedRatherThanReportedAsABadByte() {
        let text = #"{"formgen": 1}"#
        let little = Array(text.utf16).flatMap { [UInt8($0 & 0xFF), UInt8($0 >> 8)] }
        let big = Array(text.utf16).flatMap { [UInt8($0 >> 8), UInt8($0 & 0xFF)] }
        let expected = "1:1: the file is encoded as UTF-16 "
        #expect(
            failure([0xFF, 0xFE] + little) == expected
                + "(it starts with a little-endian byte order mark); formgen reads only UTF-8")
        #expect(
            failure([0xFE, 0xFF] + big) == expected
                + "(it starts with a big-endian byte order mark); formgen reads only UTF-8")
        #expect(failure(little) == expected + "(little-endian, without a byte order mark); formgen reads only UTF-8")
        #expect(failure(big) == expected + "(big-endian, without a byte order mark); formgen reads only UTF-8")
        // A lone NUL is only a bad byte, not UTF-16.
        #expect(failure([0x7B, 0x00, 0x7D]) == "1:2: unexpected character U+0000; expected a key in double quotes")
    }
}
