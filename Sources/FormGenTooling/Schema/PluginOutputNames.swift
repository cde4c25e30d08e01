import FormGenCore

extension OutputKind {
    /// The Swift source of `Plugins/FormGenPlugin/OutputNames.swift`: the plugin cannot link
    /// FormGenCore, yet must name the outputs before formgen runs.
    static var pluginSource: String {
        let perTarget = targetFileNames.map(SwiftEscaping.stringLiteral)
        return """
            // Written by Scripts/regenerate from OutputKind in FormGenCore; do not edit.

            /// The files formgen writes into a target's output directory, as formgen names them.
            enum OutputNames {
                /// The spec file suffixes that a form's file name drops, longest first.
                static let specSuffixes = [\(specSuffixes.map(SwiftEscaping.stringLiteral).joined(separator: ", "))]
                /// What a form's file name ends with.
                static let formFileExtension = \(SwiftEscaping.stringLiteral(formFileExtension))
                /// The files written once per target, whatever its specs.
                static let perTarget = [
            \(perTarget.map { "        \($0),\n" }.joined())    ]
                /// How the first line of a Swift file that formgen wrote starts.
                static let headerStart = \(SwiftEscaping.stringLiteral(OwnershipMarker.headerStart))
            }

            """
    }
}

extension OutputKind {
    /// The Starlark source of `Bazel/output_names.bzl`: `formgen_library` declares its outputs at
    /// analysis, before formgen runs, from these names.
    static var bazelSource: String {
        // formgen's own names: letters, digits and dots, which a string literal writes alike in
        // Swift and in Starlark.
        precondition(
            (specSuffixes + targetFileNames + [formFileExtension]).allSatisfy {
                $0.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == ".") }
            }, "an output name whose Swift and Starlark literals differ")
        let literal = SwiftEscaping.stringLiteral
        return """
            # Written by Scripts/regenerate from OutputKind in FormGenCore; do not edit.
            \"\"\"The files formgen writes, as formgen names them, for formgen_library to declare.\"\"\"

            # The spec file suffixes that a form's file name drops, longest first.
            SPEC_SUFFIXES = [\(specSuffixes.map(literal).joined(separator: ", "))]

            # What a form's file name ends with.
            FORM_FILE_EXTENSION = \(literal(formFileExtension))

            # The files written once per target, whatever its specs: the support files.
            SUPPORT_FILES = [
            \(targetFileNames.map { "    \(literal($0)),\n" }.joined())]

            """
    }
}
