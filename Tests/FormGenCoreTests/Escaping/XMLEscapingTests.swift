import FormGenCore
import Testing

struct XMLEscapingTests {
    @Test(arguments: [
        ("", ""),
        ("Email", "Email"),
        ("名前", "名前"),
        ("بريد", "بريد"),
        ("👨‍👩‍👧", "👨‍👩‍👧"),
        ("a & b", "a &amp; b"),
        ("</text><script>alert(1)</script>", "&lt;/text&gt;&lt;script&gt;alert(1)&lt;/script&gt;"),
        ("&amp;", "&amp;amp;"),
        ("]]>", "]]&gt;"),
        ("say \"hi\" 'there'", "say \"hi\" 'there'"),
        ("a\tb\nc\rd", "a&#9;b&#10;c&#13;d"),
        ("\u{0}\u{1}\u{8}\u{B}\u{C}\u{1F}", "\u{FFFD}\u{FFFD}\u{FFFD}\u{FFFD}\u{FFFD}\u{FFFD}"),
        ("\u{FFFE}\u{FFFF}", "\u{FFFD}\u{FFFD}"),
        ("\u{7F}\u{85}\u{200B}", "\u{7F}\u{85}\u{200B}"),
    ])
    func text(value: String, escaped: String) {
        #expect(XMLEscaping.text(value) == escaped)
    }

    @Test(arguments: [
        ("plain", "plain"),
        ("\"><script>", "&quot;&gt;&lt;script&gt;"),
        ("it's", "it&apos;s"),
        ("a<b&c", "a&lt;b&amp;c"),
        ("line\nbreak", "line&#10;break"),
    ])
    func attribute(value: String, escaped: String) {
        #expect(XMLEscaping.attribute(value) == escaped)
    }

    /// Whatever the scalar, the escaped text holds no markup character but the entities' own `&`
    /// and `;`, and no scalar XML forbids.
    @Test func everyScalarOfTheBasicPlaneComesOutInert() {
        var all = ""
        for value in UInt32(0)...0xFFFF {
            if let scalar = Unicode.Scalar(value) { all.unicodeScalars.append(scalar) }
        }
        for escaped in [XMLEscaping.text(all), XMLEscaping.attribute(all)] {
            #expect(!escaped.contains("<") && !escaped.contains(">"))
            #expect(escaped.unicodeScalars.allSatisfy(XMLEscaping.isAllowed))
            #expect(!escaped.contains { $0 == "\n" || $0 == "\r" || $0 == "\t" })
        }
        #expect(!XMLEscaping.attribute(all).contains("\""))
        #expect(!XMLEscaping.attribute(all).contains("'"))
    }

    @Test(arguments: [
        ("LoginForm.json", "LoginForm.json"),
        ("a--b.json", "a-&#45;b.json"),
        ("a---b", "a-&#45;-b"),
        ("end-", "end&#45;"),
        ("x-->y", "x-&#45;>y"),
        ("tab\there", "\"tab\\there\""),
    ])
    func comment(value: String, escaped: String) {
        #expect(XMLEscaping.comment(value) == escaped)
        #expect(!escaped.contains("--"))
        #expect(!escaped.hasSuffix("-"))
    }
}
