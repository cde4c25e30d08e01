/// A part of the runtime that only some forms use, in a support file of its own.
///
/// Every run writes every support file, so a build system can name them before formgen runs, but
/// a file holds its code only while a form in the output directory uses it: one no form uses
/// holds only its header. A form's file names on its second line the lowest iOS it runs on and the
/// concerns it uses (`// Runs on iOS 16.0 and later, and uses FormGenInputRules.swift.`), so that a
/// later run into the same directory with other specs keeps them for it, and the checks for newer
/// iOS versions its support needs.
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

    static let runsStart = "// Runs on iOS "
    static let runsEnd = " and later"
    /// How the line began in the files of formgen releases that named no iOS there: their forms
    /// may run on any.
    static let usesStart = "// Uses "

    /// The line after a form file's header: the lowest iOS the form runs on, and the concerns it uses.
    static func runsLine(minimumIOS: IOSVersion, _ concerns: Set<SupportConcern>) -> String {
        let uses = concerns.isEmpty ? "" : ", and uses " + concerns.sorted().map(\.fileName).joined(separator: ", ")
        return runsStart + minimumIOS.description + runsEnd + uses + ".\n"
    }

    /// The lowest iOS that a form file formgen wrote names on its second line; the lowest of all
    /// when it names none (it may run on any).
    static func declaredMinimumIOS(in bytes: [UInt8]) -> IOSVersion {
        guard let line = secondLine(of: bytes), line.hasPrefix(runsStart),
            let end = line.firstRange(ofBytes: runsEnd),
            let version = IOSVersion(
                String(line[line.index(line.startIndex, offsetBy: runsStart.count)..<end.lowerBound]))
        else { return .lowestSupported }
        return version
    }

    /// The concerns that a form file formgen wrote names on its second line: what it needs of the
    /// support files, whichever run wrote it.
    public static func declared(in bytes: [UInt8]) -> Set<SupportConcern> {
        guard let line = secondLine(of: bytes), line.hasPrefix(runsStart) || line.hasPrefix(usesStart) else {
            return []
        }
        return Set(allCases.filter { line.contains(bytesOf: $0.fileName) })
    }

    /// The second line of a form file formgen wrote; `nil` for any other file.
    private static func secondLine(of bytes: [UInt8]) -> String? {
        let lines = bytes.prefix(OwnershipMarker.headerReadLimit).split(
            separator: UInt8(ascii: "\n"), maxSplits: 2, omittingEmptySubsequences: false)
        guard lines.count > 1, isFormFile(bytes) else { return nil }
        return String(decoding: lines[1], as: UTF8.self)
    }

    /// Whether `bytes` start with the header of a Swift file formgen wrote (the support files aside,
    /// which a run never reads as forms).
    static func isFormFile(_ bytes: [UInt8]) -> Bool {
        OwnershipMarker.swiftHeader.marks(bytes)
    }

    /// The text of a support file that no form uses, after its header.
    static let unusedText = "// No form generated into this folder uses this part of the runtime.\n"
}
