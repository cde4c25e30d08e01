import FormGenCore

extension RenderContext {
    /// `Templates/CONTEXT.md`, which `formgen templates dump` writes beside the templates: the
    /// context reference as a document of its own.
    static var reference: String {
        """
        # The template context

        Written by `Scripts/regenerate` from `Sources/FormGenCore/Rendering/RenderContext.swift`; do not edit.


        """ + referenceBody
    }

    /// The markers of the same reference in the DocC catalog's template context article.
    static let referenceSection = MarkedSection(
        begin: "<!-- template context: written by Scripts/regenerate from RenderContext -->",
        end: "<!-- end of template context -->")

    /// `document` with its template context section replaced; `nil` when it has no such section.
    static func replacingReferenceSection(in document: String) -> String? {
        referenceSection.replacing(in: document, with: referenceBody)
    }

    /// Every variable of the form template, and of the objects in its arrays, with what a template
    /// needs to know to print them.
    static var referenceBody: String {
        func table<Source>(_ title: String, _ object: ContextVariables<Source>) -> String {
            "## \(title)\n\n| variable | type | meaning |\n|---|---|---|\n"
                + object.variables.map { "| `\($0.name)` | \($0.type) | \($0.summary) |\n" }.joined()
        }
        return """
            `Form.swift.template` (and the templates it includes) sees the variables below. Every default
            is applied and every decision made before a template runs, so a template only lays out code.
            Strings are raw: print text with `| swiftString`, names where they are declared or used with
            `| identifier`, names after `.`, `$` or `_` with `| name`, and argument labels with `| argumentLabel`.
            Every text a user sees is a localization key, which the built-in templates look up with
            `Self.strings.text(_:)`, in the table and bundle of `strings`. A template may write a call
            (one that opens a trailing closure too), a collection literal or a function's parameters on
            one line whatever its length: formgen wraps a line of the form's file longer than
            \(LineWrapping.lineLength) columns at its list's commas, as `swift format` does.
            The support files' templates (`FormGenSupport.swift.template` and the other `FormGen…` ones)
            see only the variables of Support files, below: Swift warns at an `#available` check that
            the deployment target makes unnecessary, so they check for an iOS only where a form runs below it.


            """
                + [
                    table("Form", formVariables), table("Field (each of `fields`)", fieldVariables),
                    table("Adornment (each of `field.adornments`)", adornmentVariables),
                    table("Input rules (`field.rules`)", rulesVariables),
                    table("Bar (each of `bars`)", barVariables),
                    table("Strings (`strings`)", stringsVariables),
                    table("Support files", supportVariables),
                ].joined(separator: "\n")
    }
}
