/// Turns validated forms into generated files through the templates, one file for each entry of
/// `OutputKind.all` that applies.
public struct FormRenderer: Sendable {
    public let templates: TemplateSet
    /// Where each template not built in came from, so that its errors point at its file.
    public let templatePaths: [String: String]

    public init(templates: TemplateSet, templatePaths: [String: String] = [:]) {
        self.templates = templates
        self.templatePaths = templatePaths
    }

    /// A template error as a diagnostic at the template's own file when it is a custom one.
    public func diagnostic(for error: TemplateError) -> Diagnostic {
        error.diagnostic { templatePaths[$0] }
    }

    /// The renderer with the templates compiled into formgen.
    /// - Throws: only if a built-in template does not parse, which `BuiltinTemplatesTests` rules out.
    public static func builtin() throws(TemplateError) -> FormRenderer {
        FormRenderer(templates: try builtinTemplates.get())
    }

    /// The built-in templates, parsed once a process, when first needed.
    package static let builtinTemplates = Result { () throws(TemplateError) in
        try TemplateSet(sources: BuiltinTemplates.sources)
    }

    /// A form to render, and the spec it comes from: its path, which errors name, and its file name,
    /// all of the path that generated code may mention.
    public struct Input: Sendable {
        public var form: ValidatedForm
        public var specPath: String
        public var specFileName: String

        public init(form: ValidatedForm, specPath: String, specFileName: String) {
            (self.form, self.specPath, self.specFileName) = (form, specPath, specFileName)
        }
    }

    /// The form's file (`OutputKind.form`).
    /// - Parameter access: overrides the spec's access level when set.
    public func renderForm(_ input: Input, access: AccessLevel?) throws(TemplateError) -> GeneratedFile {
        let context = RenderContext(form: input.form, specFileName: input.specFileName, access: access)
        return GeneratedFile(
            name: OutputKind.formFileName(forSpec: input.specFileName, formName: input.form.name),
            bytes: Array(OwnershipMarker.header(naming: input.specFileName).utf8)
                + Array(SupportConcern.runsLine(minimumIOS: input.form.minimumIOS, input.form.supportConcerns).utf8)
                + LineWrapping.wrap(try templates.renderBytes(OutputKind.formTemplate, context: context.templateValue)),
            marker: OutputKind.form.marker, source: input.specPath)
    }

    /// The per-target files: the support files, each in full when it is always used or its concern
    /// is one of `concerns`, and holding only its header otherwise; for forms that run on
    /// `minimumIOS` and later.
    public func renderTargetFiles(
        using concerns: Set<SupportConcern>, minimumIOS: IOSVersion = .lowestSupported
    ) throws(TemplateError) -> [GeneratedFile] {
        let context = RenderContext.supportVariables.value(of: minimumIOS)
        var files: [GeneratedFile] = []
        for kind in OutputKind.all {
            guard case .target(let fileName) = kind.scope, let template = kind.template else { continue }
            let header = Array(OwnershipMarker.header(naming: template).utf8)
            let body: [UInt8]
            if let concern = kind.concern, !concerns.contains(concern) {
                body = Array(SupportConcern.unusedText.utf8)
            } else {
                body = try templates.renderBytes(template, context: context)
            }
            files.append(GeneratedFile(name: fileName, bytes: header + body, marker: kind.marker))
        }
        return files
    }

    /// Whether `error` is in a template formgen ships, rather than one of `--templates`.
    public func isBuiltin(_ error: TemplateError) -> Bool {
        templatePaths[error.template] == nil
    }
}
