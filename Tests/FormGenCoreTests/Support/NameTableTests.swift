import Testing

@testable import FormGenCore

@Suite struct NameTableTests {
    @Test func findsEveryNameAndNothingElse() {
        let names = (0..<300).map { "name\($0)" } + ["a", "", "accessibilityLabel", "dismissOnTapOutside"]
        let table = NameTable(names)
        for (position, name) in names.enumerated() {
            #expect(table.position(of: name) == position, "\(name)")
        }
        for missing in ["name300", "b", "accessibilityLabeL", "dismissOnTapOutsidE", "nam", "name1 "] {
            #expect(table.position(of: missing) == nil, "\(missing)")
        }
    }

    @Test func namesThatShareTheHashedBytesAreToldApart() {
        // Same length, first two, middle and last two bytes: equal hashes, different names.
        let table = NameTable(["abXdefgXhij", "abYdefgYhij", "abZdefgZhij"])
        let hashes = ["abXdefgXhij", "abYdefgYhij"].map { Array($0.utf8).withUnsafeBufferPointer(NameTable.hash) }
        #expect(hashes[0] == hashes[1])
        #expect(table.position(of: "abYdefgYhij") == 1)
        #expect(table.position(of: "abZdefgZhij") == 2)
        #expect(table.position(of: "abWdefgWhij") == nil)
    }

    @Test func theFirstOfADuplicateIsFound() {
        #expect(NameTable(["x", "y", "x"]).position(of: "x") == 0)
    }

    @Test func matchingIsByteForByte() {
        // "é" precomposed and decomposed are equal Strings but different JSON keys.
        let table = NameTable(["caf\u{E9}"])
        #expect(table.position(of: "caf\u{E9}") == 0)
        #expect(table.position(of: "cafe\u{301}") == nil)
    }
}
