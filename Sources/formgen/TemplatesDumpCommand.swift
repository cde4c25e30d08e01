import FormGenCore
import Foundation

/// `formgen templates dump <dir>`: the built-in templates, as the start of a custom set.
///
/// A file already there with other contents is somebody's customisation: nothing is written then.
enum TemplatesDumpCommand {
    static func run(_ invocation: Invocation, printer: inout DiagnosticPrinter) -> ExitStatus {
        guard let path = invocation.paths.first else { return .usage }
        let directory = URL(fileURLWithPath: path)
        let sources = FormRenderer.builtinTemplateSources
        var pending: [(URL, Data)] = []
        for name in sources.keys.sorted() {
            let url = directory.appendingPathComponent(name)
            let data = Data((sources[name] ?? "").utf8)
            if let existing = try? Data(contentsOf: url) {
                if existing == data { continue }
                printer.error(path: url.path, "already exists with other contents; nothing was written")
                return .failure
            }
            pending.append((url, data))
        }
        do {
            try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
            for (url, data) in pending {
                try data.write(to: url, options: .atomic)
            }
        } catch {
            printer.error(path: path, "cannot write the templates: \(OutputWriter.describe(error))")
            return .failure
        }
        if !invocation.quiet {
            print("\(pending.count) templates written to \(path)")
        }
        return .success
    }
}
