import FormGenCore

/// A JSON pointer (RFC 6901) as written in a URI fragment: `#/components/schemas/User`, the
/// fragment percent-decoded, then each token with `~1` read as `/` and `~0` as `~`.
///
///     try JSONPointer(fragment: "/definitions/a~1b%20c").tokens   // ["definitions", "a/b c"]
struct JSONPointer: Equatable {
    /// Why a fragment is not a JSON pointer.
    struct SyntaxError: Error, Equatable {
        var message: String
    }

    let tokens: [String]

    /// - Throws: `SyntaxError` for a bad percent escape, text that is not UTF-8, a pointer that
    ///   does not start with `/`, or a `~` not followed by `0` or `1`.
    init(fragment: String) throws(SyntaxError) {
        let decoded = try Self.percentDecoded(fragment)
        guard !decoded.isEmpty else {
            tokens = []
            return
        }
        guard decoded.hasPrefix("/") else {
            throw SyntaxError(
                message: "'#\(fragment)' is not a JSON pointer: it must be empty or start with '/' (anchors such as "
                    + "'#name' are not followed)")
        }
        var tokens: [String] = []
        for part in decoded.split(separator: "/", omittingEmptySubsequences: false).dropFirst() {
            var token = ""
            var scalars = part.unicodeScalars.makeIterator()
            while let scalar = scalars.next() {
                guard scalar == "~" else {
                    token.unicodeScalars.append(scalar)
                    continue
                }
                switch scalars.next() {
                case "0": token += "~"
                case "1": token += "/"
                default:
                    throw SyntaxError(
                        message: "'#\(fragment)' is not a JSON pointer: '~' must be followed by '0' (for '~') or '1' "
                            + "(for '/')")
                }
            }
            tokens.append(token)
        }
        self.tokens = tokens
    }

    /// `%XX` escapes decoded; the result must be UTF-8.
    private static func percentDecoded(_ text: String) throws(SyntaxError) -> String {
        guard text.utf8.contains(UInt8(ascii: "%")) else { return text }
        var bytes: [UInt8] = []
        var iterator = text.utf8.makeIterator()
        while let byte = iterator.next() {
            guard byte == UInt8(ascii: "%") else {
                bytes.append(byte)
                continue
            }
            guard let high = iterator.next().flatMap(hexValue), let low = iterator.next().flatMap(hexValue) else {
                throw SyntaxError(message: "'#\(text)' has a '%' that is not followed by two hexadecimal digits")
            }
            bytes.append(high * 16 + low)
        }
        // `String(validating:as:)` would say the same, but a Mac has it only from macOS 15.
        let decoded = String(decoding: bytes, as: UTF8.self)
        guard decoded.utf8.elementsEqual(bytes) else {
            throw SyntaxError(message: "'#\(text)' percent-encodes bytes that are not UTF-8")
        }
        return decoded
    }

    private static func hexValue(_ byte: UInt8) -> UInt8? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): byte - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): byte - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): byte - UInt8(ascii: "A") + 10
        default: nil
        }
    }

    /// Why the pointer names nothing in a document, and the offset of the value where it stopped.
    struct Miss: Error, Equatable {
        var message: String
        var offset: Int
    }

    /// The value the pointer names in `root`.
    /// - Throws: `Miss` at the deepest value reached: an object without the member (with "did you
    ///   mean", when `suggesting`), an array without the element, or a value that has no members.
    func resolve(in root: JSONNode, suggesting: Bool = true) throws(Miss) -> JSONNode {
        var objects = KeyedObjects()
        return try resolve(in: root, suggesting: suggesting, objects: &objects)
    }

    /// The members of the objects pointers went through, by key (the last of a repeated key), by
    /// the object's offset: a document may refer to thousands of the members of one object.
    typealias KeyedObjects = [Int: [String: JSONNode]]

    /// The same, keeping in `objects` the members of each object it goes through.
    func resolve(in root: JSONNode, suggesting: Bool, objects: inout KeyedObjects) throws(Miss) -> JSONNode {
        var node = root
        var walked = ""
        for token in tokens {
            let here = walked.isEmpty ? "the document" : "'#\(walked)'"
            switch node.value {
            case .object(let members):
                let keyed =
                    objects[node.offset]
                    ?? Dictionary(members.map { ($0.key, $0.value) }, uniquingKeysWith: { _, last in last })
                objects[node.offset] = keyed
                guard let member = keyed[token] else {
                    let hint = suggesting ? Suggestion.hint(for: token, in: members.map(\.key)) : ""
                    throw Miss(message: "\(here) has no member '\(token)'\(hint)", offset: node.offset)
                }
                node = member
            case .array(let elements):
                guard let index = Self.arrayIndex(token), index < elements.count else {
                    throw Miss(
                        message: "\(here) is an array of \(elements.count) element\(elements.count == 1 ? "" : "s"), "
                            + "and '\(token)' is not the index of one",
                        offset: node.offset)
                }
                node = elements[index]
            default:
                throw Miss(
                    message: "\(here) is \(node.typeDescription), which has no member '\(token)'", offset: node.offset)
            }
            walked += "/" + Self.escaped(token)
        }
        return node
    }

    /// A token as an array index: digits, with no leading zero unless it is `0`.
    private static func arrayIndex(_ token: String) -> Int? {
        guard !token.isEmpty, token.utf8.count <= 9, token.utf8.allSatisfy({ (0x30...0x39).contains($0) }),
            token == "0" || !token.hasPrefix("0")
        else { return nil }
        return Int(token)
    }

    /// A token as written in a pointer: `~` as `~0`, `/` as `~1`.
    static func escaped(_ token: String) -> String {
        var result = ""
        for character in token {
            switch character {
            case "~": result += "~0"
            case "/": result += "~1"
            default: result.append(character)
            }
        }
        return result
    }
}
