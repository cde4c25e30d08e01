import FormGenCore

/// `formgen strings <spec>... -o <dir>`: every spec valid and every catalog readable, then every
/// changed catalog replaced, or nothing.
enum StringsCommand {
    static func run(_ invocation: Invocation, printer: inout DiagnosticPrinter) -> ExitStatus {
        let (sources, unreadable) = SpecReader.read(invocation.paths, printer: &printer)
        guard let output = invocation.output else { return .usage }
        let result = CatalogPipeline.catalogs(
            sources, directory: output, bundle: invocation.bundle, warningsAsErrors: invocation.warningsAsErrors)
        result.diagnostics.forEach { printer.print($0) }
        guard result.succeeded, !unreadable else { return .failure }
        do {
            let report = try OutputWriter(directory: output).write(result.files)
            if !invocation.quiet {
                DiagnosticPrinter.writeOutput(
                    "\(report.written.count) written, \(report.unchanged.count) unchanged in \(output)\n")
            }
            return .success
        } catch {
            printer.error(path: error.path, error.message)
            return .failure
        }
    }
}
