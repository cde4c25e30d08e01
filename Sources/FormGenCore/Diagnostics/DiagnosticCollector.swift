/// Gathers the findings about one source file, turning byte offsets into locations.
public struct DiagnosticCollector {
    public let source: SourceFile
    public private(set) var diagnostics: [Diagnostic] = []

    public init(source: SourceFile) {
        self.source = source
    }

    public var hasErrors: Bool {
        diagnostics.contains { $0.severity == .error }
    }

    /// The findings in file order, as a compiler prints them; findings at one place keep their order.
    public var sortedByLocation: [Diagnostic] {
        diagnostics.enumerated().sorted {
            ($0.element.location.line, $0.element.location.column, $0.offset)
                < ($1.element.location.line, $1.element.location.column, $1.offset)
        }.map(\.element)
    }

    public mutating func error(_ message: String, at offset: Int, notes: [(message: String, offset: Int)] = []) {
        report(.error, message, at: offset, notes: notes)
    }

    public mutating func warning(_ message: String, at offset: Int, notes: [(message: String, offset: Int)] = []) {
        report(.warning, message, at: offset, notes: notes)
    }

    private mutating func report(
        _ severity: Diagnostic.Severity, _ message: String, at offset: Int, notes: [(message: String, offset: Int)]
    ) {
        diagnostics.append(
            Diagnostic(
                severity, message, at: source.location(at: offset),
                notes: notes.map { Diagnostic.Note($0.message, at: source.location(at: $0.offset)) }
            )
        )
    }
}
