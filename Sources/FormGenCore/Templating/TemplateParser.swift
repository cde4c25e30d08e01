/// Turns a template's lexemes into a tree, checking every tag, filter name and block structure up front so
/// a broken template fails before anything is rendered.
struct TemplateParser {
    /// Blocks nest at most this deep, so a pathological template cannot exhaust the stack.
    static let maximumNesting = 100

    /// An `{% include %}` found while parsing, checked against the set once every template is parsed.
    struct Include {
        var name: String
        var position: SourceLocation
    }

    private let bytes: [UInt8]
    private let lexemes: [TemplateLexeme]
    private var index = 0
    private(set) var includes: [Include] = []

    init(name: String, source: String) throws(TemplateError) {
        var lexer = TemplateLexer(name: name, source: source)
        lexemes = try lexer.lex()
        bytes = lexer.bytes
    }

    mutating func parse() throws(TemplateError) -> [TemplateNode] {
        try parseNodes(in: nil, nesting: 0).nodes
    }

    // MARK: - Blocks

    /// The block whose body is being parsed, and which closing or middle tags end that body.
    private struct OpenBlock {
        var keyword: String
        var position: SourceLocation
        /// After `else` (in `if`) or `empty` (in `for`), only the closing tag.
        var endedBy: [String]

        var closer: String { "end" + keyword }

        var place: String { "the '\(keyword)' at line \(position.line), column \(position.column)" }
    }

    /// A tag that ended a body: its keyword, where the keyword is, and a parser positioned after it.
    private struct BlockEnd {
        var keyword: String
        var position: SourceLocation
        var arguments: TemplateExpressionParser
    }

    private mutating func parseNodes(
        in block: OpenBlock?,
        nesting: Int
    ) throws(TemplateError) -> (nodes: [TemplateNode], end: BlockEnd?) {
        var nodes: [TemplateNode] = []
        while index < lexemes.count {
            let lexeme = lexemes[index]
            index += 1
            switch lexeme {
            case .text(let text):
                if case .text(let previous)? = nodes.last {
                    nodes[nodes.count - 1] = .text(previous + text)
                } else {
                    nodes.append(.text(text))
                }
            case .tag(let tag):
                switch tag.kind {
                case .comment:
                    continue
                case .output:
                    var parser = TemplateExpressionParser(bytes: bytes, tag: tag)
                    guard !parser.isAtEnd else { throw TemplateError("expected a value in '{{ }}'", at: tag.position) }
                    let value = try parser.parseValue()
                    try parser.expectEnd(after: "the value; '{{ }}' holds one value and its filters")
                    nodes.append(.output(value))
                case .block:
                    var parser = TemplateExpressionParser(bytes: bytes, tag: tag)
                    guard let (keyword, position) = parser.consumeIdentifier() else {
                        let found = parser.isAtEnd ? "an empty tag" : "no tag name"
                        throw TemplateError("expected a tag name in '{% %}', found \(found)", at: tag.position)
                    }
                    switch keyword {
                    case "if", "for":
                        guard nesting < Self.maximumNesting else {
                            let message = "blocks nested more than \(Self.maximumNesting) levels deep"
                            throw TemplateError(message, at: position)
                        }
                        nodes.append(
                            keyword == "if"
                                ? try parseIf(at: position, arguments: parser, nesting: nesting + 1)
                                : try parseFor(at: position, arguments: parser, nesting: nesting + 1))
                    case "include":
                        nodes.append(try parseInclude(at: position, arguments: parser))
                    case "elif", "else", "endif", "empty", "endfor":
                        if let block, block.endedBy.contains(keyword) {
                            return (nodes, BlockEnd(keyword: keyword, position: position, arguments: parser))
                        }
                        throw misplaced(keyword, at: position, in: block)
                    default:
                        throw TemplateError(
                            "unknown tag '\(keyword)'; known tags: if, elif, else, endif, for, empty, endfor, include",
                            at: position
                        )
                    }
                }
            }
        }
        if let block {
            throw TemplateError("'\(block.keyword)' is never closed; expected '\(block.closer)'", at: block.position)
        }
        return (nodes, nil)
    }

