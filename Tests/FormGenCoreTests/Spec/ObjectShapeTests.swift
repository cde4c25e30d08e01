import Testing

@testable import FormGenCore

/// How a shape finds a key: by the key's own scalars, as JSON compares keys, never by Swift's
/// canonical equivalence.
@Suite struct ObjectShapeTests {
    @Test(arguments: [
        ("kind", "kind", true),
        ("", "", true),
        ("Kind", "\u{212A}ind", false),
        ("\u{E9}", "e\u{301}", false),
        ("kind", "kinds", false),
        ("kinds", "kind", false),
        ("kind", "kine", false),
        ("\u{E9}t\u{E9}", "\u{E9}t\u{E9}", true),
    ])
    func sameScalarsComparesEveryByte(a: String, b: String, same: Bool) {
        #expect(ObjectShape.sameScalars(a, b) == same)
        #expect(ObjectShape.sameScalars(b, a) == same)
    }
}
