/// A readable line diff of expected and actual text, for golden-file failures: each removed line
/// with its line number in the expected text, each added line with its number in the actual text.
enum LineDiff {
    static func describe(expected: String, actual: String) -> String {
        let old = expected.split(separator: "\n", omittingEmptySubsequences: false)
        let new = actual.split(separator: "\n", omittingEmptySubsequences: false)
        var lines: [(position: Int, order: Int, text: String)] = []
        for change in new.difference(from: old) {
            switch change {
            case .remove(let offset, let line, _):
                lines.append((offset, 0, "- expected \(offset + 1): \(line)"))
            case .insert(let offset, let line, _):
                lines.append((offset, 1, "+ actual   \(offset + 1): \(line)"))
            }
        }
        return lines.sorted { ($0.position, $0.order) < ($1.position, $1.order) }.map(\.text).joined(separator: "\n")
    }
}
