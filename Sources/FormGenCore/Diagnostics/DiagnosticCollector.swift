/// Gathers the findings about one source file, turning byte offsets into locations.
///
/// Findings are kept with their byte offsets and located all together when they are read, in one
/// pass over the file (see `SourceFile.locations(at:)`), so a spec with many findings on one long
/// line costs time linear in its size.
///
/// As a C compiler stops at its error limit, it keeps the first `limit` findings and then one notice,
/// at the file's start where it is printed first, that says the rest are not reported: a spec of a
/// million mistakes would otherwise hold gigabytes of findings, of which the command line prints 200.
public struct DiagnosticCollector {
    public let source: SourceFile
    private var pending: [Pending] = []
    private var errorCount = 0

    /// The findings kept for one file.
    public static let limit = 10_000

    static let tooMany = "more than \(limit) findings in this file; the rest are not reported"

    private struct Pending {
        var severity: Diagnostic.Severity
        var message: String
        var offset: Int
        var notes: [(message: String, offset: Int)]
    }

    public init(source: SourceFile) {
        self.source = source
    }

    /// The findings in the order they were reported.
    public var diagnostics: [Diagnostic] {
        var offsets: [Int] = []
        offsets.reserveCapacity(pending.count)
        for finding in pending {
            offsets.append(finding.offset)
            offsets += finding.notes.map { $0.offset }
        }
        var locations = source.locations(at: offsets)[...]
        return pending.map { finding in
            let location = locations.removeFirst()
            let notes = finding.notes.map { Diagnostic.Note($0.message, at: locations.removeFirst()) }
            return Diagnostic(finding.severity, finding.message, at: location, notes: notes)
        }
    }

    public var hasErrors: Bool {
        errorCount > 0
    }

    /// The findings in file order, as a compiler prints them; findings at one place keep their order.
    public var sortedByLocation: [Diagnostic] {
        diagnostics.enumerated().sorted {
            ($0.element.location.line, $0.element.location.column, $0.offset)
                < ($1.element.location.line, $1.element.location.column, $1.offset)
        }.map { $0.element }
    }

    // The message and notes are computed only for a finding that is kept: past the limit, a spec's
    // millionth unknown key costs no suggestion.
    public mutating func error(
        _ message: @autoclosure () -> String, at offset: Int,
        notes: @autoclosure () -> [(message: String, offset: Int)] = []
    ) {
        keep(.error, message, at: offset, notes: notes)
    }

    public mutating func warning(
        _ message: @autoclosure () -> String, at offset: Int,
        notes: @autoclosure () -> [(message: String, offset: Int)] = []
    ) {
        keep(.warning, message, at: offset, notes: notes)
    }

    /// A remark that is neither an error nor a warning, such as what an imported name became.
    public mutating func note(_ message: @autoclosure () -> String, at offset: Int) {
        keep(.note, message, at: offset, notes: { [] })
    }

    /// Keeps a finding up to the limit, and there one notice that says the rest are not reported. The
    /// notice is an error once a warning or an error is not kept: a file whose findings are not all
    /// seen must fail, whatever the unseen ones are, but notes alone fail nothing.
    private mutating func keep(
        _ severity: Diagnostic.Severity, _ message: () -> String, at offset: Int,
        notes: () -> [(message: String, offset: Int)]
    ) {
        // Counted even when not kept: a dropped error still fails the file.
        if severity == .error { errorCount += 1 }
        guard pending.count >= Self.limit else {
            pending.append(Pending(severity: severity, message: message(), offset: offset, notes: notes()))
            return
        }
        if pending.count == Self.limit {
            pending.append(Pending(severity: .note, message: Self.tooMany, offset: 0, notes: []))
        }
        // Dropped notes fail nothing; a dropped warning or error makes the notice an error.
        if severity != .note, pending[Self.limit].severity != .error {
            pending[Self.limit].severity = .error
            errorCount += 1
        }
    }
}
