import Testing

@testable import FormGenCore

@Suite struct TextSearchTests {
    @Test(arguments: [
        ("<!-- begin -->x", "<!-- begin -->", 0, 14),
        ("aaab", "aab", 1, 4),
        ("名前: 名前です", "名前です", 8, 20),
        ("end", "end", 0, 3),
        ("abc", "", 0, 0),
    ])
    func findsTheFirstPlaceOfTheBytes(text: String, other: String, start: Int, end: Int) throws {
        let range = try #require(text.firstRange(ofBytes: other))
        #expect(text.utf8.distance(from: text.startIndex, to: range.lowerBound) == start)
        #expect(text.utf8.distance(from: text.startIndex, to: range.upperBound) == end)
        #expect(text[range] == other)
        #expect(text.contains(bytesOf: other))
    }

    @Test(arguments: [("abc", "abd"), ("ab", "abc"), ("", "a"), ("cafe\u{301}", "café")])
    func reportsBytesThatDoNotOccur(text: String, other: String) {
        #expect(text.firstRange(ofBytes: other) == nil)
        #expect(!text.contains(bytesOf: other))
    }

    @Test func searchesASubstringFromItsOwnStart() throws {
        let text = "one WITH two WITH three"
        let rest = text[text.index(text.startIndex, offsetBy: 4)...]
        let range = try #require(rest.firstRange(ofBytes: " WITH "))
        #expect(rest[..<range.lowerBound] == "WITH two")
    }
}
