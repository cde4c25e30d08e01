import FormGenCore

/// Runs one `formgen` invocation and maps its outcome to an exit status.
enum FormGenCommand {
    static let version = "0.1.0"

    static func run(_ arguments: [String]) -> ExitStatus {
        let invocation: Invocation
        do {
            invocation = try Invocation.parse(arguments)
        } catch {
            StandardStreams.writeError(
                "Error: \(SwiftEscaping.escapingInvisibles(error.message))\nUsage: \(error.command.usage)\n"
                    + "  See '\(error.command.displayName) --help' for more information.")
            return .usage
        }
        if invocation.showsHelp {
            StandardStreams.writeOutput(Help.text(for: invocation.command) + "\n")
            return .success
        }
        if invocation.showsVersion {
            StandardStreams.writeOutput(version + "\n")
            return .success
        }
        if let shell = invocation.completionShell {
            StandardStreams.writeOutput(CompletionScript.text(for: shell))
            return .success
        }
        var printer = DiagnosticPrinter(quiet: invocation.quiet, warningsAsErrors: invocation.warningsAsErrors)
        let status = invocation.command.run(invocation, &printer)
        printer.printSummary()
        return status
    }
}
