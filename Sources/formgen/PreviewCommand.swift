import FormGenCore
import FormGenTooling

/// `formgen preview <spec>... -o <dir>`: every spec valid and every catalog readable, then every
/// changed picture replaced, or nothing.
enum PreviewCommand {
    static func run(_ invocation: Invocation, printer: inout DiagnosticPrinter) -> ExitStatus {
        let (sources, unreadable) = SpecReader.read(invocation.paths, printer: &printer)
        guard let output = invocation.output else { return .usage }
        let catalogDirectory = invocation.catalog
        if let catalogDirectory, FileSystem.kind(of: catalogDirectory) == .other {
            printer.error(path: catalogDirectory, "is a file, not a directory")
            return .failure
        }
        let result = PreviewPipeline.pictures(
            sources, locale: invocation.locale, catalogDirectory: catalogDirectory,
            catalog: { name throws(FileSystem.Failure) in
                guard let catalogDirectory else { return nil }
                return try FileSystem.readBytesIfPresent(
                    FileSystem.join(catalogDirectory, name), limit: StringCatalog.maximumSize + 1)
            },
            appearance: invocation.appearance ?? .light, warningsAsErrors: invocation.warningsAsErrors)
        result.diagnostics.forEach { printer.print($0) }
        guard result.succeeded, !unreadable else { return .failure }
        return printer.write(result.files, into: output, quiet: invocation.quiet)
    }
}
