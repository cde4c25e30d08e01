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

    @Test func aCatalogOverTheLimitIsAnErrorAtItsStartForStringsAndPreviews() {
        let huge = [UInt8](repeating: UInt8(ascii: " "), count: StringCatalog.maximumSize + 1)
        let expected = ["Out/Login.xcstrings:1:1: error: the catalog is larger than 64 MiB, the most formgen reads"]
        let strings = CatalogPipeline.catalogs([Self.spec], directory: "Out", existing: { _ in huge })
        #expect(!strings.succeeded && strings.files.isEmpty)
        #expect(strings.diagnostics.map(\.formatted) == expected)
        let previews = PreviewPipeline.pictures(
            [Self.spec], locale: "fr", catalogDirectory: "Out", catalog: { _ in huge })
        #expect(!previews.succeeded && previews.files.isEmpty)
        #expect(previews.diagnostics.map(\.formatted) == expected)
    }
}
