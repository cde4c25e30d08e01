/// Finds the string literals in Swift source, as the compiler would delimit them, without using
/// formgen's own escaping: `"…"` with backslash escapes and `#"…"#` raw literals with any number
/// of `#`. Comments are skipped. Tests use it to see what generated code really contains.
enum SwiftLiteralScanner {
    static func literals(in source: String) -> [String] {
        let scalars = Array(source.unicodeScalars)
        var literals: [String] = []
        var index = 0
        while index < scalars.count {
            let scalar = scalars[index]
            if scalar == "/", index + 1 < scalars.count, scalars[index + 1] == "/" {
                while index < scalars.count, scalars[index] != "\n" { index += 1 }
                continue
            }
            var hashes = 0
            while index + hashes < scalars.count, scalars[index + hashes] == "#" { hashes += 1 }
            guard index + hashes < scalars.count, scalars[index + hashes] == "\"" else {
                index += max(hashes, 1)
                continue
            }
            let start = index
            index += hashes + 1
            while index < scalars.count {
                if hashes == 0, scalars[index] == "\\" {
                    index += 2
                    continue
                }
                if scalars[index] == "\"",
                    index + hashes < scalars.count || hashes == 0,
                    (0..<hashes).allSatisfy({ index + 1 + $0 < scalars.count && scalars[index + 1 + $0] == "#" })
                {
                    index += 1 + hashes
                    break
                }
                if scalars[index] == "\n" { break }
                index += 1
            }
            var literal = String.UnicodeScalarView()
            literal.append(contentsOf: scalars[start..<min(index, scalars.count)])
            literals.append(String(literal))
        }
        return literals
    }
}