    private mutating func parseIf(
        at position: SourceLocation,
        arguments: TemplateExpressionParser,
        nesting: Int
    ) throws(TemplateError) -> TemplateNode {
        var branches: [(condition: TemplateCondition, body: [TemplateNode])] = []
        var condition = try parseCondition(after: "if", at: position, arguments: arguments)
        var block = OpenBlock(keyword: "if", position: position, endedBy: ["elif", "else", "endif"])
        while true {
            let (body, end) = try parseNodes(in: block, nesting: nesting)
            branches.append((condition, body))
            guard let end else { return .conditional(branches, otherwise: []) }
            switch end.keyword {
            case "elif":
                condition = try parseCondition(after: "elif", at: end.position, arguments: end.arguments)
            case "else":
                try end.arguments.expectEnd(after: "'else'")
                block.endedBy = ["endif"]
                let (otherwise, endif) = try parseNodes(in: block, nesting: nesting)
                try endif?.arguments.expectEnd(after: "'endif'")
                return .conditional(branches, otherwise: otherwise)
            default:
                try end.arguments.expectEnd(after: "'endif'")
                return .conditional(branches, otherwise: [])
            }
        }
    }

    private func parseCondition(
        after keyword: String,
        at position: SourceLocation,
        arguments: TemplateExpressionParser
    ) throws(TemplateError) -> TemplateCondition {
        var arguments = arguments
        guard !arguments.isAtEnd else { throw TemplateError("expected a condition after '\(keyword)'", at: position) }
        let condition = try arguments.parseCondition()
        try arguments.expectEnd(after: "the condition")
        return condition
    }

    private mutating func parseFor(
        at position: SourceLocation,
        arguments: TemplateExpressionParser,
        nesting: Int
    ) throws(TemplateError) -> TemplateNode {
        var arguments = arguments
        guard let (variable, variablePosition) = arguments.consumeIdentifier() else {
            throw TemplateError("expected a loop variable after 'for', as in 'for field in fields'", at: position)
        }
        guard !["forloop", "and", "or", "not", "in"].contains(variable) else {
            throw TemplateError("'\(variable)' cannot be a loop variable", at: variablePosition)
        }
        guard arguments.consume(.identifier("in")) else {
            throw TemplateError("expected 'in' after the loop variable '\(variable)'", at: arguments.currentPosition)
        }
        guard !arguments.isAtEnd else {
            throw TemplateError("expected a sequence after 'in'", at: arguments.currentPosition)
        }
        let sequence = try arguments.parseValue()
        try arguments.expectEnd(after: "the sequence")

        var block = OpenBlock(keyword: "for", position: position, endedBy: ["empty", "endfor"])
        let (body, end) = try parseNodes(in: block, nesting: nesting)
        var (empty, endfor): ([TemplateNode], BlockEnd?) = ([], end)
        if let end, end.keyword == "empty" {
            try end.arguments.expectEnd(after: "'empty'")
            block.endedBy = ["endfor"]
            (empty, endfor) = try parseNodes(in: block, nesting: nesting)
        }
        try endfor?.arguments.expectEnd(after: "'endfor'")
        return .loop(TemplateLoop(variable: variable, sequence: sequence, body: body, empty: empty))
    }

    private mutating func parseInclude(
        at position: SourceLocation,
        arguments: TemplateExpressionParser
    ) throws(TemplateError) -> TemplateNode {
        var arguments = arguments
        let namePosition = arguments.currentPosition
        guard let name = arguments.consumeString() else {
            throw TemplateError("expected a template name in quotes after 'include'", at: namePosition)
        }
        try arguments.expectEnd(after: "the template name")
        includes.append(Include(name: name, position: namePosition))
        return .include(name: name, position: position)
    }

    /// The message for a middle or closing tag that does not belong where it is.
    private func misplaced(_ keyword: String, at position: SourceLocation, in block: OpenBlock?) -> TemplateError {
        let opener = ["elif", "else", "endif"].contains(keyword) ? "if" : "for"
        guard let block else { return TemplateError("'\(keyword)' without a matching '\(opener)'", at: position) }
        let message: String
        if block.keyword == opener {
            // Only `elif`/`else` after `else`, or `empty` after `empty`, get here.
            let last = block.keyword == "if" ? "else" : "empty"
            message = "'\(keyword)' cannot follow '\(last)' in \(block.place)"
        } else if keyword == "else" {
            message = "'else' without an 'if' inside \(block.place); use 'empty' for an empty sequence"
        } else if keyword.hasPrefix("end") {
            message = "'\(keyword)' does not close \(block.place); expected '\(block.closer)'"
        } else {
            message = "'\(keyword)' without a matching '\(opener)' inside \(block.place)"
        }
        return TemplateError(message, at: position)
    }
}
