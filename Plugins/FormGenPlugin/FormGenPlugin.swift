import Foundation
import PackagePlugin

/// Generates the forms of every `*.formgen.json` in a target on each build that needs it.
///
/// One build command covers all specs of the target, because they share the support files
/// (`OutputNames.perTarget`). Its inputs (the specs and the tool) and outputs (named from the spec
/// file names, so known before any spec is read) are declared, so a build with nothing changed
/// does not run formgen.
@main
struct FormGenPlugin: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: any Target) async throws -> [Command] {
        guard let target = target as? SourceModuleTarget else { return [] }
        let specs = target.sourceFiles(withSuffix: ".formgen.json").map(\.url)
        return try FormGenCommands.build(
            specs: specs, tool: context.tool(named: Self.toolName).url,
            outputDirectory: context.pluginWorkDirectoryURL.appending(path: "Generated"))
    }
}

/// The build command shared by the SwiftPM and Xcode flavours of the plugin.
enum FormGenCommands {
    static func build(specs: [URL], tool: URL, outputDirectory: URL) throws -> [Command] {
        guard !specs.isEmpty else { return [] }
        let sorted = specs.sorted { $0.path < $1.path }
        let outputs =
            sorted.map { outputDirectory.appending(path: outputName(for: $0)) }
            + OutputNames.perTarget.map { outputDirectory.appending(path: $0) }
        return [
            .buildCommand(
                displayName: "formgen: generating \(sorted.count) form\(sorted.count == 1 ? "" : "s")",
                executable: tool,
                arguments: sorted.map(\.path) + ["-o", outputDirectory.path, "--quiet"],
                inputFiles: sorted + [tool],
                outputFiles: outputs
            )
        ]
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
        let specs = target.inputFiles.map(\.url).filter { $0.lastPathComponent.hasSuffix(".formgen.json") }
        return try FormGenCommands.build(
            specs: specs, tool: context.tool(named: Self.toolName).url,
            outputDirectory: context.pluginWorkDirectoryURL.appending(path: "Generated"))
    }
}
#endif
