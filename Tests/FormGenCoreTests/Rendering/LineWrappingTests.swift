import Foundation
import Testing

@testable import FormGenCore
@testable import FormGenTooling

/// A generated line past the line length is wrapped one argument per line, as `swift format` does,
/// so that forms of many fields or long names pass `swift format lint --strict`.
@Suite struct LineWrappingTests {
    static func wrap(_ text: String) -> String {
        String(decoding: LineWrapping.wrap(Array(text.utf8)), as: UTF8.self)
    }

    /// `count` arguments `label<n>: $value<n>` of a call, long enough together to pass the line length.
    static func arguments(_ count: Int) -> [String] {
        (1...count).map { "customerShippingAddressLine\($0): $customerShippingAddressLine\($0)" }
    }

    /// The arguments go on the lines after the opening parenthesis, as many a line as fit, as
    /// swift-format lays them out with the project's `lineBreakBeforeEachArgument: false`.
    @Test func aLongCallTakesAsManyArgumentsALineAsFit() {
        let arguments = Self.arguments(3)
        let line = "        .formBars(focus: focus, " + arguments.joined(separator: ", ") + ")"
        #expect(line.count > LineWrapping.lineLength)
        #expect(
            Self.wrap("{\n" + line + "\n}\n")
                == "{\n        .formBars(\n            focus: focus, \(arguments[0]),\n"
                + "            \(arguments[1]),\n            \(arguments[2])\n        )\n}\n")
        let short = (1...12).map { "argument\($0): \($0)" }
        #expect(
            Self.wrap("    f(" + short.joined(separator: ", ") + ")")
                == "    f(\n        " + short[..<8].joined(separator: ", ") + ",\n        "
                + short[8...].joined(separator: ", ") + "\n    )")
    }

    @Test func shortLinesAndTheirBytesStayAsTheyAre() {
        let text = "let a = f(b, c)\n\tlet d = [e, f]\r\n" + String(repeating: "x", count: LineWrapping.lineLength)
        #expect(Self.wrap(text) == text)
    }

    /// Characters are counted, not bytes: 120 Japanese characters fit.
    @Test func theLineLengthCountsCharacters() {
        let line = "f(a, \"" + String(repeating: "名", count: LineWrapping.lineLength - 8) + "\")"
        #expect(line.count == LineWrapping.lineLength)
        #expect(Self.wrap(line) == line)
        #expect(Self.wrap(line + " ") != line + " ")
    }

    /// A collection literal of several elements takes a comma after the last too; of one, none.
    @Test func collectionLiteralsTakeTheCommasSwiftFormatWants() {
        let element = "." + String(repeating: "a", count: 60)
        #expect(
            Self.wrap("    static let order: [Field] = [\(element)1, \(element)2]")
                == "    static let order: [Field] = [\n        \(element)1,\n        \(element)2,\n    ]")
        #expect(
            Self.wrap("    static let order: [Field] = [\(element)1\(element)]")
                == "    static let order: [Field] = [\n        \(element)1\(element)\n    ]")
        // A subscript is no collection: its last argument takes no comma.
        let name = String(repeating: "b", count: 60)
        #expect(Self.wrap("x = values[\(name)1, \(name)2]") == "x = values[\n    \(name)1,\n    \(name)2\n]")
    }

    /// An argument still too long is wrapped in turn; one that ends a line with a comma is an
    /// argument of an enclosing list.
    @Test func argumentsAreWrappedInTurn() {
        let inner = "FormGenNumberRule(isDecimal: true, minimum: -9007199254740991, maximum: 9007199254740991.5)"
        let pattern = "\"" + String(repeating: "[a-z]", count: 14) + "\""
        let line =
            "            FormGenInputRule(required: true, minLength: 100, maxLength: 200, pattern: \(pattern), "
            + "number: \(inner))"
        #expect(
            Self.wrap(line) == """
                            FormGenInputRule(
                                required: true, minLength: 100, maxLength: 200,
                                pattern: \(pattern),
                                number: \(inner)
                            )
                """)
        let prompt = "\"" + String(repeating: "Long prompt. ", count: 9) + "\""
        #expect(
            Self.wrap("                prompt: Self.localized(\(prompt)),")
                == "                prompt: Self.localized(\n                    \(prompt)\n                ),")
    }

    /// A function declaration too long for its line takes one parameter per line, its body's brace
    /// after the return type.
    @Test func aLongDeclarationTakesOneParameterPerLine() {
        let type = "LongSingleFieldFocusTarget"
        #expect(
            Self.wrap("    static func inputFailures(_ texts: [\(type): String]) -> [\(type): FormGenInputFailure] {")
                == """
                    static func inputFailures(
                        _ texts: [\(type): String]
                    ) -> [\(type): FormGenInputFailure] {
                """)
    }

    /// A call too long for its line whose trailing closure opens there takes one argument per
    /// line, the closure's brace after the closing parenthesis.
    @Test func aCallWithATrailingClosureTakesOneArgumentPerLine() {
        let arguments = Self.arguments(2)
        #expect(
            Self.wrap("        Section(" + arguments.joined(separator: ", ") + ") {")
                == "        Section(\n" + arguments.map { "            \($0)" }.joined(separator: ",\n")
                + "\n        ) {")
        let condition = "        if f(" + arguments.joined(separator: ", ") + ") {"
        #expect(Self.wrap(condition) == condition, "a condition is broken elsewhere first")
    }

    /// swift format lays a call's modifiers at its own indentation only after a closing bracket
    /// on its own line: a call that a modifier or a `#if` follows at its indentation is broken,
    /// however short, in a file of short lines too. One whose modifiers are a step further in stays.
    @Test func aCallFollowedByModifiersAtItsIndentationIsBroken() {
        #expect(
            Self.wrap("        Field(title: t, text: $a)\n        .onSubmit { go() }\n")
                == "        Field(\n            title: t, text: $a\n        )\n        .onSubmit { go() }\n")
        #expect(
            Self.wrap(
                "        Field(title: t)\n        #if canImport(UIKit)\n        .keyboardType(.numberPad)\n        #endif\n"
            )
                == "        Field(\n            title: t\n        )\n        #if canImport(UIKit)\n"
                + "        .keyboardType(.numberPad)\n        #endif\n")
        let unchanged = [
            "        Field(title: t)\n            .onSubmit { go() }\n",
            "        .a(b)\n        .c(d)\n",
            "        }\n        .padding()\n",
            "        a()\n        #else\n",
        ]
        for text in unchanged {
            #expect(Self.wrap(text) == text)
        }
    }

    /// A long `case .name: expression` takes its expression on the next line, one step further in,
    /// wrapped in turn when it is still too long.
    @Test func aLongCaseTakesItsExpressionOnTheNextLine() {
        let rule = "Rule(" + Self.arguments(2).joined(separator: ", ") + ")"
        let wrapped = Self.wrap("        case .customerShippingAddress: " + rule + "\n")
        #expect(wrapped.hasPrefix("        case .customerShippingAddress:\n            Rule(\n"))
        #expect(wrapped.split(separator: "\n").allSatisfy { $0.count <= LineWrapping.lineLength })
        let short = "        case .a: Rule(minLength: 1)\n"
        #expect(Self.wrap(short) == short)
    }

    /// Wrapping a line takes several times its size in memory: a custom template's line of 62 MB
    /// took 1 GB. A line over a mebibyte is left as it is.
    @Test func aLineOverAMebibyteIsLeftAsItIs() {
        let arguments = Array(repeating: "1", count: LineWrapping.maximumWrappedLine / 3 - 8).joined(separator: ", ")
        let wrapped = "let v = f(\(arguments))\n"
        #expect(wrapped.utf8.count <= LineWrapping.maximumWrappedLine)
        #expect(Self.wrap(wrapped).hasPrefix("let v = f(\n    1, 1, "))
        let long = "let v = f(\(arguments), \(String(repeating: "2", count: 30)))\n"
        #expect(long.utf8.count > LineWrapping.maximumWrappedLine)
        #expect(Self.wrap(long) == long)
    }

    /// A value with no list to break goes on the next line after its `=` or label, and a type's
    /// generic arguments on a line of their own, as swift format lays them out.
    @Test func aValueOrATypeWithNoListGoesOneStepIn() {
        let name = String(repeating: "customerShippingAddress", count: 3)
        let form = String(repeating: "ShippingAddressForm", count: 3)
        #expect(Self.wrap("        self._\(name) = \(name)\n") == "        self._\(name) =\n            \(name)\n")
        #expect(Self.wrap("            .\(name): $\(name),\n") == "            .\(name):\n                $\(name),\n")
        #expect(
            Self.wrap("        focus: FocusState<\(form).\(form)Field?>.Binding,\n")
                == "        focus: FocusState<\n            \(form).\(form)Field?\n        >.Binding,\n")
        // An operator, a call or a comparison is not one value, and a parameter's type is all there is
        // on its line: text in a literal is never broken.
        for untouched in [
            "        x = \(name) + \(name)", "        x == \(name).\(name)", "        a < \(name) > b",
            "        a<\(name)>b + \(name)", "        \"Type a List<Item> \(name) \(name)\"",
        ] {
            #expect(Self.wrap(untouched) == untouched)
        }
        let text = "\"Type a List<Item> \(name) \(name)\""
        #expect(Self.wrap("        label: \(text)\n") == "        label:\n            \(text)\n")
    }

    /// A case's expression goes one step in, and is wrapped again: a line of 2,000 `case .a:` once
    /// became 440 times longer, each case indented once more (8,000 of them, hundreds of
    /// megabytes). Nothing is wrapped indented past the line length, where no line can fit.
    @Test func wrappingStopsWhereNoLineCanFit() {
        let line = String(repeating: "case .a: ", count: 2_000) + "x"
        let wrapped = Self.wrap(line + "\n")
        #expect(wrapped.utf8.count < 40 * line.utf8.count)
        let indents = wrapped.split(separator: "\n").map { (line: Substring) in line.prefix { $0 == " " }.count }
        #expect(indents.max() == LineWrapping.lineLength)
    }

    /// A closure that ends a long line takes its body on a line of its own, and a string literal
    /// that ends one after `=` or an argument's label goes on the next line: as swift format lays
    /// them out, as it cannot break the literal itself.
    @Test func aLongClosureOrTrailingLiteralGoesOnTheNextLine() {
        let call = "Self.returnAction(from: .preferredContactMethod).perform(focus: focus, submit: { submitIfValid() })"
        #expect(Self.wrap("        .onSubmit { \(call) }") == "        .onSubmit {\n            \(call)\n        }")
        let text = String(repeating: "passport name ", count: 8)
        #expect(
            Self.wrap("        @State private var name = \"\(text)\"")
                == "        @State private var name =\n            \"\(text)\"")
        #expect(
            Self.wrap("                pattern: #\"\(text)\"#,")
                == "                pattern:\n                    #\"\(text)\"#,")
        for untouched in [
            "        return \"\(text)\"",  // neither after `=` nor after a label
            "        \"\(text)\": value",  // a dictionary's key
            "        .map { name in \(call) }",  // a closure naming its parameter
            "        let same = name == \"\(text)\"",  // a comparison, not an assignment
            "        if isLong { \(call) }",  // a statement's body
        ] {
            #expect(Self.wrap(untouched) == untouched)
        }
    }

    /// Commas and brackets in string literals are text; what may hide code, or is not code, is left alone.
    @Test func onlyPlainCodeIsWrapped() {
        let text = String(repeating: "a, (b), [c]", count: 12)
        #expect(Self.wrap("f(x, \"\(text)\")") == "f(\n    x,\n    \"\(text)\"\n)")
        #expect(Self.wrap("f(x, #\"\(text)\"\\\"#)") == "f(\n    x,\n    #\"\(text)\"\\\"#\n)")
        for untouched in [
            "f(x, \"\\(g(a, b)) \(text)\")",  // an interpolation
            "f(x, y) // \(text)",
            "/// f(\(text))",
            "f(x, y / 2, \(text))",  // a `/`, which may start a regular expression
            "if a, let b = f(\(text))",  // swift-format breaks a condition list elsewhere
            "let " + String(repeating: "x", count: 120) + " = f(a, b)",  // the head itself does not fit
            "f(\"\(text)",  // an unterminated literal
            "f(x) { a, b in \(text) }",  // a closure's commas are not arguments
        ] {
            #expect(Self.wrap(untouched) == untouched)
        }
        let multiline = "let s = \"\"\"\nf(x, \(text))\n\"\"\"\n/* f(x,\nf(x, \(text))\n*/\n"
        #expect(Self.wrap(multiline) == multiline)
    }

    /// A form of 30 fields under one OK/Cancel bar, with long ids, input rules and a long bar name:
    /// every call of the generated file fits or is wrapped, as `swift format lint --strict` wants.
    @Test func aFormOfManyLongFieldsPassesStrictLint() throws {
        let swiftFormat = try #require(GoldenLintTests.swiftFormat, "swift-format is not installed next to swiftc")
        let ids = (1...30).map { "customerShippingAddressLine\($0)" }
        let fields = ids.map { #"{"id": "\#($0)", "required": true, "maxLength": 120, "pattern": "[A-Za-z0-9 ,.-]+"}"# }
        let pattern = "-?[0-9]+([.][0-9]+)?"
        var sources: [SourceFile] = []
        for layout in ["scroll", "fields"] {
            let name = layout == "scroll" ? "ThirtyFieldsForm" : "ThirtyFieldsContainerFields"
            sources.append(
                SourceFile(
                    name: "\(name).json",
                    text: #"""
                        {"formgen": 1, "name": "\#(name)", "layout": "\#(layout)", "fields": [\#(fields.joined(separator: ", "))],
                         "bars": [{"kind": "okCancel", "name": "customerShippingAddressEditingBar"}]}
                        """#))
        }
        sources.append(
            SourceFile(
                name: "LongSingleFieldForm.json",
                text: #"""
                    {"formgen": 1, "name": "LongSingleFieldForm", "focusEnum": "LongSingleFieldFocusTarget",
                     "fields": [{"id": "customerShippingAddressLine1", "kind": "decimal", "required": true, "minLength": 1,
                                 "maxLength": 24, "pattern": "\#(pattern)", "minimum": -1000000, "maximum": 1000000}],
                     "bars": [{"kind": "close", "name": "customerShippingAddressKeypadBar"}]}
                    """#))
        sources.append(
            SourceFile(
                name: "LongBoolFocusForm.json",
                text: #"""
                    {"formgen": 1, "name": "LongBoolFocusForm", "focusStyle": "bool",
                     "fields": [{"id": "customerShippingAddressLine1", "kind": "decimal", "required": true, "minLength": 1,
                                 "maxLength": 24, "pattern": "\#(pattern)", "minimum": -1000000, "maximum": 1000000}]}
                    """#))
        // A submit action with a long field id, and texts and a pattern longer than a line.
        let long = String(repeating: "Enter it exactly as on your passport. ", count: 3)
        let email =
            #"[A-Za-z0-9._%+-]+@[A-Za-z0-9.-]+\\.[A-Za-z]{2,}(?:,[A-Za-z0-9._%+-]+@[A-Za-z0-9.-]+\\.[A-Za-z]{2,})*"#
        sources.append(
            SourceFile(
                name: "LongTextsForm.json",
                text: #"""
                    {"formgen": 1, "name": "LongTextsForm", "submitAction": "send",
                     "fields": [{"id": "preferredContactMethod", "required": true, "label": "\#(long)",
                                 "prompt": "\#(long)", "pattern": "\#(email)", "messages": {"required": "\#(long)"}},
                                {"id": "confirmationEmailAddress"}]}
                    """#))
        // Names as long as a form's and its fields' can usefully be: no list is left to break in
        // a parameter's type, an assignment or an argument naming a field. A label that names a
        // type is text, not a type to break.
        let listLabel = "Type a List<Item> value, " + String(repeating: "word ", count: 22)
        let names = [
            "internationalCustomerShippingAddressRecipientFullLegalNameAsOnPassport",
            "internationalCustomerShippingAddressRecipientTelephoneNumberWithCode",
            "internationalCustomerShippingAddressDeliveryInstructionsForTheCourier",
        ]
        sources.append(
            SourceFile(
                name: "InternationalCustomerShippingAddressEditingForm.json",
                text: #"""
                    {"formgen": 1, "name": "InternationalCustomerShippingAddressEditingForm",
                     "focusEnum": "InternationalCustomerShippingAddressField", "submitAction": "send",
                     "fields": [{"id": "\#(names[0])", "required": true, "label": "\#(listLabel)"},
                                {"id": "\#(names[1])", "keyboard": "phonePad"},
                                {"id": "\#(names[2])", "kind": "multiline"}],
                     "bars": [{"kind": "navigation", "whenMatches": ["\#(names[0])", "\#(names[1])"]},
                              {"kind": "okCancel", "whenMatches": ["\#(names[2])"]}]}
                    """#))
        let files = try ScreenContractTests.generate(sources).dropLast(OutputKind.targetFileNames.count)
        let body = try #require(files.first?.contents)
        #expect(
            body.contains(
                "        .thirtyFieldsFormBars(\n            focus: focus, "
                    + "customerShippingAddressLine1: $customerShippingAddressLine1,\n"))
        let directory = try Swiftc.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let paths = try ScreenContractTests.write(Array(files), into: directory)
        let configuration = PackagePaths.root.appendingPathComponent(".swift-format").path
        let lint = try Swiftc.execute(swiftFormat, ["lint", "--strict", "--configuration", configuration] + paths)
        #expect(lint.status == 0 && lint.output.isEmpty, "\(lint.output.prefix(6000))")
        // Wrapped, the code still means what it did.
        let checked = try Swiftc.run(
            [
                "-typecheck", "-swift-version", "6", "-warnings-as-errors", "-D", "DEBUG",
            ] + (try SDKStubModules.arguments())
                + paths + OutputKind.targetFileNames.map { GoldenTests.golden.appendingPathComponent($0).path })
        #expect(checked.status == 0 && checked.output.isEmpty, "\(checked.output.prefix(6000))")
    }
}
