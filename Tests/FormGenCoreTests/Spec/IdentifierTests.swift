import Testing

@testable import FormGenCore
@testable import FormGenTooling

/// Field ids are lowerCamelCase and type names UpperCamelCase, in ASCII letters and digits only; a
/// lowerCamelCase name formgen makes from a type name lowercases its first word whole.
@Suite struct IdentifierTests {
    @Test(arguments: ["email", "a", "firstName", "address2", "zZ9"])
    func lowerCamelCase(name: String) {
        #expect(Identifier.isLowerCamelCase(name))
        #expect(!Identifier.isUpperCamelCase(name))
    }

    @Test(arguments: ["Login", "A", "UserInfo2", "ZZ"])
    func upperCamelCase(name: String) {
        #expect(Identifier.isUpperCamelCase(name))
        #expect(!Identifier.isLowerCamelCase(name))
    }

    @Test(arguments: [
        "", "1st", "_email", "first_name", "first-name", "first name", "émail", "e\u{301}mail", "caf\u{E9}", "a\u{0}",
        "[email]", "`email`", "@a", "{a", "\u{FF21}bc", "ａbc", "a_", "A\u{7F}",
        // The bytes next to each range, after the first: `@` `[` around A–Z, `` ` `` `{` around a–z, `/` `:` around 0–9.
        "a@", "a[", "a`", "a{", "a/", "a:", "A@", "A[", "A`", "A{", "A/", "A:",
    ])
    func neither(name: String) {
        #expect(!Identifier.isLowerCamelCase(name))
        #expect(!Identifier.isUpperCamelCase(name))
    }

    /// A name's leading word is lowercased whole, an acronym included, as Swift's API Design
    /// Guidelines case it; the capital that starts the next word stays.
    @Test(arguments: [
        ("Login", "login"), ("LoginForm", "loginForm"), ("OKCancelForm", "okCancelForm"), ("URLField", "urlField"),
        ("IDForm", "idForm"), ("ABC", "abc"), ("A", "a"), ("ID2Form", "id2Form"), ("UserInfo2", "userInfo2"),
        ("login", "login"), ("iPhoneForm", "iPhoneForm"), ("", ""),
    ])
    func lowerCamelCased(name: String, expected: String) {
        #expect(Identifier.lowerCamelCased(name) == expected)
    }

    /// The bars modifier is named from the form the same way.
    @Test(arguments: [("OKCancelForm", "okCancelFormBars"), ("LoginForm", "loginFormBars"), ("URLForm", "urlFormBars")])
    func barsModifier(form: String, expected: String) throws {
        let spec = #"{"formgen": 1, "name": "\#(form)", "fields": [{"id": "a"}], "bars": [{"kind": "close"}]}"#
        let validated = try #require(GeneratorPipeline.validate(SourceFile(name: "f.json", text: spec)).form)
        #expect(validated.barsModifier == expected)
    }

    /// A suggested lowerCamelCase name starts the same way.
    @Test(arguments: [("URL-field", "urlField"), ("first-name", "firstName"), ("a-b", "aB"), ("OK cancel", "okCancel")])
    func suggestedLowerCamelCase(name: String, expected: String) {
        #expect(Identifier.camelCased(name, upper: false) == expected)
    }

    /// Two form names that differ in the case of an acronym give one modifier name, which a module
    /// could not declare twice.
    @Test func twoFormsWithOneBarsModifierNameAreAnErrorAtTheSecond() throws {
        let spec = { (name: String) in
            #"{"formgen": 1, "name": "\#(name)", "fields": [{"id": "a"}], "bars": [{"kind": "close"}]}"#
        }
        let result = GeneratorPipeline.generate(
            [
                SourceFile(name: "A.json", text: spec("OKCancelForm")),
                SourceFile(name: "B.json", text: spec("OkCancelForm")),
            ],
            renderer: try FormRenderer.builtin())
        #expect(!result.succeeded && result.files.isEmpty)
        #expect(
            result.diagnostics.map(\.formatted) == [
                "B.json:1:24: error: the bars modifier of 'OkCancelForm' would be 'okCancelFormBars', which another "
                    + "spec of this run declares for 'OKCancelForm'; rename one of the forms\n"
                    + "A.json:1:24: note: 'OKCancelForm' is declared here"
            ])
    }
}
