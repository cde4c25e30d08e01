/// A line and a column (in characters), both from 1.
struct TemplatePosition: Equatable, Sendable {
    var line: Int
    var column: Int
}

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
    var position: TemplatePosition
    /// The tokens between the delimiters; empty for comments.
    var tokens: [TemplateToken]
    /// Offsets just inside the delimiters (and any `-`), for quoting the tag's text in messages.
    var contentRange: Range<Int>
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
    var position: TemplatePosition
    /// Offsets in the template's characters, for quoting the source of an expression in messages.
    var range: Range<Int>
}

/// Splits a template into text and tags, and applies the whitespace rules, so the parser sees the text
/// exactly as it will be output.
///
/// Whitespace rules: a line holding only block tags and comments (and spaces or tabs) disappears with its
/// line break; `{%-`, `{{-`, `{#-` strip all whitespace before the tag and `-%}`, `-}}`, `-#}` all
/// whitespace after it, line breaks included.
struct TemplateLexer {
    let name: String
    let characters: [Character]
    /// Offset of the first character of each line.
    private let lineStarts: [Int]

    init(name: String, source: String) {
        self.name = name
        self.characters = Array(source)
        var starts = [0]
        for (offset, character) in characters.enumerated() where Self.isLineBreak(character) {
            starts.append(offset + 1)
        }
        self.lineStarts = starts
    }

