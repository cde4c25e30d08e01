/// Walks parsed templates, appending to one output; every lookup and filter is checked, and a failure
/// names the template and the token.
struct TemplateRenderer {
    /// Includes nest at most this deep: a template that includes itself fails instead of overflowing the stack.
    static let maximumIncludeDepth = 32
    /// Loop iterations and includes, all told, in one render: a template that repeats itself
    /// exponentially (nested loops, a template included twice by itself) fails instead of hanging.
    /// The largest spec formgen reads needs well under a tenth of this.
    static let maximumRepetitions = 1_000_000
    /// The most a render may write, for the same reason.
    static let maximumOutputBytes = 64 << 20

    /// A `for` loop in progress: its variable, and where it is in the sequence.
    private struct LoopFrame {
        var variable: String
        var elements: [TemplateValue]
        var index: Int

        /// The whole `forloop` object, for the rare template that reads it as a value.
        var forloop: TemplateValue {
            .object(TemplateObject(LoopProperty.allCases.map { ($0.rawValue, property($0)) }))
        }

        func property(_ property: LoopProperty) -> TemplateValue {
            switch property {
            case .first: .bool(index == 0)
            case .last: .bool(index == elements.count - 1)
            case .counter: .int(index + 1)
            case .counter0: .int(index)
            case .length: .int(elements.count)
            }
        }
    }

    /// A property of `forloop`.
    private enum LoopProperty: String, CaseIterable {
        case first, last, counter, counter0, length
    }

    /// Every template of the set, by name, for includes.
    private let templates: [String: [TemplateNode]]
    private let globals: TemplateObject
    private var loops: [LoopFrame] = []
    private var repetitions = 0
    /// The output's UTF-8 so far.
    private var output: [UInt8] = []

    init(templates: [String: [TemplateNode]], globals: TemplateObject) {
        self.templates = templates
        self.globals = globals
    }

    /// Renders `body`, the nodes of a whole template, and returns its output's UTF-8.
    mutating func render(template body: [TemplateNode]) throws(TemplateError) -> [UInt8] {
        try render(body, depth: 0)
        return output
    }

    private mutating func render(_ body: [TemplateNode], depth: Int) throws(TemplateError) {
        for node in body {
            switch node {
            case .text(let text):
                output += text.utf8
            case .output(let expression):
                try write(expression)
            case .conditional(let branches, let otherwise):
                var chosen = otherwise
                for branch in branches where try test(branch.condition) {
                    chosen = branch.body
                    break
                }
                try render(chosen, depth: depth)
            case .loop(let loop):
                try render(loop, depth: depth)
            case .include(let name, let position):
                try include(name, at: position, depth: depth)
            }
        }
    }

    private mutating func write(_ expression: ValueExpression) throws(TemplateError) {
        let problem: String
        switch try evaluate(expression) {
        case .string(let text):
            output += text.utf8
            // A long value printed many times needs no loop to pass the limit.
            if output.count > Self.maximumOutputBytes {
                throw Self.limitReached(Self.outputLimit, at: expression.position)
            }
            return
        case .int(let value):
            output += String(value).utf8
            return
        case .bool(let value):
            output += (value ? "true" : "false").utf8
            return
        case .null:
            problem = "is null; test it with '{% if %}' before printing it"
        case .array:
            problem = "is an array and cannot be printed; loop over it with '{% for %}' or print its 'count'"
        case .object:
            problem = "is an object and cannot be printed; print one of its keys"
        }
        throw TemplateError("'\(expression.source)' \(problem)", at: expression.position)
    }

    private mutating func render(_ loop: TemplateLoop, depth: Int) throws(TemplateError) {
        let sequence = try evaluate(loop.sequence)
        guard case .array(let elements) = sequence else {
            throw TemplateError(
                "cannot loop over '\(loop.sequence.source)', which is \(sequence.typeNameWithArticle), not an array",
                at: loop.sequence.position
            )
        }
        guard !elements.isEmpty else { return try render(loop.empty, depth: depth) }
        loops.append(LoopFrame(variable: loop.variable, elements: elements, index: 0))
        for index in elements.indices {
            try repeatOnce(at: loop.sequence.position)
            loops[loops.count - 1].index = index
            try render(loop.body, depth: depth)
        }
        loops.removeLast()
    }

    private mutating func include(_ name: String, at position: SourceLocation, depth: Int) throws(TemplateError) {
        guard depth < Self.maximumIncludeDepth else {
            throw TemplateError(
                "includes nested more than \(Self.maximumIncludeDepth) levels deep; does '\(name)' include itself?",
                at: position
            )
        }
        try repeatOnce(at: position)
        do {
            // `TemplateSet` checks every include before rendering.
            try render(templates[name] ?? [], depth: depth + 1)
        } catch {
            var failure = error
            failure.includedFrom.append(position)
            throw failure
        }
    }

