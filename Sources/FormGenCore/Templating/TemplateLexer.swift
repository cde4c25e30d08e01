#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// What lexing yields: literal text (already whitespace-trimmed) and tags, in order.
enum TemplateLexeme {
    case text(String)
    case tag(TemplateTag)
}

/// One `{{ … }}`, `{% … %}` or `{# … #}`, with its contents split into tokens.
struct TemplateTag {
    enum Kind {
        case output, block, comment
    }

    var kind: Kind
    /// Where `{{`, `{%` or `{#` is.
    var position: SourceLocation
    /// The tokens between the delimiters; empty for comments.
    var tokens: [TemplateToken]
    /// Where the contents end: where a message about a missing token points.
    var endPosition: SourceLocation
    var trimsBefore: Bool
    var trimsAfter: Bool
}

/// A token inside a tag.
struct TemplateToken: Equatable {
    enum Kind: Equatable {
        case identifier(String)
        case string(String)
        case integer(Int)
        /// `|`, `:`, `.`, `(`, `)`, `==`, `!=`.
        case symbol(String)
    }

    var kind: Kind
    var position: SourceLocation
    /// UTF-8 offsets in the template, for quoting the source of an expression in messages.
    var range: Range<Int>
}

/// Splits a template into text and tags, and applies the whitespace rules that ``TemplateSet`` states, so
/// the parser sees the text exactly as it will be output.
///
/// The lexer scans the template's UTF-8 bytes, but it means `Character`s: an ASCII byte only counts as the
/// delimiter, quote or space it spells when it is a whole `Character` on its own (`"{\u{301}"` is one
/// `Character`, not a brace), `\r\n` is one line break, and columns count `Character`s. Every offset is a
/// UTF-8 offset that falls on a `Character` boundary.
struct TemplateLexer {
    let name: String
    private let source: String
    let bytes: [UInt8]
    /// The last position recorded, from which the next one is counted: tags and tokens are recorded in
    /// order, so counting lines and columns costs one pass over the template.
    private var recorded = (offset: 0, line: 1, column: 1)

    init(name: String, source: String) {
        self.name = name
        self.source = source
        self.bytes = Array(source.utf8)
    }

    /// The position of `offset`, which must not come before the last position recorded: the line breaks
    /// since then are counted, and the characters after the last one.
    private mutating func record(_ offset: Int) -> SourceLocation {
        var (line, column) = (recorded.line, recorded.column)
        var lineStart = recorded.offset
        var index = recorded.offset
        while index < offset {
            let byte = bytes[index]
            index += 1
            if Self.isLineBreak(byte) {
                if byte == .carriageReturn && index < offset && bytes[index] == .lineFeed {
                    index += 1
                }
                line += 1
                column = 1
                lineStart = index
            }
        }
        column += bytes[lineStart..<offset].characterCount
        recorded = (offset, line, column)
        return SourceLocation(file: name, line: line, column: column)
    }

    /// An error at `offset`; lexing stops there, so it is recorded like any other position.
    private mutating func error(_ message: String, atOffset offset: Int) -> TemplateError {
        TemplateError(message, at: record(offset))
    }

    /// The offset of the first `byte` at or after `offset`. Between tags the lexer looks only for `{`,
    /// and `memchr` finds it many bytes at a time: this is most of the time formgen spends parsing
    /// its templates as it starts.
    private func index(of byte: UInt8, from offset: Int) -> Int? {
        bytes.withUnsafeBufferPointer { buffer -> Int? in
            guard offset < buffer.count, let base = buffer.baseAddress,
                let found = memchr(base + offset, Int32(byte), buffer.count - offset)
            else { return nil }
            return UnsafeRawPointer(found) - UnsafeRawPointer(base)
        }
    }

    /// The template's source between two offsets.
    private func text(_ range: Range<Int>) -> String {
        String(decoding: bytes[range], as: UTF8.self)
    }

    mutating func lex() throws(TemplateError) -> [TemplateLexeme] {
        // Texts and tags alternate: texts[i] comes before tags[i], and the last text ends the template.
        var texts: [Range<Int>] = []
        var tags: [TemplateTag] = []
        var offset = 0
        var textStart = 0
        while let brace = index(of: .openBrace, from: offset), brace + 1 < bytes.count {
            guard let kind = openingKind(at: brace) else {
                offset = brace + 1
                continue
            }
            texts.append(textStart..<brace)
            let (tag, end) = try scanTag(kind, openingAt: brace)
            tags.append(tag)
            offset = end
            textStart = end
        }
        texts.append(textStart..<bytes.count)
        return trimWhitespace(texts: texts, tags: tags)
    }

