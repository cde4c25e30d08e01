import Foundation
import Testing

@testable import FormGenCore
@testable import FormGenTooling

/// The patterns formgen warns about below iOS 16, run as the generated form runs them there:
/// through `NSRegularExpression` (ICU, here swift-corelibs-foundation's), wrapped in `^(?:` … `)$`.
/// Each matches its text with `Regex` and none with the wrapping, and what the warning says to
/// write instead matches with both.
@Suite struct IOS15PatternTests {
    /// The wrapping of the generated support file, which the first test checks is still the one there.
    static let wrapping = (prefix: "^(?:", suffix: ")$")

    static func wrappedMatch(_ text: String, _ pattern: String) -> Bool {
        guard let expression = try? NSRegularExpression(pattern: wrapping.prefix + pattern + wrapping.suffix) else {
            return false
        }
        let range = NSRange(text.startIndex..., in: text)
        return expression.firstMatch(in: text, options: [.anchored], range: range)?.range == range
    }

    static func regexMatch(_ text: String, _ pattern: String) -> Bool {
        guard let regex = try? Regex(pattern) else { return false }
        return (try? regex.wholeMatch(in: text)) != nil
    }

    @Test func theSupportFileWrapsPatternsSo() throws {
        let support = try String(
            contentsOf: GoldenTests.golden.appendingPathComponent("FormGenInputRules.swift"), encoding: .utf8)
        #expect(support.contains(#"NSRegularExpression(pattern: "^(?:" + pattern + ")$")"#))
    }

    @Test(arguments: [
        ("(?x) [a-z]+ # letters", "(?x) [a-z]+ # letters\n", "abc"), (#"\Qa.b"#, #"\Qa.b\E"#, "a.b"),
        (#"(?<n>a)\k{n}"#, #"(?<n>a)\k<n>"#, "aa"), ("(?U)a+?b", "a+b", "aab"), ("(?n)(a)b", "(?:a)b", "ab"),
        (#"(?D)\d"#, "[0-9]", "1"), ("a{,2}", "a{0,2}", "aa"),
    ])
    func warnedPatternsMatchNothingThere(pattern: String, instead: String, text: String) {
        #expect(Self.regexMatch(text, pattern))
        #expect(!Self.wrappedMatch(text, pattern))
        #expect(InputRule.regexOnlySyntax(in: pattern) != nil)
        #expect(Self.regexMatch(text, instead))
        #expect(Self.wrappedMatch(text, instead))
        #expect(InputRule.regexOnlySyntax(in: instead) == nil)
    }
}
