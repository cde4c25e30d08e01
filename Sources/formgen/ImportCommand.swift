import FormGenCore
import FormGenTooling

/// `formgen import <document.json>#<pointer> [-o <spec.json>]`: the spec of an object schema,
/// printed or written to a new file; with any error nothing is written.
enum ImportCommand {
    static func run(_ invocation: Invocation, printer: inout DiagnosticPrinter) -> ExitStatus {
        guard let argument = invocation.paths.first else { return .usage }
        let (path, fragment) = split(argument)
        let bytes: [UInt8]
        do {
            bytes = try FileSystem.readBytes(path, limit: SchemaImporter.maximumDocumentSize + 1)
        } catch {
            printer.error(path: path, "cannot read the document: \(error.reason)" + hashHint(argument))
            return .failure
        }
        let source = SourceFile(name: path == "-" ? "<stdin>" : path, bytes: bytes)
        let result = SchemaImporter.importSpec(source, fragment: fragment, name: invocation.name)
        result.diagnostics.forEach { printer.print($0) }
        let warned = result.diagnostics.contains { $0.severity == .warning }
        guard let spec = result.spec, !(invocation.warningsAsErrors && warned) else { return .failure }
        guard let output = invocation.output else {
            StandardStreams.writeOutput(spec)
            return .success
        }
        if let problem = sameFileProblem(output, document: path) {
            printer.error(path: output, problem)
            return .failure
        }
        return write(Array(spec.utf8), to: output, force: invocation.force, quiet: invocation.quiet, printer: &printer)
    }

    /// Why `output` cannot take the spec when it is the file the document was read from, or the one
    /// standard output or standard error goes to (`-o /dev/stdout`, or a shell's `>` to the same
    /// file): replacing it would lose what it held, and the stream would go on into the old file.
    static func sameFileProblem(_ output: String, document: String) -> String? {
        guard let identity = FileSystem.identity(of: output) else { return nil }
        let documentIdentity =
            document == "-" ? FileSystem.identity(ofDescriptor: 0) : FileSystem.identity(of: document)
        if identity == documentIdentity {
            return "is the document being imported; '-o' names the spec file to write"
        }
        // Descriptors 1 and 2.
        for (descriptor, stream) in [(Int32(1), "output"), (2, "error")]
        where identity == FileSystem.identity(ofDescriptor: descriptor) {
            return "is where standard \(stream) goes; without '-o', formgen import prints the spec to standard output"
        }
        return nil
    }

    /// When `argument` holds a file whose name has a `#` in it, which the first `#` cut short: how to
    /// import it all the same; empty otherwise.
    static func hashHint(_ argument: String) -> String {
        let hashes = argument.indices.filter { argument[$0] == "#" }.dropFirst()
        let candidates = hashes.map { argument.startIndex..<$0 } + [argument.startIndex..<argument.endIndex]
        guard let file = candidates.first(where: { FileSystem.isRegularFile(String(argument[$0])) }) else {
            return ""
        }
        let pointer = argument[file.upperBound...]
        return "; '\(argument[file])' is a file, whose '#' formgen read as the pointer's start: give it on "
            + "standard input, as in formgen import '-\(pointer)' < '\(argument[file])'"
    }

    /// The document's path and the fragment after its first `#` (empty without one: the whole document).
    static func split(_ argument: String) -> (path: String, fragment: String) {
        guard let hash = argument.firstIndex(of: "#") else { return (argument, "") }
        return (String(argument[..<hash]), String(argument[argument.index(after: hash)...]))
    }

    /// Writes the spec to a new file, or over an existing one with `--force`; a file that already
    /// holds these bytes is left untouched. The file is written as generated files are: through a
    /// symbolic link, with its permissions, only while it holds what was read, and never over a
    /// device, a FIFO or a file with other names.
    private static func write(
        _ bytes: [UInt8], to output: String, force: Bool, quiet: Bool, printer: inout DiagnosticPrinter
    ) -> ExitStatus {
        let place = SwiftEscaping.inertText(output)
        if FileSystem.kind(of: output) == .directory {
            printer.error(path: output, "is a directory; '-o' names the spec file to write")
            return .failure
        }
        let existing: [UInt8]?
        do {
            existing = try FileSystem.readBytesIfPresent(output)
        } catch {
            printer.error(path: output, "cannot read the existing file: \(error.reason)")
            return .failure
        }
        if existing == bytes {
            if !quiet { StandardStreams.writeOutput("\(place) unchanged\n") }
            return .success
        }
        if existing != nil, !force {
            printer.error(path: output, "the file exists and is not replaced; '--force' replaces it")
            return .failure
        }
        let file = GeneratedFile(
            name: FileSystem.fileName(of: output), bytes: bytes, marker: .none,
            basis: existing.map { .bytes($0) } ?? .absent)
        let directory = FileSystem.parentPath(of: output)
        do {
            _ = try OutputWriter(directory: directory).write([file])
        } catch {
            // The file is named as the command line named it, not as the writer joins it to its folder.
            printer.error(
                path: error.path == FileSystem.join(directory, file.name) ? output : error.path, error.message)
            return .failure
        }
        if !quiet { StandardStreams.writeOutput("\(place) written\n") }
        return .success
    }
}
