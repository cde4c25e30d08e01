import Foundation
import Testing

@testable import FormGenCore
@testable import FormGenTooling

/// `CatalogWriter` writes what Xcode writes: Foundation's `JSONSerialization` with
/// `.prettyPrinted`, `.sortedKeys` and `.withoutEscapingSlashes`, which Xcode saves String
/// Catalogs with. Foundation is at hand in the tests (formgen itself does not link it), so the
/// two are compared on many generated catalogs.
@Suite struct CatalogWriterTests {
    /// Key and text pieces: plain words, case and number variants, `/`, quotes, backslashes,
    /// control characters, accents, Japanese and emoji.
    static let pieces = [
        "Done", "done", "OK", "Cancel", "Item 2", "Item 10", "a/b", "say \"hi\"", "back\\slash", "line\nbreak",
        "tab\there", "bell\u{07}", "名前", "café", "🎉", " ", "-", "_x", "%lld items", "",
    ]

    @Test func layoutMatchesJSONSerialization() throws {
        var generator = SeededGenerator(seed: 42)
        for _ in 0..<200 {
            let catalog = Self.randomCatalog(using: &generator)
            let expected = String(
                decoding: try JSONSerialization.data(
                    withJSONObject: catalog.foundation, options: [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]),
                as: UTF8.self)
            let written = CatalogWriter.text(catalog.node, maximumSize: .max)
            #expect(written == expected)
            if written != expected { break }
        }
    }

    /// A random catalog-like tree, as a `JSONNode` value and as the Foundation objects of the same JSON.
    static func randomCatalog(using generator: inout SeededGenerator) -> (node: JSONNode.Value, foundation: Any) {
        func text() -> String {
            (0..<Int.random(in: 1...3, using: &generator)).map { _ in pieces.randomElement(using: &generator) ?? "" }
                .joined()
        }
        func value(depth: Int) -> (JSONNode.Value, Any) {
            switch Int.random(in: 0..<(depth > 2 ? 3 : 5), using: &generator) {
            case 0:
                let string = text()
                return (.string(string), string)
            case 1:
                let flag = Bool.random(using: &generator)
                return (.bool(flag), flag)
            case 2:
                let number = Int.random(in: 0...100, using: &generator)
                return (.number(String(number)), number)
            case 3:
                let count = Int.random(in: 0...3, using: &generator)
                let elements = (0..<count).map { _ in value(depth: depth + 1) }
                return (.array(elements.map { JSONNode($0.0, offset: 0) }), elements.map(\.1))
            default:
                var members: [JSONMember] = []
                var dictionary: [String: Any] = [:]
                for _ in 0..<Int.random(in: 0...4, using: &generator) {
                    let key = text()
                    guard dictionary[key] == nil else { continue }
                    let (node, object) = value(depth: depth + 1)
                    members.append(JSONMember(key: key, keyOffset: 0, value: JSONNode(node, offset: 0)))
                    dictionary[key] = object
                }
                return (.object(members), dictionary)
            }
        }
        var members: [JSONMember] = []
        var dictionary: [String: Any] = [:]
        for key in ["sourceLanguage", "strings", "version"] {
            let (node, object) = key == "strings" ? value(depth: 0) : (.string("1.0"), "1.0")
            members.append(JSONMember(key: key, keyOffset: 0, value: JSONNode(node, offset: 0)))
            dictionary[key] = object
        }
        return (.object(members), dictionary)
    }

    /// Keys whose order is a cycle (`ß〒` < `SS7` < `ssa` < `ß〒`) come out in one order, whatever
    /// order they were read in.
    @Test func theSameKeysAreWrittenAlikeInWhateverOrderTheyCome() {
        let keys = ["SS7", "ß〒", "ssa", "A"]
        func object(_ order: [String]) -> JSONNode.Value {
            .object(order.map { JSONMember(key: $0, keyOffset: 0, value: JSONNode(.bool(true), offset: 0)) })
        }
        let written = Set(
            [[0, 1, 2, 3], [2, 0, 1, 3], [1, 2, 0, 3], [3, 2, 1, 0], [0, 2, 1, 3]].map { order in
                CatalogWriter.text(object(order.map { keys[$0] }), maximumSize: .max)
            })
        #expect(written.count == 1, "\(written)")
    }
}
