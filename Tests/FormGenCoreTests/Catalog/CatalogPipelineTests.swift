import Foundation
import Testing

@testable import FormGenCore
@testable import FormGenTooling

/// `CatalogPipeline` reads no file: it merges into the bytes it is given, and asks for the
/// catalogs of the tables the specs use only.
@Suite struct CatalogPipelineTests {
    static let spec = SourceFile(
        name: "Login.json",
        text:
            #"{"formgen": 1, "name": "LoginForm", "fields": [{"id": "user", "label": "User", "prompt": "Your name"}], "strings": {"table": "Login"}}"#
    )

    @Test func itMergesIntoTheBytesItIsGivenAndAsksOnlyForTheTablesUsed() throws {
        let existing = #"""
            {
              "sourceLanguage" : "en",
              "strings" : {
                "User" : {
                  "localizations" : {
                    "fr" : { "stringUnit" : { "state" : "translated", "value" : "Utilisateur" } }
                  }
                }
              },
              "version" : "1.0"
            }
            """#
        var asked: [String] = []
        let result = CatalogPipeline.catalogs(
            [Self.spec], directory: "Out",
            existing: { name in
                asked.append(name)
                return Array(existing.utf8)
            })
        #expect(result.succeeded, "\(result.diagnostics.map(\.formatted))")
        #expect(asked == ["Login.xcstrings"])
        let catalog = try #require(result.files.first { $0.name == "Login.xcstrings" }).contents
        #expect(catalog.contains(#""value" : "Utilisateur""#))
        #expect(catalog.contains(#""Your name" : {"#), "a key of the spec is added")
    }

    @Test func aCatalogThatCannotBeReadIsAnErrorAtItsPath() {
        let result = CatalogPipeline.catalogs(
            [Self.spec], directory: "Out",
            existing: { _ throws(FileSystem.Failure) in throw FileSystem.Failure(reason: "Permission denied") })
        #expect(!result.succeeded && result.files.isEmpty)
        #expect(
            result.diagnostics.map(\.formatted) == [
                "Out/Login.xcstrings:1:1: error: cannot read the catalog: Permission denied"
            ])
    }
}
