import FormGenCore

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// `formgen <spec>... -o <dir>`: all specs valid, then every changed file replaced, or nothing.
enum GenerateCommand {
    static func run(_ invocation: Invocation, printer: inout DiagnosticPrinter) -> ExitStatus {
        guard let renderer = renderer(templates: invocation.templates, printer: &printer) else { return .failure }
        // Specs that can be read are still validated when another cannot, so one run reports every problem.
        let (sources, unreadable) = SpecReader.read(invocation.paths, printer: &printer)
        let result = GeneratorPipeline.generate(
            sources, renderer: renderer, access: invocation.access, warningsAsErrors: invocation.warningsAsErrors)
        result.diagnostics.forEach { printer.print($0) }
        guard result.succeeded, !unreadable, let output = invocation.output else { return .failure }
        let writer = OutputWriter(directory: output)
        do {
            if invocation.check {
                let stale = try writer.staleFiles(result.files)
                for file in stale {
                    let path = FileSystem.join(output, file.name)
                    printer.error(
                        path: path,
                        file.isMissing ? "missing; run formgen to generate it" : "out of date; run formgen to update it"
                    )
                }
                return stale.isEmpty ? .success : .failure
            }
            let report = try writer.write(result.files)
            if !invocation.quiet {
                DiagnosticPrinter.writeOutput(
                    "\(report.written.count) written, \(report.unchanged.count) unchanged in \(output)\n")
            }
            return .success
        } catch {
            printer.error(path: error.path, error.message)
            return .failure
        }
    }

    /// The largest template file formgen reads. A template is hand-written source: the largest
    /// built-in one is under 25 KB, so 1 MiB leaves room for any real template, and reading stops
    /// there for a huge file or a device.
    static let maximumTemplateSize = 1 << 20

    /// The built-in templates, with those of `--templates` in place of the ones of the same name.
    static func renderer(templates: String?, printer: inout DiagnosticPrinter) -> FormRenderer? {
        var sources = FormRenderer.builtinTemplateSources
        var paths: [String: String] = [:]
        if let templates {
            let names: [String]
            do {
                names = try FileSystem.directoryEntries(templates)
            } catch {
                printer.error(path: templates, "cannot read the templates directory: \(error.reason)")
                return nil
            }
            for name in names.sorted() where name.hasSuffix(".template") {
                let path = FileSystem.join(templates, name)
                let bytes: [UInt8]
                do {
                    bytes = try FileSystem.readBytes(path, limit: maximumTemplateSize + 1)
                } catch {
                    printer.error(path: path, "cannot read the template: \(error.reason)")
                    return nil
                }
                guard bytes.count <= maximumTemplateSize else {
                    printer.error(path: path, "the template is larger than 1 MiB, the most formgen reads")
                    return nil
                }
                // `String(decoding:)` repairs invalid UTF-8, so a repaired text differs from the bytes.
                guard case let text = String(decoding: bytes, as: UTF8.self), text.utf8.elementsEqual(bytes) else {
                    printer.error(path: path, "cannot read the template as UTF-8 text")
                    return nil
                }
                sources[name] = text
                paths[name] = path
            }
        }
        do {
            return FormRenderer(templates: try TemplateSet(sources: sources), templatePaths: paths)
        } catch {
            printer.print(error.diagnostic { paths[$0] ?? $0 })
            return nil
        }
    }
}
