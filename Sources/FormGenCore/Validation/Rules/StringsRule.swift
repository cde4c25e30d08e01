/// A strings table names a file, `<table>.xcstrings`, in a directory that holds the catalogs of
/// several tables, so its name is one plain file name on every file system; the source language is
/// a language code as Xcode writes them (`en`, `ja`, `zh-Hans`, `pt-BR`). The too-short and
/// too-long messages are format strings with the limit as their one argument, so `%` there may
/// only be `%lld` (once) or `%%`: any other specifier would read an argument that is not there.
/// Text a user sees or VoiceOver speaks is never blank: an empty label, or one of invisible
/// characters only, would leave a field, or a button, with nothing to say.
package enum StringsRule: ValidationRule {
    package static func check(_ spec: Spec, into diagnostics: inout DiagnosticCollector) {
        for (key, text) in visibleTexts(of: spec) where isBlank(text.value) {
            diagnostics.error(blank(key), at: text.offset)
        }
        checkCountFormats(spec.strings?.messages, into: &diagnostics)
        for field in spec.fields?.value ?? [] {
            checkCountFormats(field.messages, into: &diagnostics)
        }
        if let table = spec.strings?.table, !isTableName(table.value) {
            diagnostics.error(badTable(table.value), at: table.offset)
        }
        if let language = spec.strings?.sourceLanguage, !isLanguageCode(language.value) {
            diagnostics.error(badLanguage(language.value), at: language.offset)
        }
    }

    private static func checkCountFormats(_ messages: MessagesSpec?, into diagnostics: inout DiagnosticCollector) {
        if let message = messages?.tooShort, !isCountFormat(message.value) {
            diagnostics.error(badCountFormat("tooShort", message.value), at: message.offset)
        }
        if let message = messages?.tooLong, !isCountFormat(message.value) {
            diagnostics.error(badCountFormat("tooLong", message.value), at: message.offset)
        }
    }

    /// What `isTableName` accepts, for the JSON Schema.
    package static let tableNamePattern = #"^(?!.*\.(xcstrings|strings|stringsdict)$)[A-Za-z0-9_][A-Za-z0-9_.-]{0,99}$"#
    /// What `isLanguageCode` accepts, for the JSON Schema.
    package static let languageCodePattern = "^[a-z]{2,3}(-[A-Za-z0-9]{2,8})*$"

    /// What `isCountFormat` accepts, for the JSON Schema.
    package static let countFormatPattern = #"^(?=[\s\S]*\S)([^%]|%%)*(%lld([^%]|%%)*)?$"#
    /// What a visible text must match, for the JSON Schema: something that is not white space.
    package static let visibleTextPattern = #"\S"#

    /// Every text of `spec` that a user sees, with its key: the values of the keys whose
    /// constraint is `visibleText` or `countFormat`, in every object of the spec.
    private static func visibleTexts(of spec: Spec) -> [(key: String, text: Located<String>)] {
        var texts: [(key: String, text: Located<String>)] = []
        func collect<Model: SpecObject>(_ model: Model?, _ shape: ModelShape<Model>) {
            guard let model else { return }
            for (name, read) in shape.visibleTexts {
                if let text = read(model) { texts.append((name, text)) }
            }
        }
        let fields: [FieldSpec] = spec.fields?.value ?? []
        for field in fields {
            collect(field, SpecShape.field)
            collect(field.leading, SpecShape.adornment)
            collect(field.trailing, SpecShape.adornment)
            collect(field.messages, SpecShape.messages)
        }
        for bar in spec.bars { collect(bar, SpecShape.bar) }
        collect(spec.strings, SpecShape.strings)
        collect(spec.strings?.messages, SpecShape.messages)
        return texts
    }

    /// Whether `text` shows nothing and gives VoiceOver nothing to read: it is empty, or each of its
    /// scalars is invisible (see `isInvisible(_:)`).
    package static func isBlank(_ text: String) -> Bool {
        text.unicodeScalars.allSatisfy(isInvisible)
    }

    /// Whether a scalar draws nothing and is not read: white space, a control or
    /// format character, a default-ignorable one (zero-width spaces and joiners, the byte order
    /// mark, bidi controls, variation selectors), a combining mark (which, with no letter in the
    /// text, sits on nothing), and the blank glyphs U+2800 (BRAILLE PATTERN BLANK) and U+3164
    /// (HANGUL FILLER).
    private static func isInvisible(_ scalar: Unicode.Scalar) -> Bool {
        let properties = scalar.properties
        if properties.isWhitespace || properties.isDefaultIgnorableCodePoint { return true }
        if scalar.value == 0x2800 || scalar.value == 0x3164 { return true }
        switch properties.generalCategory {
        case .control, .format, .nonspacingMark, .spacingMark, .enclosingMark: return true
        default: return false
        }
    }

    /// At most one `%lld`, and every other `%` doubled.
    private static func isCountFormat(_ text: String) -> Bool {
        countSpecifiers(in: text).map { $0 <= 1 } ?? false
    }

    /// Whether the format `text` holds the count as `%lld`; `100%%lld` holds a percent sign and
    /// `lld`, not the count.
    package static func holdsCount(_ text: String) -> Bool {
        countSpecifiers(in: text).map { $0 > 0 } ?? false
    }

    /// How many times `text` holds `%lld`; `nil` when it holds another `%` that is not `%%`.
    private static func countSpecifiers(in text: String) -> Int? {
        var rest = Substring(text)
        var counts = 0
        while let percent = rest.firstIndex(of: "%") {
            let after = rest[rest.index(after: percent)...]
            if after.hasPrefix("%") {
                rest = after.dropFirst()
            } else if after.hasPrefix("lld") {
                counts += 1
                rest = after.dropFirst(3)
            } else {
                return nil
            }
        }
        return counts
    }

    /// 1 to 100 ASCII letters, digits, `_`, `.` and `-`, not starting with `.` or `-`, and not
    /// ending in a strings file's extension (the table `Login`, not `Login.xcstrings`).
    private static func isTableName(_ name: String) -> Bool {
        guard ![".xcstrings", ".strings", ".stringsdict"].contains(where: { name.lowercased().hasSuffix($0) }) else {
            return false
        }
        let bytes = Array(name.utf8)
        guard let first = bytes.first, bytes.count <= 100, isWordByte(first) else { return false }
        return bytes.allSatisfy { isWordByte($0) || $0 == UInt8(ascii: ".") || $0 == UInt8(ascii: "-") }
    }

    /// Two or three lowercase letters, then any number of `-` and 2 to 8 letters or digits.
    private static func isLanguageCode(_ code: String) -> Bool {
        let parts = code.utf8.split(separator: UInt8(ascii: "-"), omittingEmptySubsequences: false)
        guard let language = parts.first, (2...3).contains(language.count),
            language.allSatisfy({ (UInt8(ascii: "a")...UInt8(ascii: "z")).contains($0) })
        else { return false }
        return parts.dropFirst().allSatisfy { part in
            (2...8).contains(part.count) && part.allSatisfy { isWordByte($0) && $0 != UInt8(ascii: "_") }
        }
    }

    private static func isWordByte(_ byte: UInt8) -> Bool {
        (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte) || (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte)
            || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) || byte == UInt8(ascii: "_")
    }

    private static func badTable(_ name: String) -> String {
        "'table' '\(name)' is not a usable strings table name: it names the file '<table>.xcstrings', so use 1 to 100 "
            + "ASCII letters, digits, '_', '.' and '-', starting with a letter, digit or '_', without the file's extension"
    }

    private static func badCountFormat(_ key: String, _ text: String) -> String {
        "'\(key)' '\(text)' is a format with the limit as its one argument: write the limit as '%lld' (at most "
            + "once) and a percent sign as '%%'"
    }

    package static func blank(_ key: String) -> String {
        "'\(key)' is blank: it is text a user sees or VoiceOver speaks, which would then say nothing"
    }

    private static func badLanguage(_ code: String) -> String {
        "'sourceLanguage' '\(code)' is not a language code such as 'en', 'ja', 'zh-Hans' or 'pt-BR'"
    }
}
