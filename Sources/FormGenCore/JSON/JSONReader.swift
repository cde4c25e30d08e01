/// Reads RFC 8259 JSON into a `JSONNode` tree that remembers where each value was written.
///
/// Strict on purpose: a spec is a source file, so anything RFC 8259 does not allow (comments,
/// trailing commas, leading zeros, unescaped control characters, invalid UTF-8, lone surrogates)
/// is reported at the first byte that cannot be read. A UTF-8 byte order mark is skipped, as
/// the RFC permits.
public struct JSONReader {
    /// Deeper nesting than this is refused, so hostile input cannot exhaust the stack.
    public static let maximumDepth = 512

    /// The most values a spec holds, far beyond any real form: each value read costs tens of bytes,
    /// and a run reads several specs at once, so 16 MiB of `[0,0,…]` would otherwise take hundreds
    /// of megabytes each.
    public static let maximumSpecValues = 1_000_000

    /// Why the input is not JSON, and the byte where reading stopped.
    public struct SyntaxError: Error, Equatable {
        public var message: String
        public var offset: Int
    }

    /// The input, read through a buffer pointer: every byte is looked at, and unchecked access to a
    /// buffer that outlives the reader is the cheapest way to do it.
    private let bytes: UnsafeBufferPointer<UInt8>
    private var index: Int
    private var depth = 0
    private let maximumValues: Int
    private var valueCount = 0

    private init(bytes: UnsafeBufferPointer<UInt8>, maximumValues: Int) {
        self.bytes = bytes
        self.maximumValues = maximumValues
        let byteOrderMark = bytes.count >= 3 && bytes[0] == 0xEF && bytes[1] == 0xBB && bytes[2] == 0xBF
        self.index = byteOrderMark ? 3 : 0
    }

    /// Parses one complete JSON document of at most `maximumValues` values (objects, arrays,
    /// strings, numbers, booleans and nulls, each counted once).
    /// - Throws: `SyntaxError` at the first byte that cannot be read, or at the value past the limit.
    public static func read(
        _ bytes: [UInt8], maximumValues: Int = maximumSpecValues
    ) throws(SyntaxError) -> JSONNode {
        try bytes.withUnsafeBufferPointer { buffer throws(SyntaxError) -> JSONNode in
            if let encoding = utf16Encoding(of: buffer) {
                throw SyntaxError(
                    message: "the file is encoded as UTF-16 (\(encoding)); formgen reads only UTF-8", offset: 0)
            }
            var reader = JSONReader(bytes: buffer, maximumValues: maximumValues)
            let start = reader.index
            reader.skipWhitespace()
            if reader.index == buffer.count {
                let what = reader.index == start ? "is empty" : "holds only white space"
                throw SyntaxError(message: "the file \(what); expected a JSON object", offset: reader.index)
            }
            let node = try reader.readValue()
            reader.skipWhitespace()
            if reader.index < buffer.count {
                throw reader.unexpected(" after the end of the top-level value")
            }
            return node
        }
    }

    /// How `bytes` show that they are UTF-16 rather than UTF-8, if they do: a UTF-16 byte order
    /// mark (`FF FE` or `FE FF`, neither of which UTF-8 allows), or, without one, a NUL in every
    /// other byte of the first few, which is what ASCII text looks like in UTF-16.
    private static func utf16Encoding(of bytes: UnsafeBufferPointer<UInt8>) -> String? {
        if bytes.count >= 2, bytes[0] == 0xFF, bytes[1] == 0xFE {
            return "it starts with a little-endian byte order mark"
        }
        if bytes.count >= 2, bytes[0] == 0xFE, bytes[1] == 0xFF {
            return "it starts with a big-endian byte order mark"
        }
        let pairs = min(bytes.count, 16) / 2
        guard pairs >= 2 else { return nil }
        if isNULInEveryPair(bytes, pairs: pairs, at: 1) { return "little-endian, without a byte order mark" }
        if isNULInEveryPair(bytes, pairs: pairs, at: 0) { return "big-endian, without a byte order mark" }
        return nil
    }

