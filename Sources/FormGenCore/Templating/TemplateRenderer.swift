/// Walks compiled templates, appending to one output; every lookup and filter is checked, and a failure
/// names the template and the token.
///
/// What a render reads more than once it remembers: globals after their first lookup, the members of the
/// elements of global arrays (every `field.id` in every loop over `fields`), and the results of filters
/// on strings. The context does not change during a render, and filters are pure, so a value found once
/// stays right.
struct TemplateRenderer: ~Copyable {
    /// Includes nest at most this deep: a template that includes itself fails instead of overflowing the stack.
    static let maximumIncludeDepth = 32
    /// Loop iterations and includes, all told, in one render: a template that repeats itself
    /// exponentially (nested loops, a template included twice by itself) fails instead of hanging.
    /// The largest spec formgen reads needs well under a tenth of this.
    static let maximumRepetitions = 1_000_000
    /// The most a render may write, for the same reason.
    static let maximumOutputBytes = 64 << 20

    private typealias Program = TemplateProgram

    /// A `for` loop in progress: its variable and where it is in the sequence.
    private struct LoopFrame {
        var variable: Int
        var elements: [TemplateValue]
        var index: Int
        /// Where the elements' members are remembered, if they are: an index in `memberSlots`.
        var memo: Int?

        /// The whole `forloop` object, for the rare template that reads it as a value.
        var forloop: TemplateValue {
            .object(
                TemplateObject(
                    Program.LoopProperty.allCases.map { ($0.rawValue, $0.value(index: index, count: elements.count)) }))
        }
    }

    /// A global variable, looked up in the context the first time a template reads it.
    private enum Global {
        case unresolved
        case missing
        case found(TemplateValue)
    }

    private static let filterResultSlots = 128
    /// Remembering members stops at this many slots (4 MiB), so that the memory a render takes stays small.
    private static let maximumMemberSlots = 1 << 20

    private let program: Program
    private let globals: TemplateObject
    /// By symbol.
    private var resolvedGlobals: [Global]
    /// By symbol: for a global array that a loop went over, where its elements' members start in
    /// `memberSlots`.
    private var elementMemos: [Int?]
    /// The members of the elements of global arrays that loops went over, found so far: for member key `k`
    /// of element `i`, slot `memo + i * (keys + 1) + k` holds the member's index in `memberValues` plus one,
    /// or 0 if it is not known yet. Slot `keys` of each element is 1 once the element's members were read.
    private var memberSlots: [Int32] = []
    private var memberValues: [TemplateValue] = []
    /// Filters applied to strings, in slots chosen by a hash of the string: the key (see `key(_:_:)`, and 0
    /// for an empty slot), the string, and the result.
    private var filterKeys: [UInt64]
    private var filterInputs: [String]
    private var filterOutputs: [TemplateValue]
    private var loops: [LoopFrame] = []
    private var repetitions = 0
    private var output: TemplateOutput

    init(program: TemplateProgram, globals: TemplateObject, template: Int) {
        self.program = program
        self.globals = globals
        self.resolvedGlobals = Array(repeating: .unresolved, count: program.symbols.count)
        self.elementMemos = Array(repeating: nil, count: program.symbols.count)
        self.filterKeys = Array(repeating: 0, count: Self.filterResultSlots)
        self.filterInputs = Array(repeating: "", count: Self.filterResultSlots)
        self.filterOutputs = Array(repeating: .null, count: Self.filterResultSlots)
        // Generated code is mostly the template's text, repeated.
        self.output = TemplateOutput(reservingCapacity: max(1 << 10, 4 * program.templates[template].textSize))
    }

    /// Renders template `template` (an index in the program's templates) and returns its output.
    mutating func render(template: Int) throws(TemplateError) -> String {
        try render(program.templates[template].body, template: template, depth: 0)
        return output.finish()
    }

    private mutating func render(_ body: Range<Int>, template: Int, depth: Int) throws(TemplateError) {
        for index in body {
            switch program.nodes[index] {
            case .text(let range):
                program.text.withUnsafeBufferPointer { text in
                    output.append(ascii: UnsafeBufferPointer(rebasing: text[range]))
                }
            case .unicodeText(let index):
                output.append(program.strings[index])
            case .output(let expression):
                try write(expression, template: template)
            case .conditional(let branches, let otherwise):
                var chosen = otherwise
                for branch in branches where try test(program.branches[branch].condition, template: template) {
                    chosen = program.branches[branch].body
                    break
                }
                try render(chosen, template: template, depth: depth)
            case .loop(let loop):
                try render(loop: loop, template: template, depth: depth)
            case .include(let included, let position):
                try include(included, at: position, from: template, depth: depth)
            }
        }
    }

