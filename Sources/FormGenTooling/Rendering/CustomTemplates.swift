import FormGenCore

/// The built-in templates as text, for `formgen templates dump` and for templates that replace them.
extension FormRenderer {
    /// What `formgen templates dump` writes (`OutputKind.templateKit`): the built-in templates and the
    /// reference of their context.
    public static var templateKit: [GeneratedFile] {
        let marker = OutputKind.templateKit.marker
        return BuiltinTemplates.sources.keys.sorted().map { name in
            GeneratedFile(name: name, contents: BuiltinTemplates.sources[name] ?? "", marker: marker)
        } + [GeneratedFile(name: "CONTEXT.md", contents: RenderContext.reference, marker: marker)]
    }

    /// The templates of a `--templates` directory, which a run reads and an Xcode file list names:
    /// its `.template` files, sorted.
    public static func customTemplateNames(in directory: String) throws(FileSystem.Failure) -> [String] {
        try FileSystem.directoryEntries(directory).filter { $0.hasSuffix(".template") }.sorted()
    }

    /// The renderer with the templates compiled into formgen, and `sources` (from `--templates`) parsed
    /// in place of those of the same name or beside them; `templatePaths` maps each of `sources` to
    /// its file, for errors.
    public static func builtin(
        replacing sources: [String: String],
        templatePaths: [String: String]
    ) throws(TemplateError) -> FormRenderer {
        FormRenderer(
            templates: try TemplateSet(sources: sources, over: builtinTemplates.get()), templatePaths: templatePaths)
    }
}
