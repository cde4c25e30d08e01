/// Parsed templates written out as Swift source that builds the same trees, and the builders that
/// source calls.
///
/// formgen's built-in templates are compiled in already parsed (`Rendering/BuiltinTemplateTrees.swift`,
/// which `Scripts/regenerate` writes through `BuiltinTemplateTreeTests`): a debug build of formgen, which
/// the source plugin runs, took most of its start-up parsing them. Templates of `--templates` are
/// parsed as before, so their errors point into their files.
///
/// The written file calls the builders below and the node types' initialisers: after changing either,
/// the old file may not compile, and so cannot be recorded anew. Put
/// `extension BuiltinTemplates { static var trees: [String: [TemplateNode]] { (try? TemplateSet(sources: sources))?.templates ?? [:] } }`
/// in its place, then run `Scripts/regenerate`.
enum TemplateTree {
    // MARK: - Builders

    static func at(_ file: String, _ line: Int, _ column: Int) -> SourceLocation {
        SourceLocation(file: file, line: line, column: column)
    }

    static func branch(_ condition: TemplateCondition, _ body: [TemplateNode]) -> (
        condition: TemplateCondition, body: [TemplateNode]
    ) {
        (condition, body)
    }

    /// A variable path: its first name, where that is in `file`, and the names after it.
    static func path(
        _ file: String, _ head: String, _ line: Int, _ column: Int, _ members: [PathComponent] = []
    ) -> TemplateOperand {
        .variable(VariablePath(head: name(file, head, line, column), members: members))
    }

    static func name(_ file: String, _ name: String, _ line: Int, _ column: Int) -> PathComponent {
        PathComponent(name: name, position: at(file, line, column))
    }

    static func filter(_ filter: TemplateFilter, _ file: String, _ line: Int, _ column: Int) -> FilterCall {
        FilterCall(filter: filter, position: at(file, line, column))
    }

    static func value(
        _ operand: TemplateOperand, _ filters: [FilterCall], _ source: String, _ file: String, _ line: Int,
        _ column: Int
    ) -> ValueExpression {
        ValueExpression(operand: operand, filters: filters, source: source, position: at(file, line, column))
    }

    // MARK: - Writing

    // The build plugin's tool (formgen-plugin-tool) only builds the trees; it never writes them.
    #if !FORMGEN_PLUGIN_TOOL
    /// Swift source declaring `BuiltinTemplates.trees`, which builds `templates` as they are.
    static func swiftSource(of templates: [String: [TemplateNode]]) -> String {
        var writer = Writer()
        writer.line("// swift-format-ignore-file")
        writer.line("// Written by Scripts/regenerate from Templates/, parsed by formgen's parser; do not edit.")
        writer.line("")
        writer.line("private typealias T = TemplateTree")
        writer.line("")
        writer.line("extension BuiltinTemplates {")
        writer.line("    /// `sources` parsed, as `TemplateSet(sources: sources)` parses them.")
        writer.line("    static var trees: [String: [TemplateNode]] {")
        writer.line("        [")
        let names = templates.keys.sorted()
        for (index, name) in names.enumerated() {
            writer.line("            \(literal(name)): tree\(index)(\(literal(name))),")
        }
        writer.line("        ]")
        writer.line("    }")
        for (index, name) in names.enumerated() {
            writer.line("")
            writer.function = "tree\(index)"
            writer.arrays = 0
            writer.function(named: writer.function, templates[name] ?? [], comment: name)
        }
        writer.line("}")
        return writer.text
    }

    private static func literal(_ text: String) -> String {
        SwiftEscaping.stringLiteral(text)
    }

    private struct Writer {
        var text = ""

        mutating func line(_ line: String) {
            text += line + "\n"
        }

        /// The function of the template being written, and how many functions `array` has written for
        /// the arrays nested in it.
        var function = ""
        var arrays = 0

        /// A function `name` returning `nodes`, one node a line, after the functions of the arrays
        /// nested in them.
        ///
        /// Each array of nodes is a function of its own: one nested literal of a whole template is a
        /// single expression, and type-checking the largest took the compiler seconds in a debug build
        /// (the one the source plugin makes); one function declaring every array as a constant spent
        /// as long in the compiler's mandatory SIL passes.
        mutating func function(named name: String, _ nodes: [TemplateNode], comment: String? = nil) {
            let elements = nodes.map { element($0) }
            if let comment {
                line("    /// \(comment)")
            }
            line("    private static func \(name)(_ f: String) -> [TemplateNode] {")
            if elements.isEmpty {
                line("        []")
            } else {
                line("        [")
                for element in elements {
                    line("            \(element),")
                }
                line("        ]")
            }
            line("    }")
        }

        /// An expression for `nodes`: `[]`, or a call of a function written for them.
        mutating func array(_ nodes: [TemplateNode]) -> String {
            guard !nodes.isEmpty else { return "[]" }
            let name = "\(function)_\(arrays)"
            arrays += 1
            function(named: name, nodes)
            line("")
            return "\(name)(f)"
        }

        /// `node` as one line, its nested arrays by calls of their functions.
        mutating func element(_ node: TemplateNode) -> String {
            switch node {
            case .text(let text):
                return "TemplateNode.text(\(literal(text)))"
            case .output(let expression):
                return "TemplateNode.output(\(value(expression)))"
            case .conditional(let branches, let otherwise):
                let written = branches.map { "T.branch(\(condition($0.condition)), \(array($0.body)))" }
                return "TemplateNode.conditional([\(written.joined(separator: ", "))], otherwise: \(array(otherwise)))"
            case .loop(let loop):
                return "TemplateNode.loop(TemplateLoop(variable: \(literal(loop.variable)), "
                    + "sequence: \(value(loop.sequence)), body: \(array(loop.body)), empty: \(array(loop.empty))))"
            case .include(let name, let position):
                return "TemplateNode.include(name: \(literal(name)), position: \(location(position)))"
            }
        }

        func location(_ position: SourceLocation) -> String {
            "T.at(f, \(position.line), \(position.column))"
        }

        func value(_ expression: ValueExpression) -> String {
            let operand: String
            switch expression.operand {
            case .string(let text): operand = ".string(\(literal(text)))"
            case .integer(let number): operand = ".integer(\(number))"
            case .variable(let path):
                let head = path.head
                let members = path.members.map {
                    "T.name(f, \(literal($0.name)), \($0.position.line), \($0.position.column))"
                }
                operand =
                    "T.path(f, \(literal(head.name)), \(head.position.line), \(head.position.column)"
                    + (members.isEmpty ? ")" : ", [\(members.joined(separator: ", "))])")
            }
            let filters = expression.filters.map {
                "T.filter(.\($0.filter.rawValue), f, \($0.position.line), \($0.position.column))"
            }
            let position = expression.position
            return "T.value(\(operand), [\(filters.joined(separator: ", "))], \(literal(expression.source)), f, "
                + "\(position.line), \(position.column))"
        }

        func condition(_ condition: TemplateCondition) -> String {
            switch condition {
            case .value(let expression): ".value(\(value(expression)))"
            case .not(let inner): ".not(\(self.condition(inner)))"
            case .and(let left, let right): ".and(\(self.condition(left)), \(self.condition(right)))"
            case .or(let left, let right): ".or(\(self.condition(left)), \(self.condition(right)))"
            case .comparison(let left, let equal, let right, let position):
                ".comparison(\(value(left)), equal: \(equal), \(value(right)), position: \(location(position)))"
            }
        }
    }
    #endif
}
