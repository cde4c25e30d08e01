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
    }

    /// Reads, decodes and validates one spec.
    public static func validate(_ source: SourceFile) -> ValidationResult {
        var diagnostics = DiagnosticCollector(source: source)
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
