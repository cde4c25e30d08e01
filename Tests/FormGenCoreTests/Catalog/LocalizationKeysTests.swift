import Foundation
import Testing

@testable import FormGenCore
@testable import FormGenTooling

/// The keys `formgen strings` puts in a catalog are exactly those the generated form looks up.
@Suite struct LocalizationKeysTests {
    @Test(arguments: GoldenTests.specNames)
    func theCatalogKeysAreWhatTheFormLooksUp(specName: String) throws {
        let url = PackagePaths.specs.appendingPathComponent(specName)
        let source = SourceFile(name: specName, bytes: Array(try Data(contentsOf: url)))
        let form = try #require(GeneratorPipeline.validate(source).form)
        let files = try GoldenTests.generate(specName)
        let code = try #require(files.first { !OutputKind.targetFileNames.contains($0.name) }).contents
        let literals = Dictionary(
            form.localizationKeys.map { (SwiftEscaping.stringLiteral($0.key), $0.key) }, uniquingKeysWith: { a, _ in a }
        )
        var lookedUp: Set<String> = []
        // Every lookup: a `strings.text(<literal>)` call, the label a shown failure names, or a
        // failure's own text in the rule's `FormGenInputMessages(…)`.
        let lookups =
            [("strings.text(", [")"]), ("label: ", [")"])]
            + Self.builtinMessages.flatMap { [(" \($0.name): ", [",", ")", ""]), ("(\($0.name): ", [",", ")"])] }
        for line in code.split(separator: "\n") {
            for (start, ends) in lookups {
                var rest = Substring(" " + line)
                while let call = rest.range(of: start) {
                    let argument = rest[call.upperBound...]
                    guard argument.hasPrefix("\"") || argument.hasPrefix("#") else {
                        rest = argument
                        continue
                    }
                    let match = literals.keys.filter { literal in
                        ends.contains { argument.hasPrefix(literal + $0) && ($0 != "" || argument == literal) }
                    }.max { $0.count < $1.count }
                    let literal = try #require(match, "\(specName): a lookup of no catalog key: \(line)")
                    lookedUp.insert(literals[literal]!)
                    rest = argument.dropFirst(literal.count)
                }
            }
        }
        // The built-in texts are the runtime's defaults, looked up for the failures a field's rules give.
        let defaults = Set(Self.builtinMessages.map(\.text))
        lookedUp.formUnion(Set(form.localizationKeys.map(\.key)).intersection(defaults))
        #expect(lookedUp == Set(form.localizationKeys.map(\.key)), "\(specName)")
    }

    /// The runtime's default text of each failure, as the support file declares it.
    static var builtinMessages: [(name: String, text: String)] {
        let support =
            (try? String(
                contentsOf: GoldenTests.golden.appendingPathComponent("FormGenInputRules.swift"), encoding: .utf8))
            ?? ""
        return ["required", "tooShort", "tooLong", "mismatch", "notANumber", "outOfRange"].compactMap { name in
            let prefix = "    var \(name) = \""
            guard let line = support.split(separator: "\n").first(where: { $0.hasPrefix(prefix) }) else { return nil }
            return (name, String(line.dropFirst(prefix.count).dropLast()))
        }
    }

    /// The runtime's default texts are the spec format's built-in ones, which the catalog holds.
    @Test func theRuntimesDefaultMessagesAreTheBuiltinOnes() {
        let builtin = SpecShape.messages.keys.map { ($0.name, SpecShape.messages.text($0.name, in: nil).text) }
        #expect(Self.builtinMessages.map(\.name) == builtin.map(\.0))
        #expect(Self.builtinMessages.map(\.text) == builtin.map(\.1))
    }

