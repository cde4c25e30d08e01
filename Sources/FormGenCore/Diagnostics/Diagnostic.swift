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

    /// One compiler-style line: `place: severity: message`, with control characters in the place
    /// and the message escaped (see `escapingControlCharacters(_:)`).
    public static func line(_ place: String, _ severity: Severity, _ message: String) -> String {
        "\(escapingControlCharacters(place)): \(severity.rawValue): \(escapingControlCharacters(message))"
    }

    /// `text` with every character that could act on a terminal or fake a line written as an escape:
    /// `\n`, `\r`, `\t`, or `\u{1B}` for the other C0 controls, DEL and the C1 controls, the line
    /// and paragraph separators (U+2028, U+2029) and the bidirectional marks, embeddings, overrides
    /// and isolates (U+061C, U+200E, U+200F, U+202A–U+202E, U+2066–U+2069).
    ///
    /// Spec text reaches diagnostics in ids, keys and file names; escaped, an ESC cannot recolour
    /// the terminal and a newline cannot start a line that looks like `file:1:1: error:`.
    public static func escapingControlCharacters(_ text: String) -> String {
        guard text.unicodeScalars.contains(where: needsEscape) else { return text }
        var escaped = ""
        for scalar in text.unicodeScalars {
            guard needsEscape(scalar) else {
                escaped.unicodeScalars.append(scalar)
                continue
            }
            switch scalar {
            case "\n": escaped += "\\n"
            case "\r": escaped += "\\r"
            case "\t": escaped += "\\t"
            default: escaped += "\\u{\(String(scalar.value, radix: 16, uppercase: true))}"
            }
        }
        return escaped
    }

    private static func needsEscape(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x00...0x1F, 0x7F...0x9F, 0x2028, 0x2029, 0x061C, 0x200E, 0x200F, 0x202A...0x202E, 0x2066...0x2069:
            true
        default: false
        }
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
