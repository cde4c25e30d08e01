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

/// Splits a template into text and tags, and applies the whitespace rules, so the parser sees the text
/// exactly as it will be output.
///
/// Whitespace rules: a line holding only block tags and comments (and spaces or tabs) disappears with its
/// line break; `{%-`, `{{-`, `{#-` strip all whitespace before the tag and `-%}`, `-}}`, `-#}` all
/// whitespace after it, line breaks included.
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
    private var cursor = Cursor(offset: 0, line: 1, column: 1)

    private struct Cursor {
        var offset: Int
        var line: Int
        var column: Int
    }

    init(name: String, source: String) {
        self.name = name
        self.source = source
        self.bytes = Array(source.utf8)
    }

    /// The position of `offset`, counted from the start of the template; for errors, which are rare.
    func position(of offset: Int) -> SourceLocation {
        let cursor = advance(Cursor(offset: 0, line: 1, column: 1), to: offset)
        return SourceLocation(file: name, line: cursor.line, column: cursor.column)
    }

    /// The position of `offset`, which must not come before the last position recorded.
    private mutating func record(_ offset: Int) -> SourceLocation {
        cursor = advance(cursor, to: offset)
        return SourceLocation(file: name, line: cursor.line, column: cursor.column)
    }

    /// Moves `start` forward to `offset`, counting line breaks, and the characters after the last one.
    private func advance(_ start: Cursor, to offset: Int) -> Cursor {
        var line = start.line
        var column = start.column
        var lineStart = start.offset
        var isASCII = true
        var index = start.offset
        while index < offset {
            let byte = bytes[index]
            index += 1
            if byte == .lineFeed || byte == .carriageReturn {
                if byte == .carriageReturn && index < offset && bytes[index] == .lineFeed {
                    index += 1
                }
                line += 1
                column = 1
                lineStart = index
                isASCII = true
            } else if byte >= 0x80 {
                isASCII = false
            }
        }
        // ASCII without line breaks is one character a byte; anything else is counted by `String`.
        column += isASCII ? offset - lineStart : text(lineStart..<offset).count
        return Cursor(offset: offset, line: line, column: column)
    }

    private func error(_ message: String, atOffset offset: Int) -> TemplateError {
        TemplateError(message, at: position(of: offset))
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

    /// The template's source between two offsets, for messages.
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
            offset = brace
            guard let kind = openingKind(at: offset) else {
                offset += 1
                continue
            }
            texts.append(textStart..<offset)
            let (tag, end) = try scanTag(kind, openingAt: offset)
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
        var offset = open + 2
        let trimsBefore = asciiCharacter(at: offset) == .hyphen
        if trimsBefore {
            offset += 1
        }
        let contentStart = offset
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
                    offset = try endOfString(startingAt: offset)
                    continue
                }
                if byte == .openBrace && openingKind(at: offset) != nil {
                    throw error("unclosed '\(opener)'; expected '\(closing)' before the next tag", atOffset: open)
                }
            }
            offset += 1
        }
        var contentEnd = offset
        let trimsAfter =
            contentEnd > contentStart && bytes[contentEnd - 1] == .hyphen && isBoundary(contentEnd - 1)
        if trimsAfter {
            contentEnd -= 1
        }
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

    /// The offset just past the closing quote of the string literal starting at `start`.
    private func endOfString(startingAt start: Int) throws(TemplateError) -> Int {
        var offset = start + 1
        while offset < bytes.count {
            let byte = bytes[offset]
            if byte == .backslash && offset + 1 < bytes.count && !Self.isLineBreak(bytes[offset + 1])
                && isBoundary(offset) && isBoundary(offset + 1)
            {
                // Skips the escaped character's first byte; the rest of it, if any, matches nothing.
                offset += 2
                continue
            }
            if byte == .quote && isBoundary(offset) && isBoundary(offset + 1) {
                return offset + 1
            }
            if Self.isLineBreak(byte) {
                break
            }
            offset += 1
        }
        throw error("unterminated string literal", atOffset: start)
    }

    // MARK: - Tokens

    private mutating func tokenize(_ range: Range<Int>) throws(TemplateError) -> [TemplateToken] {
        var tokens: [TemplateToken] = []
        // Most tags hold a few tokens: one allocation, not one for each doubling.
        tokens.reserveCapacity(8)
        var offset = range.lowerBound
        let end = range.upperBound
        func next(_ offset: Int) -> UInt8? { offset + 1 < end ? asciiCharacter(at: offset + 1) : nil }
        while offset < end {
            let start = offset
            guard let byte = asciiCharacter(at: offset) else {
                if bytes[offset] == .carriageReturn {
                    // `\r\n`, whitespace.
                    offset += 2
                    continue
                }
                throw error("unexpected character '\(character(at: offset))'", atOffset: start)
            }
            let kind: TemplateToken.Kind
            if Self.isWhitespace(byte) {
                offset += 1
                continue
            } else if Self.isIdentifierHead(byte) {
                offset += 1
                while offset < end, let body = asciiCharacter(at: offset), Self.isIdentifierBody(body) {
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
                throw error("unexpected character '\(text(start..<start + 1))'", atOffset: start)
            }
            tokens.append(TemplateToken(kind: kind, position: record(start), range: start..<offset))
        }
        return tokens
    }

    private func stringLiteral(startingAt start: Int) throws(TemplateError) -> (String, Int) {
        let end = try endOfString(startingAt: start)
        var value: [UInt8] = []
        var offset = start + 1
        var unescaped = offset
        while offset < end - 1 {
            guard bytes[offset] == .backslash && isBoundary(offset) && isBoundary(offset + 1) else {
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
                let escape = text(offset..<characterEnd(at: offset + 1))
                throw error(
                    "unknown escape '\(escape)' in string literal; use \\\", \\\\, \\n or \\t", atOffset: offset)
            }
            value += bytes[unescaped..<offset]
            value.append(escaped)
            offset += 2
            unescaped = offset
        }
        guard !value.isEmpty else {
            return (text(start + 1..<end - 1), end)
        }
        value += bytes[unescaped..<end - 1]
        return (String(decoding: value, as: UTF8.self), end)
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
            while last + 1 < tags.count, tags[last + 1].kind != .output, isSpacesOrTabs(texts[last + 1]) {
                last += 1
            }
            if let indentation = indentation(before: texts[first], atTemplateStart: first == 0),
                let lineEnd = lineEnd(after: texts[last + 1], atTemplateEnd: last + 1 == texts.count - 1)
            {
                trailingCut[first] = max(trailingCut[first], indentation)
                for gap in (first + 1)..<(last + 1) {
                    leadingCut[gap] = texts[gap].count
                }
                leadingCut[last + 1] = max(leadingCut[last + 1], lineEnd)
            }
            first = last + 1
        }

        // Explicit `-` markers.
        for (index, tag) in tags.enumerated() {
            if tag.trimsBefore {
                let range = texts[index]
                let count = range.reversed().prefix { isWhitespace(at: $0) }.count
                trailingCut[index] = max(trailingCut[index], count)
            }
            if tag.trimsAfter {
                let range = texts[index + 1]
                let count = range.prefix { isWhitespace(at: $0) }.count
                leadingCut[index + 1] = max(leadingCut[index + 1], count)
            }
        }

        var lexemes: [TemplateLexeme] = []
        lexemes.reserveCapacity(texts.count + tags.count)
        for (index, range) in texts.enumerated() {
            let lower = range.lowerBound + leadingCut[index]
            let upper = range.upperBound - trailingCut[index]
            if lower == 0 && upper == bytes.count {
                // A template without tags (the support files' are plain Swift) is its own text.
                lexemes.append(.text(source))
            } else if lower < upper {
                lexemes.append(.text(text(lower..<upper)))
            }
            if index < tags.count {
                lexemes.append(.tag(tags[index]))
            }
        }
        return lexemes
    }

    private func isSpacesOrTabs(_ range: Range<Int>) -> Bool {
        range.allSatisfy { isSpaceOrTab(at: $0) }
    }

    /// The number of spaces and tabs that end `range` if they start a line; `nil` if other text precedes them.
    private func indentation(before range: Range<Int>, atTemplateStart: Bool) -> Int? {
        var count = 0
        for offset in range.reversed() {
            if Self.isLineBreak(bytes[offset]) {
                return count
            }
            guard isSpaceOrTab(at: offset) else { return nil }
            count += 1
        }
        return atTemplateStart ? count : nil
    }

    /// The number of bytes of the spaces and tabs that start `range`, plus its first line break; `nil` if
    /// other text follows them on the line.
    private func lineEnd(after range: Range<Int>, atTemplateEnd: Bool) -> Int? {
        var count = 0
        for offset in range {
            let byte = bytes[offset]
            if Self.isLineBreak(byte) {
                let isCRLF = byte == .carriageReturn && offset + 1 < range.upperBound && bytes[offset + 1] == .lineFeed
                return count + (isCRLF ? 2 : 1)
            }
            guard isSpaceOrTab(at: offset) else { return nil }
            count += 1
        }
        return atTemplateEnd ? count : nil
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

    /// The offset just past the character that starts at `offset`.
    private func characterEnd(at offset: Int) -> Int {
        offset + character(at: offset).utf8.count
    }

    private func isSpaceOrTab(at offset: Int) -> Bool {
        switch bytes[offset] {
        case .tab: true
        case .space: isBoundary(offset) && isBoundary(offset + 1)
        default: false
        }
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

    private static func isWhitespace(_ byte: UInt8) -> Bool {
        byte == .space || byte == .tab || isLineBreak(byte)
    }

    private static func isDigit(_ byte: UInt8) -> Bool {
        byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")
    }

    private static func isIdentifierHead(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: "_") || ((byte | 0x20) >= UInt8(ascii: "a") && (byte | 0x20) <= UInt8(ascii: "z"))
    }

    private static func isIdentifierBody(_ byte: UInt8) -> Bool {
        isIdentifierHead(byte) || isDigit(byte)
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
