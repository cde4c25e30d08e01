import FormGenCore

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Prints findings to standard error compiler-style, in colour only for a terminal without
/// `NO_COLOR`, and counts them for the closing summary line.
struct DiagnosticPrinter {
    let useColor: Bool
    let quiet: Bool
    private(set) var errorCount = 0
    private(set) var warningCount = 0

    init(quiet: Bool) {
        self.quiet = quiet
        // `getenv` rather than `ProcessInfo.environment`, which copies the whole environment.
        let noColor = getenv("NO_COLOR").map { $0.pointee != 0 } ?? false
        let dumbTerminal = getenv("TERM").map { String(cString: $0) == "dumb" } ?? false
        self.useColor = isatty(STDERR_FILENO) != 0 && !noColor && !dumbTerminal
    }

    mutating func print(_ diagnostic: Diagnostic) {
        switch diagnostic.severity {
        case .error: errorCount += 1
        case .warning: warningCount += 1
        case .note: break
        }
        if quiet && diagnostic.severity != .error { return }
        guard useColor else { return Self.writeError(diagnostic.formatted) }
        var lines = [line(diagnostic.location.description, diagnostic.severity, diagnostic.message)]
        lines += diagnostic.notes.map { line($0.location.description, .note, $0.message) }
        Self.writeError(lines.joined(separator: "\n"))
    }

    /// A problem with a file rather than inside it, such as a spec that cannot be read.
    mutating func error(path: String, _ message: String) {
        errorCount += 1
        Self.writeError(line(path, .error, message))
    }

    /// `2 errors, 1 warning`, printed last when there was anything to report.
    func printSummary() {
        guard !quiet, errorCount + warningCount > 0 else { return }
        var parts: [String] = []
        if errorCount > 0 { parts.append("\(errorCount) error\(errorCount == 1 ? "" : "s")") }
        if warningCount > 0 { parts.append("\(warningCount) warning\(warningCount == 1 ? "" : "s")") }
        Self.writeError(parts.joined(separator: ", "))
    }

    private func line(_ place: String, _ severity: Diagnostic.Severity, _ message: String) -> String {
        guard useColor else { return Diagnostic.line(place, severity, message) }
        let color =
            switch severity {
            case .error: "\u{1B}[1;31m"
            case .warning: "\u{1B}[1;35m"
            case .note: "\u{1B}[1;30m"
            }
        return "\u{1B}[1m\(place): \(color)\(severity.rawValue):\u{1B}[0m\u{1B}[1m \(message)\u{1B}[0m"
    }

    static func writeError(_ text: String) {
        FileSystem.writeAll(text + "\n", to: STDERR_FILENO)
    }
}