    /// The kind of tag that `{{`, `{%` or `{#` at `offset` opens, if those are two whole characters.
    private func openingKind(at offset: Int) -> TemplateTag.Kind? {
        let kind: TemplateTag.Kind
        switch bytes[offset + 1] {
        case .openBrace: kind = .output
        case .percent: kind = .block
        case .hash: kind = .comment
        default: return nil
        }
        return isBoundary(offset) && isBoundary(offset + 2) ? kind : nil
    }

    // MARK: - Tags

    private mutating func scanTag(
        _ kind: TemplateTag.Kind,
        openingAt open: Int
    ) throws(TemplateError) -> (TemplateTag, Int) {
        let (closer, opener, closing): (UInt8, String, String)
        switch kind {
        case .output: (closer, opener, closing) = (.closeBrace, "{{", "}}")
        case .block: (closer, opener, closing) = (.percent, "{%", "%}")
        case .comment: (closer, opener, closing) = (.hash, "{#", "#}")
        }
        let trimsBefore = asciiCharacter(at: open + 2) == .hyphen
        let contentStart = trimsBefore ? open + 3 : open + 2
        var offset = contentStart
        while true {
            guard offset + 1 < bytes.count else {
                let what = kind == .comment ? "comment" : "'\(opener)'"
                throw error("unclosed \(what); expected '\(closing)'", atOffset: open)
            }
            let byte = bytes[offset]
            if byte == closer && bytes[offset + 1] == .closeBrace && isBoundary(offset) && isBoundary(offset + 2) {
                break
            }
            if kind != .comment {
                if byte == .quote && isBoundary(offset) && isBoundary(offset + 1) {
                    guard let end = endOfString(startingAt: offset) else {
                        throw error("unterminated string literal", atOffset: offset)
                    }
                    offset = end
                    continue
                }
                if byte == .openBrace && openingKind(at: offset) != nil {
                    throw error("unclosed '\(opener)'; expected '\(closing)' before the next tag", atOffset: open)
                }
            }
            offset += 1
        }
        let trimsAfter = offset > contentStart && isCharacter(.hyphen, at: offset - 1)
        let contentEnd = trimsAfter ? offset - 1 : offset
        let position = record(open)
        let tokens = kind == .comment ? [] : try tokenize(contentStart..<contentEnd)
        let tag = TemplateTag(
            kind: kind,
            position: position,
            tokens: tokens,
            endPosition: record(contentEnd),
            trimsBefore: trimsBefore,
            trimsAfter: trimsAfter
        )
        return (tag, offset + 2)
    }

    /// The offset just past the closing quote of the string literal starting at `start`; `nil` if a line
    /// break or the end of the template comes first.
    private func endOfString(startingAt start: Int) -> Int? {
        var offset = start + 1
        while offset < bytes.count && !Self.isLineBreak(bytes[offset]) {
            if isCharacter(.quote, at: offset) {
                return offset + 1
            }
            // An escape skips the escaped character's first byte; the rest of it, if any, matches nothing.
            offset += isEscape(at: offset) ? 2 : 1
        }
        return nil
    }

    /// Whether a backslash at `offset` escapes the character after it, which a line break cannot be.
    private func isEscape(at offset: Int) -> Bool {
        isCharacter(.backslash, at: offset) && offset + 1 < bytes.count && !Self.isLineBreak(bytes[offset + 1])
    }

    // MARK: - Tokens

