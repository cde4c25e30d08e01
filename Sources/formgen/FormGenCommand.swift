import FormGenCore
import FormGenTooling

/// Runs one `formgen` invocation and maps its outcome to an exit status.
enum FormGenCommand {
    static let version = "0.1.0"

    static func run(_ arguments: [String]) -> ExitStatus {
        let invocation: Invocation
        do {
            invocation = try Invocation.parse(arguments)
        } catch {
            DiagnosticPrinter.writeError(
                "Error: \(SwiftEscaping.escapingInvisibles(error.message))\nUsage: \(Help.usage(error.command))\n"
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
        var printer = DiagnosticPrinter(quiet: invocation.quiet, warningsAsErrors: invocation.warningsAsErrors)
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
