/// The templates of a set compiled for rendering: flat tables of plain values that refer to each other by
/// index, so that walking them costs no reference counting, no string comparison and no hashing.
///
/// Every name a template reads is resolved here once: variable names become symbols (indices into
/// `symbols`), `forloop.first` and friends become a ``LoopProperty``, an include becomes the index of the
/// included template, and text becomes a range of UTF-8 bytes. Only the keys of objects in the context are
/// still looked up by name while rendering, since the context is known only then.
struct TemplateProgram: Sendable {
    /// One node of a template; a body is a range of consecutive nodes.
    enum Node: Sendable {
        /// ASCII text: bytes in `text`.
        case text(Range<Int>)
        /// Text with other characters too, in `strings`.
        case unicodeText(Int)
        /// An expression in `expressions`, printed.
        case output(Int)
        /// `if`/`elif` branches in `branches`, in order, then the `else` body (empty if there is none).
        case conditional(branches: Range<Int>, otherwise: Range<Int>)
        /// A loop in `loops`.
        case loop(Int)
        /// A template in `templates`, and where the `include` keyword is.
        case include(template: Int, position: TemplatePosition)
    }

    struct Branch: Sendable {
        /// A condition in `conditions`.
        var condition: Int
        var body: Range<Int>
    }

    struct Loop: Sendable {
        /// The loop variable's symbol.
        var variable: Int
        /// An expression in `expressions`.
        var sequence: Int
        var body: Range<Int>
        var empty: Range<Int>
    }

    /// Operands are indices in `conditions` or `expressions`.
    enum Condition: Sendable {
        case value(Int)
        case not(Int)
        case and(Int, Int)
        case or(Int, Int)
        case comparison(Int, equal: Bool, Int, position: TemplatePosition)
    }

    struct Expression: Sendable {
        var operand: Operand
        /// Filters in `filters`, applied in order.
        var filters: Range<Int>
        /// The symbol, when the expression is one variable name, without members or filters.
        var name: Int?
        /// The expression as written, in `strings`, for messages.
        var source: Int
        var position: TemplatePosition
    }

    enum Operand: Sendable {
        /// A path in `paths`.
        case variable(Int)
        /// A string in `strings`.
        case string(Int)
        case integer(Int)
    }

    struct Path: Sendable {
        /// The first name's symbol.
        var head: Int
        var headPosition: TemplatePosition
        /// The names after the first, in `members`.
        var members: Range<Int>
        /// For `forloop.first` and friends: the property the first member names.
        var loopProperty: LoopProperty?
    }

    struct Member: Sendable {
        /// The name, in `strings`.
        var name: Int
        /// The name's index in `memberNames`: members with the same name have the same key.
        var key: Int
        var position: TemplatePosition
        /// Whether the name is `count`, the one member an array has.
        var isCount: Bool
    }

    struct Filter: Sendable {
        var filter: TemplateFilter
        var argument: Operand?
        var position: TemplatePosition
    }

    /// A property of `forloop`.
    enum LoopProperty: String, CaseIterable, Sendable {
        case first, last, counter, counter0, length

        /// The property of the iteration at `index` (from 0) of a loop over `count` elements.
        func value(index: Int, count: Int) -> TemplateValue {
            switch self {
            case .first: .bool(index == 0)
            case .last: .bool(index == count - 1)
            case .counter: .int(index + 1)
            case .counter0: .int(index)
            case .length: .int(count)
            }
        }
    }

    struct Template: Sendable {
        var name: String
        var body: Range<Int>
        /// The bytes of the template's text, a guess at the size of its output.
        var textSize: Int
    }

    /// The symbol of `forloop`.
    static let forloopSymbol = 0

    let nodes: [Node]
    let branches: [Branch]
    let loops: [Loop]
    let conditions: [Condition]
    let expressions: [Expression]
    let filters: [Filter]
    let paths: [Path]
    let members: [Member]
    /// Object keys, string literals and expression sources.
    let strings: [String]
    /// The ASCII text of every template.
    let text: [UInt8]
    /// Variable names, by symbol.
    let symbols: [String]
    /// The names of members, by key.
    var memberNames: [String] { memberTable.names }
    private let memberTable: NameTable
    /// Sorted by name.
    let templates: [Template]
    /// Template indices by name.
    let templateIndices: [String: Int]

    /// Compiles parsed templates; every include must name one of them.
    init(templates parsed: [String: [TemplateNode]]) {
        var compiler = Compiler()
        compiler.compile(parsed)
        nodes = compiler.nodes
        branches = compiler.branches
        loops = compiler.loops
        conditions = compiler.conditions
        expressions = compiler.expressions
        filters = compiler.filters
        paths = compiler.paths
        members = compiler.members
        strings = compiler.strings
        text = compiler.text
        symbols = compiler.symbols.names
        templates = compiler.templates
        templateIndices = compiler.templateIndices
        memberTable = NameTable(compiler.memberNames.names)
    }

    /// The key of the member whose name is `bytes`, byte for byte, if a template uses that name.
    func memberKey(named bytes: UnsafeBufferPointer<UInt8>) -> Int? {
        memberTable.position(of: bytes)
    }
}

/// Fills the program's tables from the parsed templates.
private struct Compiler {
    typealias Node = TemplateProgram.Node
    typealias Branch = TemplateProgram.Branch
    typealias Loop = TemplateProgram.Loop
    typealias Condition = TemplateProgram.Condition
    typealias Expression = TemplateProgram.Expression
    typealias Operand = TemplateProgram.Operand
    typealias Filter = TemplateProgram.Filter
    typealias Path = TemplateProgram.Path
    typealias Member = TemplateProgram.Member
    typealias LoopProperty = TemplateProgram.LoopProperty
    typealias Template = TemplateProgram.Template

