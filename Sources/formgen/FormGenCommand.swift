import FormGenCore

/// Runs one `formgen` invocation and maps its outcome to an exit status.
enum FormGenCommand {
    static let version = "0.1.0"

    static func run(_ arguments: [String]) -> ExitStatus {
        let invocation: Invocation
        do {
            invocation = try Invocation.parse(arguments)
        } catch {
            DiagnosticPrinter.writeError(
                "Error: \(Diagnostic.escapingControlCharacters(error.message))\nUsage: \(Help.usage(error.command))\n"
                    + "  See '\(error.command.displayName) --help' for more information.")
            return .usage
        }
        if invocation.showsHelp {
            DiagnosticPrinter.writeOutput(Help.text(for: invocation.command) + "\n")
            return .success
        }
        if invocation.showsVersion {
            DiagnosticPrinter.writeOutput(version + "\n")
            return .success
        }
        if let shell = invocation.completionShell {
            print(CompletionScript.text(for: shell), terminator: "")
            return .success
        }
        var printer = DiagnosticPrinter(quiet: invocation.quiet)
        let status: ExitStatus
        switch invocation.command {
        case .generate: status = GenerateCommand.run(invocation, printer: &printer)
        case .validate: status = ValidateCommand.run(invocation, printer: &printer)
        case .schema:
            DiagnosticPrinter.writeOutput(SpecSchemaWriter.schema())
            return .success
        case .templatesDump: status = TemplatesDumpCommand.run(invocation, printer: &printer)
        case .strings: status = StringsCommand.run(invocation, printer: &printer)
        }
        printer.printSummary()
        return status
    }
}

/// Reads spec files and standard input, reporting any that cannot be read.
enum SpecReader {
    /// The sources of `paths` that could be read, in order, and whether any could not (each reported).
    ///
    /// At most one byte past the size limit is read, so that a huge file or an endless stream is
    /// refused without being read whole (the pipeline reports the size).
    static func read(_ paths: [String], printer: inout DiagnosticPrinter) -> (sources: [SourceFile], failed: Bool) {
        var sources: [SourceFile] = []
        var failed = false
        let contents = FileSystem.readFiles(paths, limit: GeneratorPipeline.maximumSpecSize + 1)
        for (path, result) in zip(paths, contents) {
            switch result {
            case .success(let bytes):
                sources.append(SourceFile(name: path == "-" ? "<stdin>" : path, bytes: bytes))
            case .failure(let error):
                printer.error(path: path, "cannot read the spec: \(error.reason)")
                failed = true
            }
        }
        return (sources, failed)
    }
}
