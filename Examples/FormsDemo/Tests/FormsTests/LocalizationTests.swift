import Foundation
import Testing

@testable import Forms

/// The String Catalogs in the Forms target's resources hold exactly the keys that the generated
/// forms look up in them, each translated: `formgen strings` and the generated code agree. And the
/// build puts each table in the target's bundle, where `"bundle": "module"` makes the forms look:
/// as the catalog itself (SwiftPM's own build copies it) or compiled into `<language>.lproj/<table>.strings`
/// (Xcode's build).
@Suite struct LocalizationTests {
    /// Each table the specs keep in this target's bundle, with its catalog's source language.
    static let tables = ["Login": "en", "UserInfo": "ja"]

    @Test(arguments: ["Login", "UserInfo"])
    func theCatalogHoldsWhatTheGeneratedCodeLooksUp(table: String) throws {
        let catalogURL = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Sources/Forms/Resources/\(table).xcstrings")
        let shipped =
            Bundle.module.url(forResource: table, withExtension: "xcstrings")
            ?? Bundle.module.url(forResource: table, withExtension: "strings", subdirectory: nil, localization: "ja")
        #expect(shipped != nil, "the build put no \(table) table into the target's bundle")
        let catalog = try #require(
            JSONSerialization.jsonObject(with: Data(contentsOf: catalogURL)) as? [String: Any])
        #expect(catalog["sourceLanguage"] as? String == Self.tables[table])
        let entries = try #require(catalog["strings"] as? [String: [String: Any]])
        let live = Set(entries.filter { $0.value["extractionState"] as? String != "stale" }.keys)
        let lookedUp = try Self.keysLookedUp(inTable: table)
        #expect(!lookedUp.isEmpty)
        #expect(live == lookedUp)
        // Every key has a translation into the other language of the demo.
        let other = Self.tables[table] == "en" ? "ja" : "en"
        for key in lookedUp {
            let localizations = entries[key]?["localizations"] as? [String: Any]
            #expect(localizations?[other] != nil, "'\(key)' has no \(other) translation")
        }
    }

    /// The keys that the generated form whose strings table is `table` looks up: the arguments of its
    /// `strings.text(_:)` calls, the labels its failures name and its own failure texts, read from the
    /// file the build plugin wrote, and the runtime's built-in failure texts that the catalog holds.
    static func keysLookedUp(inTable table: String) throws -> Set<String> {
        let marker = "fileprivate static let strings = FormGenStrings(table: \"\(table)\","
        let file = try #require(
            generatedFiles().first { (try? String(contentsOf: $0, encoding: .utf8))?.contains(marker) == true },
            "no generated form looks up table \(table)")
        let source = try String(contentsOf: file, encoding: .utf8)
        var keys: Set<String> = []
        for pattern in [
            #"strings\.text\("((?:[^"\\]|\\.)*)"\)"#,
            #"shownFailure\((?:of: \.\w+, text: [^,]+, )?label: "((?:[^"\\]|\\.)*)"\)"#,
            #"\b(?:required|tooShort|tooLong|mismatch|notANumber|outOfRange): "((?:[^"\\]|\\.)*)""#,
        ] {
            let expression = try NSRegularExpression(pattern: pattern)
            let range = NSRange(source.startIndex..., in: source)
            for match in expression.matches(in: source, range: range) {
                if let key = Range(match.range(at: 1), in: source) {
                    keys.insert(String(source[key]))
                }
            }
        }
        let builtin = [
            "Required", "At least %lld characters", "At most %lld characters", "Invalid format", "Not a number",
            "Out of range",
        ]
        if source.contains("FormGenInputRule(") {
            keys.formUnion(builtin.filter { catalogKeys(inTable: table).contains($0) })
        }
        return keys
    }

    /// The keys of `table`'s catalog that no spec has left stale.
    static func catalogKeys(inTable table: String) -> Set<String> {
        let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Sources/Forms/Resources/\(table).xcstrings")
        guard let data = try? Data(contentsOf: url),
            let catalog = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
            let entries = catalog["strings"] as? [String: [String: Any]]
        else { return [] }
        return Set(entries.filter { $0.value["extractionState"] as? String != "stale" }.keys)
    }

    /// The Swift files FormGenPlugin wrote for this build, under `.build/plugins/outputs`.
    static func generatedFiles() -> [URL] {
        var directory = Bundle.module.bundleURL
        while directory.lastPathComponent != ".build" && directory.pathComponents.count > 1 {
            directory.deleteLastPathComponent()
        }
        let outputs = directory.appendingPathComponent("plugins/outputs")
        let enumerator = FileManager.default.enumerator(at: outputs, includingPropertiesForKeys: nil)
        var files: [URL] = []
        while let url = enumerator?.nextObject() as? URL {
            if url.pathExtension == "swift" && url.path.contains("/Forms/") { files.append(url) }
        }
        return files
    }
}
