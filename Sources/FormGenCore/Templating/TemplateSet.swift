/// A set of templates that may include each other, parsed once up front so that every syntax error, unknown
/// tag or filter, and missing include is reported before anything is rendered.
///
/// The syntax is a strict subset of Stencil/Jinja: `{{ value | filter:arg }}`, `{% if %}`/`{% elif %}`/
/// `{% else %}`/`{% endif %}`, `{% for x in xs %}`/`{% empty %}`/`{% endfor %}` (with `forloop.first`,
/// `.last`, `.counter`, `.counter0`, `.length`), `{% include "name" %}` and `{# comments #}`. A line holding
/// only block tags or comments disappears with its line break; `{%-`, `-%}`, `{{-`, `-}}` strip all
/// whitespace on that side.
public struct TemplateSet: Sendable {
    private let program: TemplateProgram

    /// Parses every template; `sources` maps a template's name (as used by `include`) to its text.
    public init(sources: [String: String]) throws(TemplateError) {
        var templates: [String: [TemplateNode]] = [:]
        var includes: [(template: String, include: TemplateParser.Include)] = []
        for name in sources.keys.sorted() {
            var parser = try TemplateParser(name: name, source: sources[name] ?? "")
            templates[name] = try parser.parse()
            includes += parser.includes.map { (name, $0) }
        }
        for (template, include) in includes where templates[include.name] == nil {
            let known = templates.keys.sorted().map { "'\($0)'" }.joined(separator: ", ")
            throw TemplateError(
                template: template,
                line: include.position.line,
                column: include.position.column,
                message: "no template named '\(include.name)' to include; templates are \(known)"
            )
        }
        self.program = TemplateProgram(templates: templates)
    }

    /// The templates' names, sorted.
    public var names: [String] { program.templates.map(\.name) }

    /// Renders template `name`; `context` must be an object, whose keys are the template's variables.
    public func render(_ name: String, context: TemplateValue) throws(TemplateError) -> String {
        guard let template = program.templateIndices[name] else {
            throw TemplateError(template: name, line: 1, column: 1, message: "no template named '\(name)'")
        }
        guard case .object(let globals) = context else {
            throw TemplateError(
                template: name,
                line: 1,
                column: 1,
                message: "the context must be an object, got \(context.typeName)"
            )
        }
        var renderer = TemplateRenderer(program: program, globals: globals, template: template)
        return try renderer.render(template: template)
    }

    /// Renders template `name` with a typed context, such as the generator's context struct.
    public func render(_ name: String, context: some TemplateValueConvertible) throws(TemplateError) -> String {
        try render(name, context: context.templateValue)
    }
}
