/// The one place where text becomes XML: the SVG pictures of `formgen preview` quote every spec
/// string through here, so a label such as `</text><script>` stays text and no character makes the
/// file unreadable.
public enum XMLEscaping {
    /// `s` as the content of an element: `&`, `<` and `>` as entities, tab and line breaks as
    /// character references (so a parser keeps them as they are), and each scalar that XML 1.0
    /// forbids (the other C0 controls, U+FFFE, U+FFFF) as U+FFFD, which has no reference.
    public static func text(_ s: String) -> String {
        escaped(s, quotes: false)
    }

    /// `s` as an attribute value between double quotes: as ``text(_:)``, and `"` and `'` as entities.
    public static func attribute(_ s: String) -> String {
        escaped(s, quotes: true)
    }

    /// `s` inside a comment, where no reference is read: invisible scalars written as Swift escapes
    /// (as generated headers show a name), and each `-` that would close the comment (after another
    /// `-`, or last) written as `&#45;`.
    public static func comment(_ s: String) -> String {
        var result = ""
        var previous: Character?
        let visible = SwiftEscaping.inertText(s)
        for (index, character) in zip(visible.indices, visible) {
            let isLast = visible.index(after: index) == visible.endIndex
            if character == "-" && (previous == "-" || isLast) {
                result += "&#45;"
                previous = nil
            } else {
                result.append(character)
                previous = character
            }
        }
        return result
    }

    /// Whether XML 1.0 allows `scalar` in a document at all.
    public static func isAllowed(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x9, 0xA, 0xD, 0x20...0xD7FF, 0xE000...0xFFFD, 0x10000...0x10FFFF: true
        default: false
        }
    }

    private static func escaped(_ s: String, quotes: Bool) -> String {
        var result = ""
        result.unicodeScalars.reserveCapacity(s.unicodeScalars.count)
        for scalar in s.unicodeScalars {
            switch scalar {
            case "&": result += "&amp;"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            case "\"" where quotes: result += "&quot;"
            case "'" where quotes: result += "&apos;"
            case "\t": result += "&#9;"
            case "\n": result += "&#10;"
            case "\r": result += "&#13;"
            default: result.unicodeScalars.append(isAllowed(scalar) ? scalar : "\u{FFFD}")
            }
        }
        return result
    }
}
