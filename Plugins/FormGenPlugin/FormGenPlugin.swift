import Foundation
import PackagePlugin

/// Generates the forms of every `*.formgen.json` in a target on each build that needs it.
///
/// Two build commands cover all specs of the target: one writes the forms, the other the support
/// files, which serve exactly the target's specs (`OutputNames.perTarget`), whatever forms of
/// specs since removed are left in the folder. Their inputs (the specs and the tool) and outputs
/// (named from the spec file names, so known before any spec is read) are declared, so a build with
/// nothing changed does not run formgen. The support files' command also waits for the forms, so a
/// broken spec stops the first and its errors are reported once, and prints errors only, as the
/// first has printed the warnings.
@main
struct FormGenPlugin: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: any Target) async throws -> [Command] {
        guard let target = target as? SourceModuleTarget else { return [] }
        let specs = target.sourceFiles(withSuffix: ".formgen.json").map(\.url)
        return try FormGenCommands.build(
            specs: specs, sources: target.sourceFiles(withSuffix: ".swift").filter { $0.type == .source }.map(\.url),
            tool: context.tool(named: Self.toolName).url,
            outputDirectory: context.pluginWorkDirectoryURL.appending(path: "Generated"))
    }
}

/// Why a target's specs are not generated, as the build reports it.
struct FormGenPluginError: Error, CustomStringConvertible {
    let description: String
}

/// The build commands shared by the SwiftPM and Xcode flavours of the plugin.
enum FormGenCommands {
    /// - Parameter sources: the target's own Swift files, whose names no generated file may take.
    static func build(specs: [URL], sources: [URL], tool: URL, outputDirectory: URL) throws -> [Command] {
        guard !specs.isEmpty else { return [] }
        let sorted = specs.sorted { $0.path < $1.path }
        try checkNames(specs: sorted, sources: sources)
        let forms = sorted.map { outputDirectory.appending(path: outputName(for: $0)) }
        let supportFiles = OutputNames.perTarget.map { outputDirectory.appending(path: $0) }
        let count = "\(sorted.count) form\(sorted.count == 1 ? "" : "s")"
        let arguments = sorted.map(\.path) + ["-o", outputDirectory.path, "--only"]
        return [
            .buildCommand(
                displayName: "formgen: generating \(count)",
                executable: tool,
                arguments: arguments + ["forms"],
                inputFiles: sorted + [tool],
                outputFiles: forms
            ),
            .buildCommand(
                displayName: "formgen: generating the support files of \(count)",
                executable: tool,
                arguments: arguments + ["support", "--quiet"],
                inputFiles: sorted + [tool] + forms,
                outputFiles: supportFiles
            ),
        ]
    }

    /// No two files the target compiles may share a name, where case does not count (as on macOS):
    /// SwiftPM would refuse the build naming no spec ("multiple producers"), so the spec is named here.
    static func checkNames(specs: [URL], sources: [URL]) throws {
        var taken: [String: (name: String, owner: String)] = [:]
        for name in OutputNames.perTarget { taken[name.lowercased()] = (name, "formgen's own '\(name)'") }
        for source in sources {
            let name = source.lastPathComponent
            if let support = taken[name.lowercased()] {
                // A target that once committed its generated code (`swift package formgen`) holds them.
                let fix =
                    isWrittenByFormgen(source)
                    ? "; formgen wrote it, and this target generates its forms at each build: delete the files "
                        + "formgen wrote into the target, or take FormGenPlugin off it"
                    : "; rename the file"
                throw FormGenPluginError(
                    description: "'\(source.path)' has the name of \(support.owner), which the target's specs generate"
                        + (support.name == name ? "" : " where case does not count (as on macOS)") + fix)
            }
            taken[name.lowercased()] = (name, "'\(source.path)'")
        }
        for spec in specs {
            let name = outputName(for: spec)
            if let other = taken[name.lowercased()] {
                throw FormGenPluginError(
                    description: "'\(spec.path)' would generate '\(name)', the name of \(other.owner) in this target"
                        + (other.name == name ? "" : " where case does not count (as on macOS)") + "; rename the spec")
            }
            taken[name.lowercased()] = (name, "the file that '\(spec.path)' generates")
        }
    }

    /// Whether the file starts with the header of a Swift file that formgen wrote.
    static func isWrittenByFormgen(_ file: URL) -> Bool {
        guard let bytes = try? Data(contentsOf: file, options: .mappedIfSafe) else { return false }
        return bytes.starts(with: OutputNames.headerStart.utf8)
    }

    /// `Login.formgen.json` → `Login.swift`, as formgen names it.
    static func outputName(for spec: URL) -> String {
        var stem = spec.lastPathComponent
        for suffix in OutputNames.specSuffixes where stem.hasSuffix(suffix) {
            stem.removeLast(suffix.count)
            break
        }
        return stem + OutputNames.formFileExtension
    }
}

#if canImport(XcodeProjectPlugin)
import XcodeProjectPlugin

extension FormGenPlugin: XcodeBuildToolPlugin {
    func createBuildCommands(context: XcodePluginContext, target: XcodeTarget) throws -> [Command] {
        let files = Array(target.inputFiles)
        return try FormGenCommands.build(
            specs: files.map(\.url).filter { $0.lastPathComponent.hasSuffix(".formgen.json") },
            sources: files.filter { $0.type == .source && $0.url.pathExtension == "swift" }.map(\.url),
            tool: context.tool(named: Self.toolName).url,
            outputDirectory: context.pluginWorkDirectoryURL.appending(path: "Generated"))
    }
}
#endif
