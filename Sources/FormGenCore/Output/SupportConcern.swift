/// A part of the runtime that only some forms use, in a support file of its own.
///
/// Every run writes every support file, so a build system can name them before formgen runs, but
/// a file holds its code only while a form in the output directory uses it: one no form uses
/// holds only its header. A form's file names the concerns it uses on its second line
/// (`// Uses FormGenInputRules.swift.`), so that a later run into the same directory with other
/// specs keeps them for it.
public enum SupportConcern: Sendable, Hashable, CaseIterable, Comparable {
    /// What a field's text must be, and the failure shown under it.
    case inputRules
    /// The keyboard observer that pads a form by the part the keyboard covers.
    case keyboardAvoidance
    /// The bar with previous and next chevrons.
    case navigationBar
    /// The secure field, and its reveal toggle.
    case secureField

    /// The support file that holds the concern.
    public var fileName: String {
        switch self {
        case .inputRules: "FormGenInputRules.swift"
        case .keyboardAvoidance: "FormGenKeyboardAvoidance.swift"
        case .navigationBar: "FormGenNavigationBar.swift"
        case .secureField: "FormGenSecureField.swift"
        }
    }

    static let usesStart = "// Uses "

    /// The line after a form file's header that names the concerns it uses; `nil` when it uses none.
    static func usesLine(_ concerns: Set<SupportConcern>) -> String? {
        guard !concerns.isEmpty else { return nil }
        return usesStart + concerns.sorted().map(\.fileName).joined(separator: ", ") + ".\n"
    }

    /// The concerns that a form file formgen wrote names on its second line: what it needs of the
    /// support files, whichever run wrote it.
    public static func declared(in bytes: [UInt8]) -> Set<SupportConcern> {
        let lines = bytes.prefix(OwnershipMarker.headerReadLimit).split(
            separator: UInt8(ascii: "\n"), maxSplits: 2, omittingEmptySubsequences: false)
        guard lines.count > 1, isFormFile(bytes) else { return [] }
        let line = String(decoding: lines[1], as: UTF8.self)
        guard line.hasPrefix(usesStart) else { return [] }
        return Set(allCases.filter { line.contains(bytesOf: $0.fileName) })
    }

    /// Whether `bytes` start with the header of a Swift file formgen wrote (the support files aside,
    /// which a run never reads as forms).
    static func isFormFile(_ bytes: [UInt8]) -> Bool {
        OwnershipMarker.swiftHeader.marks(bytes)
    }

    /// The text of a support file that no form uses, after its header.
    static let unusedText = "// No form generated into this folder uses this part of the runtime.\n"
}
