import FormGenCore

/// Field ids for property names: each a lowerCamelCase identifier that the validator accepts, and
/// no two alike.
///
///     var ids = FieldIdentifiers()
///     ids.identifier(for: "first-name", ordinal: 1)   // "firstName"
///     ids.identifier(for: "first_name", ordinal: 2)   // "firstName2"
///     ids.identifier(for: "2fa", ordinal: 3)          // "field2fa"
///     ids.identifier(for: "body", ordinal: 4)         // "bodyField": the form has a `body`
///     ids.identifier(for: "名前", ordinal: 5)          // "field5": ids are ASCII
struct FieldIdentifiers {
    private var taken: Set<String> = []
    /// The suffix to try next after each id, so that ten thousand properties of one id do not each
    /// try every suffix from 2 again.
    private var nextSuffix: [String: Int] = [:]

    /// The id of the property `name`, the `ordinal`th field of the form.
    mutating func identifier(for name: String, ordinal: Int) -> String {
        var id = Self.base(for: name) ?? "field\(ordinal)"
        if !FieldIdentifierRule.isAcceptableFieldID(id) {
            id += "Field"
        }
        var unique = id
        var suffix = nextSuffix[id] ?? 2
        while taken.contains(unique) {
            unique = id + String(suffix)
            suffix += 1
        }
        nextSuffix[id] = suffix
        taken.insert(unique)
        return unique
    }

    /// The name's ASCII letters and digits as lowerCamelCase words (`first-name` → `firstName`, `USER_ID`
    /// → `userID`); `field` before a leading digit; `nil` when it has no ASCII letter or digit.
    static func base(for name: String) -> String? {
        let words = name.unicodeScalars.split { !($0.isASCII && SwiftEscaping.isASCIILetterOrDigit(UInt8($0.value))) }
            .map { String(String.UnicodeScalarView($0)) }
        guard !words.isEmpty else { return nil }
        var result = ""
        for word in words {
            // A word in capitals longer than an acronym is a word: `NAME` → `Name`, `ID` stays.
            let word =
                word.count > 3 && word.allSatisfy(\.isUppercase)
                ? String(word.prefix(1)) + word.dropFirst().lowercased() : word
            if result.isEmpty {
                result = Identifier.lowerCamelCased(word)
            } else {
                result += word.prefix(1).uppercased() + word.dropFirst()
            }
        }
        if let first = result.unicodeScalars.first, ("0"..."9").contains(first) {
            result = "field" + result
        }
        return result
    }
}
