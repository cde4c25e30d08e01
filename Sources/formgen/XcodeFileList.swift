import FormGenCore
import FormGenTooling

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// The input and output file lists of an Xcode Run Script phase (`--xcfilelist <stem>`).
///
/// Xcode reads a list at the start of a build, before any phase runs, so the lists are made from
/// the same arguments as the run and can be written ahead of it by `formgen outputs`. Each line
/// is a path from `$(SRCROOT)`, the project's folder, which is the current directory of a Run
/// Script phase: the lists hold no absolute path, so they are the same on every machine. Lines are
/// sorted, so they do not depend on the order the specs are named in.
struct XcodeFileList {
    /// Where the lists go.
    var directory: String
    /// `<stem>-inputs.xcfilelist` and `<stem>-outputs.xcfilelist`, as a writer in `directory` takes them.
    var files: [GeneratedFile]
    /// The paths of the lists, as the command line names them: the stem and a suffix.
    var paths: [String]

    /// The lists for a run on `specs` (with the templates of `templates`) that writes `outputs`.
    /// - Throws: `OutputWriter.Failure` for a path a list cannot hold, or a templates directory
    ///   that cannot be read.
    init(stem: String, specs: [String], templates: String?, outputs: [String]) throws(OutputWriter.Failure) {
        var inputs = specs
        if let templates {
            do {
                let names = try FormRenderer.customTemplateNames(in: templates)
                inputs += names.map { FileSystem.join(templates, $0) }
            } catch {
                throw OutputWriter.Failure(
                    path: templates, message: "cannot read the templates directory: \(error.reason)")
            }
        }
        let base = FileSystem.fileName(of: stem)
        directory = FileSystem.parentPath(of: stem)
        let currentDirectory = FileSystem.currentDirectory()
        files = []
        paths = []
        for (suffix, listed) in [("-inputs.xcfilelist", inputs), ("-outputs.xcfilelist", outputs)] {
            var lines: [String] = []
            for path in listed {
                lines.append(try Self.line(for: path, from: currentDirectory))
            }
            // Sorted, so that the order the specs are named in does not change the lists.
            let text = ([OwnershipMarker.fileListHeader] + lines.sorted()).map { $0 + "\n" }.joined()
            files.append(GeneratedFile(name: base + suffix, contents: text, marker: .fileList))
            paths.append(stem + suffix)
        }
    }

    /// `path` as a line of a list: `$(SRCROOT)/` and the path from `currentDirectory`.
    static func line(for path: String, from currentDirectory: String) throws(OutputWriter.Failure) -> String {
        let absolute = path.hasPrefix("/") ? path : FileSystem.join(currentDirectory, path)
        let target = components(of: FileSystem.physicalPath(absolute))
        let start = components(of: currentDirectory)
        let shared = zip(target, start).prefix { $0 == $1 }.count
        let relative = Array(repeating: "..", count: start.count - shared) + target[shared...]
        // A line is one path, and Xcode reads `$` as the start of a build setting (`$(NAME)`,
        // `${NAME}`, `$NAME`, or `$$` for a `$`). The path checked is the one written, after links.
        guard !relative.contains(where: { $0.contains("\n") || $0.contains("\r") || $0.contains("$") }) else {
            throw OutputWriter.Failure(
                path: path,
                message: "cannot be named in an Xcode file list: its path, links followed, holds a line break or a '$'")
        }
        return (["$(SRCROOT)"] + relative).joined(separator: "/")
    }

    /// The names of a physical path.
    private static func components(of path: String) -> [String] {
        path.split(separator: "/").map(String.init)
    }
}
