import Foundation
import Testing

@testable import FormGenCore
@testable import FormGenTooling

/// Secure fields: their runtime is a support file of its own, written out only for forms that have
/// one, and the reveal toggle's logic (`FormGenSecureEntry`) runs with no UI.
@Suite(.serialized) struct SecureFieldTests {
    /// Runs `steps` (Swift statements on `var entry = FormGenSecureEntry()`) against the golden
    /// support files, and returns what they print.
    static func run(_ steps: String) throws -> [String] {
        let program = """
            var entry = FormGenSecureEntry()
            func show(_ entry: FormGenSecureEntry) {
                print(entry.isRevealed ? "revealed" : "hidden", entry.tapShows ? "tap shows" : "tap hides",
                      entry.isSwapping ? "swapping" : "-", entry.textBeforeHiding ?? "-")
            }
            \(steps)
            """
        return InputRuleLogicTests.lines(try InputRuleLogicTests.output(of: program))
    }

    /// Showing and hiding while the field has focus: one field at a time, the toggle saying what a
    /// tap does; focus leaving while the toggle swaps the fields does not count; the first change
    /// after hiding keeps the text UIKit cleared, and later ones stand.
    @Test func revealingAndHidingKeepTheText() throws {
        let printed = try Self.run(
            """
            show(entry)
            entry.toggle(text: "secret", isFocused: true)
            show(entry)
            entry.focusLeft()
            entry.swapped()
            show(entry)
            entry.toggle(text: "secret", isFocused: true)
            show(entry)
            entry.focusLeft()
            entry.swapped()
            print(entry.write("secret", over: "secret"))
            print(entry.write("x", over: "secret"))
            print(entry.write("secretx", over: "secretx"))
            print(entry.write("", over: "secretx"))
            show(entry)
            """)
        #expect(
            printed == [
                "hidden tap shows - -",
                "revealed tap hides swapping -",
                "revealed tap hides - -",
                "hidden tap shows swapping secret",
                "secret",  // the unchanged text written back as focus moves is not the change
                "secretx",  // a keystroke UIKit let replace the text
                "secretx",
                "",  // the change after it stands
                "hidden tap shows - -",
            ])
    }

    /// The first change after hiding: delete, a keystroke, an edit that kept the text, a paste or
    /// AutoFill; unless the app changed the text meanwhile, or focus left the field.
    @Test func theFirstChangeAfterHidingKeepsWhatUIKitCleared() throws {
        let printed = try Self.run(
            """
            for (new, current) in [("", "secret"), ("x", "secret"), ("secretx", "secret"), ("hunter22", "secret"), ("x", "other")] {
                var entry = FormGenSecureEntry()
                entry.toggle(text: "secret", isFocused: true)
                entry.toggle(text: "secret", isFocused: true)
                entry.swapped()
                print(entry.write(new, over: current))
            }
            entry.toggle(text: "secret", isFocused: true)
            entry.toggle(text: "secret", isFocused: true)
            entry.swapped()
            entry.focusLeft()
            print(entry.write("x", over: "secret"))
            var unfocused = FormGenSecureEntry()
            unfocused.toggle(text: "secret", isFocused: false)
            unfocused.toggle(text: "secret", isFocused: false)
            show(unfocused)
            print(unfocused.write("x", over: "secret"))
            """)
        #expect(printed == ["secre", "secretx", "secretx", "hunter22", "x", "x", "hidden tap shows - -", "x"])
    }

    /// Only a form with a secure field uses the secure field's support file; a run with none
    /// writes it as its header alone, and the text field that every form uses knows nothing of it.
    @Test func theSecureFieldIsItsOwnConcern() throws {
        #expect(OutputKind.targetFileNames.contains("FormGenSecureField.swift"))
        for specName in GoldenTests.specNames {
            let files = try GoldenTests.generate(specName)
            let spec = try String(contentsOf: PackagePaths.specs.appendingPathComponent(specName), encoding: .utf8)
            let hasSecureField = spec.contains(#""kind": "secure""#)
            let secure = try #require(files.first { $0.name == "FormGenSecureField.swift" })
            let headerOnly = secure.contents.split(separator: "\n").allSatisfy { $0.hasPrefix("//") }
            #expect(headerOnly == !hasSecureField, "\(specName)")
            #expect(files[0].contents.contains("FormGenSecureField(") == hasSecureField, "\(specName)")
        }
        let textField = try String(
            contentsOf: GoldenTests.golden.appendingPathComponent("FormGenTextField.swift"), encoding: .utf8)
        #expect(!textField.contains("SecureField("))
        #expect(!textField.contains("reveal"))
    }

    /// Without a reveal toggle a secure field is a `SecureField` alone; with one, the `TextField`
    /// that shows the text is in the other branch of the same `if`, never beside it.
    @Test func aSecureFieldHasOneFieldAtATime() throws {
        let source = try String(
            contentsOf: GoldenTests.golden.appendingPathComponent("FormGenSecureField.swift"), encoding: .utf8)
        #expect(source.components(separatedBy: "TextField(").count == 2)
        #expect(source.components(separatedBy: "SecureField(text:").count == 2)
        #expect(!source.contains("ZStack") && !source.contains("opacity"))
        let branch = try #require(source.range(of: "if entry.isRevealed {"))
        let rest = source[branch.upperBound...]
        let plain = try #require(rest.range(of: "TextField("))
        let other = try #require(rest.range(of: "} else {"))
        let secure = try #require(rest.range(of: "SecureField(text:"))
        #expect(plain.lowerBound < other.lowerBound && other.lowerBound < secure.lowerBound)
        let login = try String(
            contentsOf: GoldenTests.golden.appendingPathComponent("LoginForm.swift"), encoding: .utf8)
        #expect(login.contains(".textContentType(.password)"))
        #expect(!login.contains("revealedContentType"))
    }
}