    func position(of offset: Int) -> TemplatePosition {
        var low = 0
        var high = lineStarts.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if lineStarts[middle] <= offset {
                low = middle
            } else {
                high = middle - 1
            }
        }
        return TemplatePosition(line: low + 1, column: offset - lineStarts[low] + 1)
    }

    func error(_ message: String, at position: TemplatePosition) -> TemplateError {
        TemplateError(template: name, line: position.line, column: position.column, message: message)
    }

    private func error(_ message: String, atOffset offset: Int) -> TemplateError {
        error(message, at: position(of: offset))
    }

    /// The template's source between two offsets, for messages.
    func text(_ range: Range<Int>) -> String {
        String(characters[range])
    }

    func lex() throws(TemplateError) -> [TemplateLexeme] {
        // Texts and tags alternate: texts[i] comes before tags[i], and the last text ends the template.
        var texts: [Range<Int>] = []
        var tags: [TemplateTag] = []
        var offset = 0
        var textStart = 0
        while offset + 1 < characters.count {
            let kind: TemplateTag.Kind
            switch (characters[offset], characters[offset + 1]) {
            case ("{", "{"): kind = .output
            case ("{", "%"): kind = .block
            case ("{", "#"): kind = .comment
            default:
                offset += 1
                continue
            }
            texts.append(textStart..<offset)
            let (tag, end) = try scanTag(kind, openingAt: offset)
            tags.append(tag)
            offset = end
            textStart = end
        }
        texts.append(textStart..<characters.count)
        return trimWhitespace(texts: texts, tags: tags)
    }

    // MARK: - Tags

    private func scanTag(_ kind: TemplateTag.Kind, openingAt open: Int) throws(TemplateError) -> (TemplateTag, Int) {
        let closer: Character
        let opener: String
        switch kind {
        case .output: (closer, opener) = ("}", "{{")
        case .block: (closer, opener) = ("%", "{%")
        case .comment: (closer, opener) = ("#", "{#")
        }
        var offset = open + 2
        let trimsBefore = offset < characters.count && characters[offset] == "-"
        if trimsBefore {
            offset += 1
        }
        let contentStart = offset
        while true {
            guard offset + 1 < characters.count else {
                let what = kind == .comment ? "comment" : "'\(opener)'"
                throw error("unclosed \(what); expected '\(closer)}'", atOffset: open)
            }
            let character = characters[offset]
            if character == closer && characters[offset + 1] == "}" {
                break
            }
            if kind != .comment {
                if character == "\"" {
                    offset = try endOfString(startingAt: offset)
                    continue
                }
                if character == "{" && ["{", "%", "#"].contains(characters[offset + 1]) {
                    throw error("unclosed '\(opener)'; expected '\(closer)}' before the next tag", atOffset: open)
                }
            }
            offset += 1
        }
        var contentEnd = offset
        let trimsAfter = contentEnd > contentStart && characters[contentEnd - 1] == "-"
        if trimsAfter {
            contentEnd -= 1
        }
        let tokens = kind == .comment ? [] : try tokenize(contentStart..<contentEnd)
        let tag = TemplateTag(
            kind: kind,
            position: position(of: open),
            tokens: tokens,
            contentRange: contentStart..<contentEnd,
            trimsBefore: trimsBefore,
            trimsAfter: trimsAfter
        )
        return (tag, offset + 2)
    }

    /// The offset just past the closing quote of the string literal starting at `start`.
    private func endOfString(startingAt start: Int) throws(TemplateError) -> Int {
        var offset = start + 1
        while offset < characters.count {
            let character = characters[offset]
            if character == "\\" && offset + 1 < characters.count && !Self.isLineBreak(characters[offset + 1]) {
                offset += 2
                continue
            }
            if character == "\"" {
                return offset + 1
            }
            if Self.isLineBreak(character) {
                break
            }
            offset += 1
        }
        throw error("unterminated string literal", atOffset: start)
    }

    // MARK: - Tokens

    private func tokenize(_ range: Range<Int>) throws(TemplateError) -> [TemplateToken] {
        var tokens: [TemplateToken] = []
        var offset = range.lowerBound
        let end = range.upperBound
        func next(_ offset: Int) -> Character? { offset + 1 < end ? characters[offset + 1] : nil }
        while offset < end {
            let character = characters[offset]
            let start = offset
            let kind: TemplateToken.Kind
            if Self.isWhitespace(character) {
                offset += 1
                continue
            } else if Self.isIdentifierHead(character) {
                while offset < end && Self.isIdentifierBody(characters[offset]) {
                    offset += 1
                }
                kind = .identifier(text(start..<offset))
            } else if Self.isDigit(character) || (character == "-" && next(offset).map(Self.isDigit) == true) {
                offset += 1
                while offset < end && Self.isDigit(characters[offset]) {
                    offset += 1
                }
                guard let value = Int(text(start..<offset)) else {
                    throw error("integer literal '\(text(start..<offset))' is too large", atOffset: start)
                }
                kind = .integer(value)
            } else if character == "\"" {
                let (value, stringEnd) = try stringLiteral(startingAt: offset)
                offset = stringEnd
                kind = .string(value)
            } else if (character == "=" || character == "!") && next(offset) == "=" {
                offset += 2
                kind = .symbol(text(start..<offset))
            } else if ["|", ":", ".", "(", ")"].contains(character) {
                offset += 1
                kind = .symbol(String(character))
            } else {
                throw error("unexpected character '\(character)'", atOffset: start)
            }
            tokens.append(TemplateToken(kind: kind, position: position(of: start), range: start..<offset))
        }
        return tokens
    }

    private func stringLiteral(startingAt start: Int) throws(TemplateError) -> (String, Int) {
        let end = try endOfString(startingAt: start)
        var value = ""
        var offset = start + 1
        while offset < end - 1 {
            let character = characters[offset]
            if character == "\\" {
                switch characters[offset + 1] {
                case "\"": value.append("\"")
                case "\\": value.append("\\")
                case "n": value.append("\n")
                case "t": value.append("\t")
                default:
                    let escape = text(offset..<offset + 2)
                    throw error(
                        "unknown escape '\(escape)' in string literal; use \\\", \\\\, \\n or \\t", atOffset: offset)
                }
                offset += 2
            } else {
                value.append(character)
                offset += 1
            }
        }
        return (value, end)
    }

    // MARK: - Whitespace control

    private func trimWhitespace(texts: [Range<Int>], tags: [TemplateTag]) -> [TemplateLexeme] {
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
                let count = range.reversed().prefix { Self.isWhitespace(characters[$0]) }.count
                trailingCut[index] = max(trailingCut[index], count)
            }
            if tag.trimsAfter {
                let range = texts[index + 1]
                let count = range.prefix { Self.isWhitespace(characters[$0]) }.count
                leadingCut[index + 1] = max(leadingCut[index + 1], count)
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

    private func isSpacesOrTabs(_ range: Range<Int>) -> Bool {
        range.allSatisfy { Self.isSpaceOrTab(characters[$0]) }
    }

    /// The number of spaces and tabs that end `range` if they start a line; `nil` if other text precedes them.
    private func indentation(before range: Range<Int>, atTemplateStart: Bool) -> Int? {
        var count = 0
        for offset in range.reversed() {
            let character = characters[offset]
            if Self.isLineBreak(character) {
                return count
            }
            guard Self.isSpaceOrTab(character) else { return nil }
            count += 1
        }
        return atTemplateStart ? count : nil
    }

    /// The number of spaces and tabs that start `range`, plus its first line break; `nil` if other text
    /// follows them on the line.
    private func lineEnd(after range: Range<Int>, atTemplateEnd: Bool) -> Int? {
        var count = 0
        for offset in range {
            let character = characters[offset]
            if Self.isLineBreak(character) {
                return count + 1
            }
            guard Self.isSpaceOrTab(character) else { return nil }
            count += 1
        }
        return atTemplateEnd ? count : nil
    }

    // MARK: - Characters

    /// `\r\n` is one `Character`, so it is a line break of its own.
    static func isLineBreak(_ character: Character) -> Bool {
        character == "\n" || character == "\r\n" || character == "\r"
    }

    static func isSpaceOrTab(_ character: Character) -> Bool {
        character == " " || character == "\t"
    }

    static func isWhitespace(_ character: Character) -> Bool {
        isSpaceOrTab(character) || isLineBreak(character)
    }

    static func isDigit(_ character: Character) -> Bool {
        character.isASCII && character.isNumber
    }

    static func isIdentifierHead(_ character: Character) -> Bool {
        character == "_" || (character.isASCII && character.isLetter)
    }

    static func isIdentifierBody(_ character: Character) -> Bool {
        isIdentifierHead(character) || isDigit(character)
    }
}
