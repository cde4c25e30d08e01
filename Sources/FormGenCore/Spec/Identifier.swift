/// The identifier shapes a spec may use, and suggestions for names that miss them.
enum Identifier {
    static func isUpperCamelCase(_ name: String) -> Bool {
        isCamelCase(name, startingFrom: 0x41)  // A
    }

    static func isLowerCamelCase(_ name: String) -> Bool {
        isCamelCase(name, startingFrom: 0x61)  // a
    }

    /// A letter from `first` to 25 after it, then ASCII letters and digits. Bytes in an index loop,
    /// compared as numbers: a debug build (what the build plugin runs) calls `ClosedRange.contains`
    /// and `allSatisfy` as generic code, and every field id and type name of a spec comes here.
    private static func isCamelCase(_ name: String, startingFrom first: UInt8) -> Bool {
        var name = name
        return name.withUTF8 { bytes in
            guard bytes.count > 0, bytes[0] >= first, bytes[0] <= first + 25 else { return false }
            var index = 1
            while index < bytes.count {
                guard SwiftEscaping.isASCIILetterOrDigit(bytes[index]) else { return false }
                index += 1
            }
            return true
        }
    }

    /// `"first-name"` → `"firstName"`; `nil` unless the name is ASCII and starts with a letter.
    static func camelCased(_ name: String, upper: Bool) -> String? {
        guard let first = name.unicodeScalars.first, ("a"..."z").contains(first) || ("A"..."Z").contains(first),
            name.unicodeScalars.allSatisfy({ $0.isASCII })
        else { return nil }
        let words = name.unicodeScalars.split { !isASCIIAlphanumeric($0) }.map { String(String.UnicodeScalarView($0)) }
        var result = ""
        for word in words {
            let head = result.isEmpty && !upper ? word.prefix(1).lowercased() : word.prefix(1).uppercased()
            result += head + word.dropFirst()
        }
        let head = upper ? result.prefix(1).uppercased() : result.prefix(1).lowercased()
        return head + result.dropFirst()
    }

    private static func isASCIIAlphanumeric(_ scalar: Unicode.Scalar) -> Bool {
        scalar.isASCII && SwiftEscaping.isASCIILetterOrDigit(UInt8(scalar.value))
    }
}
