/// Warns about a spec whose text is in another language than English but whose form still uses
/// formgen's built-in English strings: a catalog's source-language value is its key, so the English
/// would stand there as the text of that language, and translators would never be asked for it.
enum EnglishBuiltinsRule: FormRule {
    static func check(_ form: ValidatedForm, of spec: Spec, into diagnostics: inout DiagnosticCollector) {
        let builtins = form.strings.englishBuiltins
        guard let language = spec.strings?.sourceLanguage, language.value != "en", !builtins.isEmpty else { return }
        diagnostics.warning(
            "the spec's text is in '\(language.value)', but the form uses formgen's English "
                + builtins.map { "'\($0)'" }.joined(separator: ", ")
                + "; give \(builtins.count == 1 ? "it" : "them") in '\(language.value)' under 'strings'",
            at: language.offset)
    }
}
