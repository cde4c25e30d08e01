/// Wraps each line of generated Swift that runs past the line length at the commas of the call or
/// collection literal that ends it, or of a function's parameters: the list on the lines after
/// its opening bracket, as many arguments a line as fit, as `swift format` lays out a list that
/// does not fit. A form of many fields or long names still passes `swift format lint --strict`.
///
/// A call followed by modifiers at its own indentation is broken as well, however short: swift
/// format lays modifiers at a call's indentation only after a closing bracket on its own line. And
/// as swift format does, a long `case .name: expression` takes its expression on the next line, a
/// long line with no list to break takes the value after its `=` or label there, and a parameter's
/// long generic type takes its arguments on a line of their own.
///
/// Templates lay out one line whatever its length, as they cannot measure it. Only plain code is
/// wrapped: a line with a comment, a string interpolation, a `/` (a regular expression literal may
/// hold commas), or in a multi-line string literal or block comment is left as it is.
package enum LineWrapping {
    /// swift-format's line length: its default, and that of the project's `.swift-format`.
    package static let lineLength = 120

    private static let indentStep = 4

    /// Longer lines are left as they are: wrapping one takes several times its size in memory, and
    /// only a custom template prints a line this long.
    static let maximumWrappedLine = 1 << 20

    /// `source` with every line that it can wrap wrapped.
    static func wrap(_ source: [UInt8]) -> [UInt8] {
        var output: [UInt8] = []
        var copied = 0
        var state = State.code
        var start = 0
        while start < source.count {
            let end = lineEnd(from: start, in: source)
            let line = source[start..<end]
            let startsInCode = state == .code
            // A multi-line string literal or a block comment runs from one line into the next.
            state = Scan(line, from: state).end
            let breaksCall = startsInCode && isFollowedByModifier(line, next: end + 1, in: source)
            if startsInCode, end - start > lineLength || breaksCall, end - start <= maximumWrappedLine,
                let lines = wrapped(Array(line), force: breaksCall)
            {
                output += source[copied..<start]
                for (index, part) in lines.enumerated() {
                    if index > 0 { output.append(newline) }
                    output += part
                }
                copied = end
            }
            start = end + 1
        }
        output += source[copied...]
        return output
    }

    private static func lineEnd(from start: Int, in source: [UInt8]) -> Int {
        source[start...].firstIndex(of: newline) ?? source.count
    }

    /// Whether `line` is wider than the line length: swift-format counts characters, which in ASCII
    /// are its bytes.
    private static func isTooLong(_ line: ArraySlice<UInt8>) -> Bool {
        line.count > lineLength && line.characterCount > lineLength
    }

    /// Whether `line` is a call statement whose modifiers follow on the next line, at its indentation.
    private static func isFollowedByModifier(_ line: ArraySlice<UInt8>, next start: Int, in source: [UInt8]) -> Bool {
        guard start < source.count, line.last == UInt8(ascii: ")") else { return false }
        let indent = line.prefix { $0 == space }.count
        guard let first = line.dropFirst(indent).first, !".#})]".utf8.contains(first) else { return false }
        let next = source[start..<lineEnd(from: start, in: source)]
        let code = next.drop { $0 == space }
        return next.count - code.count == indent
            && (code.first == UInt8(ascii: ".") || code.starts(with: "#if ".utf8))
    }

    /// The lines `line` becomes, each wrapped in turn; `nil` when it stays as it is. With `force`,
    /// a line that fits is broken too.
    private static func wrapped(_ line: [UInt8], force: Bool = false) -> [[UInt8]]? {
        guard force || isTooLong(line[...]) else { return nil }
        // Indented as far as the line length, no line fits, and each step in would indent all that
        // is left once more: a line of thousands of `case .a:` would grow quadratically.
        guard line.prefix(while: { $0 == space }).count < lineLength else { return nil }
        if let (head, body) = caseBody(line) { return [head] + (wrapped(body) ?? [body]) }
        let scan = Scan(line[...], from: .code)
        guard scan.isPlainCode,
            let lines = split(line, punctuation: scan.punctuation) ?? closureBody(line, punctuation: scan.punctuation)
                ?? trailingValue(line, literal: scan.lastLiteral) ?? genericArguments(line)
        else { return nil }
        return lines.flatMap { wrapped($0) ?? [$0] }
    }

    /// `line` as its head up to the brace of the closure that ends it, the closure's body one step
    /// further in, and the closing brace with what follows it, as swift format lays out a closure
    /// that does not fit; `nil` when no closure ends the line, or the closure names parameters,
    /// whose `in` would stay on the head.
    private static func closureBody(_ line: [UInt8], punctuation: [(offset: Int, byte: UInt8)]) -> [[UInt8]]? {
        let code = line.drop { $0 == space }
        // An `if` or `else` body is a statement's, which swift format lays out otherwise.
        guard !conditionKeywords.contains(where: { code.starts(with: $0) }),
            let last = line.lastIndex(where: { $0 != space }), line[last] == UInt8(ascii: "}")
        else { return nil }
        // The bracket that the last one closes, counted back from the end.
        var depth = 0
        var open: Int?
        for (offset, byte) in punctuation.reversed() {
            depth += isClosing(byte) ? 1 : isOpening(byte) ? -1 : 0
            if depth == 0 {
                open = offset
                break
            }
        }
        guard let open, line[open] == UInt8(ascii: "{"), !isTooLong(line[...open]),
            let body = trimmed((open + 1)..<last, in: line),
            !line[body].split(separator: space).contains(where: { $0.elementsEqual("in".utf8) })
        else { return nil }
        let indent = line.prefix { $0 == space }.count
        return [
            Array(line[...open]), Array(repeating: space, count: indent + indentStep) + line[body],
            Array(repeating: space, count: indent) + line[last...],
        ]
    }

    /// `line` broken before the value that ends it (and a comma after it), after an `=` or an
    /// argument's label, with the value one step further in: where swift format breaks a value too
    /// long to fit that has no list to break. The value is a string literal, or one word (a name,
    /// a `$` binding, a member); `nil` when no such value ends the line.
    private static func trailingValue(_ line: [UInt8], literal: Range<Int>?) -> [[UInt8]]? {
        guard let last = line.lastIndex(where: { $0 != space }) else { return nil }
        let end = line[last] == comma ? last : last + 1
        let word = line[..<end].lastIndex(of: space).map { $0 + 1 }
        let value: Range<Int>
        if let literal, literal.upperBound == end {
            value = literal
        } else if let word, word < end, line[word..<end].allSatisfy(isWordByte) {
            value = word..<end
        } else {
            return nil
        }
        guard let head = line[..<value.lowerBound].lastIndex(where: { $0 != space }) else { return nil }
        let isLabel =
            line[head] == UInt8(ascii: ":") && head > 0
            && isIdentifierByte(line[head - 1])
        // An assignment's lone `=`, not `==`, `<=` or `+=`.
        let isAssignment = line[head] == UInt8(ascii: "=") && head > 0 && line[head - 1] == space
        guard isAssignment || isLabel else { return nil }
        let indent = line.prefix { $0 == space }.count
        return [
            Array(line[...head]), Array(repeating: space, count: indent + indentStep) + line[value.lowerBound...last],
        ]
    }

    private static func isWordByte(_ byte: UInt8) -> Bool {
        SwiftEscaping.isASCIILetterOrDigit(byte) || "_$.?!".utf8.contains(byte)
    }

    /// `line` broken inside the generic arguments of a parameter's type, `name: Type<Form.Field?>.Binding,`
    /// and nothing else on the line: the arguments one step further in and `>` back at the line's
    /// indentation, as swift format breaks it; `nil` for any other line.
    private static func genericArguments(_ line: [UInt8]) -> [[UInt8]]? {
        let indent = line.prefix { $0 == space }.count
        let name = line[indent...].prefix(while: isIdentifierByte)
        guard !name.isEmpty, line[name.endIndex...].starts(with: ": ".utf8) else { return nil }
        let type = line[(name.endIndex + 2)...]
        guard let first = type.first, (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(first),
            let open = type.firstIndex(of: UInt8(ascii: "<")), type[..<open].allSatisfy(isIdentifierByte),
            let close = type.lastIndex(of: UInt8(ascii: ">")), open + 1 < close,
            type[(open + 1)..<close].allSatisfy(isWordByte),
            type[(close + 1)...].allSatisfy({ isWordByte($0) || $0 == comma })
        else { return nil }
        return [
            Array(line[...open]), Array(repeating: space, count: indent + indentStep) + line[(open + 1)..<close],
            Array(repeating: space, count: indent) + line[close...],
        ]
    }

    private static func isIdentifierByte(_ byte: UInt8) -> Bool {
        SwiftEscaping.isASCIILetterOrDigit(byte) || byte == UInt8(ascii: "_")
    }

    /// `line` as the head up to the opening bracket of the call or collection that ends it (or of a
    /// function's parameters), one line per argument, one step further in, and the closing bracket
    /// with what follows it; `nil` when the line has no such list.
    private static func split(_ line: [UInt8], punctuation: [(offset: Int, byte: UInt8)]) -> [[UInt8]]? {
        let code = line.drop { $0 == space }
        // swift-format breaks a condition list or a case's pattern elsewhere first.
        guard !conditionKeywords.contains(where: { code.starts(with: $0) }) else { return nil }
        guard let last = line.lastIndex(where: { $0 != space }), last > 0 else { return nil }
        // Each bracketed group and how deep it stands; a brace that ends the line opens a body.
        var groups: [(open: Int, close: Int, depth: Int)] = []
        var opened: [Int] = []
        for (offset, byte) in punctuation where offset != last || byte != UInt8(ascii: "{") {
            if isOpening(byte) {
                opened.append(offset)
            } else if isClosing(byte) {
                guard let open = opened.popLast() else { return nil }
                groups.append((open, offset, opened.count))
            }
        }
        guard opened.isEmpty else { return nil }
        // The list that ends the line (before a comma, when it is an argument of an enclosing list),
        // else the arguments of a call whose trailing closure's brace ends it, else the parameters
        // of a function whose body's brace ends it.
        let end = line[last] == comma ? last - 1 : last
        let beforeBrace = line[..<last].lastIndex { $0 != space } ?? 0
        let opensBody = line[last] == UInt8(ascii: "{")
        let trailingClosureCall = opensBody && line[beforeBrace] == UInt8(ascii: ")")
        let list =
            groups.first { $0.close == end }
            ?? (trailingClosureCall ? groups.first { $0.depth == 0 && $0.close == beforeBrace } : nil)
            ?? (opensBody && isFunctionDeclaration(code)
                ? groups.first { $0.depth == 0 && line[$0.open] == UInt8(ascii: "(") } : nil)
        // A head that does not fit would be broken elsewhere first, in ways not taken up here.
        guard let group = list, line[group.open] != UInt8(ascii: "{"), !isTooLong(line[...group.open]) else {
            return nil
        }
        // The arguments run between the commas directly inside the group.
        var arguments: [Range<Int>] = []
        var from = group.open + 1
        var depth = 0
        for (offset, byte) in punctuation where offset > group.open {
            if isOpening(byte) {
                depth += 1
            } else if isClosing(byte) && depth > 0 {
                depth -= 1
            } else if depth == 0 && (byte == comma || offset == group.close) {
                if let argument = trimmed(from..<offset, in: line) { arguments.append(argument) }
                from = offset + 1
                if offset == group.close { break }
            }
        }
        guard !arguments.isEmpty else { return nil }
        let indent = line.prefix { $0 == space }.count
        // A collection literal of several elements takes a comma after each, as swift-format wants;
        // an argument list or a subscript cannot take one after its last.
        let isCollection = line[group.open] == UInt8(ascii: "[") && !follows(group.open, in: line)
        let trailingComma = isCollection && arguments.count > 1
        var lines = [Array(line[...group.open])]
        // As many arguments on each line as fit, as swift-format lays them out; an argument that
        // does not fit on a line of its own is wrapped in turn. Widths add up: an argument starts
        // and ends with an ASCII identifier, a bracket or a string literal's quote, none of which
        // joins the space before it or the comma after it into one character.
        var current: [UInt8] = []
        var currentWidth = 0
        for (index, argument) in arguments.enumerated() {
            let hasComma = index < arguments.count - 1 || trailingComma
            let argumentWidth = line[argument].characterCount + (hasComma ? 1 : 0)
            if !current.isEmpty && currentWidth + 1 + argumentWidth <= lineLength {
                current.append(space)
                currentWidth += 1 + argumentWidth
            } else {
                if !current.isEmpty { lines.append(current) }
                current = Array(repeating: space, count: indent + indentStep)
                currentWidth = indent + indentStep + argumentWidth
            }
            current += line[argument]
            if hasComma { current.append(comma) }
        }
        lines.append(current)
        lines.append(Array(repeating: space, count: indent) + line[group.close...last])
        return lines
    }

    /// `case .name:` and its expression on a line of its own, one step further in, when `line` is a
    /// `case` of an enum case with its expression.
    private static func caseBody(_ line: [UInt8]) -> (head: [UInt8], body: [UInt8])? {
        let indent = line.prefix { $0 == space }.count
        let keyword = "case .".utf8
        guard line[indent...].starts(with: keyword) else { return nil }
        let name = line[(indent + keyword.count)...].prefix(while: isIdentifierByte)
        let colon = indent + keyword.count + name.count
        guard !name.isEmpty, line[colon...].starts(with: ": ".utf8) else { return nil }
        guard let body = trimmed((colon + 1)..<line.count, in: line) else { return nil }
        return (Array(line[...colon]), Array(repeating: space, count: indent + indentStep) + line[body])
    }

    /// Whether `code` declares a function or an initializer: its parameters come before any other list.
    private static func isFunctionDeclaration(_ code: ArraySlice<UInt8>) -> Bool {
        let words = code.prefix { $0 != UInt8(ascii: "(") }.split(separator: space)
        return words.contains { $0.elementsEqual("func".utf8) } || words.last?.elementsEqual("init".utf8) == true
    }

    private static func isOpening(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: "(") || byte == UInt8(ascii: "[") || byte == UInt8(ascii: "{")
    }

    private static func isClosing(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: ")") || byte == UInt8(ascii: "]") || byte == UInt8(ascii: "}")
    }

    private static let conditionKeywords = ["if ", "guard ", "while ", "case ", "} else if "].map { Array($0.utf8) }
    private static let newline = UInt8(ascii: "\n")
    private static let space = UInt8(ascii: " ")
    private static let comma = UInt8(ascii: ",")
    private static let quote = UInt8(ascii: "\"")
    private static let slash = UInt8(ascii: "/")
    private static let star = UInt8(ascii: "*")
    private static let backslash = UInt8(ascii: "\\")
    private static let hash = UInt8(ascii: "#")

    /// `range` of `line` without the spaces at its ends; `nil` when nothing else is in it.
    private static func trimmed(_ range: Range<Int>, in line: [UInt8]) -> Range<Int>? {
        guard let first = line[range].firstIndex(where: { $0 != space }),
            let last = line[range].lastIndex(where: { $0 != space })
        else { return nil }
        return first..<last + 1
    }

    /// Whether the bracket at `offset` follows an expression directly, as a subscript's does.
    private static func follows(_ offset: Int, in line: [UInt8]) -> Bool {
        guard offset > 0 else { return false }
        let before = line[offset - 1]
        return SwiftEscaping.isASCIILetterOrDigit(before) || before == UInt8(ascii: "_")
            || [UInt8(ascii: ")"), UInt8(ascii: "]"), UInt8(ascii: "?"), UInt8(ascii: "!")].contains(before)
    }

    /// What a line starts or ends inside.
    enum State: Equatable {
        case code
        case blockComment(depth: Int)
        /// A multi-line string literal, opened with this many `#`.
        case multilineString(hashes: Int)
    }

    /// One line read as Swift: its brackets and commas outside string literals, and whether it is
    /// plain code, which may be wrapped.
    struct Scan {
        /// Each bracket and comma of the code, by its offset from the start of the line.
        var punctuation: [(offset: Int, byte: UInt8)] = []
        /// The last single-line string literal, hashes and quotes included, by its offsets from the
        /// start of the line.
        var lastLiteral: Range<Int>?
        var isPlainCode: Bool
        var end: State

        /// Reads `line` by the indices of the slice, and records offsets from its start.
        init(_ line: ArraySlice<UInt8>, from state: State) {
            isPlainCode = state == .code
            end = state
            var index = line.startIndex
            while index < line.endIndex {
                let byte = line[index]
                switch end {
                case .blockComment(let depth):
                    if byte == star && index + 1 < line.endIndex && line[index + 1] == slash {
                        end = depth == 1 ? .code : .blockComment(depth: depth - 1)
                        index += 2
                    } else if byte == slash && index + 1 < line.endIndex && line[index + 1] == star {
                        end = .blockComment(depth: depth + 1)
                        index += 2
                    } else {
                        index += 1
                    }
                case .multilineString(let hashes):
                    if byte == backslash {
                        index += 2
                    } else if byte == quote && Self.isTripleQuote(thenHashes: hashes, at: index, in: line) {
                        end = .code
                        index += 3 + hashes
                    } else {
                        index += 1
                    }
                case .code:
                    if byte == slash {
                        // A comment, an operator or a regular expression: none of them is wrapped.
                        isPlainCode = false
                        guard index + 1 < line.endIndex else { return }
                        if line[index + 1] == slash { return }
                        if line[index + 1] == star {
                            end = .blockComment(depth: 1)
                            index += 2
                            continue
                        }
                        index += 1
                    } else if byte == quote || byte == hash {
                        let hashes = Self.hashes(at: index, in: line)
                        let open = index + hashes
                        guard open < line.endIndex, line[open] == quote else {
                            // `#if`, `#available`, …
                            index = open
                            continue
                        }
                        if Self.isTripleQuote(thenHashes: 0, at: open, in: line) {
                            isPlainCode = false
                            end = .multilineString(hashes: hashes)
                            index = open + 3
                            continue
                        }
                        guard let after = Self.literalEnd(from: open + 1, hashes: hashes, in: line, plain: &isPlainCode)
                        else {
                            // A single-line literal ends on its line; this one does not.
                            isPlainCode = false
                            return
                        }
                        lastLiteral = (index - line.startIndex)..<(after - line.startIndex)
                        index = after
                    } else {
                        switch byte {
                        case UInt8(ascii: "("), UInt8(ascii: ")"), UInt8(ascii: "["), UInt8(ascii: "]"),
                            UInt8(ascii: "{"), UInt8(ascii: "}"), UInt8(ascii: ","):
                            punctuation.append((index - line.startIndex, byte))
                        default:
                            break
                        }
                        index += 1
                    }
                }
            }
            if end != .code { isPlainCode = false }
        }

        /// Just past the end of the single-line literal whose text starts at `start`, opened with
        /// `hashes` `#`; `nil` when the line ends first.
        private static func literalEnd(from start: Int, hashes: Int, in line: ArraySlice<UInt8>, plain: inout Bool)
            -> Int?
        {
            var index = start
            // Each byte is looked at once: a text of many escapes is read in one pass.
            while let next = line[index...].firstIndex(where: { $0 == quote || $0 == backslash }) {
                if line[next] == backslash {
                    // An escape (after a raw literal's backslash, its `#`s) takes the character after it.
                    let escaped = next + 1 + hashes
                    if Self.hashes(at: next + 1, in: line) >= hashes {
                        // An interpolation may hold quotes and brackets of its own.
                        if escaped < line.endIndex && line[escaped] == UInt8(ascii: "(") { plain = false }
                        index = min(escaped + 1, line.endIndex)
                    } else {
                        index = next + 1
                    }
                    continue
                }
                if Self.hashes(at: next + 1, in: line) >= hashes { return next + 1 + hashes }
                index = next + 1
            }
            return nil
        }

        private static func hashes(at index: Int, in line: ArraySlice<UInt8>) -> Int {
            line[index...].prefix { $0 == hash }.count
        }

        /// Whether `"""` stands at `index`, followed by at least `hashes` `#`.
        private static func isTripleQuote(thenHashes hashes: Int, at index: Int, in line: ArraySlice<UInt8>) -> Bool {
            guard index + 3 <= line.endIndex, line[index..<index + 3].allSatisfy({ $0 == quote }) else {
                return false
            }
            return Self.hashes(at: index + 3, in: line) >= hashes
        }
    }
}
