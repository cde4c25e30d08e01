import FormGenCore

/// `formgen validate`: every finding of every spec, nothing written.
enum ValidateCommand {
    static func run(_ invocation: Invocation, printer: inout DiagnosticPrinter) -> ExitStatus {
        var (sources, failed) = SpecReader.read(invocation.paths, printer: &printer)
        for result in GeneratorPipeline.validate(sources) {
            result.diagnostics.forEach { printer.print($0) }
            if result.form(warningsAsErrors: invocation.warningsAsErrors) == nil {
                failed = true
            }
        }
        return failed ? .failure : .success
    }
}
