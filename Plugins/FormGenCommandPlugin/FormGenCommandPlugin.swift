import Foundation
import PackagePlugin

/// `swift package --allow-writing-to-package-directory formgen [--target <name>]...`: writes the
/// generated files into each target's `Generated/` folder, for teams that commit generated code.
/// With `--strings`, it writes or updates instead the String Catalog of each strings table that
/// the target's specs keep in its own bundle (`"bundle": "module"`), in its `Resources/` folder.
/// With `--previews`, it draws instead a picture of each form (`formgen preview`) into
/// `Previews/<target>/` at the package's root, for a README or a pull request to show: outside the
/// target, whose build would otherwise warn of files it does not handle. Other arguments, such as
/// `--appearance dark`, go to formgen.
///
/// formgen itself refuses to overwrite a file there that it did not generate, and keeps every
/// translation of a catalog it updates.
@main
struct FormGenCommandPlugin: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        var extractor = ArgumentExtractor(arguments)
        let selected = Set(extractor.extractOption(named: "target"))
        let strings = extractor.extractFlag(named: "strings") > 0
        let previews = extractor.extractFlag(named: "previews") > 0
        if strings && previews {
            throw FormGenCommandError.twoModes
        }
        let tool = try context.tool(named: "formgen").url
        var failures: [String] = []
        var generated: Set<String> = []
        for target in context.package.targets {
            guard let target = target as? SourceModuleTarget, selected.isEmpty || selected.contains(target.name)
            else { continue }
            // `directoryURL` needs tools-version 6.1, and `Path`'s string accessors are deprecated in
            // 6.0, so the target's path is read through its description.
            let directory = URL(fileURLWithPath: String(describing: target.directory))
            let specs = Self.specs(in: directory)
            guard !specs.isEmpty else { continue }
            generated.insert(target.name)
            let process = Process()
            process.executableURL = tool
            if previews {
                let output = context.package.directoryURL.appending(path: "Previews").appending(path: target.name)
                process.arguments =
                    ["preview"] + specs.map(\.path) + ["-o", output.path] + extractor.remainingArguments
            } else if strings {
                let output = directory.appending(path: "Resources")
                process.arguments =
                    ["strings"] + specs.map(\.path) + ["-o", output.path, "--bundle", "module"]
                    + extractor.remainingArguments
            } else {
                let output = directory.appending(path: "Generated")
                process.arguments = specs.map(\.path) + ["-o", output.path] + extractor.remainingArguments
            }
            try process.run()
            process.waitUntilExit()
            if process.terminationStatus != 0 {
                failures.append(target.name)
            }
        }
        if !failures.isEmpty {
            throw FormGenCommandError.failed(failures)
        }
        // A name given with --target that matched nothing is a mistake, not a run with nothing to do.
        let unmatched = selected.subtracting(generated).sorted()
        if !unmatched.isEmpty {
            throw FormGenCommandError.noSpecs(unmatched)
        }
    }
}

extension FormGenCommandPlugin {
    /// The specs under a target's folder, found on disk rather than among its sources, so that a
    /// target can `exclude:` them (a target without the build plugin would otherwise warn that
    /// they are unhandled files).
    static func specs(in directory: URL) -> [URL] {
        let enumerator = FileManager.default.enumerator(at: directory, includingPropertiesForKeys: nil)
        var specs: [URL] = []
        while let url = enumerator?.nextObject() as? URL {
            if url.lastPathComponent == "Generated" {
                enumerator?.skipDescendants()
            } else if url.lastPathComponent.hasSuffix(".formgen.json") {
                specs.append(url)
            }
        }
        return specs.sorted { $0.path < $1.path }
    }
}

enum FormGenCommandError: Error, CustomStringConvertible {
    case failed([String])
    case noSpecs([String])
    case twoModes

    var description: String {
        switch self {
        case .failed(let targets): "formgen failed for \(targets.joined(separator: ", "))"
        case .noSpecs(let targets):
            targets.map { "no target named '\($0)' with formgen specs" }.joined(separator: "; ")
        case .twoModes: "--strings and --previews write different files; run the plugin once for each"
        }
    }
}