    /// Whether each of the first `pairs` pairs of bytes has a NUL at `place` (0 or 1) and not at the other.
    private static func isNULInEveryPair(_ bytes: UnsafeBufferPointer<UInt8>, pairs: Int, at place: Int) -> Bool {
        (0..<pairs).allSatisfy { pair in bytes[2 * pair + place] == 0 && bytes[2 * pair + 1 - place] != 0 }
    }

    // MARK: Values

    private mutating func readValue() throws(SyntaxError) -> JSONNode {
        guard index < bytes.count else {
            throw SyntaxError(message: "unexpected end of file; expected a value", offset: index)
        }
        let start = index
        valueCount += 1
        if valueCount > maximumValues {
            throw SyntaxError(
                message: "the file holds more than \(maximumValues) JSON values, the most formgen reads", offset: start)
        }
        switch bytes[index] {
        case UInt8(ascii: "{"): return try readObject()
        case UInt8(ascii: "["): return try readArray()
        case UInt8(ascii: "\""): return JSONNode(.string(try readString()), offset: start)
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
            return JSONNode(.number(try readNumber()), offset: start)
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"):
            return JSONNode(try readLiteral(), offset: start)
        case UInt8(ascii: "'"):
            throw SyntaxError(message: "strings must be written in double quotes", offset: start)
        case UInt8(ascii: "+"):
            throw SyntaxError(message: "a number cannot start with '+'", offset: start)
        case UInt8(ascii: "."):
            throw SyntaxError(message: "a number needs a digit before '.'", offset: start)
        default:
            throw unexpected("; expected a value")
        }
    }

    private mutating func readObject() throws(SyntaxError) -> JSONNode {
        let start = index
        try enterNesting()
        index += 1
        var members: [JSONMember] = []
        skipWhitespace()
        if peek(UInt8(ascii: "}")) {
            index += 1
            depth -= 1
            return JSONNode(.object(members), offset: start)
        }
        while true {
            skipWhitespace()
            guard index < bytes.count else {
                throw SyntaxError(message: "unexpected end of file; the object is not closed", offset: index)
            }
            let keyOffset = index
            switch bytes[index] {
            case UInt8(ascii: "\""):
                break
            case UInt8(ascii: "}") where !members.isEmpty:
                throw SyntaxError(message: "trailing comma before '}' is not allowed in JSON", offset: index)
            case UInt8(ascii: "'"):
                throw SyntaxError(message: "object keys must be written in double quotes", offset: index)
            case UInt8(ascii: "/"):
                throw SyntaxError(message: "comments are not allowed in JSON", offset: index)
            default:
                throw unexpected("; expected a key in double quotes")
            }
            let key = try readString()
            skipWhitespace()
            guard peek(UInt8(ascii: ":")) else { throw unexpected("; expected ':' after the key") }
            index += 1
            skipWhitespace()
            let value = try readValue()
            members.append(JSONMember(key: key, keyOffset: keyOffset, value: value))
            skipWhitespace()
            if peek(UInt8(ascii: ",")) {
                index += 1
            } else if peek(UInt8(ascii: "}")) {
                index += 1
                depth -= 1
                return JSONNode(.object(members), offset: start)
            } else if index == bytes.count {
                throw SyntaxError(message: "unexpected end of file; the object is not closed", offset: index)
            } else {
                throw unexpected("; expected ',' or '}' after the value")
            }
        }
    }