    private mutating func write(_ index: Int, template: Int) throws(TemplateError) {
        let problem: String
        switch try evaluate(index, template: template) {
        case .string(let text):
            output.append(text)
            return
        case .int(let value):
            output.append(String(value))
            return
        case .bool(let value):
            output.append(value ? "true" : "false")
            return
        case .null:
            problem = "is null; test it with '{% if %}' before printing it"
        case .array:
            problem = "is an array and cannot be printed; loop over it with '{% for %}' or use 'join'"
        case .object:
            problem = "is an object and cannot be printed; print one of its keys"
        }
        let expression = program.expressions[index]
        throw program.error(
            "'\(program.strings[expression.source])' \(problem)", template: template, at: expression.position)
    }

    private mutating func render(loop index: Int, template: Int, depth: Int) throws(TemplateError) {
        let loop = program.loops[index]
        let sequence = try evaluate(loop.sequence, template: template)
        guard case .array(let elements) = sequence else {
            let expression = program.expressions[loop.sequence]
            throw program.error(
                "cannot loop over '\(program.strings[expression.source])', which is "
                    + "\(sequence.typeNameWithArticle), not an array",
                template: template,
                at: expression.position
            )
        }
        if elements.isEmpty {
            try render(loop.empty, template: template, depth: depth)
            return
        }
        let position = program.expressions[loop.sequence].position
        var memo: Int?
        if let name = program.expressions[loop.sequence].name, binding(of: name) == nil,
            name != Program.forloopSymbol
        {
            memo = elementMemo(for: name, count: elements.count)
        }
        loops.append(LoopFrame(variable: loop.variable, elements: elements, index: 0, memo: memo))
        let frame = loops.count - 1
        for element in elements.indices {
            try repeatOnce(template: template, at: position)
            loops[frame].index = element
            try render(loop.body, template: template, depth: depth)
        }
        loops.removeLast()
    }

    private mutating func include(
        _ included: Int,
        at position: TemplatePosition,
        from template: Int,
        depth: Int
    ) throws(TemplateError) {
        guard depth < Self.maximumIncludeDepth else {
            throw program.error(
                "includes nested more than \(Self.maximumIncludeDepth) levels deep; does "
                    + "'\(program.templates[included].name)' include itself?",
                template: template,
                at: position
            )
        }
        try repeatOnce(template: template, at: position)
        do {
            try render(program.templates[included].body, template: included, depth: depth + 1)
        } catch {
            var failure = error
            failure.includedFrom.append(
                TemplateLocation(
                    template: program.templates[template].name, line: position.line, column: position.column))
            throw failure
        }
    }

    /// Counts one loop iteration or include against the limits of one render.
    private mutating func repeatOnce(template: Int, at position: TemplatePosition) throws(TemplateError) {
        repetitions += 1
        if repetitions > Self.maximumRepetitions {
            throw program.error(
                "the templates repeat more than \(Self.maximumRepetitions) times; does a loop or include repeat itself?",
                template: template, at: position)
        }
        if output.count > Self.maximumOutputBytes {
            throw program.error(
                "the output is over \(Self.maximumOutputBytes >> 20) MiB; does a loop or include repeat itself?",
                template: template, at: position)
        }
    }

    // MARK: - Conditions

