import FormGenCore

/// From specs to String Catalogs, for `formgen strings`:
///
///     specs ─GeneratorPipeline.validateRun→ [ValidatedForm] ─group by table→ keys ─StringCatalog (+ the catalog's bytes)→ [GeneratedFile]
///
/// One catalog per strings table the specs use, named as `OutputKind.catalog` says. Any error in a
/// spec or in a catalog on disk means no files, so a run never updates some catalogs and not others.
public enum CatalogPipeline {
    /// Validates every spec, then merges each table's keys into its catalog; with `bundle`, only the
    /// tables of the specs whose strings are in that bundle.
    /// - Parameters:
    ///   - directory: where the catalogs are, for the paths of findings in them.
    ///   - existing: the bytes of the catalog of a file name in `directory`, `nil` when there is
    ///     none, asked only for the tables the specs use; at most `StringCatalog.maximumSize + 1` bytes.
    public static func catalogs(
        _ sources: [SourceFile], directory: String, existing: (_ name: String) throws(FileSystem.Failure) -> [UInt8]?,
        bundle: StringsBundle? = nil, warningsAsErrors: Bool = false
    ) -> GeneratorPipeline.GenerationResult {
        // The specs are checked as for generation: a run that could not generate writes no catalog.
        let run = GeneratorPipeline.validateRun(sources, warningsAsErrors: warningsAsErrors)
        var diagnostics = run.diagnostics
        var failed = run.failed
        /// Each table's forms in run order, with where each spec names its form.
        var tables: [(name: String, language: String, keys: [ValidatedForm.LocalizationKey], first: SourceLocation?)] =
            []
        for (input, result) in run.inputs {
            let form = input.form
            let strings = form.strings
            if let bundle, strings.bundle != bundle { continue }
            if let other = tables.first(where: {
                $0.name != strings.tableName && $0.name.lowercased() == strings.tableName.lowercased()
            }) {
                diagnostics.append(
                    .error(
                        "the form '\(form.name)' looks its text up in the table '\(strings.tableName)', and another spec "
                            + "of this run in '\(other.name)': their catalogs would be one file where case does not "
                            + "count (as on macOS), and a lookup on a device, where it does, would miss one",
                        at: result.nameLocation ?? SourceLocation(file: input.specPath, line: 1, column: 1),
                        notes: other.first.map { [Diagnostic.Note("that spec's form is named here", at: $0)] } ?? []))
                failed = true
                continue
            }
            if let index = tables.firstIndex(where: { $0.name == strings.tableName }) {
                guard tables[index].language == strings.sourceLanguage else {
                    diagnostics.append(
                        .error(
                            "the form '\(form.name)' is in '\(strings.sourceLanguage)', but another spec of this run "
                                + "puts the table '\(strings.tableName)' in '\(tables[index].language)': one catalog "
                                + "has one source language",
                            at: result.nameLocation ?? SourceLocation(file: input.specPath, line: 1, column: 1),
                            notes: tables[index].first.map {
                                [Diagnostic.Note("that spec's form is named here", at: $0)]
                            }
                                ?? []))
                    failed = true
                    continue
                }
                tables[index].keys += form.localizationKeys
            } else {
                tables.append((strings.tableName, strings.sourceLanguage, form.localizationKeys, result.nameLocation))
            }
        }
        guard !failed else {
            return .failed(diagnostics)
        }
        var files: [GeneratedFile] = []
        for table in tables {
            let name = OutputKind.catalogFileName(forTable: table.name)
            let path = FileSystem.join(directory, name)
            let bytes: [UInt8]?
            do {
                bytes = try existing(name)
            } catch {
                diagnostics.append(
                    .error(
                        "cannot read the catalog: \(error.reason)", at: SourceLocation(file: path, line: 1, column: 1)))
                failed = true
                continue
            }
            var catalogDiagnostics = DiagnosticCollector(source: SourceFile(name: path, bytes: bytes ?? []))
            let existing = bytes.flatMap { StringCatalog.read($0, diagnostics: &catalogDiagnostics) }
            if !catalogDiagnostics.hasErrors,
                let text = StringCatalog.merged(
                    table.keys, sourceLanguage: table.language, into: existing, diagnostics: &catalogDiagnostics)
            {
                files.append(
                    GeneratedFile(
                        name: name, contents: text, marker: OutputKind.catalog.marker,
                        basis: bytes.map { .bytes($0) } ?? .absent))
            }
            diagnostics += catalogDiagnostics.sortedByLocation
            failed = failed || catalogDiagnostics.hasErrors
        }
        guard !failed else {
            return .failed(diagnostics)
        }
        return GeneratorPipeline.GenerationResult(files: files, diagnostics: diagnostics, succeeded: true)
    }
}
