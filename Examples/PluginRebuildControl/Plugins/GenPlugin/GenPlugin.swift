import Foundation
import PackagePlugin

/// One build command with declared input and output, like FormGenPlugin's.
@main struct GenPlugin: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: any Target) async throws -> [Command] {
        guard let target = target as? SourceModuleTarget else { return [] }
        let input = URL(fileURLWithPath: String(describing: target.directory)).appendingPathComponent("input.gen")
        let output = context.pluginWorkDirectoryURL.appendingPathComponent("Generated.swift")
        return [
            .buildCommand(
                displayName: "gen", executable: try context.tool(named: "gen").url,
                arguments: [input.path, output.path], inputFiles: [input], outputFiles: [output])
        ]
    }
}
