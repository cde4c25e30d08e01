/// Parsed templates as a table of strings and one compact string of their structure, and the reader
/// that turns the two back into trees.
///
/// formgen's built-in templates are compiled in already parsed (`Rendering/BuiltinTemplateTrees.swift`,
/// which `Scripts/regenerate` writes through `BuiltinTemplateTreeTests`): parsing their text as formgen
/// starts made a release run over one spec 11–15% slower. Swift that built the trees node by node
/// took the compiler seconds in every clean build of the plugin's tool; an array of string literals
/// and one string literal of the structure take it a fraction of one. Templates of `--templates` are
/// parsed by FormGenTooling, so their errors point into their files.
///
/// The written file calls `decode(_:strings:)`, and numbers `TemplateFilter`'s cases in their order:
/// after changing the signature the old file may not compile, and after changing the format or the
/// filters it may read wrongly or stop. Either way, put a stand-in in its place whose `trees` are
/// `[:]`, and run `Scripts/regenerate` with `FormGenPluginTests` (whose plugin needs the real trees)
/// left out of `Package.swift` until it is done.
///
/// The structure is a sequence of templates, each its name and its nodes, in prefix order:
/// - a number n (never negative) is n / 57 in base 34, most significant digit first, as the bytes
///   `]` to `~` (nothing when it is 0), then n % 57 as one of `#` to `[` (so a number below 57 is one
///   byte, and the literal holds no `"` or `\`); a string is the number of its place in the table;
/// - a list of nodes is its length, then each node after a line feed (so that a diff shows which
///   nodes changed), as a letter for its kind and its parts: `T` text, `O` output, `C` conditional
///   (the number of branches, each condition and body, then the `else` body), `L` loop (variable,
///   sequence, body, `empty` body), `I` include (name, line, column);
/// - a value is its operand (`P` path: the number of names after the first, then each name with its
///   line and column; `S` string; `N` number; `M` negative number `-1 - n`), its filters (how many,
///   then each by its index in `TemplateFilter.allCases` with its line and column), its source, line
///   and column;
/// - a condition is `v` value, `!` not, `&` and, `|` or, `=` or `~` (equal or not) with both values,
///   line and column.
package enum TemplateTree {
    /// The templates that `structure` and `strings` hold, by name.
    package static func decode(_ structure: StaticString, strings: [String]) -> [String: [TemplateNode]] {
        strings.withUnsafeBufferPointer { strings in
            var reader = Reader(start: structure.utf8Start, count: structure.utf8CodeUnitCount, strings: strings)
            var templates: [String: [TemplateNode]] = [:]
            while reader.next != reader.end {
                reader.file = reader.string()
                templates[reader.file] = reader.nodes()
            }
            return templates
        }
    }

    /// Reads the bytes of the structure's literal where they are. Every read stops at a byte it does
    /// not expect, and a string literal ends in a NUL, which none expects; `BuiltinTemplateTreeTests`
    /// reads the whole of formgen's own.
    private struct Reader {
        var next: UnsafePointer<UInt8>
        let end: UnsafePointer<UInt8>
        let strings: UnsafeBufferPointer<String>
        /// The template being read, which every location names.
        var file = ""
        let filters = TemplateFilter.allCases

        init(start: UnsafePointer<UInt8>, count: Int, strings: UnsafeBufferPointer<String>) {
            next = start
            end = start + count
            self.strings = strings
        }

        mutating func byte() -> UInt8 {
            let byte = next.pointee
            next += 1
            return byte
        }

        /// A number: n / 57 in base 34 (`]` to `~`), then n % 57 (`#` to `[`).
        mutating func number() -> Int {
            var value = 0
            while next.pointee >= UInt8(ascii: "]") {
                value = value * 34 + Int(byte() - UInt8(ascii: "]"))
            }
            let last = byte()
            precondition(
                last >= UInt8(ascii: "#") && last <= UInt8(ascii: "["), "not a number in the encoded templates")
            return value * 57 + Int(last - UInt8(ascii: "#"))
        }

        mutating func string() -> String {
            let place = number()
            precondition(place < strings.count, "a string the encoded templates lack")
            return strings[place]
        }

        mutating func location() -> SourceLocation {
            let line = number()
            return SourceLocation(file: file, line: line, column: number())
        }

        mutating func name() -> PathComponent {
            let name = string()
            return PathComponent(name: name, position: location())
        }

        mutating func nodes() -> [TemplateNode] {
            let count = number()
            var nodes: [TemplateNode] = []
            nodes.reserveCapacity(count)
            for _ in 0..<count {
                precondition(byte() == UInt8(ascii: "\n"), "a node of the encoded templates starts elsewhere")
                nodes.append(node())
            }
            return nodes
        }

        mutating func node() -> TemplateNode {
            switch byte() {
            case UInt8(ascii: "T"):
                return .text(string())
            case UInt8(ascii: "O"):
                return .output(value())
            case UInt8(ascii: "C"):
                let count = number()
                var branches: [(condition: TemplateCondition, body: [TemplateNode])] = []
                branches.reserveCapacity(count)
                for _ in 0..<count {
                    let condition = self.condition()
                    branches.append((condition, nodes()))
                }
                return .conditional(branches, otherwise: nodes())
            case UInt8(ascii: "L"):
                let variable = string()
                let sequence = value()
                let body = nodes()
                return .loop(TemplateLoop(variable: variable, sequence: sequence, body: body, empty: nodes()))
            case UInt8(ascii: "I"):
                let name = string()
                return .include(name: name, position: location())
            default:
                preconditionFailure("an unknown node in the encoded templates")
            }
        }

        mutating func value() -> ValueExpression {
            let operand: TemplateOperand
            switch byte() {
            case UInt8(ascii: "P"):
                let count = number()
                let head = name()
                var members: [PathComponent] = []
                members.reserveCapacity(count)
                for _ in 0..<count {
                    members.append(name())
                }
                operand = .variable(VariablePath(head: head, members: members))
            case UInt8(ascii: "S"):
                operand = .string(string())
            case UInt8(ascii: "N"):
                operand = .integer(number())
            case UInt8(ascii: "M"):
                operand = .integer(-1 - number())
            default:
                preconditionFailure("an unknown operand in the encoded templates")
            }
            let count = number()
            var calls: [FilterCall] = []
            calls.reserveCapacity(count)
            for _ in 0..<count {
                let filter = filters[number()]
                calls.append(FilterCall(filter: filter, position: location()))
            }
            let source = string()
            return ValueExpression(operand: operand, filters: calls, source: source, position: location())
        }

        mutating func condition() -> TemplateCondition {
            switch byte() {
            case UInt8(ascii: "v"):
                return .value(value())
            case UInt8(ascii: "!"):
                return .not(condition())
            case UInt8(ascii: "&"):
                let left = condition()
                return .and(left, condition())
            case UInt8(ascii: "|"):
                let left = condition()
                return .or(left, condition())
            case let byte where byte == UInt8(ascii: "=") || byte == UInt8(ascii: "~"):
                let left = value()
                let right = value()
                return .comparison(left, equal: byte == UInt8(ascii: "="), right, position: location())
            default:
                preconditionFailure("an unknown condition in the encoded templates")
            }
        }
    }
}