    private mutating func tokenize(_ range: Range<Int>) throws(TemplateError) -> [TemplateToken] {
        var tokens: [TemplateToken] = []
        var offset = range.lowerBound
        let end = range.upperBound
        func next(_ offset: Int) -> UInt8? { offset + 1 < end ? asciiCharacter(at: offset + 1) : nil }
        while offset < end {
            let start = offset
            // A byte that is not a character by itself starts no token: 0 matches none of the cases below.
            let byte = asciiCharacter(at: offset) ?? 0
            let kind: TemplateToken.Kind
            if byte == .space || byte == .tab || Self.isLineBreak(bytes[offset]) {
                // `\r\n` is skipped a byte at a time.
                offset += 1
                continue
            } else if Self.isIdentifierHead(byte) {
                offset += 1
                while offset < end, let body = asciiCharacter(at: offset),
                    Self.isIdentifierHead(body) || Self.isDigit(body)
                {
                    offset += 1
                }
                kind = .identifier(text(start..<offset))
            } else if Self.isDigit(byte) || (byte == .hyphen && next(offset).map(Self.isDigit) == true) {
                offset += 1
                while offset < end, let digit = asciiCharacter(at: offset), Self.isDigit(digit) {
                    offset += 1
                }
                guard let value = Int(text(start..<offset)) else {
                    throw error("integer literal '\(text(start..<offset))' is too large", atOffset: start)
                }
                kind = .integer(value)
            } else if byte == .quote {
                let (value, stringEnd) = try stringLiteral(startingAt: offset)
                offset = stringEnd
                kind = .string(value)
            } else if (byte == .equals || byte == .exclamationMark) && next(offset) == .equals {
                offset += 2
                kind = .symbol(text(start..<offset))
            } else if Self.isSymbol(byte) {
                offset += 1
                kind = .symbol(text(start..<offset))
            } else {
                throw error("unexpected character '\(character(at: start))'", atOffset: start)
            }
            tokens.append(TemplateToken(kind: kind, position: record(start), range: start..<offset))
        }
        return tokens
    }

    /// The value of the string literal starting at `start`, which `endOfString` found closed, and the offset
    /// past it.
    private mutating func stringLiteral(startingAt start: Int) throws(TemplateError) -> (String, Int) {
        var value: [UInt8] = []
        var offset = start + 1
        var unescaped = offset
        while !isCharacter(.quote, at: offset) {
            guard isEscape(at: offset) else {
                offset += 1
                continue
            }
            let escaped: UInt8
            switch asciiCharacter(at: offset + 1) {
            case .quote: escaped = .quote
            case .backslash: escaped = .backslash
            case UInt8(ascii: "n"): escaped = .lineFeed
            case UInt8(ascii: "t"): escaped = .tab
            default:
                let escape = "\\\(character(at: offset + 1))"
                throw error(
                    "unknown escape '\(escape)' in string literal; use \\\", \\\\, \\n or \\t", atOffset: offset)
            }
            value += bytes[unescaped..<offset]
            value.append(escaped)
            offset += 2
            unescaped = offset
        }
        value += bytes[unescaped..<offset]
        return (String(decoding: value, as: UTF8.self), offset + 1)
    }

    // MARK: - Whitespace control

    private func trimWhitespace(texts: [Range<Int>], tags: [TemplateTag]) -> [TemplateLexeme] {
        // Cuts are in bytes; whitespace characters are made of whitespace bytes only.
        var leadingCut = [Int](repeating: 0, count: texts.count)
        var trailingCut = [Int](repeating: 0, count: texts.count)

        // Lines holding only block tags and comments: group the tags that share a line (separated by
        // nothing but spaces and tabs), then drop the line's indentation, the gaps, and its line break.
        var first = 0
        while first < tags.count {
            guard tags[first].kind != .output else {
                first += 1
                continue
            }
            var last = first
            while last + 1 < tags.count, tags[last + 1].kind != .output,
                texts[last + 1].allSatisfy({ isSpaceOrTab(at: $0) })
            {
                last += 1
            }
            if let indentation = indentation(before: texts[first], atTemplateStart: first == 0),
                let lineEnd = lineEnd(after: texts[last + 1], atTemplateEnd: last + 1 == texts.count - 1)
            {
                trailingCut[first] = indentation
                for gap in (first + 1)..<(last + 1) {
                    leadingCut[gap] = texts[gap].count
                }
                leadingCut[last + 1] = lineEnd
            }
            first = last + 1
        }

        // Explicit `-` markers: all the whitespace on that side, which holds any cut made above.
        for (index, tag) in tags.enumerated() {
            if tag.trimsBefore {
                trailingCut[index] = texts[index].reversed().prefix { isWhitespace(at: $0) }.count
            }
            if tag.trimsAfter {
                leadingCut[index + 1] = texts[index + 1].prefix { isWhitespace(at: $0) }.count
            }
        }

        var lexemes: [TemplateLexeme] = []
        for (index, range) in texts.enumerated() {
            let lower = range.lowerBound + leadingCut[index]
            let upper = range.upperBound - trailingCut[index]
            if lower < upper {
                lexemes.append(.text(text(lower..<upper)))
            }
            if index < tags.count {
                lexemes.append(.tag(tags[index]))
            }
        }
        return lexemes
    }

