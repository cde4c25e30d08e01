import FormGenCore
import Testing

/// Where a keyword fails even backticked, as observed with swiftc; the tests below compile every case,
/// so the table stays true, and `ReservedNames` keeps these names out of specs.
extension SwiftEscaping {
    /// A place where generated code declares a name and then refers to it.
    enum IdentifierPosition: Sendable, CaseIterable {
        /// `enum E { case name }`, used as `.name` and `E.name`.
        case enumCase
        /// `var name: T` in a type, used as `value.name`, `self.name` and as a memberwise-init label
        /// (written with ``SwiftEscaping/argumentLabel(_:)`` there).
        case property
        /// `static let name`, used as `T.name`.
        case staticMember
        /// `func f(name x: T)`, called as `f(name: …)` (written with ``SwiftEscaping/argumentLabel(_:)``).
        case argumentLabel
        /// `func f(name: T)` or `let name`, used unqualified in the body.
        case localName
        /// `struct name`, top-level or nested, used as `name`, `Outer.name` and `name()`.
        case typeName
    }

    /// Whether `identifier(name)` compiles and refers to the declaration in `position`.
    ///
    /// Observed with swiftc 6.3 (Swift 6 mode), everything else backticked compiled in every position:
    /// - `Type` and `Protocol`: `E.Type` / `E.Protocol` always mean the metatype, even backticked, so they
    ///   fail as enum cases (qualified use), static members and nested types. They do work as properties,
    ///   argument labels, local names and top-level types.
    /// - `self`: a type named `` `self` `` is shadowed by the implicit `self` when used unqualified inside
    ///   another type, and a parameter or local named `` `self` `` shadows `self` (so `self.x` breaks). As
    ///   an enum case, property, static member or argument label it works.
    /// - `init`, `Self`, `Any`, `_` and all other keywords compiled backticked in every position.
    static func isUsable(_ name: String, as position: IdentifierPosition) -> Bool {
        switch name {
        case "Type", "Protocol":
            switch position {
            case .enumCase, .staticMember, .typeName: false
            case .property, .argumentLabel, .localName: true
            }
        case "self":
            switch position {
            case .typeName, .localName: false
            case .enumCase, .property, .staticMember, .argumentLabel: true
            }
        default:
            true
        }
    }
}

struct SwiftEscapingIdentifierTests {
    @Test(arguments: ["a", "Z", "_", "_a", "a1", "camelCase", "UpperCamel", "snake_case", "__x", "A9_b"])
    func validIdentifiers(name: String) {
        #expect(SwiftEscaping.isValidIdentifier(name))
    }

    // With the bytes next to each accepted range, first and later: `/` and `:` around the digits,
    // `@` and `[` around `A`–`Z`, `` ` `` and `{` around `a`–`z`, and `^` before `_`.
    @Test(arguments: [
        "", "1a", "9", "a-b", "a b", "a.b", "$x", "$0", "é", "naïve", "日本", "a\u{301}", "`a`", "a\n", "/a", ":a", "@a",
        "[a", "{a", "^a", "a/", "a:", "a@", "a[", "a`", "a{", "a^", "a\u{7F}", "a\u{80}",
    ])
    func invalidIdentifiers(name: String) {
        #expect(!SwiftEscaping.isValidIdentifier(name))
    }

    @Test func argumentLabelsAreBacktickedOnlyWhereACallNeedsIt() {
        #expect(SwiftEscaping.argumentLabel("class") == "class")
        #expect(SwiftEscaping.argumentLabel("self") == "self")
        #expect(SwiftEscaping.argumentLabel("inout") == "`inout`")
        #expect(SwiftEscaping.argumentLabel("_") == "`_`")
        #expect(SwiftEscaping.argumentLabel("name") == "name")
    }

    @Test func keywordsAreBackticked() {
        #expect(SwiftEscaping.identifier("class") == "`class`")
        #expect(SwiftEscaping.identifier("Type") == "`Type`")
        #expect(SwiftEscaping.identifier("_") == "`_`")
        #expect(SwiftEscaping.identifier("await") == "`await`")
        #expect(SwiftEscaping.identifier("name") == "name")
        #expect(SwiftEscaping.identifier("get") == "get")
        #expect(SwiftEscaping.identifier("Class") == "Class")
    }

