import FormGenCore
import Testing

struct SwiftEscapingMemberNameTests {
    /// A place right after `.`, `$` or `_` where generated code writes a name declared elsewhere.
    enum Shape: Sendable, CaseIterable {
        /// `case name` referred to as `.name`, in a `switch` as `case .name:`, and as `E.name`.
        case enumCase
        /// `var name: Int` assigned as `self.name = …` and read as `value.name`.
        case member
        /// `@Bind var name: String` set from an initializer's parameter as `self._name = name`.
        case backingStorage
        /// `@Bind var name: String` whose projected value is read as `$name`.
        case projectedValue
    }

    @Test(arguments: ["default", "class", "await", "Any", "_", "email", "get"])
    func memberNamesAreNeverBackticked(name: String) {
        #expect(SwiftEscaping.memberName(name) == name)
    }

    @Test(arguments: ["", "1a", "a.b", "a b", "$x", "`a`", "é"])
    func invalidIdentifiersAreRefused(name: String) {
        #expect(SwiftEscaping.memberName(name) == nil)
    }

    @Test func wordsSwiftReadsAsSomethingElseAreRefused() {
        #expect(SwiftEscaping.nonMemberNames == ["init", "self", "Type", "Protocol"])
        for word in SwiftEscaping.nonMemberNames {
            #expect(SwiftEscaping.memberName(word) == nil, "\(word)")
            #expect(SwiftEscaping.swiftKeywords.contains(word), "\(word)")
        }
    }

    /// Every keyword `memberName` accepts, and the contextual words, declared through `identifier(_:)` and
    /// written through `memberName(_:)` in every shape, in one file that must type-check without warnings.
    @Test func everyAcceptedKeywordCompilesUnbackticked() throws {
        let keywords = SwiftEscaping.swiftKeywords.subtracting(SwiftEscaping.nonMemberNames).sorted()
        #expect(keywords.count == SwiftEscaping.swiftKeywords.count - 4)
        let source = try Self.program(for: keywords + SwiftEscapingIdentifierTests.contextualWords)
        #expect(source.contains("= .default\n"))
        #expect(source.contains("{ self._class = `class` }"))
        #expect(source.contains("{ $default }"))
        let result = try Swiftc.typecheck(source)
        #expect(result.status == 0, "\(result.standardError)")
        #expect(!result.standardError.contains("warning:"), "\(result.standardError)")
    }

    /// Each refused word really fails unbackticked in a shape, so the refusals stay necessary.
    @Test(arguments: refusedPairs)
    func refusedWordsFailToCompile(word: String, shape: Shape) throws {
        let source = try Self.program(for: [word], shapes: [shape], written: { $0 })
        let result = try Swiftc.typecheck(source)
        #expect(result.status != 0, "\(word) compiled in \(shape)")
    }

    static let refusedPairs: [(String, Shape)] = [
        ("init", .enumCase), ("init", .member), ("self", .enumCase), ("self", .member), ("self", .backingStorage),
        ("Type", .enumCase), ("Protocol", .enumCase),
    ]

    struct Refused: Error {
        var word: String
    }

    /// Declarations of `words` (through `identifier(_:)`) and their uses after `.`, `$` and `_`, each name
    /// written by `written` (by default `memberName(_:)`, which must accept it).
    static func program(
        for words: [String],
        shapes: [Shape] = Shape.allCases,
        written: (String) throws -> String = { word in
            guard let name = SwiftEscaping.memberName(word) else { throw Refused(word: word) }
            return name
        }
    ) throws -> String {
        var source = """
            @propertyWrapper struct Bind<Value> {
                let get: () -> Value
                let set: (Value) -> Void
                var wrappedValue: Value {
                    get { get() }
                    nonmutating set { set(newValue) }
                }
                var projectedValue: Bind<Value> { self }
            }

            """
        for (index, word) in words.enumerated() {
            let declared = SwiftEscaping.identifier(word)
            let name = try written(word)
            for shape in shapes {
                switch shape {
                case .enumCase:
                    source += """
                        enum Case\(index) { case \(declared), other }
                        let case\(index): Case\(index) = .\(name)
                        let qualified\(index): Case\(index) = Case\(index).\(name)
                        func switch\(index)(_ value: Case\(index)) -> Int {
                            switch value {
                            case .\(name): 1
                            case .other: 2
                            }
                        }

                        """
                case .member:
                    source += """
                        struct Member\(index) {
                            var \(declared): Int
                            mutating func assign(_ value: Int) { self.\(name) = value }
                        }
                        let member\(index): Int = Member\(index)(\(SwiftEscaping.argumentLabel(word)): 1).\(name)

                        """
                case .backingStorage:
                    source += """
                        struct Storage\(index) {
                            @Bind var \(declared): String
                            init(\(declared): Bind<String>) { self._\(name) = \(declared) }
                        }

                        """
                case .projectedValue:
                    source += """
                        struct Projected\(index) {
                            @Bind var \(declared): String
                            func projected() -> Bind<String> { $\(name) }
                        }

                        """
                }
            }
        }
        return source
    }
}
