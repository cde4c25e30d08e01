/// Finds the identifiers of Swift source code, as the compiler would see them: comments and the
/// text of string literals are skipped, the code of their interpolations is not. Handles `//` and
/// nested `/* */` comments, `"…"`, `"""…"""` and raw `#"…"#` literals, and backquoted names.
enum SwiftIdentifierScanner {
    static func identifiers(in source: String) -> [String] {
        var scanner = Scanner(scalars: Array(source.unicodeScalars))
        scanner.scanCode(untilUnbalancedParenthesis: false)
        return scanner.found
    }

    private struct Scanner {
        let scalars: [Unicode.Scalar]
        var index = 0
        var found: [String] = []

        init(scalars: [Unicode.Scalar]) {
            self.scalars = scalars
        }

        func at(_ offset: Int) -> Unicode.Scalar? {
            index + offset < scalars.count ? scalars[index + offset] : nil
        }

        static func isIdentifierHead(_ scalar: Unicode.Scalar) -> Bool {
            scalar == "_" || ("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar)
        }

        static func isIdentifierBody(_ scalar: Unicode.Scalar) -> Bool {
            isIdentifierHead(scalar) || ("0"..."9").contains(scalar)
        }

        mutating func scanCode(untilUnbalancedParenthesis: Bool) {
            var depth = 0
            while let scalar = at(0) {
                switch scalar {
                case "/" where at(1) == "/":
                    while let next = at(0), next != "\n" { index += 1 }
                case "/" where at(1) == "*":
                    skipBlockComment()
                case "(":
                    depth += 1
                    index += 1
                case ")":
                    index += 1
                    if untilUnbalancedParenthesis && depth == 0 { return }
                    depth -= 1
                case "`":
                    index += 1
                    let start = index
                    while let next = at(0), next != "`", next != "\n" { index += 1 }
                    found.append(text(start..<index))
                    index += 1
                case "#", "\"":
                    var hashes = 0
                    while at(hashes) == "#" { hashes += 1 }
                    if at(hashes) == "\"" {
                        index += hashes
                        scanString(hashes: hashes)
                    } else {
                        index += max(hashes, 1)
                    }
                case "0"..."9":
                    while let next = at(0), Self.isIdentifierBody(next) || next == "." { index += 1 }
                default:
                    guard Self.isIdentifierHead(scalar) else {
                        index += 1
                        continue
                    }
                    let start = index
                    while let next = at(0), Self.isIdentifierBody(next) { index += 1 }
                    found.append(text(start..<index))
                }
            }
        }

        mutating func skipBlockComment() {
            var depth = 0
            while at(0) != nil {
                if at(0) == "/" && at(1) == "*" {
                    depth += 1
                    index += 2
                } else if at(0) == "*" && at(1) == "/" {
                    depth -= 1
                    index += 2
                    if depth == 0 { return }
                } else {
                    index += 1
                }
            }
        }

        /// Scans a literal from its opening quote; the code of each interpolation is scanned as code.
        mutating func scanString(hashes: Int) {
            let multiline = at(1) == "\"" && at(2) == "\""
            let quotes = multiline ? 3 : 1
            index += quotes
            while at(0) != nil {
                if at(0) == "\\", (0..<hashes).allSatisfy({ at(1 + $0) == "#" }) {
                    index += 1 + hashes
                    if at(0) == "(" {
                        index += 1
                        scanCode(untilUnbalancedParenthesis: true)
                    } else {
                        index += 1
                    }
                    continue
                }
                if (0..<quotes).allSatisfy({ at($0) == "\"" }), (0..<hashes).allSatisfy({ at(quotes + $0) == "#" }) {
                    index += quotes + hashes
                    return
                }
                index += 1
            }
        }

        func text(_ range: Range<Int>) -> String {
            var view = String.UnicodeScalarView()
            view.append(contentsOf: scalars[range.clamped(to: 0..<scalars.count)])
            return String(view)
        }
    }
}
