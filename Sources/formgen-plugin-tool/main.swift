// The tool that FormGenPlugin runs: `formgen-plugin-tool <spec>... -o <dir> --only <part> [--quiet]`,
// which writes what `formgen` writes with the same arguments. SwiftPM compiles a source plugin's tool
// in every clean build of every adopter, so this one is only the generate path: FormGenCore, without
// FormGenTooling's string catalogs and schema, and none of the command line's other commands, help
// or completion scripts.

import FormGenCore

/// The command line the plugin passes: specs, `-o <dir>`, `--only <part>` and `--quiet`.
func parse(_ arguments: [String]) -> (specs: [String], output: String, part: OutputPart, quiet: Bool)? {
    var arguments = arguments[...]
    var specs: [String] = []
    var output: String?
    var part: OutputPart?
    var quiet = false
    while let argument = arguments.popFirst() {
        switch argument {
        case "-o", "--output":
            guard let path = arguments.popFirst() else { return nil }
            output = path
        case "--only":
            guard let name = arguments.popFirst(), let named = OutputPart(rawValue: name) else { return nil }
            part = named
        case "-q", "--quiet": quiet = true
        case let option where option.hasPrefix("-") && option != "-": return nil
        default: specs.append(argument)
        }
    }
    guard let output, let part, !specs.isEmpty else { return nil }
    return (specs, output, part, quiet)
}

func run(_ arguments: [String]) -> ExitStatus {
    guard let (specs, output, part, quiet) = parse(arguments) else {
        StandardStreams.writeError(
            "Error: formgen-plugin-tool takes what FormGenPlugin passes; run formgen itself for anything else\n"
                + "Usage: formgen-plugin-tool <spec>... -o <dir> --only forms|support [--quiet]")
        return .usage
    }
    var printer = DiagnosticPrinter(quiet: quiet)
    defer { printer.printSummary() }
    return FormsOnDisk.holding(output, creating: true, printer: &printer) { printer in
        generate(specs, part: part, into: output, quiet: quiet, printer: &printer)
    }
}

func generate(
    _ specs: [String], part: OutputPart, into output: String, quiet: Bool, printer: inout DiagnosticPrinter
) -> ExitStatus {
    let renderer: FormRenderer
    do {
        renderer = try FormRenderer.builtin()
    } catch {
        printer.print(error.diagnostic { $0 })
        return .failure
    }
    let (sources, unreadable) = SpecReader.read(specs, printer: &printer)
    let result = GeneratorPipeline.generate(
        sources, renderer: renderer, access: nil, warningsAsErrors: false, part: part)
    result.diagnostics.forEach { printer.print($0) }
    guard result.succeeded, !unreadable else { return .failure }
    if part == .forms {
        do {
            try OutputWriter.checkCollisions(forms: result.files, in: output)
        } catch {
            printer.error(path: error.path, error.message)
            return .failure
        }
    }
    return printer.write(result.filesInWritingOrder, into: output, quiet: quiet)
}

Executable.run(run)
