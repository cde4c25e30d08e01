// The tool that FormGenPlugin runs: `formgen-plugin-tool <spec>... -o <dir> [--quiet]`, which writes
// what `formgen <spec>... -o <dir>` writes. SwiftPM compiles a source plugin's tool in every clean
// build of every adopter, so this one is only the generate path: FormGenCore, without FormGenTooling's
// string catalogs and schema, and none of the command line's other commands, help or completion
// scripts.

import FormGenCore

/// The command line the plugin passes: specs, `-o <dir>`, and `--quiet`.
func parse(_ arguments: [String]) -> (specs: [String], output: String, quiet: Bool)? {
    var arguments = arguments[...]
    var specs: [String] = []
    var output: String?
    var quiet = false
    while let argument = arguments.popFirst() {
        switch argument {
        case "-o", "--output":
            guard let path = arguments.popFirst() else { return nil }
            output = path
        case "-q", "--quiet": quiet = true
        case let option where option.hasPrefix("-") && option != "-": return nil
        default: specs.append(argument)
        }
    }
    guard let output, !specs.isEmpty else { return nil }
    return (specs, output, quiet)
}

func run(_ arguments: [String]) -> ExitStatus {
    guard let (specs, output, quiet) = parse(arguments) else {
        StandardStreams.writeError(
            "Error: formgen-plugin-tool takes what FormGenPlugin passes; run formgen itself for anything else\n"
                + "Usage: formgen-plugin-tool <spec>... -o <dir> [--quiet]")
        return .usage
    }
    var printer = DiagnosticPrinter(quiet: quiet)
    defer { printer.printSummary() }
    return FormsOnDisk.holding(output, creating: true, printer: &printer) { printer in
        generate(specs, into: output, quiet: quiet, printer: &printer)
    }
}

func generate(_ specs: [String], into output: String, quiet: Bool, printer: inout DiagnosticPrinter) -> ExitStatus {
    let renderer: FormRenderer
    do {
        renderer = try FormRenderer.builtin()
    } catch {
        printer.print(error.diagnostic { $0 })
        return .failure
    }
    let (sources, unreadable) = SpecReader.read(specs, printer: &printer)
    let formsOnDisk = FormsOnDisk.read(output, printer: &printer)
    let result = GeneratorPipeline.generate(
        sources, renderer: renderer, access: nil, warningsAsErrors: false, formsOnDisk: formsOnDisk ?? [:])
    result.diagnostics.forEach { printer.print($0) }
    guard result.succeeded, !unreadable, formsOnDisk != nil else { return .failure }
    return printer.write(result.files, into: output, quiet: quiet)
}

Executable.run(run)
