/// A place in a template; line and column count from 1, the column in characters.
public struct TemplateLocation: Equatable, Hashable, Sendable, CustomStringConvertible {
    public var template: String
    public var line: Int
    public var column: Int

    public init(template: String, line: Int, column: Int) {
        self.template = template
        self.line = line
        self.column = column
    }

    public var description: String { "\(template):\(line):\(column)" }
}

/// A template that cannot be parsed or rendered, pointing at the offending token so the template's
/// author can fix it without reading the engine.
public struct TemplateError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The template the offending token is in (an included one, if the error happened there).
    public var template: String
    public var line: Int
    public var column: Int
    public var message: String
    /// The `{% include %}` tags that led to `template`, innermost first; empty for the rendered template.
    public var includedFrom: [TemplateLocation]

    public init(template: String, line: Int, column: Int, message: String, includedFrom: [TemplateLocation] = []) {
        self.template = template
        self.line = line
        self.column = column
        self.message = message
        self.includedFrom = includedFrom
    }

    public var location: TemplateLocation {
        TemplateLocation(template: template, line: line, column: column)
    }

    /// `name:line:column: message`, as the error appears in logs.
    public var description: String { "\(location): \(message)" }

    /// The error as a diagnostic, with a note for each include on the way; `file` maps a template name to
    /// the path the user knows it by.
    public func diagnostic(file: (String) -> String = { $0 }) -> Diagnostic {
        func sourceLocation(_ location: TemplateLocation) -> SourceLocation {
            SourceLocation(file: file(location.template), line: location.line, column: location.column)
        }
        let notes = includedFrom.map { Diagnostic.Note("included from here", at: sourceLocation($0)) }
        return .error(message, at: sourceLocation(location), notes: notes)
    }
}
