import FormGenCore
import Foundation

/// Runs one `formgen` invocation and maps its outcome to an exit status.
enum FormGenCommand {
    static let version = "0.1.0"

    static func run(_ arguments: [String]) -> ExitStatus {
        let invocation: Invocation
        do {
            invocation = try Invocation.parse(arguments)
        } catch {
            DiagnosticPrinter.writeError(
                "Error: \(error.message)\nUsage: \(Help.usage(error.command))\n"
                    + "  See '\(error.command.displayName) --help' for more information.")
            return .usage
        }
        if invocation.showsHelp {
            print(Help.text(for: invocation.command))
            return .success
        }
        if invocation.showsVersion {
            print(version)
            return .success
        }
        var printer = DiagnosticPrinter(quiet: invocation.quiet)
        let status: ExitStatus
        switch invocation.command {
        case .generate: status = GenerateCommand.run(invocation, printer: &printer)
        case .validate: status = ValidateCommand.run(invocation, printer: &printer)
        case .schema:
            print(SpecSchemaWriter.schema(), terminator: "")
            return .success
        case .templatesDump: status = TemplatesDumpCommand.run(invocation, printer: &printer)
        }
        printer.printSummary()
        return status
    }
}

/// Reads spec files and standard input, reporting any that cannot be read.
enum SpecReader {
    /// The sources of `paths` that could be read, in order, and whether any could not (each reported).
    static func read(_ paths: [String], printer: inout DiagnosticPrinter) -> (sources: [SourceFile], failed: Bool) {
        var sources: [SourceFile] = []
        var failed = false
        for path in paths {
            do {
                sources.append(SourceFile(name: path == "-" ? "<stdin>" : path, bytes: try readBytes(path)))
            } catch {
                printer.error(path: path, "cannot read the spec: \(error.reason)")
                failed = true
            }
        }
        return (sources, failed)
    }

    private struct ReadFailure: Error {
        var reason: String
    }

    /// The bytes of a spec, reading at most one byte past the size limit, so that a huge file or an
    /// endless stream is refused without being read whole (the pipeline reports the size).
    private static func readBytes(_ path: String) throws(ReadFailure) -> [UInt8] {
        let limit = GeneratorPipeline.maximumSpecSize + 1
        // Plain POSIX calls: a run over a thousand specs opens a thousand files.
        let descriptor = path == "-" ? STDIN_FILENO : open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { throw ReadFailure(reason: String(cString: strerror(errno))) }
        defer { if path != "-" { close(descriptor) } }
        var status = stat()
        if fstat(descriptor, &status) == 0, (status.st_mode & S_IFMT) == S_IFDIR {
            throw ReadFailure(reason: "it is a directory")
        }
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 1 << 16)
        while bytes.count < limit {
            let wanted = min(chunk.count, limit - bytes.count)
            let count = chunk.withUnsafeMutableBytes { systemRead(descriptor, $0.baseAddress, wanted) }
            if count < 0 {
                if errno == EINTR { continue }
                throw ReadFailure(reason: String(cString: strerror(errno)))
            }
            if count == 0 { break }
            bytes.append(contentsOf: chunk[0..<count])
        }
        return bytes
    }
}

/// `read(2)` under a name of its own: inside `SpecReader`, `read` means `SpecReader.read(_:printer:)`.
private func systemRead(_ descriptor: Int32, _ buffer: UnsafeMutableRawPointer?, _ count: Int) -> Int {
    read(descriptor, buffer, count)
}