    @Test func keywordSetHasTheSwiftReservedWords() {
        let reserved = [
            "associatedtype", "class", "deinit", "enum", "extension", "fileprivate", "func", "import", "init",
            "inout", "internal", "let", "operator", "precedencegroup", "private", "protocol", "public", "static",
            "struct", "subscript", "typealias", "var", "break", "case", "catch", "continue", "default", "defer",
            "do", "else", "fallthrough", "for", "guard", "if", "in", "repeat", "return", "switch", "throw", "where",
            "while", "Any", "as", "false", "is", "nil", "rethrows", "self", "Self", "super", "throws", "true", "try",
            "_",
        ]
        for word in reserved {
            #expect(SwiftEscaping.swiftKeywords.contains(word), "\(word)")
        }
        #expect(SwiftEscaping.swiftKeywords.allSatisfy(SwiftEscaping.isValidIdentifier))
    }

    /// Every keyword is backticked, whatever shortcut settles other names, and no other name is.
    @Test func everyKeywordAndNoOtherNameIsBackticked() {
        for word in SwiftEscaping.swiftKeywords {
            #expect(SwiftEscaping.identifier(word) == "`\(word)`")
        }
        for name in ["userName", "field2", "classes", "PROTOCOL", "selF", "typealiases", "precedencegroups", "a"] {
            #expect(SwiftEscaping.identifier(name) == name)
        }
    }

