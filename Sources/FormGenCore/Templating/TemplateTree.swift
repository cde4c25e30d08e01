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

    /// Reads through pointers, which a debug build (the one the source plugin runs) does not turn into
    /// calls of generic code, and compares bytes with numbers, as `UInt8(ascii:)` is a call there. Every
    /// read stops at a byte it does not expect, and a string literal ends in a NUL, which none expects;
    /// `BuiltinTemplateTreeTests` reads the whole of formgen's own.
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

        /// A number: n / 57 in base 34 (`]` to `~`), then n % 57 (`#` to `[`). Most are below 57, one
        /// byte, read here with no local variable: a debug build clears every local of a function
        /// each time it is entered.
        mutating func number() -> Int {
            if next.pointee <= 0x5B, next.pointee >= 0x23 {
                return Int(byte() &- 0x23)
            }
            return longNumber()
        }

        /// A number of more than one byte, or a byte that is no number, which stops the read.
        mutating func longNumber() -> Int {
            var value = 0
            while next.pointee >= 0x5D {
                value = value * 34 + Int(next.pointee &- 0x5D)
                next += 1
            }
            let last = next.pointee
            precondition(last >= 0x23 && last <= 0x5B, "not a number in the encoded templates")
            next += 1
            return value * 57 + Int(last &- 0x23)
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
            var count = number()
            guard count > 0 else { return [] }
            var nodes: [TemplateNode] = []
            nodes.reserveCapacity(count)
            while count > 0 {
                precondition(byte() == 0x0A, "a node of the encoded templates starts elsewhere")
                nodes.append(node())
                count -= 1
            }
            return nodes
        }

        mutating func node() -> TemplateNode {
            switch byte() {
            case 0x54:  // T
                return .text(string())
            case 0x4F:  // O
                return .output(value())
            case 0x43:  // C
                var count = number()
                var branches: [(condition: TemplateCondition, body: [TemplateNode])] = []
                branches.reserveCapacity(count)
                while count > 0 {
                    let condition = self.condition()
                    branches.append((condition, nodes()))
                    count -= 1
                }
                return .conditional(branches, otherwise: nodes())
            case 0x4C:  // L
                let variable = string()
                let sequence = value()
                let body = nodes()
                return .loop(TemplateLoop(variable: variable, sequence: sequence, body: body, empty: nodes()))
            case 0x49:  // I
                let name = string()
                return .include(name: name, position: location())
            default:
                preconditionFailure("an unknown node in the encoded templates")
            }
        }

        mutating func value() -> ValueExpression {
            let operand: TemplateOperand
            switch byte() {
            case 0x50:  // P
                var count = number()
                let head = name()
                var members: [PathComponent] = []
                if count > 0 { members.reserveCapacity(count) }
                while count > 0 {
                    members.append(name())
                    count -= 1
                }
                operand = .variable(VariablePath(head: head, members: members))
            case 0x53:  // S
                operand = .string(string())
            case 0x4E:  // N
                operand = .integer(number())
            case 0x4D:  // M
                operand = .integer(-1 - number())
            default:
                preconditionFailure("an unknown operand in the encoded templates")
            }
            var count = number()
            var calls: [FilterCall] = []
            if count > 0 { calls.reserveCapacity(count) }
            while count > 0 {
                let filter = filters[number()]
                calls.append(FilterCall(filter: filter, position: location()))
                count -= 1
            }
            let source = string()
            return ValueExpression(operand: operand, filters: calls, source: source, position: location())
        }

        mutating func condition() -> TemplateCondition {
            switch byte() {
            case 0x76:  // v
                return .value(value())
            case 0x21:  // !
                return .not(condition())
            case 0x26:  // &
                let left = condition()
                return .and(left, condition())
            case 0x7C:  // |
                let left = condition()
                return .or(left, condition())
            case let byte where byte == 0x3D || byte == 0x7E:  // = or ~
                let left = value()
                let right = value()
                return .comparison(left, equal: byte == 0x3D, right, position: location())
            default:
                preconditionFailure("an unknown condition in the encoded templates")
            }
        }
    }
}
