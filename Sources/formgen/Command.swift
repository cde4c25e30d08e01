import FormGenCore
import FormGenTooling

/// A command of `formgen`, declared once: the words that start it, its argument, what it needs, its
/// help and what it runs. Parsing, the usage line, help and the completion scripts read it.
struct Command: Hashable, Sendable {
    /// What a command takes after its words.
    struct Argument: Sendable {
        var name: String
        var summary: String
        /// One or more (specs), or exactly one (a directory).
        var isRepeated: Bool
        var completion: CompletionScript.Values
    }

    /// The words after `formgen`: none for generation, two for `templates dump`.
    var words: [String]
    var overview: String
    /// The line of `formgen --help` that lists it; `nil` for generation itself.
    var summary: String?
    var argument: Argument?
    /// Whether it needs `-o <dir>`.
    var needsOutput = false
    var run: @Sendable (Invocation, inout DiagnosticPrinter) -> ExitStatus

    var displayName: String { (["formgen"] + words).joined(separator: " ") }

    /// Its name in the completion scripts' tables.
    var name: String { words.isEmpty ? "generate" : words.joined(separator: " ") }

    static func == (left: Command, right: Command) -> Bool { left.words == right.words }

    func hash(into hasher: inout Hasher) { hasher.combine(words) }
}

extension Command {
    static let specs = Argument(
        name: "<spec.json>", summary: "A spec file; - reads standard input.", isRepeated: true,
        completion: .specFiles)

    static let generate = Command(
        words: [], overview: "Generate the SwiftUI code of iOS text-entry forms from JSON specs.", argument: specs,
        needsOutput: true, run: GenerateCommand.run)

    static let validate = Command(
        words: ["validate"], overview: "Check specs and print every problem, compiler-style; write nothing.",
        summary: "Check specs and print their diagnostics; write nothing.", argument: specs, run: ValidateCommand.run)

    static let schema = Command(
        words: ["schema"], overview: "Print the JSON Schema (draft 2020-12) of the spec format.",
        summary: "Print the JSON Schema of the spec format.", argument: nil
    ) { _, _ in
        StandardStreams.writeOutput(SpecSchemaWriter.schema())
        return .success
    }

    static let templatesDump = Command(
        words: ["templates", "dump"],
        overview: "Write the built-in templates into a directory, to start a custom set.",
        summary: "Write the built-in templates into a directory, to start a custom set.",
        argument: Argument(
            name: "<dir>", summary: "The directory to write the templates into; created when missing.",
            isRepeated: false, completion: .directories),
        run: TemplatesDumpCommand.run)

    static let strings = Command(
        words: ["strings"],
        overview:
            "Write or update <dir>/<table>.xcstrings for each strings table the specs use, keeping every translation.",
        summary: "Write or update the String Catalog of each strings table the specs use.", argument: specs,
        needsOutput: true, run: StringsCommand.run)

    static let outputs = Command(
        words: ["outputs"],
        overview:
            "Print the paths of the files a run with the same arguments would write, one a line, from the specs' "
            + "file names alone: no spec is read.",
        summary: "Print the files a run would write, from the specs' file names alone.",
        argument: Argument(
            name: "<spec.json>", summary: "A spec file, of which only the name is used.", isRepeated: true,
            completion: .specFiles),
        needsOutput: true, run: OutputsCommand.run)

    static let preview = Command(
        words: ["preview"],
        overview:
            "Draw each form as <dir>/<Name>.svg: a row of phone-sized panels, nothing focused, each bar with its keyboard, and the input failures.",
        summary: "Draw a picture of each form, as SVG.", argument: specs, needsOutput: true, run: PreviewCommand.run)

    static let importSchema = Command(
        words: ["import"],
        overview:
            "Write a spec from an object schema of a JSON Schema or OpenAPI 3 document: a field for each string, "
            + "integer or number property, with its input rules; a warning for what a form cannot check.",
        summary: "Write a spec from an object schema of a JSON Schema or OpenAPI document.",
        argument: Argument(
            name: "<document.json>#<pointer>",
            summary:
                "The document (- reads standard input), and after '#' the JSON pointer of the schema (none: the "
                + "whole document).",
            isRepeated: false, completion: .specFiles),
        run: ImportCommand.run)

    /// Every command; generation, which takes no word, first.
    static let all: [Command] = [generate, validate, outputs, schema, templatesDump, strings, preview, importSchema]

    /// `formgen validate <spec.json>... [--warnings-as-errors] [-q]`: the argument, the options it
    /// needs, then the others it takes.
    var usage: String {
        var parts = [displayName]
        if let argument { parts.append(argument.name + (argument.isRepeated ? "..." : "")) }
        for option in options where !option.isGeneral {
            let display = option.names[0] + (option.valueName.map { " <\($0)>" } ?? "")
            parts.append(option.setting == .output && needsOutput ? display : "[\(display)]")
        }
        return parts.joined(separator: " ")
    }

    /// The options it accepts, in table order.
    var options: [OptionDefinition] {
        OptionDefinition.all.filter { $0.commands.contains(self) }
    }
}
