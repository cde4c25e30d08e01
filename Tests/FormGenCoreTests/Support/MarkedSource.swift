import FormGenCore
import Testing

/// Spec text with `⟦name⟧` markers where findings are expected, in the manner of swift-format's tests.
///
/// The markers are removed before the text is read, and each one's line and column are counted here
/// with `String` (not with `SourceFile`), so the expected positions do not come from the code under test.
struct MarkedSource {
    let text: String
    let markers: [String: (line: Int, column: Int)]

    init(_ marked: String) {
        var text = ""
        var markers: [String: (line: Int, column: Int)] = [:]
        var line = 1
        var column = 1
        var rest = Substring(marked)
        while let character = rest.first {
            if character == "⟦", let close = rest.firstIndex(of: "⟧") {
                let name = String(rest[rest.index(after: rest.startIndex)..<close])
                markers[name] = (line, column)
                rest = rest[rest.index(after: close)...]
                continue
            }
            text.append(character)
            if character == "\n" {
                line += 1
                column = 1
            } else {
                column += 1
            }
            rest = rest.dropFirst()
        }
        self.text = text
        self.markers = markers
    }

    /// Replaces `⟦name⟧` in an expected finding with `spec.json:line:column`.
    func expand(_ expected: String) -> String {
        var result = expected
        for (name, place) in markers {
            result = result.replacingOccurrences(of: "⟦\(name)⟧", with: "spec.json:\(place.line):\(place.column):")
        }
        return result
    }

    /// Every finding the pipeline reports for the text, one formatted line each (notes on their own lines).
    func diagnose() -> [String] {
        let result = GeneratorPipeline.validate(SourceFile(name: "spec.json", text: text))
        return result.diagnostics.flatMap { $0.formatted.split(separator: "\n").map(String.init) }
    }
}

/// Expects exactly the findings `expected` (with `⟦name⟧` for `spec.json:line:column:`) for the spec `marked`.
func expectFindings(
    _ marked: String, _ expected: [String], sourceLocation: Testing.SourceLocation = #_sourceLocation
) {
    let source = MarkedSource(marked)
    #expect(source.diagnose() == expected.map(source.expand), sourceLocation: sourceLocation)
}

extension String {
    func replacingOccurrences(of target: String, with replacement: String) -> String {
        split(separator: target, omittingEmptySubsequences: false).joined(separator: replacement)
    }
}
