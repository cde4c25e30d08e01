/// Walks parsed templates, appending to one output string; every lookup and filter is checked, and a
/// failure names the template and the token.
struct TemplateRenderer {
    /// Includes nest at most this deep: a template that includes itself fails instead of overflowing the stack.
    static let maximumIncludeDepth = 32
    /// Loop iterations and includes, all told, in one render: a template that repeats itself
    /// exponentially (nested loops, a template included twice by itself) fails instead of hanging.
    /// The largest spec formgen reads needs well under a tenth of this.
    static let maximumRepetitions = 1_000_000
    /// The most a render may write, for the same reason.
    static let maximumOutputBytes = 64 << 20

    private var repetitions = 0

    /// A `for` loop in progress: its variable and where it is in the sequence.
    private struct LoopFrame {
        var variable: String
        var value: TemplateValue
        var index: Int
        var count: Int

        /// `forloop.name`, without building the whole `forloop` object.
        func property(_ name: String) -> TemplateValue? {
            switch name {
            case "first": .bool(index == 0)
            case "last": .bool(index == count - 1)
            case "counter": .int(index + 1)
            case "counter0": .int(index)
            case "length": .int(count)
            default: nil
            }
        }

        var forloop: TemplateValue {
            .object(
                Dictionary(
                    uniqueKeysWithValues: ["first", "last", "counter", "counter0", "length"].compactMap { name in
                        property(name).map { (name, $0) }
                    }
                )
            )
        }
    }

    private let templates: [String: [TemplateNode]]
    private let globals: [String: TemplateValue]
    private var loops: [LoopFrame] = []

    init(templates: [String: [TemplateNode]], globals: [String: TemplateValue]) {
        self.templates = templates
        self.globals = globals
    }

    mutating func render(
        _ nodes: [TemplateNode],
        template: String,
        depth: Int,
        into output: inout String
    ) throws(TemplateError) {
        for node in nodes {
            switch node {
            case .text(let text):
                output += text
            case .output(let expression):
                try write(expression, template: template, into: &output)
            case .conditional(let branches, let otherwise):
                var body = otherwise
                for branch in branches {
                    if try test(branch.condition, template: template) {
                        body = branch.body
                        break
                    }
                }
                try render(body, template: template, depth: depth, into: &output)
            case .loop(let loop):
                try render(loop, template: template, depth: depth, into: &output)
            case .include(let name, let position):
                try include(name, at: position, from: template, depth: depth, into: &output)
            }
        }
    }

    private func write(
        _ expression: ValueExpression,
        template: String,
        into output: inout String
    ) throws(TemplateError) {
        let problem: String
        switch try evaluate(expression, template: template) {
        case .string(let text):
            output += text
            return
        case .int(let value):
            output += String(value)
            return
        case .bool(let value):
            output += value ? "true" : "false"
            return
        case .null:
            problem = "is null; test it with '{% if %}' before printing it"
        case .array:
            problem = "is an array and cannot be printed; loop over it with '{% for %}' or use 'join'"
        case .object:
            problem = "is an object and cannot be printed; print one of its keys"
        }
        throw error("'\(expression.source)' \(problem)", template: template, at: expression.position)
    }

    private mutating func render(
        _ loop: TemplateLoop,
        template: String,
        depth: Int,
        into output: inout String
    ) throws(TemplateError) {
        let sequence = try evaluate(loop.sequence, template: template)
        guard case .array(let elements) = sequence else {
            throw error(
                "cannot loop over '\(loop.sequence.source)', which is \(sequence.typeNameWithArticle), not an array",
                template: template,
                at: loop.sequence.position
            )
        }
        if elements.isEmpty {
            try render(loop.empty, template: template, depth: depth, into: &output)
            return
        }
        for (index, element) in elements.enumerated() {
            try repeatOnce(template: template, at: loop.sequence.position, output: output)
            loops.append(LoopFrame(variable: loop.variable, value: element, index: index, count: elements.count))
            try render(loop.body, template: template, depth: depth, into: &output)
            loops.removeLast()
        }
    }

    private mutating func include(
        _ name: String,
        at position: TemplatePosition,
        from template: String,
        depth: Int,
        into output: inout String
    ) throws(TemplateError) {
        guard depth < Self.maximumIncludeDepth else {
            throw error(
                "includes nested more than \(Self.maximumIncludeDepth) levels deep; does '\(name)' include itself?",
                template: template,
                at: position
            )
        }
        guard let nodes = templates[name] else {
            throw error("no template named '\(name)'", template: template, at: position)
        }
        try repeatOnce(template: template, at: position, output: output)
        do {
            try render(nodes, template: name, depth: depth + 1, into: &output)
        } catch {
            var failure = error
            failure.includedFrom.append(
                TemplateLocation(template: template, line: position.line, column: position.column))
            throw failure
        }
    }

