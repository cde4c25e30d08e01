/// The identifier shapes a spec may use, and suggestions for names that miss them.
package enum Identifier {
    package static func isUpperCamelCase(_ name: String) -> Bool {
        isCamelCase(name, startingFrom: 0x41)  // A
    }

    package static func isLowerCamelCase(_ name: String) -> Bool {
        isCamelCase(name, startingFrom: 0x61)  // a
    }

    /// A letter from `first` to 25 after it, then ASCII letters and digits.
    private static func isCamelCase(_ name: String, startingFrom first: UInt8) -> Bool {
        guard let head = name.utf8.first, (first...first + 25).contains(head) else { return false }
        return name.utf8.dropFirst().allSatisfy(SwiftEscaping.isASCIILetterOrDigit)
    }

    /// `"first-name"` → `"firstName"`; `nil` unless the name is ASCII and starts with a letter.
    package static func camelCased(_ name: String, upper: Bool) -> String? {
        guard let first = name.unicodeScalars.first, ("a"..."z").contains(first) || ("A"..."Z").contains(first),
            name.unicodeScalars.allSatisfy({ $0.isASCII })
        else { return nil }
        let words = name.unicodeScalars.split { !isASCIIAlphanumeric($0) }.map { String(String.UnicodeScalarView($0)) }
        var result = ""
        for word in words {
            result += result.isEmpty && !upper ? lowerCamelCased(word) : word.prefix(1).uppercased() + word.dropFirst()
        }
        return result
    }

    /// `" such as 'firstName'"` for `"first-name"`, the end of a message that refuses the name, when
    /// its camel-cased form passes `isAcceptable`; else empty.
    package static func suchAs(_ name: String, upper: Bool, isAcceptable: (String) -> Bool) -> String {
        guard let suggestion = camelCased(name, upper: upper), isAcceptable(suggestion) else { return "" }
        return " such as '\(suggestion)'"
    }

    /// `name` as the start of a lowerCamelCase name, its leading word lowercased whole, acronyms
    /// included, as Swift's API Design Guidelines case them: `Login` → `login`, `OKCancelForm` →
    /// `okCancelForm`, `URLField` → `urlField`, `ABC` → `abc`. Of a run of capitals that runs into
    /// a lowercase letter, the last capital starts the next word and stays.
    package static func lowerCamelCased(_ name: String) -> String {
        let capitals = name.prefix { $0.isASCII && $0.isUppercase }
        guard !capitals.isEmpty else { return name }
        let rest = name.dropFirst(capitals.count)
        let nextIsLowercase = rest.first.map { $0.isASCII && $0.isLowercase } ?? false
        let lowered = capitals.count > 1 && nextIsLowercase ? capitals.dropLast() : capitals
        return lowered.lowercased() + name.dropFirst(lowered.count)
    }

    private static func isASCIIAlphanumeric(_ scalar: Unicode.Scalar) -> Bool {
        scalar.isASCII && SwiftEscaping.isASCIILetterOrDigit(UInt8(scalar.value))
    }
}