    /// Counts one loop iteration or include against the limits of one render.
    private mutating func repeatOnce(at position: SourceLocation) throws(TemplateError) {
        repetitions += 1
        let limit: String
        if repetitions > Self.maximumRepetitions {
            limit = "the templates repeat more than \(Self.maximumRepetitions) times"
        } else if output.count > Self.maximumOutputBytes {
            limit = Self.outputLimit
        } else {
            return
        }
        throw Self.limitReached(limit + "; does a loop or include repeat itself?", at: position)
    }

    private static let outputLimit = "the output is over \(maximumOutputBytes >> 20) MiB"

    private static func limitReached(_ limit: String, at position: SourceLocation) -> TemplateError {
        var error = TemplateError(limit, at: position)
        error.reachedLimit = true
        return error
    }

    // MARK: - Conditions

    private func test(_ condition: TemplateCondition) throws(TemplateError) -> Bool {
        switch condition {
        case .value(let expression):
            return try evaluate(expression).isTruthy
        case .not(let inner):
            return try !test(inner)
        case .and(let left, let right):
            guard try test(left) else { return false }
            return try test(right)
        case .or(let left, let right):
            guard try !test(left) else { return true }
            return try test(right)
        case .comparison(let left, let equal, let right, let position):
            let leftValue = try evaluate(left)
            let rightValue = try evaluate(right)
            switch (leftValue, rightValue) {
            case (.string, .string), (.int, .int), (.bool, .bool), (.null, .null),
                (.null, .string), (.null, .int), (.null, .bool), (.string, .null), (.int, .null), (.bool, .null):
                return (leftValue == rightValue) == equal
            default:
                let symbol = equal ? "==" : "!="
                throw TemplateError(
                    "cannot compare '\(left.source)' (\(leftValue.typeName)) with '\(right.source)' "
                        + "(\(rightValue.typeName)) using '\(symbol)'; both sides must be strings, ints or bools "
                        + "of the same type, or null",
                    at: position
                )
            }
        }
    }

    // MARK: - Values

    private func evaluate(_ expression: ValueExpression) throws(TemplateError) -> TemplateValue {
        var value = try evaluate(expression.operand)
        for call in expression.filters {
            do {
                value = try call.filter.apply(to: value)
            } catch {
                throw TemplateError(error.message, at: call.position)
            }
        }
        return value
    }

    private func evaluate(_ operand: TemplateOperand) throws(TemplateError) -> TemplateValue {
        switch operand {
        case .string(let value): .string(value)
        case .integer(let value): .int(value)
        case .variable(let path): try lookUp(path)
        }
    }

    /// Loop variables win over the context's globals, the innermost loop first; `forloop` (never a loop
    /// variable) is the innermost loop's inside loops, and a global like any other outside them.
    private func lookUp(_ path: VariablePath) throws(TemplateError) -> TemplateValue {
        let head = path.head.name
        var value: TemplateValue
        var members = path.members.indices
        if let frame = loops.last(where: { $0.variable == head }) {
            value = frame.elements[frame.index]
        } else if head == "forloop", let frame = loops.last {
            // `forloop.counter` and the like are read without building the whole object: building it
            // for each read would cost the corpus benchmark 12% (Benchmarks/README.md).
            if let first = path.members.first, let property = LoopProperty(rawValue: first.name) {
                value = frame.property(property)
                members = members.dropFirst()
            } else {
                value = frame.forloop
            }
        } else if let global = globals[head] {
            value = global
        } else {
            throw unknownVariable(path)
        }
        for index in members {
            value = try member(index, of: value, path: path)
        }
        return value
    }

    private func unknownVariable(_ path: VariablePath) -> TemplateError {
        let hint = path.head.name == "forloop" ? " ('forloop' exists only inside '{% for %}')" : ""
        return TemplateError("unknown variable '\(path.head.name)'\(hint)", at: path.head.position)
    }

    /// Member `index` of `path`, looked up in `value`, which the names before it led to.
    private func member(_ index: Int, of value: TemplateValue, path: VariablePath) throws(TemplateError)
        -> TemplateValue
    {
        let member = path.members[index]
        let problem: String
        switch value {
        case .object(let entries):
            if let found = entries[member.name] {
                return found
            }
            let keys = entries.sortedKeys.joined(separator: ", ")
            problem = "has no key '\(member.name)'; " + (keys.isEmpty ? "it is empty" : "it has \(keys)")
        case .array(let elements):
            if member.name == "count" {
                return .int(elements.count)
            }
            problem = "is an array, which has 'count' but no '\(member.name)'"
        case .null:
            problem = "is null, so it has no '\(member.name)'; test it with '{% if %}' first"
        case .string, .int, .bool:
            problem = "is \(value.typeNameWithArticle), which has no '\(member.name)'"
        }
        // The names before the member, built only when a lookup fails.
        let prefix = ([path.head.name] + path.members[..<index].map(\.name)).joined(separator: ".")
        throw TemplateError("'\(prefix)' \(problem)", at: member.position)
    }
}