    var nodes: [Node] = []
    var branches: [Branch] = []
    var loops: [Loop] = []
    var conditions: [Condition] = []
    var expressions: [Expression] = []
    var filters: [Filter] = []
    var paths: [Path] = []
    var members: [Member] = []
    var strings: [String] = []
    var text: [UInt8] = []
    /// Variable names, by symbol.
    var symbols = NameList()
    /// Member names, by key.
    var memberNames = NameList()
    var templates: [Template] = []
    var templateIndices: [String: Int] = [:]

    /// The bytes of text compiled so far.
    private var textSize = 0

    mutating func compile(_ parsed: [String: [TemplateNode]]) {
        let forloop = symbols.index(of: "forloop")
        assert(forloop == TemplateProgram.forloopSymbol)
        let names = parsed.keys.sorted()
        for (index, name) in names.enumerated() {
            templateIndices[name] = index
        }
        for name in names {
            let textStart = textSize
            let body = compile(parsed[name] ?? [])
            templates.append(Template(name: name, body: body, textSize: textSize - textStart))
        }
    }

    /// Compiles `body` into consecutive nodes; the bodies nested in it go after them.
    private mutating func compile(_ body: [TemplateNode]) -> Range<Int> {
        let start = nodes.count
        nodes.append(contentsOf: repeatElement(.text(0..<0), count: body.count))
        for (offset, node) in body.enumerated() {
            nodes[start + offset] = compile(node)
        }
        return start..<start + body.count
    }

    private mutating func compile(_ node: TemplateNode) -> Node {
        switch node {
        case .text(let string):
            textSize += string.utf8.count
            // Checked on the contiguous bytes: the generic walk over `utf8` costs ~30 instructions a byte.
            let isASCII =
                string.utf8.withContiguousStorageIfAvailable { bytes in bytes.allSatisfy { $0 < 0x80 } }
                ?? string.utf8.allSatisfy { $0 < 0x80 }
            guard isASCII else {
                return .unicodeText(self.string(string))
            }
            let start = text.count
            text.append(contentsOf: string.utf8)
            return .text(start..<text.count)
        case .output(let expression):
            return .output(compile(expression))
        case .conditional(let parsedBranches, let otherwise):
            var compiled: [Branch] = []
            for branch in parsedBranches {
                compiled.append(Branch(condition: compile(branch.condition), body: compile(branch.body)))
            }
            let start = branches.count
            branches.append(contentsOf: compiled)
            return .conditional(branches: start..<branches.count, otherwise: compile(otherwise))
        case .loop(let loop):
            let compiled = Loop(
                variable: symbols.index(of: loop.variable),
                sequence: compile(loop.sequence),
                body: compile(loop.body),
                empty: compile(loop.empty)
            )
            loops.append(compiled)
            return .loop(loops.count - 1)
        case .include(let name, let position):
            // `TemplateSet` checks every include before compiling.
            return .include(template: templateIndices[name] ?? 0, position: position)
        }
    }

    private mutating func compile(_ condition: TemplateCondition) -> Int {
        let compiled: Condition
        switch condition {
        case .value(let expression):
            compiled = .value(compile(expression))
        case .not(let inner):
            compiled = .not(compile(inner))
        case .and(let left, let right):
            compiled = .and(compile(left), compile(right))
        case .or(let left, let right):
            compiled = .or(compile(left), compile(right))
        case .comparison(let left, let equal, let right, let position):
            compiled = .comparison(compile(left), equal: equal, compile(right), position: position)
        }
        conditions.append(compiled)
        return conditions.count - 1
    }

    private mutating func compile(_ expression: ValueExpression) -> Int {
        let operand = compile(expression.operand)
        var compiled: [Filter] = []
        for call in expression.filters {
            compiled.append(
                Filter(filter: call.filter, argument: call.argument.map { compile($0) }, position: call.position))
        }
        let start = filters.count
        filters.append(contentsOf: compiled)
        var name: Int?
        if case .variable(let path) = operand, paths[path].members.isEmpty, compiled.isEmpty {
            name = paths[path].head
        }
        expressions.append(
            Expression(
                operand: operand,
                filters: start..<filters.count,
                name: name,
                source: string(expression.source),
                position: expression.position
            )
        )
        return expressions.count - 1
    }

    private mutating func compile(_ operand: TemplateOperand) -> Operand {
        switch operand {
        case .string(let value):
            return .string(string(value))
        case .integer(let value):
            return .integer(value)
        case .variable(let path):
            let start = members.count
            for member in path.members {
                members.append(
                    Member(
                        name: string(member.name),
                        key: memberNames.index(of: member.name),
                        position: member.position,
                        isCount: member.name == "count"
                    )
                )
            }
            var loopProperty: LoopProperty?
            if path.head.name == "forloop", let first = path.members.first {
                loopProperty = LoopProperty(rawValue: first.name)
            }
            paths.append(
                Path(
                    head: symbols.index(of: path.head.name),
                    headPosition: path.head.position,
                    members: start..<members.count,
                    loopProperty: loopProperty
                )
            )
            return .variable(paths.count - 1)
        }
    }

    /// Not shared with an equal string: `String` equality is canonical equivalence, and a literal's bytes
    /// must come out as written.
    private mutating func string(_ value: String) -> Int {
        strings.append(value)
        return strings.count - 1
    }
}

/// Names in the order they were first seen, each standing for its index. Template names are ASCII
/// identifiers, so equal names are equal bytes.
struct NameList {
    private(set) var names: [String] = []
    private var indices: [String: Int] = [:]

    /// The index of `name`, added at the end the first time it is seen.
    mutating func index(of name: String) -> Int {
        if let index = indices[name] {
            return index
        }
        names.append(name)
        indices[name] = names.count - 1
        return names.count - 1
    }
}
