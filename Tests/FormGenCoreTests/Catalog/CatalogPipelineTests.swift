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

    /// A compact catalog under the limit that formgen's layout would take over it is left alone:
    /// written, it could never be read again. Here each entry keeps 400 nested objects of a tool's
    /// own, about 2.4 kB written compactly and some 300 kB indented.
    @Test func aCatalogThatWouldGrowPastTheLimitIsLeftAsItIs() {
        let nested = String(repeating: #"{"a":"#, count: 400) + "1" + String(repeating: "}", count: 400)
        let entries = (0..<300).map { #""k\#($0)":{"extractionState":"manual","tool":\#(nested)}"# }
        let compact = Array(
            #"{"sourceLanguage":"en","strings":{\#(entries.joined(separator: ","))},"version":"1.0"}"#.utf8)
        #expect(compact.count < StringCatalog.maximumSize / 50)
        let result = CatalogPipeline.catalogs([Self.spec], directory: "Out", existing: { _ in compact })
        #expect(!result.succeeded && result.files.isEmpty)
        #expect(
            result.diagnostics.map(\.formatted) == [
                "Out/Login.xcstrings:1:1: error: with the new keys, and laid out as formgen writes it, the catalog "
                    + "would be larger than 64 MiB, the most formgen reads; it is not written"
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
