/// Turns validated forms into generated files through the templates.
public struct FormRenderer: Sendable {
    /// Template names the renderer starts from; the others are included by these.
    public static let formTemplate = "Form.swift.template"
    public static let supportTemplate = "FormGenSupport.swift.template"
    /// The name of the shared runtime file, the same for every spec.
    public static let supportFileName = "FormGenSupport.swift"

    public let templates: TemplateSet
    /// Where each template not built in came from, so that its errors point at its file.
    public let templatePaths: [String: String]

    public init(templates: TemplateSet, templatePaths: [String: String] = [:]) {
        self.templates = templates
        self.templatePaths = templatePaths
    }

    /// A template error as a diagnostic at the template's own file when it is a custom one.
    public func diagnostic(for error: TemplateError) -> Diagnostic {
        error.diagnostic { templatePaths[$0] ?? $0 }
    }

    /// The templates compiled into formgen, by name.
    public static var builtinTemplateSources: [String: String] { BuiltinTemplates.sources }

    /// What `formgen templates dump` writes: the built-in templates and the reference of their context.
    public static var templateKit: [String: String] {
        BuiltinTemplates.sources.merging([contextReferenceName: RenderContext.reference]) { template, _ in template }
    }

    /// The file name of the template context's reference.
    public static let contextReferenceName = "CONTEXT.md"

    /// The renderer with the templates compiled into formgen.
    /// - Throws: `TemplateError` only if a built-in template is broken, which the tests rule out.
    public static func builtin() throws(TemplateError) -> FormRenderer {
        FormRenderer(templates: try TemplateSet(sources: BuiltinTemplates.sources))
    }

    /// The `<Spec>.swift` file of one form.
    /// - Parameters:
    ///   - specFileName: the spec's file name, which names the output and appears in its header.
    ///   - access: overrides the spec's access level when set.
    public func renderForm(_ form: ValidatedForm, specFileName: String, access: AccessLevel? = nil)
        throws(TemplateError) -> GeneratedFile
    {
        let context = RenderContext(form: form, specFileName: specFileName, access: access)
        let contents = try templates.render(Self.formTemplate, context: context)
        return GeneratedFile(name: Self.outputName(forSpec: specFileName, formName: form.name), contents: contents)
    }

    /// `FormGenSupport.swift`, whose bytes do not depend on any spec.
    public func renderSupport() throws(TemplateError) -> GeneratedFile {
        GeneratedFile(name: Self.supportFileName, contents: try templates.render(Self.supportTemplate, context: [:]))
    }

    /// `UserInfoForm.json` and `UserInfoForm.formgen.json` both give `UserInfoForm.swift`, so a
    /// build plugin can name outputs before reading specs; standard input uses the form's name.
    public static func outputName(forSpec specFileName: String, formName: String) -> String {
        var stem = specFileName
        for suffix in [".formgen.json", ".json"] where stem.hasSuffix(suffix) {
            stem.removeLast(suffix.count)
            break
        }
        if stem.isEmpty || stem == "<stdin>" { stem = formName }
        return stem + ".swift"
    }
}
