import FormGenCore

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// `formgen templates dump <dir>`: the built-in templates and their context's reference, as the start
/// of a custom set.
///
/// A file already there with other contents is somebody's customisation: nothing is written then.
enum TemplatesDumpCommand {
    static func run(_ invocation: Invocation, printer: inout DiagnosticPrinter) -> ExitStatus {
        guard let directory = invocation.paths.first else { return .usage }
        let sources = FormRenderer.templateKit
        var pending: [(name: String, text: String)] = []
        for name in sources.keys.sorted() {
            let path = FileSystem.join(directory, name)
            let text = sources[name] ?? ""
            let existing: [UInt8]?
            do {
                existing = try FileSystem.readBytesIfPresent(path)
            } catch {
                printer.error(path: path, "cannot read the file already there: \(error.reason); nothing was written")
                return .failure
            }
            if let existing {
                if existing.elementsEqual(text.utf8) { continue }
                printer.error(path: path, "already exists with other contents; nothing was written")
                return .failure
            }
            pending.append((name, text))
        }
        do throws(FileSystem.Failure) {
            try FileSystem.createDirectories(directory)
            for file in pending {
                let staged = try FileSystem.stage(file.text, in: directory, as: file.name)
                try FileSystem.replace(FileSystem.join(directory, file.name), with: staged)
            }
        } catch {
            printer.error(path: directory, "cannot write the templates: \(error.reason)")
            return .failure
        }
        if !invocation.quiet {
            print("\(pending.count) files written to \(directory)")
        }
        return .success
    }
}
