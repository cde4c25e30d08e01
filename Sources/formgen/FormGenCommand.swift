import FormGenCore
import Foundation

/// Dispatches `formgen` invocations to their commands and maps outcomes to exit codes.
enum FormGenCommand {
    static let version = "0.1.0"

    static func run(_ arguments: [String]) -> ExitStatus {
        guard let first = arguments.first else {
            return usageError("no spec given")
        }
        switch first {
        case "validate":
            return validate(Array(arguments.dropFirst()))
        case let path where !path.hasPrefix("-") || path == "-" || path == "-o" || path == "--output":
            return generate(arguments)
        case "--version":
            print("formgen \(version)")
            return .success
        case "--help", "-h":
            print(help)
            return .success
        default:
            return usageError("unknown command '\(first)'")
        }
    }

    static let usage = """
        USAGE: formgen <spec.json>... -o <dir> [--access public|internal] [--check] [--warnings-as-errors]
               formgen validate <spec.json>... [--warnings-as-errors]
        """

    static let help = """
        OVERVIEW: Generate SwiftUI keyboard-bar forms from JSON specs.

        \(usage)

        ARGUMENTS:
          <spec.json>             A spec file; - reads standard input.

        OPTIONS:
          -o, --output <dir>      The directory to write the generated Swift files into.
          --access <level>        The access level of the generated declarations, overriding the spec.
          --check                 Write nothing; list the files that would change and fail if any would.
          --warnings-as-errors    Treat warnings as errors.
          -h, --help              Show help information.
          --version               Show the version.
        """

    static func generate(_ arguments: [String]) -> ExitStatus {
        var paths: [String] = []
        var output: String?
        var access: AccessLevel?
        var check = false
        var warningsAsErrors = false
        var remaining = arguments[...]
        while let argument = remaining.popFirst() {
            switch argument {
            case "-o", "--output":
                guard let value = remaining.popFirst() else { return usageError("missing value for '\(argument)'") }
                output = value
            case "--access":
                guard let value = remaining.popFirst(), let level = AccessLevel(rawValue: value) else {
                    return usageError("'--access' takes 'public' or 'internal'")
                }
                access = level
            case "--check":
                check = true
            case "--warnings-as-errors":
                warningsAsErrors = true
            case "-":
                paths.append(argument)
            case let option where option.hasPrefix("-"):
                return usageError("unknown option '\(option)'")
            default:
                paths.append(argument)
            }
        }
        guard !paths.isEmpty else { return usageError("no spec given") }
        guard let output else { return usageError("missing '-o <dir>': where should the files go?") }
        var sources: [SourceFile] = []
        for path in paths {
            guard let source = readSource(path) else { return .failure }
            sources.append(source)
        }
        let renderer: FormRenderer
        do {
            renderer = try FormRenderer.builtin()
        } catch {
            printError(error.diagnostic().formatted)
            return .failure
        }
        let result = GeneratorPipeline.generate(
            sources, renderer: renderer, access: access, warningsAsErrors: warningsAsErrors)
        for diagnostic in result.diagnostics {
            printError(diagnostic.formatted)
        }
        guard result.succeeded else { return .failure }
        let writer = OutputWriter(directory: URL(fileURLWithPath: output))
        do {
            if check {
                let stale = try writer.staleFiles(result.files)
                for name in stale {
                    printError("\(writer.directory.appendingPathComponent(name).path): error: out of date")
                }
                return stale.isEmpty ? .success : .failure
            }
            _ = try writer.write(result.files)
            return .success
        } catch {
            printError("\(error.path): error: \(error.message)")
            return .failure
        }
    }

    static func validate(_ arguments: [String]) -> ExitStatus {
        var paths: [String] = []
        var warningsAsErrors = false
        for argument in arguments {
            switch argument {
            case "--warnings-as-errors":
                warningsAsErrors = true
            case "-":
                paths.append(argument)
            case let option where option.hasPrefix("-"):
                return usageError("unknown option '\(option)'")
            default:
                paths.append(argument)
            }
        }
        guard !paths.isEmpty else { return usageError("no spec given") }
        var failed = false
        for path in paths {
            guard let source = readSource(path) else {
                failed = true
                continue
            }
            let result = GeneratorPipeline.validate(source)
            for diagnostic in result.diagnostics {
                printError(diagnostic.formatted)
            }
            if result.form == nil || (warningsAsErrors && !result.diagnostics.isEmpty) {
                failed = true
            }
        }
        return failed ? .failure : .success
    }

    /// Reads a spec file, or standard input for `-`; prints why and returns `nil` when it cannot.
    static func readSource(_ path: String) -> SourceFile? {
        if path == "-" {
            return SourceFile(name: "<stdin>", bytes: Array(FileHandle.standardInput.readDataToEndOfFile()))
        }
        do {
            let data = try Data(contentsOf: URL(fileURLWithPath: path))
            return SourceFile(name: path, bytes: Array(data))
        } catch {
            printError("\(path): error: cannot read the spec: \(describe(error))")
            return nil
        }
    }

    static func describe(_ error: any Error) -> String {
        let nsError = error as NSError
        if let underlying = nsError.userInfo[NSUnderlyingErrorKey] as? NSError, underlying.domain == NSPOSIXErrorDomain,
            let message = strerror(Int32(underlying.code)).map({ String(cString: $0) })
        {
            return message.lowercased()
        }
        return nsError.localizedDescription
    }

    static func usageError(_ message: String) -> ExitStatus {
        printError("Error: \(message)\n\(usage)\n  See 'formgen --help' for more information.")
        return .usage
    }

    static func printError(_ text: String) {
        FileHandle.standardError.write(Data((text + "\n").utf8))
    }
}