    @Test func unusableNames() {
        let unusable = SwiftEscaping.IdentifierPosition.allCases.flatMap { position in
            SwiftEscaping.swiftKeywords.filter { !SwiftEscaping.isUsable($0, as: position) }.map { "\($0)@\(position)" }
        }
        #expect(
            Set(unusable) == [
                "Type@enumCase", "Type@staticMember", "Type@typeName", "Protocol@enumCase",
                "Protocol@staticMember", "Protocol@typeName", "self@typeName", "self@localName",
            ]
        )
        #expect(SwiftEscaping.isUsable("name", as: .typeName))
    }

    /// Words that are contextual keywords somewhere but, as observed, need no backticks in formgen's positions.
    static let contextualWords = [
        "get", "set", "willSet", "didSet", "open", "actor", "package", "consume", "copy", "discard", "then",
        "yield", "sending", "isolated", "nonisolated", "borrowing", "consuming", "macro", "lazy", "optional",
        "required", "override", "dynamic", "unowned", "weak", "convenience", "final", "mutating", "nonmutating",
        "indirect", "infix", "prefix", "postfix", "left", "right", "none", "associativity", "precedence",
        "higherThan", "lowerThan", "assignment", "safe", "unsafe", "distributed", "reasync", "escaping",
        "autoclosure", "unchecked", "of", "wrt", "module", "file", "line", "kind", "target", "available",
    ]

    /// Every keyword declared and used through `identifier(_:)` in every position where `isUsable` allows it,
    /// and the contextual words used unbackticked, in one file that must type-check.
    @Test
    func everyKeywordCompilesWhereUsable() throws {
        let keywords = SwiftEscaping.swiftKeywords.sorted()
        for word in Self.contextualWords {
            #expect(SwiftEscaping.identifier(word) == word)
        }
        let source =
            Self.program(for: keywords, prefix: "Keyword") + Self.program(for: Self.contextualWords, prefix: "Plain")
        let result = try Swiftc.typecheck(source)
        #expect(result.status == 0, "\(result.standardError)")
        #expect(!result.standardError.contains("warning:"), "\(result.standardError)")
    }

    /// Each name `isUsable` rejects really fails to compile there, so the exceptions stay accurate.
    @Test(arguments: unusablePairs)
    func unusableNamesFailToCompile(name: String, position: SwiftEscaping.IdentifierPosition) throws {
        let result = try Swiftc.typecheck(Self.program(for: [name], prefix: "Only", only: position))
        #expect(result.status != 0, "\(name) compiled as \(position)")
    }

    static let unusablePairs: [(String, SwiftEscaping.IdentifierPosition)] = [
        ("Type", .enumCase), ("Type", .staticMember), ("Type", .typeName), ("Protocol", .enumCase),
        ("Protocol", .staticMember), ("Protocol", .typeName), ("self", .typeName), ("self", .localName),
    ]

    /// Declarations and uses of `names` (through `identifier(_:)`) in each position, or only in `only`.
    static func program(
        for names: [String],
        prefix: String,
        only: SwiftEscaping.IdentifierPosition? = nil
    ) -> String {
        func usable(_ position: SwiftEscaping.IdentifierPosition) -> [String] {
            guard only == nil || only == position else { return [] }
            return names.filter { only != nil || SwiftEscaping.isUsable($0, as: position) }
                .map(SwiftEscaping.identifier)
        }
        var source = ""

        let cases = usable(.enumCase)
        if !cases.isEmpty {
            source += "enum \(prefix)Case: String, CaseIterable {\n"
            source += cases.map { "    case \($0)\n" }.joined()
            source += "    var index: Int {\n        switch self {\n"
            source += cases.enumerated().map { "        case .\($1): \($0)\n" }.joined()
            source += "        }\n    }\n}\n"
            source += "let \(prefix.lowercased())Cases: [\(prefix)Case] = [\n"
            source += cases.map { "    .\($0), \(prefix)Case.\($0),\n" }.joined()
            source += "]\n"
        }

        let properties = usable(.property)
        if !properties.isEmpty {
            source += "struct \(prefix)Properties {\n"
            source += properties.map { "    var \($0): Int\n" }.joined()
            source += "    func sum() -> Int {\n        var total = 0\n"
            source += properties.map { "        total += self.\($0)\n" }.joined()
            source += "        return total\n    }\n}\n"
            source += "let \(prefix.lowercased())Properties = \(prefix)Properties("
            source +=
                names.filter { only != nil || SwiftEscaping.isUsable($0, as: .property) }
                .map { "\(SwiftEscaping.argumentLabel($0)): 1" }.joined(separator: ", ") + ")\n"
            source += "let \(prefix.lowercased())PropertyValues: [Int] = ["
            source += properties.map { "\(prefix.lowercased())Properties.\($0)" }.joined(separator: ", ") + "]\n"
        }

        let statics = usable(.staticMember)
        if !statics.isEmpty {
            source += "enum \(prefix)Statics {\n"
            source += statics.map { "    static let \($0): Int = 1\n" }.joined()
            source += "}\n"
            source += "let \(prefix.lowercased())StaticValues: [Int] = ["
            source += statics.map { "\(prefix)Statics.\($0)" }.joined(separator: ", ") + "]\n"
        }

        let labels = usable(.argumentLabel)
        if !labels.isEmpty {
            source += "func \(prefix.lowercased())Labelled("
            source += labels.enumerated().map { "\($1) value\($0): Int" }.joined(separator: ", ")
            source += ") -> Int { 0 }\n"
            source += "let \(prefix.lowercased())LabelledResult = \(prefix.lowercased())Labelled("
            source +=
                names.filter { only != nil || SwiftEscaping.isUsable($0, as: .argumentLabel) }
                .map { "\(SwiftEscaping.argumentLabel($0)): 1" }.joined(separator: ", ") + ")\n"
        }

        let locals = usable(.localName)
        if !locals.isEmpty {
            source += "struct \(prefix)Locals {\n    var base = 0\n"
            source += "    func parameters(" + locals.map { "\($0): Int" }.joined(separator: ", ") + ") -> Int {\n"
            source += "        let values: [Int] = [" + locals.joined(separator: ", ") + "]\n"
            source += "        return values.count + self.base\n    }\n"
            source += "    func lets() -> Int {\n"
            source += locals.map { "        let \($0) = 1\n" }.joined()
            source += "        return [" + locals.joined(separator: ", ") + "].count + self.base\n    }\n}\n"
        }

        let types = usable(.typeName)
        if !types.isEmpty {
            source += types.map { "struct \($0) { var tag = 0 }\n" }.joined()
            source += "enum \(prefix)Types {\n"
            source += types.map { "    struct \($0) { var tag = 0 }\n" }.joined()
            source += "    static func make() -> [Int] {\n        ["
            source += types.map { "\($0)().tag" }.joined(separator: ", ") + "]\n    }\n}\n"
            source += "struct \(prefix)TypeUser {\n    func make() -> [Int] {\n        ["
            source += types.map { "\($0)().tag" }.joined(separator: ", ") + "]\n    }\n}\n"
            source += types.enumerated().map { index, name in
                "let \(prefix.lowercased())Top\(index): \(name) = \(name)()\n"
                    + "let \(prefix.lowercased())Nested\(index): \(prefix)Types.\(name) = \(prefix)Types.\(name)()\n"
            }.joined()
        }
        return source
    }
}
