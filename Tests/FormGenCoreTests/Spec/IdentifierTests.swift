import Testing

@testable import FormGenCore

/// Field ids are lowerCamelCase and type names UpperCamelCase, in ASCII letters and digits only.
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
}
