import FormGenCore
import FormGenTooling

/// `formgen templates dump <dir>`: the built-in templates and their context's reference, as the start
/// of a custom set.
///
/// A file already there with other contents is somebody's customisation: nothing is written then.
enum TemplatesDumpCommand {
    static func run(_ invocation: Invocation, printer: inout DiagnosticPrinter) -> ExitStatus {
        guard let directory = invocation.paths.first else { return .usage }
        do {
            let report = try OutputWriter(directory: directory).write(FormRenderer.templateKit)
            if !invocation.quiet {
                let place = SwiftEscaping.inertText(directory)
                StandardStreams.writeOutput("\(report.written.count) files written to \(place)\n")
            }
            return .success
        } catch {
            printer.error(path: error.path, error.message)
            return .failure
        }
    }
}