    private mutating func readArray() throws(SyntaxError) -> JSONNode {
        let start = index
        try enterNesting()
        index += 1
        var elements: [JSONNode] = []
        skipWhitespace()
        if peek(UInt8(ascii: "]")) {
            index += 1
            depth -= 1
            return JSONNode(.array(elements), offset: start)
        }
        while true {
            skipWhitespace()
            if peek(UInt8(ascii: "]")) && !elements.isEmpty {
                throw SyntaxError(message: "trailing comma before ']' is not allowed in JSON", offset: index)
            }
            if index == bytes.count {
                throw SyntaxError(message: "unexpected end of file; the array is not closed", offset: index)
            }
            elements.append(try readValue())
            skipWhitespace()
            if peek(UInt8(ascii: ",")) {
                index += 1
            } else if peek(UInt8(ascii: "]")) {
                index += 1
                depth -= 1
                return JSONNode(.array(elements), offset: start)
            } else if index == bytes.count {
                throw SyntaxError(message: "unexpected end of file; the array is not closed", offset: index)
            } else {
                throw unexpected("; expected ',' or ']' after the value")
            }
        }
    }

    private mutating func enterNesting() throws(SyntaxError) {
        depth += 1
        if depth > Self.maximumDepth {
            throw SyntaxError(
                message: "arrays and objects are nested more than \(Self.maximumDepth) levels deep",
                offset: index
            )
        }
    }

    private mutating func readLiteral() throws(SyntaxError) -> JSONNode.Value {
        let start = index
        while index < bytes.count, isWordByte(bytes[index]) { index += 1 }
        let word = String(decoding: bytes[start..<index], as: UTF8.self)
        switch word {
        case "true": return .bool(true)
        case "false": return .bool(false)
        case "null": return .null
        default:
            let hint: String
            switch word.lowercased() {
            case "true", "false", "null": hint = "; JSON literals are lowercase: '\(word.lowercased())'"
            case "nan", "infinity": hint = "; JSON has no NaN or Infinity"
            default: hint = "; keys and strings must be written in double quotes"
            }
            throw SyntaxError(message: "'\(word)' is not a JSON value\(hint)", offset: start)
        }
    }

    // MARK: Numbers

    /// Checks the RFC 8259 number grammar and returns the number as written.
    private mutating func readNumber() throws(SyntaxError) -> String {
        let start = index
        if peek(UInt8(ascii: "-")) { index += 1 }
        guard index < bytes.count, isDigit(bytes[index]) else {
            throw digitExpected("after '-'")
        }
        if bytes[index] == UInt8(ascii: "0") {
            index += 1
            if index < bytes.count, isDigit(bytes[index]) {
                throw SyntaxError(message: "numbers cannot have leading zeros", offset: index)
            }
        } else {
            skipDigits()
        }
        if peek(UInt8(ascii: ".")) {
            index += 1
            guard index < bytes.count, isDigit(bytes[index]) else { throw digitExpected("after '.'") }
            skipDigits()
        }
        if peek(UInt8(ascii: "e")) || peek(UInt8(ascii: "E")) {
            index += 1
            if peek(UInt8(ascii: "+")) || peek(UInt8(ascii: "-")) { index += 1 }
            guard index < bytes.count, isDigit(bytes[index]) else { throw digitExpected("in the exponent") }
            skipDigits()
        }
        if index < bytes.count, isWordByte(bytes[index]) || bytes[index] == UInt8(ascii: ".") {
            throw unexpected(" in a number")
        }
        return String(decoding: bytes[start..<index], as: UTF8.self)
    }

    private func digitExpected(_ place: String) -> SyntaxError {
        if index == bytes.count {
            return SyntaxError(message: "unexpected end of file; expected a digit \(place)", offset: index)
        }
        return unexpected("; expected a digit \(place)")
    }

    private mutating func skipDigits() {
        while index < bytes.count, isDigit(bytes[index]) { index += 1 }
    }

    // MARK: Strings

