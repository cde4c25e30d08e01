import Testing

@testable import FormGenCore
@testable import FormGenTooling

@Suite struct FieldIdentifiersTests {
    @Test(arguments: [
        ("first-name", "firstName"), ("first_name", "firstName"), ("FirstName", "firstName"), ("URLPath", "urlPath"),
        ("USER_ID", "userID"), ("EMAIL_ADDRESS", "emailAddress"), ("2fa", "field2fa"), ("a.b.c", "aBC"),
        ("class", "class"), ("x", "x"),
    ])
    func baseIdentifier(name: String, expected: String) {
        #expect(FieldIdentifiers.base(for: name) == expected)
    }

    @Test func namesWithoutASCIILettersOrDigitsHaveNoBase() {
        #expect(FieldIdentifiers.base(for: "名前") == nil)
        #expect(FieldIdentifiers.base(for: "--") == nil)
    }

    /// Every id the importer gives is one the validator accepts, and no two are alike.
    @Test func identifiersAreAcceptableAndDistinct() {
        var identifiers = FieldIdentifiers()
        let names = ["a", "A", "a-", "-a", "body", "none", "some", "self", "_", "名前", "名", "focus", "2", "a2"]
        let ids = names.enumerated().map { identifiers.identifier(for: $1, ordinal: $0 + 1) }
        #expect(Set(ids).count == ids.count)
        #expect(ids.allSatisfy(FieldIdentifierRule.isAcceptableFieldID), "\(ids)")
        #expect(ids.prefix(4) == ["a", "a2", "a3", "a4"])
    }

    /// A name's suffixes go on from the last one it took, and skip an id another name took.
    @Test func suffixesSkipIdsTakenByOtherNames() {
        var identifiers = FieldIdentifiers()
        let names = ["a b", "aB3", "a-b", "a_b", "a.b"]
        let ids = names.enumerated().map { identifiers.identifier(for: $1, ordinal: $0 + 1) }
        #expect(ids == ["aB", "aB3", "aB2", "aB4", "aB5"])
    }
}
