import Testing

@testable import FormGenCore
@testable import FormGenTooling

/// `minimumIOS` reads as two runs of one to three ASCII digits around one `.`, the first not
/// starting with `0`.
@Suite struct IOSVersionTests {
    @Test(arguments: [
        ("16.0", 16, 0), ("17.4", 17, 4), ("15.00", 15, 0), ("9.05", 9, 5), ("100.999", 100, 999), ("1.0", 1, 0),
    ])
    func readsMajorAndMinor(text: String, major: Int, minor: Int) {
        #expect(IOSVersion(text) == IOSVersion(major: major, minor: minor))
    }

    @Test(arguments: [
        "", "16", "16.", ".5", "16.0.1", "16..0", "016.0", "0.5", "1234.0", "16.0000", "+16.0", " 16.0", "16.0 ",
        "v16.0", "16,0", "-1.0", "\u{0661}\u{0666}.\u{0660}", "１６.０", "16.0\u{301}",
    ])
    func refusesEverythingElse(text: String) {
        #expect(IOSVersion(text) == nil)
    }
}
