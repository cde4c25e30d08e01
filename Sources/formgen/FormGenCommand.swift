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
            } catch let message as ReadFailure {
                printer.error(path: path, "cannot read the spec: \(message.reason)")
                failed = true
            } catch {
                printer.error(path: path, "cannot read the spec: \(OutputWriter.describe(error))")
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
    private static func readBytes(_ path: String) throws -> [UInt8] {
        let limit = GeneratorPipeline.maximumSpecSize + 1
        let handle: FileHandle
        if path == "-" {
            handle = FileHandle.standardInput
        } else {
            var isDirectory: ObjCBool = false
            if FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), isDirectory.boolValue {
                throw ReadFailure(reason: "it is a directory")
            }
            handle = try FileHandle(forReadingFrom: URL(fileURLWithPath: path))
        }
        defer { if path != "-" { try? handle.close() } }
        var bytes: [UInt8] = []
        while bytes.count < limit, let chunk = try handle.read(upToCount: min(1 << 20, limit - bytes.count)),
            !chunk.isEmpty
        {
            bytes.append(contentsOf: chunk)
        }
        return bytes
    }
}
