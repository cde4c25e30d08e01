import FormGenCore

/// `formgen outputs <spec>... -o <dir>`: the paths a run with the same arguments would write, from the
/// specs' file names alone, so that a build system can declare them before formgen runs.
enum OutputsCommand {
    static func run(_ invocation: Invocation, printer: inout DiagnosticPrinter) -> ExitStatus {
        guard let output = invocation.output else { return .failure }
        guard let names = fileNames(invocation.paths, part: invocation.only, output: output, printer: &printer) else {
            return .failure
        }
        let outputs = names.map { FileSystem.join(output, $0) }
        do {
            var lists: XcodeFileList?
            if let stem = invocation.xcfilelist {
                lists = try XcodeFileList(
                    stem: stem, specs: invocation.paths, templates: invocation.templates, outputs: outputs)
            }
            let paths = outputs + (lists?.paths ?? [])
            // One path a line: a path with a line break would read as two.
            if let path = paths.first(where: {
                $0.utf8.contains(UInt8(ascii: "\n")) || $0.utf8.contains(UInt8(ascii: "\r"))
            }) {
                printer.error(path: path, "holds a line break, which a list of one path a line cannot hold")
                return .failure
            }
            if let lists { _ = try OutputWriter(directory: lists.directory).write(lists.files) }
            StandardStreams.writeOutput(paths.map { $0 + "\n" }.joined())
        } catch {
            printer.error(path: error.path, error.message)
            return .failure
        }
        return .success
    }

    /// The names of the files a run on `specs` writes, or `nil` when a spec's file name leaves no
    /// name for its form, or two files would have one name (reported as the run reports them).
    static func fileNames(
        _ specs: [String], part: OutputPart?, output: String, printer: inout DiagnosticPrinter
    ) -> [String]? {
        let specNames = specs.map(FileSystem.fileName(of:))
        var failed = false
        for (spec, name) in zip(specs, specNames) where OutputKind.specSuffixes.contains(name) {
            printer.print(
                .error(
                    "the spec's file name leaves no name for its form's file; rename the spec",
                    at: SourceLocation(file: spec, line: 1, column: 1)))
            failed = true
        }
        // The writer refuses two files of one name (two specs `Login.json` in two folders, a spec
        // named like a support file): every file of the run is checked, whatever part is printed.
        let names = OutputKind.runFileNames(specFileNames: specNames)
        let sources = specs.map(Optional.some) + Array(repeating: nil, count: names.count - specs.count)
        let files = zip(names, sources).map { GeneratedFile(name: $0, bytes: [], marker: .swiftHeader, source: $1) }
        do {
            try OutputWriter.checkCollisions(files, in: output)
        } catch {
            printer.error(path: error.path, error.message)
            failed = true
        }
        return failed ? nil : OutputKind.runFileNames(specFileNames: specNames, part: part)
    }
}
