/// A template that cannot be parsed or rendered, pointing at the offending token so the template's
/// author can fix it without reading the engine. A location's file is the template's name.
public struct TemplateError: Error, Equatable, Sendable, CustomStringConvertible {
    public var message: String
    /// Where the offending token is: in an included template, if the error happened there.
    public var location: SourceLocation
    /// The `{% include %}` tags that led to `location`, innermost first; empty for the rendered template.
    public var includedFrom: [SourceLocation] = []
    /// Whether rendering stopped at one of its limits (repetitions or output size) rather than at a
    /// mistake in the template: what a large enough input reaches.
    public var reachedLimit = false

    public init(_ message: String, at location: SourceLocation) {
        self.message = message
        self.location = location
    }

    /// The name of the template the offending token is in.
    public var template: String { location.file }

    /// `name:line:column: message`, as the error appears in logs.
    public var description: String { "\(location): \(message)" }

    /// The error as a diagnostic, with a note for each include on the way; `file` maps a template name to
    /// the path the user knows it by, or to `nil` for a built-in template, which is in no file: its
    /// notes say so, and how to get it as one.
    public func diagnostic(file: (String) -> String? = { $0 }) -> Diagnostic {
        func mapped(_ location: SourceLocation) -> SourceLocation {
            SourceLocation(file: file(location.file) ?? location.file, line: location.line, column: location.column)
        }
        let notes = includedFrom.map { place in
            let builtin = file(place.file) == nil ? ", \(Self.builtinPlace)" : ""
            return Diagnostic.Note("included from here" + builtin, at: mapped(place))
        }
        let builtin = file(location.file) == nil ? " (\(Self.builtinPlace))" : ""
        return .error(message + builtin, at: mapped(location), notes: notes)
    }

    /// Said of a place in a built-in template.
    static let builtinPlace = "in the built-in template ('formgen templates dump <dir>' writes it out)"
}
