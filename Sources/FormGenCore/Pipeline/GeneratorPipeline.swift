/// The whole chain from a spec file to generated files:
///
///     bytes ─JSONReader→ JSONNode ─SpecDecoder→ Spec ─Validator→ ValidatedForm ─FormRenderer→ [GeneratedFile] ─OutputWriter→ disk
///
/// Each stage lives in its own folder and hands the next one the type named above. Diagnostics
/// from every stage land in one `DiagnosticCollector` per file, located at the spec's tokens.
/// `OutputKind.all` is the table of what a run writes.
public enum GeneratorPipeline {
    /// What validating one spec produced: the form when it is valid, and every finding either way.
    public struct ValidationResult: Sendable {
        public var form: ValidatedForm?
        public var diagnostics: [Diagnostic]
        /// The spec and the offset where it sets `name`, located only when a finding needs the place:
        /// for two specs that declare one form.
        package var source: SourceFile?
        package var nameOffset: Int?

        /// Where the spec sets `name`, to report two specs of one run that declare the same form.
        public var nameLocation: SourceLocation? {
            guard let source, let nameOffset else { return nil }
            return source.location(at: nameOffset)
        }

        /// The form, unless the spec has an error, or any finding at all when warnings count as errors.
        public func form(warningsAsErrors: Bool) -> ValidatedForm? {
            warningsAsErrors && !diagnostics.isEmpty ? nil : form
        }
    }

    /// The largest spec formgen reads: far beyond any real form, small enough that time and memory
    /// stay bounded (about 2 s and 160 MB in a release build for a spec of this size, 17,000 fields
    /// with long labels, for each of the `LargeStackThreads.maximumThreads` specs a run works on at once).
    public static let maximumSpecSize = 16 * 1024 * 1024

