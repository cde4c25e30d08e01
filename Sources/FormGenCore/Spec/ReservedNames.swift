/// Names the generated code relies on, which a spec therefore may not take.
public enum ReservedNames {
    /// Type names a form or focus enum may not take, as it would shadow them in the generated code.
    ///
    /// The rule: every UpperCamelCase identifier that the generated code spells outside comments and
    /// string text (`referencedTypeNames`, recorded from the golden files by `ReservedNamesTests`,
    /// which fails when a template starts to spell a name that is not listed), plus the names Swift
    /// looks up without the code spelling them: the words it gives a meaning in type position, the
    /// types of literals, and the associated types of `View` and `PreviewProvider`, which the
    /// generated views conform to. Types of `FormGenSupport.swift` are also refused by their
    /// prefix, `supportTypePrefix`.
    public static let typeNames: Set<String> = referencedTypeNames.union([
        "Self", "Type", "Protocol", "Any", "AnyObject",
        "BooleanLiteralType", "ExtendedGraphemeClusterType", "FloatLiteralType", "IntegerLiteralType",
        "StringLiteralType", "UnicodeScalarType",
        "Body", "Previews",
    ])

    /// Prefix of the types of `FormGenSupport.swift`.
    public static let supportTypePrefix = "FormGen"

    /// Members of the generated form view, and `failed`, a local of `submitIfValid()` beside the
    /// fields and the submit action it reads; a field id or action of the same name would collide.
    public static let formMembers: Set<String> = [
        "body", "focus", "appFocus", "ownFocus", "initialFocus", "fieldViews", "returnAction", "revealed", "allCases",
        "failures", "showsFailures", "submitIfValid", "shownFailure", "failed",
        "hashValue", "hash", "rawValue", "init", "deinit", "self", "Self",
        "Type", "Protocol", "super", "_",
    ]

    /// Static members of the generated form that no bar names: a bar's members may not take their
    /// names (`BarNameRule`).
    public static let formStaticMembers: Set<String> = [
        "focusOrder", "keyboardObserverFields", "inputFailure", "inputFailures", "inputRule", "returnAction",
        "strings",
    ]

    /// The cases of `Optional`. The focus binding holds an optional field, so `.none` or `.some`
    /// there resolves to the Optional case first, never to a field of that name.
    public static let optionalCases: Set<String> = ["none", "some"]
}
