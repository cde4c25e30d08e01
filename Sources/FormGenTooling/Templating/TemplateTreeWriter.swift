import FormGenCore

/// Writing the parsed built-in templates as Swift source, which `TemplateTree.decode` reads back.
extension TemplateTree {
    /// Swift source declaring `BuiltinTemplates.trees`, which reads `templates` back as they are.
    package static func swiftSource(of templates: [String: [TemplateNode]]) -> String {
        let encoded = encoding(of: templates)
        var text = """
            // swift-format-ignore-file
            // Written by Scripts/regenerate from Templates/, parsed by formgen's parser; do not edit.

            /// The templates compiled into formgen, parsed, so that the binary runs on its own wherever it is copied.
            package enum BuiltinTemplates {
                /// `sources` parsed, as `TemplateSet(sources: sources)` parses them: read once, and kept to the end of
                /// the process, which then frees nothing of them.
                package static let trees: [String: [TemplateNode]] = TemplateTree.decode(structure, strings: strings)

                /// The trees' structure, as `TemplateTree` describes it.
                private static let structure: StaticString = \"""

            """
        // Only printable ASCII other than `"` and `\`, and line feeds: nothing to escape.
        text += encoded.structure
        text += "\n\"\"\"\n\n    /// Every string of the trees, each once.\n"
        text += "    private static let strings: [String] = [\n"
        for string in encoded.strings {
            text += "        \(SwiftEscaping.stringLiteral(string)),\n"
        }
        text += "    ]\n}\n"
        return text
    }

    /// `templates`, sorted by name, as `decode` reads them.
    package static func encoding(of templates: [String: [TemplateNode]]) -> (structure: String, strings: [String]) {
        var writer = Writer()
        for name in templates.keys.sorted() {
            writer.string(name)
            writer.nodes(templates[name] ?? [])
        }
        return (writer.text, writer.strings)
    }

    private struct Writer {
        var text = ""
        var strings: [String] = []
        /// Each string's place in `strings`, by its bytes: `String`'s `==` would take a string for
        /// another that is canonically equivalent.
        var places: [[UInt8]: Int] = [:]

        mutating func string(_ string: String) {
            let bytes = Array(string.utf8)
            if let place = places[bytes] {
                number(place)
            } else {
                places[bytes] = strings.count
                number(strings.count)
                strings.append(string)
            }
        }

        mutating func number(_ number: Int) {
            precondition(number >= 0, "a negative number in the templates' structure")
            var digits = [UInt8(0x23 + number % 57)]
            var rest = number / 57
            while rest > 0 {
                digits.append(UInt8(0x5D + rest % 34))
                rest /= 34
            }
            text += String(decoding: digits.reversed(), as: UTF8.self)
        }

        mutating func location(_ position: SourceLocation) {
            number(position.line)
            number(position.column)
        }

        mutating func nodes(_ nodes: [TemplateNode]) {
            number(nodes.count)
            for node in nodes {
                text += "\n"
                self.node(node)
            }
        }

        mutating func node(_ node: TemplateNode) {
            switch node {
            case .text(let text):
                self.text += "T"
                string(text)
            case .output(let expression):
                text += "O"
                value(expression)
            case .conditional(let branches, let otherwise):
                text += "C"
                number(branches.count)
                for branch in branches {
                    condition(branch.condition)
                    nodes(branch.body)
                }
                nodes(otherwise)
            case .loop(let loop):
                text += "L"
                string(loop.variable)
                value(loop.sequence)
                nodes(loop.body)
                nodes(loop.empty)
            case .include(let name, let position):
                text += "I"
                string(name)
                location(position)
            }
        }

        mutating func value(_ expression: ValueExpression) {
            switch expression.operand {
            case .variable(let path):
                text += "P"
                number(path.members.count)
                for component in [path.head] + path.members {
                    string(component.name)
                    location(component.position)
                }
            case .string(let string):
                text += "S"
                self.string(string)
            case .integer(let integer) where integer >= 0:
                text += "N"
                number(integer)
            case .integer(let integer):
                text += "M"
                number(-1 - integer)
            }
            number(expression.filters.count)
            for call in expression.filters {
                number(TemplateFilter.allCases.firstIndex(of: call.filter) ?? 0)
                location(call.position)
            }
            string(expression.source)
            location(expression.position)
        }

        mutating func condition(_ condition: TemplateCondition) {
            switch condition {
            case .value(let expression):
                text += "v"
                value(expression)
            case .not(let inner):
                text += "!"
                self.condition(inner)
            case .and(let left, let right):
                text += "&"
                self.condition(left)
                self.condition(right)
            case .or(let left, let right):
                text += "|"
                self.condition(left)
                self.condition(right)
            case .comparison(let left, let equal, let right, let position):
                text += equal ? "=" : "~"
                value(left)
                value(right)
                location(position)
            }
        }
    }
}
