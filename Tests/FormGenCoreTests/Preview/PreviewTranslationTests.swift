import FormGenCore
import Testing

@testable import FormGenTooling

struct PreviewTranslationTests {
    /// A picture finds a translation as the app does at run time, scalar by scalar: "café" written
    /// with a combining accent is another key than "café" written as one scalar.
    @Test func keysMatchByScalars() throws {
        let composed = "caf\u{E9}"
        let decomposed = "cafe\u{301}"
        #expect(composed == decomposed)
        let catalog = try JSONReader.read(
            Array(
                #"{"sourceLanguage": "en", "strings": {"\#(decomposed)": {"localizations": {"fr": {"stringUnit": {"state": "translated", "value": "bistrot"}}}}}}"#
                    .utf8))
        let translation = PreviewTranslation(catalog: catalog, locale: "fr")
        #expect(translation.text(decomposed) == "bistrot")
        #expect(translation.text(composed).unicodeScalars.elementsEqual(composed.unicodeScalars))
    }

    /// A count takes the plural form of the locale's language, as CLDR's rules give it: Russian says
    /// "3 символа" but "8 символов", Arabic has six forms, and English none for two.
    @Test func aCountTakesItsLanguagesPluralForm() throws {
        let key = "At least %lld characters"
        let categories = ["zero", "one", "two", "few", "many", "other"]
        let variations = categories.map { category in
            #""\#(category)": {"stringUnit": {"state": "translated", "value": "\#(category) %lld"}}"#
        }
        let localizations = ["ru", "ar", "en", "ja"].map { language in
            #""\#(language)": {"variations": {"plural": {\#(variations.joined(separator: ", "))}}}"#
        }
        let catalog = try JSONReader.read(
            Array(#"{"strings": {"\#(key)": {"localizations": {\#(localizations.joined(separator: ", "))}}}}"#.utf8))
        let expected: [String: [Int: String]] = [
            "ru": [1: "one", 21: "one", 3: "few", 24: "few", 8: "many", 11: "many", 12: "many", 0: "zero"],
            "ar": [0: "zero", 1: "one", 2: "two", 103: "few", 20: "many", 160: "many", 100: "other"],
            "en": [0: "zero", 1: "one", 2: "other", 3: "other"],
            "ja": [1: "other", 2: "other", 0: "zero"],
        ]
        for (locale, counts) in expected {
            let translation = PreviewTranslation(catalog: catalog, locale: locale)
            for (count, category) in counts {
                let text = translation.text(key, count: count, singular: nil)
                #expect(text == "\(category) \(count)", "\(locale) \(count)")
            }
        }
    }

    /// A locale finds the localization that names most of its language, script and region, then its
    /// language in the script it is likely written in, as the generated `FormGenStrings` finds one,
    /// `_` read as `-` and case aside.
    @Test func aLocaleFindsItsClosestLocalization() throws {
        let units = [("zh-Hant", "繁"), ("pt-BR", "br"), ("pt", "pt"), ("en", "en")].map { code, value in
            #""\#(code)": {"stringUnit": {"state": "translated", "value": "\#(value)"}}"#
        }
        let catalog = try JSONReader.read(
            Array(#"{"strings": {"Key": {"localizations": {\#(units.joined(separator: ", "))}}}}"#.utf8))
        for (locale, expected) in [
            ("zh-Hant", "繁"), ("zh_Hant_TW", "繁"), ("ZH-hant", "繁"), ("pt_BR", "br"), ("pt-PT", "pt"),
            ("en-GB", "en"), ("de", "Key"), ("zh_TW", "繁"), ("zh-HK", "繁"), ("zh_CN", "Key"),
        ] {
            #expect(PreviewTranslation(catalog: catalog, locale: locale).text("Key") == expected, "\(locale)")
        }
    }
}
