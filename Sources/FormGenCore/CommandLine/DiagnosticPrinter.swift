#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Prints findings to standard error compiler-style, in colour only for a terminal without
/// `NO_COLOR`, and counts them for the closing summary line.
///
/// As compilers do, it prints the first `shownLimit` errors and warnings (with their notes) and
/// then only counts: a spec with 80,000 mistakes gets a readable log and a closing line saying
/// how many there were. Notes of their own, such as import's renamings, have a limit of their own,
/// so that they never hide an error.
package struct DiagnosticPrinter {
    /// Errors and warnings printed before the rest are only counted.
    package static let shownLimit = 200

    private let useColor: Bool
    private let quiet: Bool
    /// Whether warnings fail the run, and so are printed and counted as errors, as `swiftc
    /// -warnings-as-errors` prints them: a run that fails says why, `--quiet` or not.
    private let warningsAsErrors: Bool
    private(set) var errorCount = 0
    private(set) var warningCount = 0
    /// Errors and warnings printed so far.
    private var shownCount = 0
    /// Errors and warnings not printed because `shownLimit` was reached.
    private var hiddenCount = 0
    /// Notes of their own printed so far, and those not printed.
    private var shownNotes = 0
    private var hiddenNotes = 0

    package init(quiet: Bool, warningsAsErrors: Bool = false) {
        self.quiet = quiet
        self.warningsAsErrors = warningsAsErrors
        let noColor = getenv("NO_COLOR").map { $0.pointee != 0 } ?? false
        let dumbTerminal = getenv("TERM").map { String(cString: $0) == "dumb" } ?? false
        self.useColor = isatty(STDERR_FILENO) != 0 && !noColor && !dumbTerminal
    }

    package mutating func print(_ diagnostic: Diagnostic) {
        var diagnostic = diagnostic
        if warningsAsErrors && diagnostic.severity == .warning {
            diagnostic.severity = .error
        }
        switch diagnostic.severity {
        case .error: errorCount += 1
        case .warning: warningCount += 1
        case .note: break
        }
        if quiet && diagnostic.severity != .error { return }
        guard diagnostic.severity == .note ? admitNote() : admit() else { return }
        var lines = [line(diagnostic.location.description, diagnostic.severity, diagnostic.message)]
        lines += diagnostic.notes.map { line($0.location.description, .note, $0.message) }
        StandardStreams.writeError(lines.joined(separator: "\n"))
    }

    /// A line about the run itself, such as a wait, on standard error unless `quiet`.
    package func notice(_ text: String) {
        guard !quiet else { return }
        StandardStreams.writeError(text)
    }

    /// A problem with a file rather than inside it, such as a spec that cannot be read.
    package mutating func error(path: String, _ message: String) {
        errorCount += 1
        guard admit() else { return }
        StandardStreams.writeError(line(path, .error, message))
    }

    /// Whether one more error or warning may be printed; counts it either way.
    private mutating func admit() -> Bool {
        Self.admit(shown: &shownCount, hidden: &hiddenCount)
    }

    /// Whether one more note of its own may be printed; counts it either way.
    private mutating func admitNote() -> Bool {
        Self.admit(shown: &shownNotes, hidden: &hiddenNotes)
    }

    /// Whether fewer than `shownLimit` were `shown`; counts one more as shown or as hidden.
    private static func admit(shown: inout Int, hidden: inout Int) -> Bool {
        guard shown < shownLimit else {
            hidden += 1
            return false
        }
        shown += 1
        return true
    }

    /// `2 errors, 1 warning`, printed last when there was anything to report; when some were not
    /// shown, `formgen: 80000 errors in all; the first 200 are shown` (even with `--quiet`).
    package func printSummary() {
        var parts: [String] = []
        if errorCount > 0 { parts.append("\(errorCount) error\(errorCount == 1 ? "" : "s")") }
        if warningCount > 0 { parts.append("\(warningCount) warning\(warningCount == 1 ? "" : "s")") }
        if hiddenNotes > 0 {
            let notes = hiddenNotes == 1 ? "note is" : "notes are"
            StandardStreams.writeError("formgen: \(hiddenNotes) more \(notes) not shown")
        }
        if hiddenCount > 0 {
            StandardStreams.writeError(
                "formgen: \(parts.joined(separator: ", ")) in all; the first \(shownCount) are shown")
            return
        }
        guard !quiet, !parts.isEmpty else { return }
        StandardStreams.writeError(parts.joined(separator: ", "))
    }

    private func line(_ place: String, _ severity: Diagnostic.Severity, _ message: String) -> String {
        guard useColor else { return Diagnostic.line(place, severity, message) }
        let place = SwiftEscaping.escapingInvisibles(place)
        let message = SwiftEscaping.escapingInvisibles(message)
        let color =
            switch severity {
            case .error: "\u{1B}[1;31m"
            case .warning: "\u{1B}[1;35m"
            case .note: "\u{1B}[1;30m"
            }
        return "\u{1B}[1m\(place): \(color)\(severity.rawValue):\u{1B}[0m\u{1B}[1m \(message)\u{1B}[0m"
    }

    /// Writes `files` into `directory`, all or nothing, then, unless `quiet`, the summary line; a
    /// failure to write is an error at the path it names.
    package mutating func write(_ files: [GeneratedFile], into directory: String, quiet: Bool) -> ExitStatus {
        do {
            let report = try OutputWriter(directory: directory).write(files)
            if !quiet {
                for path in report.keptCatalogLeftovers {
                    StandardStreams.writeError(
                        line(
                            path, .note,
                            "a String Catalog that a killed formgen run left, which may hold one of the catalogs in "
                                + "\(SwiftEscaping.inertText(directory)) as it was before that run: compare them, then "
                                + "delete this one"))
                }
                Self.writeSummary(of: report, in: directory)
            }
            return .success
        } catch {
            self.error(path: error.path, error.message)
            return .failure
        }
    }

    /// The line a run that wrote files ends with: how many were written and how many left as they
    /// were, and where, after what they are when `files` names them. The directory is shown as a
    /// generated file's header shows a spec's name, escaped if need be.
    package static func writeSummary(of report: OutputWriter.Report, in directory: String, files: String? = nil) {
        let place = SwiftEscaping.inertText(directory)
        StandardStreams.writeOutput(
            (files.map { $0 + ": " } ?? "")
                + "\(report.written.count) written, \(report.unchanged.count) unchanged in \(place)\n")
    }
}
