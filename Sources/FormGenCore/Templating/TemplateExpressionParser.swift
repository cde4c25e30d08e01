/// Parses the tokens of one tag into a value expression or an `if` condition.
///
/// Grammar (loosest first): `or`, `and`, `not`, comparison (`==`, `!=`), then a value with filters; a
/// condition may be parenthesized. `and`, `or` and `not` are words, not variable names.
struct TemplateExpressionParser {
    /// Parentheses, `not`, `and` and `or` nest at most this deep, so a pathological condition cannot
    /// exhaust the stack.
    static let maximumNesting = 64
    /// A value takes at most this many filters. No useful chain is longer, and a chain of
    /// `swiftString` grows the text by a longer raw delimiter at each filter, so that 2,000 of them
    /// would take minutes.
    static let maximumFilters = 8

    /// The template's UTF-8, which the tokens' ranges index, for quoting the source in messages.
    private let bytes: [UInt8]
    private let tokens: [TemplateToken]
    private var index = 0
    /// Where a message about a missing token points: the tag's closing delimiter.
    private let endPosition: SourceLocation

    init(bytes: [UInt8], tag: TemplateTag) {
        self.bytes = bytes
        self.tokens = tag.tokens
        self.endPosition = tag.endPosition
    }

    var isAtEnd: Bool { index >= tokens.count }

    var currentPosition: SourceLocation { index < tokens.count ? tokens[index].position : endPosition }

    /// Consumes the next token if it is `kind`.
    mutating func consume(_ kind: TemplateToken.Kind) -> Bool {
        guard index < tokens.count, tokens[index].kind == kind else { return false }
        index += 1
        return true
    }

    mutating func consumeIdentifier() -> (String, SourceLocation)? {
        guard index < tokens.count, case .identifier(let name) = tokens[index].kind else { return nil }
        index += 1
        return (name, tokens[index - 1].position)
    }

    mutating func consumeString() -> String? {
        guard index < tokens.count, case .string(let value) = tokens[index].kind else { return nil }
        index += 1
        return value
    }

    /// Fails at the first token left over after a complete tag.
    func expectEnd(after what: String) throws(TemplateError) {
        guard index < tokens.count else { return }
        throw TemplateError("unexpected \(describe(tokens[index])) after \(what)", at: tokens[index].position)
    }

    // MARK: - Conditions

    mutating func parseCondition() throws(TemplateError) -> TemplateCondition {
        try parseOr(nesting: 0)
    }

    // Each `or` and `and` of a chain nests the conditions before it one level deeper, as deep as
    // the renderer's `test` recurses, so they count against the limit too.
    private mutating func parseOr(nesting: Int) throws(TemplateError) -> TemplateCondition {
        var nesting = nesting
        var condition = try parseAnd(nesting: nesting)
        while consume(.identifier("or")) {
            nesting += 1
            try checkNesting(nesting, at: tokens[index - 1].position)
            condition = .or(condition, try parseAnd(nesting: nesting))
        }
        return condition
    }

    private mutating func parseAnd(nesting: Int) throws(TemplateError) -> TemplateCondition {
        var nesting = nesting
        var condition = try parseNot(nesting: nesting)
        while consume(.identifier("and")) {
            nesting += 1
            try checkNesting(nesting, at: tokens[index - 1].position)
            condition = .and(condition, try parseNot(nesting: nesting))
        }
        return condition
    }

    private mutating func parseNot(nesting: Int) throws(TemplateError) -> TemplateCondition {
        guard consume(.identifier("not")) else { return try parseComparison(nesting: nesting) }
        try checkNesting(nesting + 1, at: tokens[index - 1].position)
        return .not(try parseNot(nesting: nesting + 1))
    }

    private mutating func parseComparison(nesting: Int) throws(TemplateError) -> TemplateCondition {
        if consume(.symbol("(")) {
            try checkNesting(nesting + 1, at: tokens[index - 1].position)
            let condition = try parseOr(nesting: nesting + 1)
            guard consume(.symbol(")")) else { throw expected("')'") }
            return condition
        }
        let left = try parseValue()
        let equal = consume(.symbol("=="))
        guard equal || consume(.symbol("!=")) else { return .value(left) }
        let position = tokens[index - 1].position
        let right = try parseValue()
        return .comparison(left, equal: equal, right, position: position)
    }

    private func checkNesting(_ nesting: Int, at position: SourceLocation) throws(TemplateError) {
        guard nesting <= Self.maximumNesting else {
            throw TemplateError("condition nested more than \(Self.maximumNesting) levels deep", at: position)
        }
    }

    // MARK: - Values

    /// A literal or variable path, then any number of `| filter`.
    mutating func parseValue() throws(TemplateError) -> ValueExpression {
        let start = index
        let position = currentPosition
        let operand = try parseOperand()
        var filters: [FilterCall] = []
        while consume(.symbol("|")) {
            guard let (name, namePosition) = consumeIdentifier() else { throw expected("a filter name after '|'") }
            guard let filter = TemplateFilter(rawValue: name) else {
                let known = TemplateFilter.allCases.map(\.rawValue).sorted().joined(separator: ", ")
                throw TemplateError("unknown filter '\(name)'; known filters: \(known)", at: namePosition)
            }
            // Stencil's `| filter:argument`: no filter here takes one.
            if consume(.symbol(":")) {
                throw TemplateError("filter '\(name)' takes no argument", at: namePosition)
            }
            guard filters.count < Self.maximumFilters else {
                throw TemplateError("a value takes at most \(Self.maximumFilters) filters", at: namePosition)
            }
            filters.append(FilterCall(filter: filter, position: namePosition))
        }
        let written = tokens[start].range.lowerBound..<tokens[index - 1].range.upperBound
        let source = String(decoding: bytes[written], as: UTF8.self)
        return ValueExpression(operand: operand, filters: filters, source: source, position: position)
    }

    private mutating func parseOperand() throws(TemplateError) -> TemplateOperand {
        guard index < tokens.count else { throw expected("a value") }
        let token = tokens[index]
        switch token.kind {
        case .string(let value):
            index += 1
            return .string(value)
        case .integer(let value):
            index += 1
            return .integer(value)
        case .identifier(let name) where !["and", "or", "not"].contains(name):
            index += 1
            var members: [PathComponent] = []
            while consume(.symbol(".")) {
                guard let (member, position) = consumeIdentifier() else { throw expected("a name after '.'") }
                members.append(PathComponent(name: member, position: position))
            }
            return .variable(VariablePath(head: PathComponent(name: name, position: token.position), members: members))
        default:
            throw expected("a value")
        }
    }

    // MARK: - Messages

    /// The token as written, in quotes.
    private func describe(_ token: TemplateToken) -> String {
        "'\(String(decoding: bytes[token.range], as: UTF8.self))'"
    }

    /// "expected X, found Y" at the current token, or "expected X" at the end of the tag.
    private func expected(_ what: String) -> TemplateError {
        guard index < tokens.count else { return TemplateError("expected \(what)", at: endPosition) }
        return TemplateError("expected \(what), found \(describe(tokens[index]))", at: tokens[index].position)
    }
}
