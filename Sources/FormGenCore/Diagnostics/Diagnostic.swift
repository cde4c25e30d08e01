/// A finding about an input file, printed compiler-style so editors and build logs link to it.
///
///     Specs/Form.json:4:12: error: duplicate field id 'name'
///     Specs/Form.json:3:12: note: 'name' first defined here
public struct Diagnostic: Equatable, Sendable {
    /// How serious a finding is.
    public enum Severity: String, Sendable {
        case note, warning, error
    }

    /// A related place, printed as a `note:` line after the finding.
    public struct Note: Equatable, Sendable {
        public var location: SourceLocation
        public var message: String

        public init(_ message: String, at location: SourceLocation) {
            self.message = message
            self.location = location
        }
    }

    public var severity: Severity
    public var message: String
    public var location: SourceLocation
    public var notes: [Note]

    public init(_ severity: Severity, _ message: String, at location: SourceLocation, notes: [Note] = []) {
        self.severity = severity
        self.message = message
        self.location = location
        self.notes = notes
    }

    public static func error(_ message: String, at location: SourceLocation, notes: [Note] = []) -> Diagnostic {
        Diagnostic(.error, message, at: location, notes: notes)
    }

    /// The finding and its notes as the lines a compiler would print.
    public var formatted: String {
        var lines = [Self.line(location.description, severity, message)]
        for note in notes {
            lines.append(Self.line(note.location.description, .note, note.message))
        }
        return lines.joined(separator: "\n")
    }

    /// One compiler-style line: `place: severity: message`, with the place and the message
    /// escaped as ``SwiftEscaping/escapingInvisibles(_:)`` escapes text.
    ///
    /// Spec text reaches diagnostics in ids, keys and file names; escaped, an ESC cannot recolour
    /// the terminal, a newline cannot start a line that looks like `file:1:1: error:`, and a
    /// zero-width space or a bidi override in a key shows as what it is.
    public static func line(_ place: String, _ severity: Severity, _ message: String) -> String {
        "\(SwiftEscaping.escapingInvisibles(place)): \(severity.rawValue): \(SwiftEscaping.escapingInvisibles(message))"
    }
}

/// A place in an input file; lines and columns count from 1, columns in characters as an editor shows them.
public struct SourceLocation: Equatable, Hashable, Sendable, CustomStringConvertible {
    public var file: String
    public var line: Int
    public var column: Int

    public init(file: String, line: Int, column: Int) {
        self.file = file
        self.line = line
        self.column = column
    }

    public var description: String { "\(file):\(line):\(column)" }
}