    /// The message for a spec over `maximumSpecSize` bytes.
    private static let tooLarge = "the spec is larger than \(maximumSpecSize >> 20) MiB, the most formgen reads"

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
        return ValidationResult(
            form: form, diagnostics: diagnostics.sortedByLocation, source: source, nameOffset: spec.name?.offset)
    }

    /// What generating from a set of specs produced: the files when every spec is valid, and every finding.
    public struct GenerationResult: Sendable {
        public var files: [GeneratedFile]
        public var diagnostics: [Diagnostic]
        /// `false` when any spec has an error (or, with `warningsAsErrors`, a warning); then `files` is empty.
        public var succeeded: Bool
        /// The support files of `files` that hold only their header, as no form uses their code.
        var unusedSupportFiles: Set<String> = []

        package init(files: [GeneratedFile], diagnostics: [Diagnostic], succeeded: Bool) {
            (self.files, self.diagnostics, self.succeeded) = (files, diagnostics, succeeded)
        }

        /// `files` in the order to put them in place: the support files that hold code, the forms,
        /// then the support files no form uses. A run killed between two files (SIGKILL cannot be
        /// caught) then leaves each form beside the support code it names, old or new.
        public var filesInWritingOrder: [GeneratedFile] {
            let support = Set(OutputKind.targetFileNames)
            let withCode = files.filter { support.contains($0.name) && !unusedSupportFiles.contains($0.name) }
            let forms = files.filter { !support.contains($0.name) }
            return withCode + forms + files.filter { unusedSupportFiles.contains($0.name) }
        }

        /// A run that writes nothing, for `diagnostics`.
        package static func failed(_ diagnostics: [Diagnostic]) -> GenerationResult {
            GenerationResult(files: [], diagnostics: diagnostics, succeeded: false)
        }
    }

    /// Validates every spec and renders every file of all of them.
    /// Any error in any spec means no files, so a run never writes half of its output.
    /// - Parameters:
    ///   - formsOnDisk: the start of each Swift file already in the output directory, by name: the
    ///     support files keep what formgen's forms among them use (`SupportConcern.declared(in:)`),
    ///     unless this run rewrites the form.
    ///   - part: only the forms or only the support files. The support files alone are made for the
    ///     run's specs and nothing on disk, so an action that writes them depends on its inputs only.
    public static func generate(
        _ sources: [SourceFile], renderer: FormRenderer, access: AccessLevel? = nil, warningsAsErrors: Bool = false,
        formsOnDisk: [String: [UInt8]] = [:], part: OutputPart? = nil
    ) -> GenerationResult {
        let run = validateRun(sources, warningsAsErrors: warningsAsErrors)
        var diagnostics = run.diagnostics
        var failed = run.failed
        guard !failed else { return .failed(diagnostics) }
        var files: [GeneratedFile] = []
        var concerns = Set(run.inputs.flatMap { $0.input.form.supportConcerns })
        // Each form renders on its own, several at a time; their files keep the order of the specs.
        let inputs = part == .support ? [] : run.inputs.map(\.input)
        let forms = LargeStackThreads.map(inputs) { input in
            Result { () throws(TemplateError) in try renderer.renderForm(input, access: access) }
        }
        for ((input, validation), form) in zip(run.inputs, forms) {
            do {
                files.append(try form.get())
            } catch {
                // A built-in template stops only at its limits, which a spec reaches by its size: the
                // spec is what to change, so the finding is reported there.
                let finding =
                    renderer.isBuiltin(error) && error.reachedLimit
                    ? Diagnostic.error(
                        tooLargeToGenerate(error.message),
                        at: validation.nameLocation ?? SourceLocation(file: input.specPath, line: 1, column: 1))
                    : renderer.diagnostic(for: error)
                diagnostics.append(finding)
                failed = true
            }
        }
        // The support files check for a newer iOS only where a form they serve runs below it, a form
        // on disk that this run did not make as its file says.
        var minimumIOS = run.inputs.map(\.input.form.minimumIOS).min() ?? .lowestSupported
        do {
            if part == nil {
                let written = Set(files.map(\.name))
                for (name, bytes) in formsOnDisk where !written.contains(name) {
                    concerns.formUnion(SupportConcern.declared(in: bytes))
                    if SupportConcern.isFormFile(bytes) {
                        minimumIOS = min(minimumIOS, SupportConcern.declaredMinimumIOS(in: bytes))
                    }
                }
            }
            if part != .forms { files += try renderer.renderTargetFiles(using: concerns, minimumIOS: minimumIOS) }
        } catch {
            diagnostics.append(renderer.diagnostic(for: error))
            failed = true
        }
        guard !failed else { return .failed(diagnostics) }
        var result = GenerationResult(files: files, diagnostics: diagnostics, succeeded: true)
        if part != .forms {
            result.unusedSupportFiles = Set(SupportConcern.allCases.filter { !concerns.contains($0) }.map(\.fileName))
        }
        return result
    }

    /// Validates `sources` as one run: each spec's findings in order, each followed by those it has
    /// with an earlier spec of the run (the same form declared twice, a form named as another's
    /// preview, one bars modifier for two forms), which generation and `formgen validate` report
    /// alike; and the forms to render.
    public static func validateRun(_ sources: [SourceFile], warningsAsErrors: Bool = false) -> (
        diagnostics: [Diagnostic], inputs: [(input: FormRenderer.Input, validation: ValidationResult)], failed: Bool
    ) {
        var diagnostics: [Diagnostic] = []
        var inputs: [(input: FormRenderer.Input, validation: ValidationResult)] = []
        var failed = false
        var firstDeclarations: [String: ValidationResult] = [:]
        var firstPreviews: [String: (owner: String, result: ValidationResult)] = [:]
        // Two form names can give one bars modifier: `OKCancelForm` and `OkCancelForm`.
        var firstModifiers: [String: (name: String, result: ValidationResult)] = [:]
        for (source, result) in zip(sources, validate(sources)) {
            diagnostics += result.diagnostics
            guard let form = result.form(warningsAsErrors: warningsAsErrors) else {
                failed = true
                continue
            }
            // A form has a name, so its spec has the location of one.
            if let first = firstDeclarations[form.name], let location = result.nameLocation,
                let firstLocation = first.nameLocation
            {
                diagnostics.append(
                    .error(
                        sameName(form.name), at: location,
                        notes: [Diagnostic.Note("'\(form.name)' is first declared here", at: firstLocation)]))
                failed = true
                continue
            }
            // Each form also declares its preview, `<name>Previews`, which may be another form's name.
            let previews = form.name + "Previews"
            let previewClash: (message: String, first: ValidationResult)? =
                if let first = firstDeclarations[previews] {
                    (previewIsAForm(form.name, preview: previews), first)
                } else if let first = firstPreviews[form.name] {
                    (formIsAPreview(form.name, owner: first.owner), first.result)
                } else {
                    nil
                }
            if let previewClash, let location = result.nameLocation,
                let firstLocation = previewClash.first.nameLocation
            {
                diagnostics.append(
                    .error(
                        previewClash.message, at: location,
                        notes: [Diagnostic.Note("the other form is declared here", at: firstLocation)]))
                failed = true
                continue
            }
            firstDeclarations[form.name] = result
            firstPreviews[previews] = (form.name, result)
            if form.hasBarsModifier {
                if let first = firstModifiers[form.barsModifier], let location = result.nameLocation,
                    let firstLocation = first.result.nameLocation
                {
                    diagnostics.append(
                        .error(
                            sameBarsModifier(form.name, first.name, modifier: form.barsModifier), at: location,
                            notes: [Diagnostic.Note("'\(first.name)' is declared here", at: firstLocation)]))
                    failed = true
                    continue
                }
                firstModifiers[form.barsModifier] = (form.name, result)
            }
            let specFileName = FileSystem.fileName(of: source.name)
            // `.json` would give `.swift`; `formgen outputs`, which names files before reading any
            // spec, could not name it.
            if OutputKind.specSuffixes.contains(specFileName) {
                diagnostics.append(
                    .error(
                        "the spec's file name leaves no name for its form's file; rename the spec",
                        at: SourceLocation(file: source.name, line: 1, column: 1)))
                failed = true
                continue
            }
            inputs.append((FormRenderer.Input(form: form, specPath: source.name, specFileName: specFileName), result))
        }
        return (diagnostics, inputs, failed)
    }

    private static func tooLargeToGenerate(_ limit: String) -> String {
        let reason = limit.split(separator: ";").first.map(String.init) ?? limit
        return "the form is too large to generate (\(reason)); split it into smaller forms"
    }

    private static func sameName(_ name: String) -> String {
        "another spec of this run already declares the form '\(name)'; both would be one type in the module"
    }

    private static func previewIsAForm(_ name: String, preview: String) -> String {
        "the preview of '\(name)' would be '\(preview)', which another spec of this run declares as a form; "
            + "rename one of the forms"
    }

    private static func formIsAPreview(_ name: String, owner: String) -> String {
        "the form '\(name)' has the name of the preview of '\(owner)', which another spec of this run declares; "
            + "rename one of the forms"
    }

    private static func sameBarsModifier(_ name: String, _ other: String, modifier: String) -> String {
        "the bars modifier of '\(name)' would be '\(modifier)', which another spec of this run declares for "
            + "'\(other)'; rename one of the forms"
    }
}

extension GeneratorPipeline {
    /// Validates each of `sources`, several at a time; the results are in the order of `sources`.
    public static func validate(_ sources: [SourceFile]) -> [ValidationResult] {
        LargeStackThreads.map(sources) { validate($0) }
    }
}