    /// Reads a string starting at its opening quote, decoding escapes and checking UTF-8.
    private mutating func readString() throws(SyntaxError) -> String {
        index += 1
        let contentStart = index
        var decoded: [UInt8] = []
        var hasEscapes = false
        while true {
            guard index < bytes.count else {
                throw SyntaxError(message: "unexpected end of file; the string is not closed", offset: index)
            }
            let byte = bytes[index]
            switch byte {
            case UInt8(ascii: "\""):
                let text =
                    hasEscapes
                    ? String(decoding: decoded, as: UTF8.self)
                    : String(decoding: bytes[contentStart..<index], as: UTF8.self)
                index += 1
                return text
            case UInt8(ascii: "\\"):
                if !hasEscapes {
                    hasEscapes = true
                    decoded.append(contentsOf: bytes[contentStart..<index])
                }
                try readEscape(into: &decoded)
            case 0x00..<0x20:
                throw SyntaxError(
                    message: "control character \(Self.scalarName(UInt32(byte))) must be escaped in a string"
                        + (byte == 0x0A ? "; strings cannot span lines" : ""),
                    offset: index
                )
            case 0x80...:
                let length = try utf8SequenceLength()
                if hasEscapes { decoded.append(contentsOf: bytes[index..<index + length]) }
                index += length
            default:
                if hasEscapes { decoded.append(byte) }
                index += 1
            }
        }
    }

    private mutating func readEscape(into decoded: inout [UInt8]) throws(SyntaxError) {
        let start = index
        index += 1
        guard index < bytes.count else {
            throw SyntaxError(message: "unexpected end of file; the string is not closed", offset: index)
        }
        let simple: UInt8?
        switch bytes[index] {
        case UInt8(ascii: "\""): simple = UInt8(ascii: "\"")
        case UInt8(ascii: "\\"): simple = UInt8(ascii: "\\")
        case UInt8(ascii: "/"): simple = UInt8(ascii: "/")
        case UInt8(ascii: "b"): simple = 0x08
        case UInt8(ascii: "f"): simple = 0x0C
        case UInt8(ascii: "n"): simple = 0x0A
        case UInt8(ascii: "r"): simple = 0x0D
        case UInt8(ascii: "t"): simple = 0x09
        case UInt8(ascii: "u"): simple = nil
        default:
            throw SyntaxError(
                message: "invalid escape sequence; JSON allows \\\" \\\\ \\/ \\b \\f \\n \\r \\t and \\uXXXX",
                offset: index
            )
        }
        if let simple {
            decoded.append(simple)
            index += 1
            return
        }
        index += 1
        let unit = try readHexQuad()
        var scalarValue = unit
        if (0xDC00...0xDFFF).contains(unit) {
            throw SyntaxError(
                message: "\\u\(Self.hex(unit)) is a low surrogate without a high surrogate before it",
                offset: start
            )
        }
        if (0xD800...0xDBFF).contains(unit) {
            guard index + 1 < bytes.count, bytes[index] == UInt8(ascii: "\\"), bytes[index + 1] == UInt8(ascii: "u")
            else {
                throw SyntaxError(
                    message: "\\u\(Self.hex(unit)) is a high surrogate not followed by a \\u low surrogate",
                    offset: start
                )
            }
            index += 2
            let low = try readHexQuad()
            guard (0xDC00...0xDFFF).contains(low) else {
                throw SyntaxError(
                    message: "\\u\(Self.hex(unit)) is a high surrogate not followed by a low surrogate",
                    offset: start
                )
            }
            scalarValue = 0x10000 + ((unit - 0xD800) << 10) + (low - 0xDC00)
        }
        guard let scalar = Unicode.Scalar(scalarValue) else {
            throw SyntaxError(message: "\\u escape is not a Unicode scalar", offset: start)
        }
        decoded.append(contentsOf: Array(String(Character(scalar)).utf8))
    }

    private mutating func readHexQuad() throws(SyntaxError) -> UInt32 {
        var value: UInt32 = 0
        for _ in 0..<4 {
            guard index < bytes.count, let digit = Self.hexValue(bytes[index]) else {
                throw SyntaxError(message: "a \\u escape needs exactly four hexadecimal digits", offset: index)
            }
            value = value << 4 | digit
            index += 1
        }
        return value
    }

