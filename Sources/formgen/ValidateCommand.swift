import FormGenCore

/// `formgen validate`: every finding of every spec, nothing written.
enum ValidateCommand {
    static func run(_ invocation: Invocation, printer: inout DiagnosticPrinter) -> ExitStatus {
        let (sources, unreadable) = SpecReader.read(invocation.paths, printer: &printer)
        // As one run, as generation reads them: two specs of one form are an error here too.
        let run = GeneratorPipeline.validateRun(sources, warningsAsErrors: invocation.warningsAsErrors)
        run.diagnostics.forEach { printer.print($0) }
        // Two specs whose files would be one file, which generation refuses before it writes.
        let forms = run.inputs.map {
            GeneratedFile(
                name: OutputKind.formFileName(forSpec: $0.input.specFileName, formName: $0.input.form.name),
                bytes: [], marker: .swiftHeader, source: $0.input.specPath)
        }
        do {
            try OutputWriter.checkCollisions(forms: forms, in: nil)
        } catch {
            printer.error(path: error.path, error.message)
            return .failure
        }
        return unreadable || run.failed ? .failure : .success
    }
}