    /// Counts one loop iteration or include against the limits of one render.
    private mutating func repeatOnce(template: String, at position: TemplatePosition, output: String)
        throws(TemplateError)
    {
        repetitions += 1
        if repetitions > Self.maximumRepetitions {
            throw error(
                "the templates repeat more than \(Self.maximumRepetitions) times; does a loop or include repeat itself?",
                template: template, at: position)
        }
        if output.utf8.count > Self.maximumOutputBytes {
            throw error(
                "the output is over \(Self.maximumOutputBytes >> 20) MiB; does a loop or include repeat itself?",
                template: template, at: position)
        }
    }

    // MARK: - Conditions

    private func test(_ condition: TemplateCondition, template: String) throws(TemplateError) -> Bool {
        switch condition {
        case .value(let expression):
            return try evaluate(expression, template: template).isTruthy
        case .not(let inner):
            return try !test(inner, template: template)
        case .and(let left, let right):
            guard try test(left, template: template) else { return false }
            return try test(right, template: template)
        case .or(let left, let right):
            if try test(left, template: template) {
                return true
            }
            return try test(right, template: template)
        case .comparison(let left, let equal, let right, let position):
            let leftValue = try evaluate(left, template: template)
            let rightValue = try evaluate(right, template: template)
            let same: Bool
            switch (leftValue, rightValue) {
            case (.null, .null): same = true
            case (.null, .string), (.null, .int), (.null, .bool), (.string, .null), (.int, .null), (.bool, .null):
                same = false
            case (.string(let a), .string(let b)): same = a == b
            case (.int(let a), .int(let b)): same = a == b
            case (.bool(let a), .bool(let b)): same = a == b
            default:
                let symbol = equal ? "==" : "!="
                throw error(
                    "cannot compare '\(left.source)' (\(leftValue.typeName)) with '\(right.source)' "
                        + "(\(rightValue.typeName)) using '\(symbol)'; both sides must be strings, ints or bools "
                        + "of the same type, or null",
                    template: template,
                    at: position
                )
            }
            return same == equal
        }
    }

    // MARK: - Values

    private func evaluate(_ expression: ValueExpression, template: String) throws(TemplateError) -> TemplateValue {
        var value = try evaluate(expression.operand, template: template)
        for call in expression.filters {
            var argument: TemplateValue?
            if let operand = call.argument {
                argument = try evaluate(operand, template: template)
            }
            do {
                value = try call.filter.apply(to: value, argument: argument)
            } catch {
                throw self.error(error.message, template: template, at: call.position)
            }
        }
        return value
    }

    private func evaluate(_ operand: TemplateOperand, template: String) throws(TemplateError) -> TemplateValue {
        switch operand {
        case .string(let text): .string(text)
        case .integer(let value): .int(value)
        case .variable(let path): try lookUp(path, template: template)
        }
    }

    private func lookUp(_ path: VariablePath, template: String) throws(TemplateError) -> TemplateValue {
        var value: TemplateValue
        var members = path.members[...]
        var prefix = path.head.name
        // Fast path for `forloop.counter` and friends, which loops read on every iteration.
        if path.head.name == "forloop", let loop = loops.last, let first = members.first,
            let property = loop.property(first.name)
        {
            value = property
            prefix += "." + first.name
            members = members.dropFirst()
        } else {
            value = try variable(path.head, template: template)
        }
        for member in members {
            let name = member.name
            switch value {
            case .object(let entries):
                guard let next = entries[name] else {
                    let keys = entries.keys.sorted().joined(separator: ", ")
                    let available = keys.isEmpty ? "it is empty" : "it has \(keys)"
                    throw error(
                        "'\(prefix)' has no key '\(name)'; \(available)", template: template, at: member.position)
                }
                value = next
            case .array(let elements):
                guard name == "count" else {
                    throw error(
                        "'\(prefix)' is an array, which has 'count' but no '\(name)'",
                        template: template,
                        at: member.position
                    )
                }
                value = .int(elements.count)
            case .null:
                throw error(
                    "'\(prefix)' is null, so it has no '\(name)'; test it with '{% if %}' first",
                    template: template,
                    at: member.position
                )
            case .string, .int, .bool:
                throw error(
                    "'\(prefix)' is \(value.typeNameWithArticle), which has no '\(name)'",
                    template: template,
                    at: member.position
                )
            }
            prefix += "." + name
        }
        return value
    }

    /// The innermost loop variable or `forloop` wins over the context's globals.
    private func variable(_ component: PathComponent, template: String) throws(TemplateError) -> TemplateValue {
        for loop in loops.reversed() {
            if loop.variable == component.name {
                return loop.value
            }
            if component.name == "forloop" {
                return loop.forloop
            }
        }
        guard let value = globals[component.name] else {
            let hint = component.name == "forloop" ? " ('forloop' exists only inside '{% for %}')" : ""
            throw error("unknown variable '\(component.name)'\(hint)", template: template, at: component.position)
        }
        return value
    }

    private func error(_ message: String, template: String, at position: TemplatePosition) -> TemplateError {
        TemplateError(template: template, line: position.line, column: position.column, message: message)
    }
}