    /// The length of the well-formed UTF-8 sequence at `index`, per the Unicode well-formedness table.
    private func utf8SequenceLength() throws(SyntaxError) -> Int {
        let lead = bytes[index]
        let length: Int
        var secondRange: ClosedRange<UInt8> = 0x80...0xBF
        switch lead {
        case 0xC2...0xDF: length = 2
        case 0xE0: length = 3; secondRange = 0xA0...0xBF
        case 0xE1...0xEC, 0xEE...0xEF: length = 3
        case 0xED: length = 3; secondRange = 0x80...0x9F
        case 0xF0: length = 4; secondRange = 0x90...0xBF
        case 0xF1...0xF3: length = 4
        case 0xF4: length = 4; secondRange = 0x80...0x8F
        default:
            throw SyntaxError(message: "invalid UTF-8 byte 0x\(Self.hex(UInt32(lead), width: 2))", offset: index)
        }
        for position in 1..<length {
            let at = index + position
            guard at < bytes.count else {
                throw SyntaxError(message: "the file ends inside a UTF-8 sequence", offset: index)
            }
            let range = position == 1 ? secondRange : 0x80...0xBF
            guard range.contains(bytes[at]) else {
                throw SyntaxError(
                    message: "invalid UTF-8 sequence: byte 0x\(Self.hex(UInt32(bytes[at]), width: 2)) cannot follow "
                        + "0x\(Self.hex(UInt32(bytes[at - 1]), width: 2))",
                    offset: index
                )
            }
        }
        return length
    }

    // MARK: Helpers

    private mutating func skipWhitespace() {
        while index < bytes.count {
            switch bytes[index] {
            case 0x20, 0x09, 0x0A, 0x0D: index += 1
            default: return
            }
        }
    }

    private func peek(_ byte: UInt8) -> Bool {
        index < bytes.count && bytes[index] == byte
    }

    /// An error for the character at `index`, named readably; `context` starts with "; " or " ".
    private func unexpected(_ context: String) -> SyntaxError {
        guard index < bytes.count else {
            return SyntaxError(message: "unexpected end of file", offset: index)
        }
        let byte = bytes[index]
        let description: String
        switch byte {
        case UInt8(ascii: "/"):
            return SyntaxError(message: "comments are not allowed in JSON", offset: index)
        case 0x21...0x7E:
            description = "'\(Character(Unicode.Scalar(byte)))'"
        case 0x80...:
            do {
                let length = try utf8SequenceLength()
                let character = String(decoding: bytes[index..<index + length], as: UTF8.self)
                description = "'\(character)'"
            } catch {
                return error
            }
        default:
            description = Self.scalarName(UInt32(byte))
        }
        return SyntaxError(message: "unexpected character \(description)\(context)", offset: index)
    }

    private func isDigit(_ byte: UInt8) -> Bool { byte >= 0x30 && byte <= 0x39 }

    /// An ASCII letter, digit or `_`.
    private func isWordByte(_ byte: UInt8) -> Bool {
        isDigit(byte) || (byte >= 0x41 && byte <= 0x5A) || (byte >= 0x61 && byte <= 0x7A) || byte == 0x5F
    }

    private static func hexValue(_ byte: UInt8) -> UInt32? {
        switch byte {
        case 0x30...0x39: UInt32(byte - 0x30)
        case 0x41...0x46: UInt32(byte - 0x41 + 10)
        case 0x61...0x66: UInt32(byte - 0x61 + 10)
        default: nil
        }
    }

    private static func hex(_ value: UInt32, width: Int = 4) -> String {
        let digits = String(value, radix: 16, uppercase: true)
        return String(repeating: "0", count: max(0, width - digits.count)) + digits
    }

    private static func scalarName(_ value: UInt32) -> String {
        "U+\(hex(value))"
    }
}
