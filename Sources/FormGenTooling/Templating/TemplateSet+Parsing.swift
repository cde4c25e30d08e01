import FormGenCore

/// Templates parsed from their text: custom ones, and the built-in ones before they are compiled in.
extension TemplateSet {
    /// Parses every template; `sources` maps a template's name (as used by `include`) to its text.
    public init(sources: [String: String]) throws(TemplateError) {
        try self.init(sources: sources, over: [:])
    }

    /// Parses `sources` and adds them to `parsed`, templates parsed before (the built-in ones), in place of
    /// any of the same name.
    init(sources: [String: String], over parsed: [String: [TemplateNode]]) throws(TemplateError) {
        var templates = parsed
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
        self.init(parsed: templates)
    }
}
