/// Every kind of file formgen writes, in one table. The pipeline renders each from its template,
/// the writer recognises formgen's own files by its marker, `templates dump` writes through the
/// same writer, and the build plugin's declared outputs (`Plugins/FormGenPlugin/OutputNames.swift`,
/// written by `Scripts/regenerate`) follow its names.
public struct OutputKind: Sendable {
    /// How many files of the kind a run writes.
    public enum Scope: Sendable {
        /// One per spec, named after the spec's file: `Login.formgen.json` → `Login.swift`.
        case form
        /// One per output directory, whatever the specs: a fixed name.
        case target(fileName: String)
        /// One per strings table the specs use (`formgen strings`): `catalogFileName(forTable:)`.
        case table
        /// The built-in templates and their context's reference, under their own names
        /// (`formgen templates dump`).
        case templateKit
        /// One per form, named after the form: `LoginForm.svg` (`formgen preview`).
        case picture
    }

    public var scope: Scope
    /// The template that renders the file; `nil` for a file merged into the one on disk.
    public var template: String?
    public var marker: OwnershipMarker
    /// For a support file that only some forms use, its concern; `nil` for a file always written in full.
    public var concern: SupportConcern?

    /// The form's Swift file.
    public static let form = OutputKind(scope: .form, template: formTemplate, marker: .swiftHeader)
    /// The template of the form's file, which includes the others that render a form.
    public static let formTemplate = "Form.swift.template"
    /// The runtime that every form uses: focus, return, the keyboard bars.
    public static let support = OutputKind(
        scope: .target(fileName: supportFileName), template: "FormGenSupport.swift.template", marker: .swiftHeader)
    /// The text field of every form.
    public static let textField = OutputKind(
        scope: .target(fileName: "FormGenTextField.swift"), template: "FormGenTextField.swift.template",
        marker: .swiftHeader)
    /// Input rules, for the forms that have them.
    public static let inputRules = supportConcern(.inputRules)
    /// The keyboard observer, for the forms that ask for it.
    public static let keyboardAvoidance = supportConcern(.keyboardAvoidance)
    /// The navigation bar, for the forms that have one.
    public static let navigationBar = supportConcern(.navigationBar)
    /// The secure field, for the forms that have one.
    public static let secureField = supportConcern(.secureField)

    /// The name of the support file that every form uses, the same for every target.
    public static let supportFileName = "FormGenSupport.swift"

    private static func supportConcern(_ concern: SupportConcern) -> OutputKind {
        let fileName = concern.fileName
        return OutputKind(
            scope: .target(fileName: fileName), template: fileName + ".template", marker: .swiftHeader,
            concern: concern)
    }

    /// A table's String Catalog, merged into the one on disk (`StringCatalog`).
    public static let catalog = OutputKind(scope: .table, template: nil, marker: .stringCatalog)
    /// What a catalog's file name ends with.
    public static let catalogFileExtension = ".xcstrings"

    /// What `formgen templates dump` writes, for a user to start custom templates from: files the user
    /// then edits, so formgen never replaces one that differs.
    public static let templateKit = OutputKind(scope: .templateKit, template: nil, marker: .none)

    /// A form's picture, drawn by `formgen preview`, not from a template.
    public static let picture = OutputKind(scope: .picture, template: nil, marker: .svgHeader)
    /// What a picture's file name ends with.
    public static let pictureFileExtension = ".svg"

    /// Every kind; a run writes those that apply to it, in this order.
    public static let all: [OutputKind] = [
        form, support, textField, secureField, navigationBar, inputRules, keyboardAvoidance, catalog, templateKit,
        picture,
    ]

    /// The names of the files written once per target, whatever its specs: the support files.
    public static var targetFileNames: [String] {
        all.compactMap { kind in
            if case .target(let fileName) = kind.scope { fileName } else { nil }
        }
    }

    /// The name of a strings table's catalog.
    public static func catalogFileName(forTable table: String) -> String {
        // The table name rule (`StringsRule`) keeps this one plain file name.
        table + catalogFileExtension
    }

    /// The spec file suffixes that a form's file name drops, longest first.
    public static let specSuffixes = [".formgen.json", ".json"]
    /// What a form's file name ends with.
    public static let formFileExtension = ".swift"

    /// `UserInfoForm.json` and `UserInfoForm.formgen.json` both give `UserInfoForm.swift`, so a
    /// build plugin can name outputs before reading specs; standard input uses the form's name.
    public static func formFileName(forSpec specFileName: String, formName: String) -> String {
        guard specFileName != "<stdin>" else { return formName + formFileExtension }
        var stem = specFileName
        if let suffix = specSuffixes.first(where: { stem.hasSuffix($0) }) {
            stem.removeLast(suffix.count)
        }
        if stem.isEmpty { stem = formName }
        return stem + formFileExtension
    }
}
