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
            if path == "-" {
                sources.append(
                    SourceFile(name: "<stdin>", bytes: Array(FileHandle.standardInput.readDataToEndOfFile())))
                continue
            }
            do {
                var isDirectory: ObjCBool = false
                if FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), isDirectory.boolValue {
                    printer.error(path: path, "cannot read the spec: it is a directory")
                    failed = true
                    continue
                }
                sources.append(SourceFile(name: path, bytes: Array(try Data(contentsOf: URL(fileURLWithPath: path)))))
            } catch {
                printer.error(path: path, "cannot read the spec: \(OutputWriter.describe(error))")
                failed = true
            }
        }
        return (sources, failed)
    }
}
