/// Reads spec files and standard input, reporting any that cannot be read.
package enum SpecReader {
    /// The sources of `paths` that could be read, in order, and whether any could not (each reported).
    ///
    /// At most one byte past the size limit is read, so that a huge file or an endless stream is
    /// refused without being read whole (the pipeline reports the size).
    package static func read(_ paths: [String], printer: inout DiagnosticPrinter) -> (
        sources: [SourceFile], failed: Bool
    ) {
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
