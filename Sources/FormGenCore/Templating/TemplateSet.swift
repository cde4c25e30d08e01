/// A set of templates that may include each other, parsed once up front so that every syntax error, unknown
/// tag or filter, and missing include is reported before anything is rendered.
///
/// The syntax is a strict subset of Stencil/Jinja: `{{ value | filter }}`, `{% if %}`/`{% elif %}`/
/// `{% else %}`/`{% endif %}`, `{% for x in xs %}`/`{% empty %}`/`{% endfor %}` (with `forloop.first`,
/// `.last`, `.counter`, `.counter0`, `.length`), `{% include "name" %}` and `{# comments #}`. A line holding
/// only block tags and comments (and spaces or tabs) disappears with its line break; `{%-`, `{{-`, `{#-`
/// strip all whitespace before the tag and `-%}`, `-}}`, `-#}` all whitespace after it, line breaks included.
public struct TemplateSet: Sendable {
    /// The parsed templates, by name.
    let templates: [String: [TemplateNode]]

    /// Parses every template; `sources` maps a template's name (as used by `include`) to its text.
    public init(sources: [String: String]) throws(TemplateError) {
        try self.init(sources: sources, over: TemplateSet(templates: [:]))
    }

    /// Parses `sources` and adds them to the templates of `base`, in place of any of the same name.
    package init(sources: [String: String], over base: TemplateSet) throws(TemplateError) {
        var templates = base.templates
        var includes: [TemplateParser.Include] = []
        for name in sources.keys.sorted() {
            var parser = try TemplateParser(name: name, source: sources[name] ?? "")
            templates[name] = try parser.parse()
            includes += parser.includes
        }
        for include in includes where templates[include.name] == nil {
            let known = templates.keys.sorted().map { "'\($0)'" }.joined(separator: ", ")
            throw TemplateError(
                "no template named '\(include.name)' to include; templates are \(known)", at: include.position)
        }
        self.init(templates: templates)
    }

    private init(templates: [String: [TemplateNode]]) {
        self.templates = templates
    }

    /// The templates' names, sorted.
    public var names: [String] { templates.keys.sorted() }

    /// Renders template `name`; `context` must be an object, whose keys are the template's variables.
    public func render(_ name: String, context: TemplateValue) throws(TemplateError) -> String {
        String(decoding: try renderBytes(name, context: context), as: UTF8.self)
    }

    /// Renders template `name` into the UTF-8 of its text, which the generator writes as it is.
    public func renderBytes(_ name: String, context: TemplateValue) throws(TemplateError) -> [UInt8] {
        let start = SourceLocation(file: name, line: 1, column: 1)
        guard let template = templates[name] else { throw TemplateError("no template named '\(name)'", at: start) }
        guard case .object(let globals) = context else {
            throw TemplateError("the context must be an object, got \(context.typeName)", at: start)
        }
        var renderer = TemplateRenderer(templates: templates, globals: globals)
        return try renderer.render(template: template)
    }
}
