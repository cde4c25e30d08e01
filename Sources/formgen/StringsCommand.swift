import FormGenCore
import FormGenTooling

/// `formgen strings <spec>... -o <dir>`: every spec valid and every catalog readable, then every
/// changed catalog replaced, or nothing.
enum StringsCommand {
    static func run(_ invocation: Invocation, printer: inout DiagnosticPrinter) -> ExitStatus {
        let (sources, unreadable) = SpecReader.read(invocation.paths, printer: &printer)
        guard let output = invocation.output else { return .usage }
        if FileSystem.kind(of: output) == .other {
            printer.error(path: output, "is a file, not a directory")
            return .failure
        }
        let result = CatalogPipeline.catalogs(
            sources, directory: output,
            existing: { name throws(FileSystem.Failure) in
                try FileSystem.readBytesIfPresent(
                    FileSystem.join(output, name), limit: StringCatalog.maximumSize + 1)
            },
            bundle: invocation.bundle, warningsAsErrors: invocation.warningsAsErrors)
        result.diagnostics.forEach { printer.print($0) }
        guard result.succeeded, !unreadable else { return .failure }
        guard invocation.check else { return printer.write(result.files, into: output, quiet: invocation.quiet) }
        do {
            // Other catalogs in the directory are none of this run's business: no orphans here.
            let stale = try OutputWriter(directory: output).staleFiles(result.files).filter { $0.state != .orphaned }
            for file in stale {
                let problem =
                    file.state == .missing
                    ? "missing; run formgen strings to write it"
                    : "out of date with the specs; run formgen strings to update it"
                printer.error(path: FileSystem.join(output, file.name), problem)
            }
            return stale.isEmpty ? .success : .failure
        } catch {
            printer.error(path: error.path, error.message)
            return .failure
        }
    }
}