    /// A text used in two places of one form is one key with the comment of each place.
    @Test func aTextUsedTwiceHasBothComments() throws {
        let spec = """
            { "formgen": 1, "name": "AForm",
              "fields": [{ "id": "a", "label": "Name", "prompt": "Required", "required": true }],
              "strings": { "messages": { "required": "Required" } } }
            """
        let result = GeneratorPipeline.validate(SourceFile(name: "AForm.json", text: spec))
        let form = try #require(result.form)
        let required = form.localizationKeys.filter { $0.key == "Required" }
        #expect(
            required.map(\.comment) == [
                "The placeholder of the 'a' field. Shown under a field when it is empty."
            ])
    }

    /// A too-short or too-long text that holds the limit has a text for a count of one: the
    /// built-in English singular for a built-in text (also when a spec writes it out), else the
    /// text itself. A text the form does not format with a count has none, whatever it holds.
    @Test func aCountTextHasATextForACountOfOne() throws {
        let spec = """
            { "formgen": 1, "name": "AForm",
              "fields": [
                { "id": "a", "label": "%lld items", "required": true, "minLength": 2, "maxLength": 9 },
                { "id": "b", "required": true, "minLength": 2, "maxLength": 9,
                  "messages": { "tooShort": "Use %lld or more", "tooLong": "At most 100%%lld", "required": "%lld!" } },
                { "id": "c", "minLength": 2, "messages": { "tooShort": "At least %lld characters" } }] }
            """
        let form = try #require(GeneratorPipeline.validate(SourceFile(name: "AForm.json", text: spec)).form)
        let singulars = Dictionary(uniqueKeysWithValues: form.localizationKeys.map { ($0.key, $0.singular) })
        #expect(
            singulars == [
                "%lld items": nil, "b": nil, "c": nil, "Required": nil, "%lld!": nil,
                "At least %lld characters": "At least %lld character",
                "At most %lld characters": "At most %lld character",
                "Use %lld or more": "Use %lld or more", "At most 100%%lld": nil,
            ])
        #expect(StringsRule.holdsCount("%lld") && StringsRule.holdsCount("100%% of %lld"))
        #expect(!StringsRule.holdsCount("100%%lld") && !StringsRule.holdsCount("%@ %lld"))
    }

    /// A message override, a built-in string override and a table reach the keys and the code.
    @Test func theStringsKeyReachesTheKeysAndTheCode() throws {
        let spec = """
            {
              "formgen": 1, "name": "PinForm",
              "fields": [{ "id": "pin", "kind": "secure", "revealToggle": true, "minLength": 4, "clearButton": true }],
              "strings": { "table": "Pin", "bundle": "module", "showPassword": "Reveal", "clearText": "Erase",
                           "messages": { "tooShort": "Use %lld or more digits" } }
            }
            """
        let result = GeneratorPipeline.generate(
            [SourceFile(name: "PinForm.json", text: spec)], renderer: try FormRenderer.builtin())
        #expect(result.diagnostics.isEmpty)
        let code = try #require(result.files.first { $0.name == "PinForm.swift" }).contents
        #expect(code.contains("fileprivate static let strings = FormGenStrings(table: \"Pin\", bundle: .module)"))
        #expect(code.contains("show: Self.strings.text(\"Reveal\")"))
        #expect(code.contains("hide: Self.strings.text(\"Hide password\")"))
        #expect(code.contains("clearButton: Self.strings.text(\"Erase\")"))
        #expect(code.contains("messages: FormGenInputMessages(tooShort: \"Use %lld or more digits\")"))
    }

    @Test(arguments: [
        (#""strings": { "table": "../Login" }"#, "'table' '../Login' is not a usable strings table name"),
        (#""strings": { "sourceLanguage": "English" }"#, "'sourceLanguage' 'English' is not a language code"),
        (#""strings": { "messages": { "tooLong": "%@ is too long" } }"#, "'tooLong' '%@ is too long' is a format"),
        (#""strings": { "messages": { "tooShort": "%lld of %lld" } }"#, "'tooShort' '%lld of %lld' is a format"),
        (#""strings": { "table": "Login.xcstrings" }"#, "'table' 'Login.xcstrings' is not a usable strings table name"),
        (#""strings": { "clearText": "  " }"#, "'clearText' is blank"),
        (#""strings": { "messages": { "required": "" } }"#, "'required' is blank"),
        (#""bars": [{ "kind": "close", "title": "" }]"#, "'title' is blank"),
    ])
    func badStringsAreLocatedErrors(strings: String, message: String) throws {
        let spec = #"{ "formgen": 1, "name": "AForm", "fields": [{ "id": "a" }], "# + strings + " }"
        let result = GeneratorPipeline.validate(SourceFile(name: "AForm.json", text: spec))
        #expect(result.form == nil)
        let error = try #require(result.diagnostics.first { $0.severity == .error })
        #expect(error.message.hasPrefix(message), "\(error.message)")
        #expect(error.location.line == 1 && error.location.column > 40)
    }

    /// `Café` with a precomposed `é` and with `e` and a combining accent look the same, but the form
    /// looks up each as written: both are keys, and a catalog holding both keeps both in use.
    @Test func canonicallyEqualLabelsAreTwoKeys() throws {
        let composed = "Caf\u{E9}"
        let decomposed = "Cafe\u{301}"
        let spec = """
            { "formgen": 1, "name": "AForm",
              "fields": [{ "id": "a", "label": "\(composed)" }, { "id": "b", "label": "\(decomposed)" }] }
            """
        let form = try #require(GeneratorPipeline.validate(SourceFile(name: "AForm.json", text: spec)).form)
        let labels = form.localizationKeys.map(\.scalars).filter {
            $0 == composed.unicodeScalars.map(\.value) || $0 == decomposed.unicodeScalars.map(\.value)
        }
        #expect(labels.count == 2)
        let catalog = try #require(
            StringCatalogTests.merge(StringCatalogTests.keys([composed, decomposed]), into: nil).text)
        let merged = try #require(StringCatalogTests.merge(form.localizationKeys, into: catalog).text)
        #expect(!merged.contains("\"stale\""), "\(merged)")
        #expect(merged.contains("\"\(composed)\" : {") && merged.contains("\"\(decomposed)\" : {"))
    }

    @Test func aLabelIsNeverBlank() throws {
        let spec = #"{ "formgen": 1, "name": "AForm", "fields": [{ "id": "a", "label": " ", "prompt": "" }] }"#
        let result = GeneratorPipeline.validate(SourceFile(name: "AForm.json", text: spec))
        #expect(result.diagnostics.map(\.message) == [StringsRule.blank("label"), StringsRule.blank("prompt")])
    }

    /// Invisible characters alone give VoiceOver nothing to read either: zero-width spaces and
    /// joiners, the word joiner, the byte order mark, a bidi override, the Hangul filler, the blank
    /// Braille pattern, combining marks with no letter, and mixes of them with white space.
    @Test(arguments: [
        "\u{200B}", "\u{200D}", "\u{2060}", "\u{FEFF}", "\u{202E}", "\u{3164}", "\u{2800}", "\u{301}",
        "\u{301}\u{308}", " \u{200B}\u{FEFF}\u{2800} ", "\u{FE0F}", "\u{1}\u{85}",
    ])
    func invisibleTextIsBlank(text: String) throws {
        #expect(StringsRule.isBlank(text))
        let spec = """
            { "formgen": 1, "name": "AForm", "fields": [{ "id": "a", "label": \(JSONWriter.quoted(text)), \
            "prompt": \(JSONWriter.quoted(text)) }], "bars": [{ "kind": "close", "title": \(JSONWriter.quoted(text)) }] }
            """
        let result = GeneratorPipeline.validate(SourceFile(name: "AForm.json", text: spec))
        #expect(
            result.diagnostics.map(\.message) == [
                StringsRule.blank("label"), StringsRule.blank("prompt"), StringsRule.blank("title"),
            ])
    }

    /// Text with something to see is not blank, whatever invisible characters it also holds.
    @Test(arguments: ["a", "e\u{301}", "\u{200B}a\u{200B}", "名前", "👍", "👨‍👩‍👧", "❤️", "🇯🇵", "-", "\u{2801}", "\u{3163}"])
    func visibleTextIsNotBlank(text: String) {
        #expect(!StringsRule.isBlank(text))
    }

    /// A table in another language than English is warned about each English built-in the form uses.
    @Test func englishBuiltinsInAnotherLanguageAreAWarning() throws {
        let spec = """
            { "formgen": 1, "name": "MemoForm",
              "fields": [{ "id": "memo", "label": "メモ", "required": true, "clearButton": true }],
              "bars": [{ "kind": "okCancel", "ok": "決定" }],
              "strings": { "sourceLanguage": "ja", "clearText": "消去" } }
            """
        let result = GeneratorPipeline.validate(SourceFile(name: "MemoForm.json", text: spec))
        #expect(result.form != nil)
        #expect(
            result.diagnostics.map(\.message) == [
                "the spec's text is in 'ja', but the form uses formgen's English 'cancel', 'messages.required'; "
                    + "give them in 'ja' under 'strings'"
            ])
    }
}