    private mutating func test(_ index: Int, template: Int) throws(TemplateError) -> Bool {
        switch program.conditions[index] {
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
                let leftSource = program.strings[program.expressions[left].source]
                let rightSource = program.strings[program.expressions[right].source]
                throw program.error(
                    "cannot compare '\(leftSource)' (\(leftValue.typeName)) with '\(rightSource)' "
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

    private mutating func evaluate(_ index: Int, template: Int) throws(TemplateError) -> TemplateValue {
        let expression = program.expressions[index]
        var value = try evaluate(expression.operand, template: template)
        for filter in expression.filters {
            let call = program.filters[filter]
            var argument: TemplateValue?
            if let operand = call.argument {
                argument = try evaluate(operand, template: template)
            }
            do {
                if argument == nil, case .string(let text) = value {
                    value = try apply(call.filter, to: text)
                } else {
                    value = try call.filter.apply(to: value, argument: argument)
                }
            } catch {
                throw program.error(error.message, template: template, at: call.position)
            }
        }
        return value
    }

    private mutating func evaluate(_ operand: Program.Operand, template: Int) throws(TemplateError) -> TemplateValue {
        switch operand {
        case .string(let index): .string(program.strings[index])
        case .integer(let value): .int(value)
        case .variable(let path): try lookUp(path, template: template)
        }
    }

    private mutating func lookUp(_ index: Int, template: Int) throws(TemplateError) -> TemplateValue {
        let path = program.paths[index]
        var value: TemplateValue
        var next = path.members.lowerBound
        // `forloop.counter` and friends, which loops read on every iteration, without the `forloop` object.
        if let property = path.loopProperty, let frame = loops.indices.last {
            value = property.value(index: loops[frame].index, count: loops[frame].elements.count)
            next += 1
        } else if let frame = binding(of: path.head) {
            if next < path.members.upperBound, let memo = loops[frame].memo {
                let slots = memo + loops[frame].index * (program.memberNames.count + 1)
                value = try member(next, ofElementAt: slots, in: frame, path: path, template: template)
                next += 1
            } else {
                value = loops[frame].elements[loops[frame].index]
            }
        } else if path.head == Program.forloopSymbol, let frame = loops.last {
            value = frame.forloop
        } else {
            value = try global(path.head, at: path.headPosition, template: template)
        }
        while next < path.members.upperBound {
            value = try program.member(next, of: value, path: path, template: template)
            next += 1
        }
        return value
    }

    /// The innermost loop whose variable is `symbol`: loop variables win over the context's globals.
    /// (`forloop` is never a loop variable.)
    private func binding(of symbol: Int) -> Int? {
        var frame = loops.count - 1
        while frame >= 0 {
            if loops[frame].variable == symbol {
                return frame
            }
            frame -= 1
        }
        return nil
    }

    private mutating func global(
        _ symbol: Int,
        at position: TemplatePosition,
        template: Int
    ) throws(TemplateError) -> TemplateValue {
        switch resolvedGlobals[symbol] {
        case .found(let value):
            return value
        case .missing:
            break
        case .unresolved:
            if let value = globals[program.symbols[symbol]] {
                resolvedGlobals[symbol] = .found(value)
                return value
            }
            resolvedGlobals[symbol] = .missing
        }
        let name = program.symbols[symbol]
        let hint = symbol == Program.forloopSymbol ? " ('forloop' exists only inside '{% for %}')" : ""
        throw program.error("unknown variable '\(name)'\(hint)", template: template, at: position)
    }

    /// Where the members of the elements of global array `symbol`, of `count` elements, are remembered, if
    /// they are.
    private mutating func elementMemo(for symbol: Int, count: Int) -> Int? {
        if let memo = elementMemos[symbol] {
            return memo
        }
        let (slots, overflow) = count.multipliedReportingOverflow(by: program.memberNames.count + 1)
        guard !overflow, slots <= Self.maximumMemberSlots - memberSlots.count else { return nil }
        let memo = memberSlots.count
        memberSlots.append(contentsOf: repeatElement(0, count: slots))
        elementMemos[symbol] = memo
        return memo
    }

    /// Member `index` (in the program's members) of the current element of loop `frame`, whose members are
    /// remembered from slot `slots` on.
    private mutating func member(
        _ index: Int,
        ofElementAt slots: Int,
        in frame: Int,
        path: Program.Path,
        template: Int
    ) throws(TemplateError) -> TemplateValue {
        let key = program.members[index].key
        if memberSlots[slots + key] == 0 && memberSlots[slots + program.memberNames.count] == 0 {
            // The first member asked of this element: an object's members all at once, which costs less than
            // hashing the names one by one as templates ask for them.
            memberSlots[slots + program.memberNames.count] = 1
            if case .object(let entries) = loops[frame].elements[loops[frame].index] {
                // In order, so that a later member of the same name overrides an earlier one.
                for (name, value) in entries.members {
                    let key = name.utf8.withContiguousStorageIfAvailable { program.memberKey(named: $0) } ?? nil
                    if let key {
                        memberValues.append(value)
                        memberSlots[slots + key] = Int32(memberValues.count)
                    }
                }
            }
        }
        let remembered = Int(memberSlots[slots + key])
        if remembered != 0 {
            return memberValues[remembered - 1]
        }
        // Not an object, or a key that is not spelled exactly as the member (`==` on strings is canonical
        // equivalence), or no such key: the one lookup that decides.
        let value = try program.member(
            index, of: loops[frame].elements[loops[frame].index], path: path, template: template)
        memberValues.append(value)
        memberSlots[slots + key] = Int32(memberValues.count)
        return value
    }

    // MARK: - Filters

    /// `filter` applied to string `text`, without an argument: remembered, since such filters depend on the
    /// text alone.
    private mutating func apply(_ filter: TemplateFilter, to text: String) throws(TemplateFilter.Failure)
        -> TemplateValue
    {
        let key = Self.key(filter, text)
        let slot = Int(truncatingIfNeeded: key >> 9) & (Self.filterResultSlots - 1)
        // `==` is canonical equivalence, which is byte equality only between ASCII strings.
        if filterKeys[slot] == key, filterInputs[slot] == text,
            key & 0x100 != 0 || Self.haveSameBytes(filterInputs[slot], text)
        {
            return filterOutputs[slot]
        }
        let output = try filter.apply(to: .string(text), argument: nil)
        filterKeys[slot] = key
        filterInputs[slot] = text
        filterOutputs[slot] = output
        return output
    }

    /// A hash of the text's bytes, then whether they are all ASCII, then the filter's number plus one (so
    /// that no key is 0).
    private static func key(_ filter: TemplateFilter, _ text: String) -> UInt64 {
        var text = text
        return text.withUTF8 { bytes in
            UInt64(UInt(bitPattern: NameTable.hash(bytes))) << 9 | (TemplateOutput.isASCII(bytes) ? 0x100 : 0)
        } | UInt64(filter.number + 1)
    }

    private static func haveSameBytes(_ a: String, _ b: String) -> Bool {
        var a = a
        var b = b
        return a.withUTF8 { a in b.withUTF8 { b in NameTable.haveSameBytes(a, b) } }
    }
}

// MARK: - Lookups and messages

extension TemplateProgram {
    /// Member `index` (in `members`) of `value`, which `path` has led to.
    fileprivate func member(
        _ index: Int,
        of value: TemplateValue,
        path: Path,
        template: Int
    ) throws(TemplateError) -> TemplateValue {
        let member = members[index]
        switch value {
        case .object(let entries):
            guard let found = entries[strings[member.name]] else {
                let keys = entries.sortedKeys.joined(separator: ", ")
                let available = keys.isEmpty ? "it is empty" : "it has \(keys)"
                throw error(
                    "'\(prefix(of: path, to: index))' has no key '\(strings[member.name])'; \(available)",
                    template: template,
                    at: member.position
                )
            }
            return found
        case .array(let elements):
            guard member.isCount else {
                throw error(
                    "'\(prefix(of: path, to: index))' is an array, which has 'count' but no '\(strings[member.name])'",
                    template: template,
                    at: member.position
                )
            }
            return .int(elements.count)
        case .null:
            throw error(
                "'\(prefix(of: path, to: index))' is null, so it has no '\(strings[member.name])'; "
                    + "test it with '{% if %}' first",
                template: template,
                at: member.position
            )
        case .string, .int, .bool:
            throw error(
                "'\(prefix(of: path, to: index))' is \(value.typeNameWithArticle), which has no "
                    + "'\(strings[member.name])'",
                template: template,
                at: member.position
            )
        }
    }

    /// The names of `path` before member `end`, for messages only: built when a lookup fails, never on the way.
    private func prefix(of path: Path, to end: Int) -> String {
        ([symbols[path.head]] + members[path.members.lowerBound..<end].map { strings[$0.name] })
            .joined(separator: ".")
    }

    fileprivate func error(_ message: String, template: Int, at position: TemplatePosition) -> TemplateError {
        TemplateError(
            template: templates[template].name, line: position.line, column: position.column, message: message)
    }
}
