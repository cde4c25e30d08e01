import FormGenCore

/// `formgen validate`: every finding of every spec, nothing written.
enum ValidateCommand {
    static func run(_ invocation: Invocation, printer: inout DiagnosticPrinter) -> ExitStatus {
        let (sources, unreadable) = SpecReader.read(invocation.paths, printer: &printer)
        // As one run, as generation reads them: two specs of one form are an error here too.
        let run = GeneratorPipeline.validateRun(sources, warningsAsErrors: invocation.warningsAsErrors)
        run.diagnostics.forEach { printer.print($0) }
        return unreadable || run.failed ? .failure : .success
    }
}
