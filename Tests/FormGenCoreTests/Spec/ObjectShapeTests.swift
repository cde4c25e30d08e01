import Testing

@testable import FormGenCore
@testable import FormGenTooling

/// How a shape finds a key: by the key's own scalars, as JSON compares keys, never by Swift's
/// canonical equivalence.
@Suite struct ObjectShapeTests {
    @Test func indexOfFindsAKeyByItsOwnScalarsOnly() {
        let shape = ObjectShape(
            displayName: "a test object", schemaName: "test",
            keys: ["Kind", "e\u{301}\u{323}", "a;", "`b"].map {
                KeyShape(
                    $0, .string, required: false, defaultText: nil, typeText: nil, barKinds: nil, constraint: nil,
                    summary: "")
            })
        #expect(shape.index(of: "Kind") == 0)
        #expect(shape.index(of: "e\u{301}\u{323}") == 1)
        // Swift's `==` finds each of these equal to a key above.
        #expect(("\u{212A}ind" as String) == "Kind")
        #expect(shape.index(of: "\u{212A}ind") == nil)
        #expect(shape.index(of: "e\u{323}\u{301}") == nil)
        #expect(shape.index(of: "\u{E9}\u{323}") == nil)
        // The other two scalars that decompose to ASCII: a Greek question mark and a varia.
        #expect(shape.index(of: "a;") == 2)
        #expect(shape.index(of: "`b") == 3)
        #expect(("a\u{37E}" as String) == "a;")
        #expect(("\u{1FEF}b" as String) == "`b")
        #expect(shape.index(of: "a\u{37E}") == nil)
        #expect(shape.index(of: "\u{1FEF}b") == nil)
    }

    /// Every key of the spec format is ASCII.
    @Test func everyKeyOfTheSpecFormatIsASCII() {
        for shape in SpecShape.all {
            for key in shape.keys {
                #expect(key.name.utf8.allSatisfy { $0 < 0x80 }, "\(shape.displayName): \(key.name)")
            }
        }
    }
}
