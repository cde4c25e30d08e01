import FormGenCore

extension RenderContext {
    /// `Templates/CONTEXT.md`: every variable of the form template, and of the objects in its arrays.
    static var reference: String {
        func table<Source>(_ title: String, _ object: ContextVariables<Source>) -> String {
            "## \(title)\n\n| variable | type | meaning |\n|---|---|---|\n"
                + object.variables.map { "| `\($0.name)` | \($0.type) | \($0.summary) |\n" }.joined()
        }
        return """
            # The template context

            Written by `Scripts/regenerate` from `Sources/FormGenCore/Rendering/RenderContext.swift`; do not edit.

            `Form.swift.template` (and the templates it includes) sees the variables below. Every default
            is applied and every decision made before a template runs, so a template only lays out code.
            Strings are raw: print text with `| swiftString`, names where they are declared or used with
            `| identifier`, names after `.`, `$` or `_` with `| name`, and argument labels with `| argumentLabel`.
            Every text a user sees is a localization key, which the built-in templates look up with
            `Self.strings.text(_:)`, in the table and bundle of `strings`. A template may write a call
            (one that opens a trailing closure too), a collection literal or a function's parameters on
            one line whatever its length: formgen wraps a line of the form's file longer than 120 columns
            at its list's commas, as `swift format` does.
            `FormGenSupport.swift.template` sees no variables.


            """
                + [
                    table("Form", formVariables), table("Field (each of `fields`)", fieldVariables),
                    table("Adornment (each of `field.adornments`)", adornmentVariables),
                    table("Input rules (`field.rules`)", inputVariables),
                    table("Bar (each of `bars`)", barVariables),
                    table("Strings (`strings`)", stringsVariables),
                ].joined(separator: "\n")
    }
}
