/// The whole chain from a spec file to generated Swift:
///
///     bytes ─JSONReader→ JSONNode ─SpecDecoder→ Spec ─Validator→ ValidatedForm ─…→ generated files
///
/// Each stage lives in its own folder and hands the next one the type named above. Diagnostics
/// from every stage land in one `DiagnosticCollector` per file, located at the spec's tokens.
public enum GeneratorPipeline {
    /// What validating one spec produced: the form when it is valid, and every finding either way.
    public struct ValidationResult: Sendable {
        public var form: ValidatedForm?
        public var diagnostics: [Diagnostic]

        /// The form, unless the spec has an error, or any finding at all when warnings count as errors.
        public func form(warningsAsErrors: Bool) -> ValidatedForm? {
            warningsAsErrors && !diagnostics.isEmpty ? nil : form
        }
    }

    /// The largest spec formgen reads: far beyond any real form, small enough that time and memory
    /// stay bounded (about 0.5 s and 150 MB for a spec of this size in a release build).
    public static let maximumSpecSize = 16 * 1024 * 1024

    /// Reads, decodes and validates one spec.
    public static func validate(_ source: SourceFile) -> ValidationResult {
        var diagnostics = DiagnosticCollector(source: source)
        guard source.bytes.count <= maximumSpecSize else {
            diagnostics.error(tooLarge, at: 0)
            return ValidationResult(form: nil, diagnostics: diagnostics.diagnostics)
        }
        let root: JSONNode
        do {
            root = try JSONReader.read(source.bytes)
        } catch {
            diagnostics.error(error.message, at: error.offset)
            return ValidationResult(form: nil, diagnostics: diagnostics.diagnostics)
        }
        guard let spec = SpecDecoder.decode(root, into: &diagnostics) else {
            return ValidationResult(form: nil, diagnostics: diagnostics.diagnostics)
        }
        let form = Validator.validate(spec, into: &diagnostics)
        return ValidationResult(form: form, diagnostics: diagnostics.sortedByLocation)
    }
}

extension GeneratorPipeline {
    /// Validates each of `sources`, on all cores when there are several; results in the same order.
    public static func validate(_ sources: [SourceFile]) -> [ValidationResult] {
        sources.concurrentMap(validate)
    }

    /// The message for a spec over `maximumSpecSize` bytes.
    public static let tooLarge = "the spec is larger than \(maximumSpecSize >> 20) MiB, the most formgen reads"

    /// What generating from a set of specs produced: the files when every spec is valid, and every finding.
    public struct GenerationResult: Sendable {
        public var files: [GeneratedFile]
        public var diagnostics: [Diagnostic]
        /// `false` when any spec has an error (or, with `warningsAsErrors`, a warning); then `files` is empty.
        public var succeeded: Bool
    }

    /// Validates every spec and renders the files of all of them plus `FormGenSupport.swift`.
    /// Any error in any spec means no files, so a run never writes half of its output.
    public static func generate(
        _ sources: [SourceFile], renderer: FormRenderer, access: AccessLevel? = nil, warningsAsErrors: Bool = false
    ) -> GenerationResult {
        let results = validate(sources)
        var diagnostics: [Diagnostic] = []
        var forms: [(form: ValidatedForm, specFileName: String)] = []
        var failed = false
        for (source, result) in zip(sources, results) {
            diagnostics += result.diagnostics
            if let form = result.form(warningsAsErrors: warningsAsErrors) {
                forms.append((form, fileName(of: source.name)))
            } else {
                failed = true
            }
        }
        guard !failed else { return GenerationResult(files: [], diagnostics: diagnostics, succeeded: false) }
        let rendered = forms.concurrentMap { entry in
            Result { () throws(TemplateError) in
                try renderer.renderForm(entry.form, specFileName: entry.specFileName, access: access)
            }
        }
        do {
            var files = try rendered.map { result throws(TemplateError) in try result.get() }
            files.append(try renderer.renderSupport())
            return GenerationResult(files: files, diagnostics: diagnostics, succeeded: true)
        } catch {
            return GenerationResult(
                files: [], diagnostics: diagnostics + [renderer.diagnostic(for: error)], succeeded: false)
        }
    }

    /// The last path component, which is all of a spec's path that generated code may mention.
    static func fileName(of path: String) -> String {
        path.split(separator: "/").last.map(String.init) ?? path
    }
}