    /// The number of spaces and tabs that end `range` if they start a line; `nil` if other text precedes them.
    private func indentation(before range: Range<Int>, atTemplateStart: Bool) -> Int? {
        let count = range.reversed().prefix { isSpaceOrTab(at: $0) }.count
        guard count < range.count else { return atTemplateStart ? count : nil }
        return Self.isLineBreak(bytes[range.upperBound - count - 1]) ? count : nil
    }

    /// The number of bytes of the spaces and tabs that start `range`, plus its first line break; `nil` if
    /// other text follows them on the line.
    private func lineEnd(after range: Range<Int>, atTemplateEnd: Bool) -> Int? {
        let count = range.prefix { isSpaceOrTab(at: $0) }.count
        guard count < range.count else { return atTemplateEnd ? count : nil }
        let lineBreak = range.lowerBound + count
        guard Self.isLineBreak(bytes[lineBreak]) else { return nil }
        // A line break is one byte, or two for `\r\n`, which has no character boundary inside.
        return count + (isBoundary(lineBreak + 1) ? 1 : 2)
    }

    // MARK: - Characters

    /// Whether a `Character` boundary lies at `offset`. One of the bytes on either side must be ASCII: the
    /// only rules that join an ASCII character to a neighbour (`\r\n`, a combining mark after it, a
    /// prepended mark before it) look at just the two scalars that meet there.
    private func isBoundary(_ offset: Int) -> Bool {
        guard offset > 0 && offset < bytes.count else { return true }
        let before = bytes[offset - 1]
        let after = bytes[offset]
        if before < 0x80 && after < 0x80 {
            return before != .carriageReturn || after != .lineFeed
        }
        var start = offset - 1
        while start > 0 && Self.isContinuation(bytes[start]) {
            start -= 1
        }
        var end = offset + 1
        while end < bytes.count && Self.isContinuation(bytes[end]) {
            end += 1
        }
        return text(start..<end).count == 2
    }

    /// The byte at `offset` if it is a whole character by itself; `offset` must be a character boundary.
    private func asciiCharacter(at offset: Int) -> UInt8? {
        guard offset < bytes.count, bytes[offset] < 0x80, isBoundary(offset + 1) else { return nil }
        return bytes[offset]
    }

    /// The character that starts at `offset`, for messages.
    private func character(at offset: Int) -> Character {
        source[source.utf8.index(source.utf8.startIndex, offsetBy: offset)]
    }

    /// Whether the byte at `offset` is `byte` and a whole character by itself.
    private func isCharacter(_ byte: UInt8, at offset: Int) -> Bool {
        bytes[offset] == byte && isBoundary(offset) && isBoundary(offset + 1)
    }

    private func isSpaceOrTab(at offset: Int) -> Bool {
        bytes[offset] == .tab || isCharacter(.space, at: offset)
    }

    /// Whether the byte at `offset` belongs to a whitespace character (`\r\n` being one).
    private func isWhitespace(at offset: Int) -> Bool {
        Self.isLineBreak(bytes[offset]) || isSpaceOrTab(at: offset)
    }

    private static func isContinuation(_ byte: UInt8) -> Bool {
        byte & 0xC0 == 0x80
    }

    private static func isLineBreak(_ byte: UInt8) -> Bool {
        byte == .lineFeed || byte == .carriageReturn
    }

    private static func isDigit(_ byte: UInt8) -> Bool {
        byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")
    }

    private static func isIdentifierHead(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: "_") || ((byte | 0x20) >= UInt8(ascii: "a") && (byte | 0x20) <= UInt8(ascii: "z"))
    }

    private static func isSymbol(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "|"), UInt8(ascii: ":"), UInt8(ascii: "."), UInt8(ascii: "("), UInt8(ascii: ")"): true
        default: false
        }
    }
}

extension UInt8 {
    fileprivate static let tab = UInt8(ascii: "\t")
    fileprivate static let lineFeed = UInt8(ascii: "\n")
    fileprivate static let carriageReturn = UInt8(ascii: "\r")
    fileprivate static let space = UInt8(ascii: " ")
    fileprivate static let exclamationMark = UInt8(ascii: "!")
    fileprivate static let quote = UInt8(ascii: "\"")
    fileprivate static let hash = UInt8(ascii: "#")
    fileprivate static let percent = UInt8(ascii: "%")
    fileprivate static let hyphen = UInt8(ascii: "-")
    fileprivate static let equals = UInt8(ascii: "=")
    fileprivate static let backslash = UInt8(ascii: "\\")
    fileprivate static let openBrace = UInt8(ascii: "{")
    fileprivate static let closeBrace = UInt8(ascii: "}")
}
