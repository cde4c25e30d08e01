import FormGenCore

/// From specs to pictures, for `formgen preview`:
///
///     specs ─GeneratorPipeline.validateRun→ [ValidatedForm] ─(+ a String Catalog's translations)→ FormPicture → [GeneratedFile]
///
/// One `<Name>.svg` per form. Any error in a spec or a catalog means no files, as for generation.
public enum PreviewPipeline {
    /// Validates every spec, as `formgen validate` does, then draws each form.
    /// - Parameters:
    ///   - locale: the locale whose translations the pictures show; `nil` for the specs' own text.
    ///   - catalogDirectory: where each form's String Catalog (`<table>.xcstrings`) is, for `locale`.
    ///   - catalog: the bytes of a catalog file in `catalogDirectory`, `nil` when there is none; at
    ///     most `StringCatalog.maximumSize + 1` bytes.
    public static func pictures(
        _ sources: [SourceFile], locale: String? = nil, catalogDirectory: String? = nil,
        catalog: (_ name: String) throws(FileSystem.Failure) -> [UInt8]? = { _ in nil },
        appearance: PreviewAppearance = .light, warningsAsErrors: Bool = false
    ) -> GeneratorPipeline.GenerationResult {
        let run = GeneratorPipeline.validateRun(sources, warningsAsErrors: warningsAsErrors)
        var diagnostics = run.diagnostics
        guard !run.failed else {
            return .failed(diagnostics)
        }
        // Drawn once every form is known to fit, so that a run too large fails before drawing any.
        var pictures: [(picture: FormPicture, input: FormRenderer.Input)] = []
        var failed = false
        // Each catalog is read once, however many forms share its table, and one that cannot be
        // read is reported once.
        var translations: [String: PreviewTranslation] = [:]
        var unreadable: Set<String> = []
        var fieldsDrawn = 0
        for (input, validation) in run.inputs {
            let form = input.form
            var translation = PreviewTranslation.source(language: form.strings.sourceLanguage)
            if let locale, let catalogDirectory {
                let name = OutputKind.catalogFileName(forTable: form.strings.tableName)
                if let known = translations[name] {
                    translation = known
                } else {
                    guard !unreadable.contains(name) else { continue }
                    let read = readCatalog(name, in: catalogDirectory, locale: locale, catalog: catalog)
                    diagnostics += read.diagnostics
                    guard let found = read.translation else {
                        unreadable.insert(name)
                        failed = true
                        continue
                    }
                    translations[name] = found
                    translation = found
                }
            }
            let picture = FormPicture(
                form: form, translation: translation, appearance: appearance,
                language: locale ?? form.strings.sourceLanguage)
            let panels = picture.states.count
            let place = validation.nameLocation ?? SourceLocation(file: input.specPath, line: 1, column: 1)
            guard panels * form.fields.count <= FormPicture.maximumFieldsDrawn else {
                diagnostics.append(
                    .error(
                        "the form is too large to draw: its \(panels) panels would show \(form.fields.count) fields "
                            + "each, and a picture shows at most \(FormPicture.maximumFieldsDrawn) in all",
                        at: place))
                failed = true
                continue
            }
            fieldsDrawn += panels * form.fields.count
            guard fieldsDrawn <= FormPicture.maximumFieldsDrawnInARun else {
                diagnostics.append(
                    .error(
                        "with this form, the run's pictures would show more than "
                            + "\(FormPicture.maximumFieldsDrawnInARun) fields in all; draw fewer forms in one run",
                        at: place))
                failed = true
                break
            }
            pictures.append((picture, input))
        }
        guard !failed else {
            return .failed(diagnostics)
        }
        let files = pictures.map { picture, input in
            GeneratedFile(
                name: input.form.name + OutputKind.pictureFileExtension,
                contents: picture.svg(header: OwnershipMarker.svgHeader(naming: input.specFileName)),
                marker: OutputKind.picture.marker, source: input.specPath)
        }
        return GeneratorPipeline.GenerationResult(files: files, diagnostics: diagnostics, succeeded: true)
    }

    /// The translations of `locale` in the catalog `name`; `nil` with the reason, located in the
    /// catalog, when there is no such catalog or it cannot be read.
    private static func readCatalog(
        _ name: String, in directory: String, locale: String,
        catalog: (_ name: String) throws(FileSystem.Failure) -> [UInt8]?
    ) -> (translation: PreviewTranslation?, diagnostics: [Diagnostic]) {
        let path = FileSystem.join(directory, name)
        let bytes: [UInt8]?
        do {
            bytes = try catalog(name)
        } catch {
            return (
                nil,
                [.error("cannot read the catalog: \(error.reason)", at: SourceLocation(file: path, line: 1, column: 1))]
            )
        }
        guard let bytes else {
            return (
                nil,
                [
                    .error(
                        "no String Catalog for the form's strings table; write it with 'formgen strings -o "
                            + "\(SwiftEscaping.inertText(directory))'",
                        at: SourceLocation(file: path, line: 1, column: 1))
                ]
            )
        }
        var diagnostics = DiagnosticCollector(source: SourceFile(name: path, bytes: bytes))
        guard let root = StringCatalog.read(bytes, diagnostics: &diagnostics) else {
            return (nil, diagnostics.diagnostics)
        }
        guard case .object = root.value else {
            diagnostics.error("a String Catalog is a JSON object, not \(root.typeDescription)", at: root.offset)
            return (nil, diagnostics.diagnostics)
        }
        return (PreviewTranslation(catalog: root, locale: locale), [])
    }
}
