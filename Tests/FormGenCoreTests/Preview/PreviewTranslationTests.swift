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

    /// A locale finds the localization that names most of its language, script and region, as the
    /// generated `FormGenStrings` finds one, `_` read as `-` and case aside.
    @Test func aLocaleFindsItsClosestLocalization() throws {
        let units = [("zh-Hant", "繁"), ("pt-BR", "br"), ("pt", "pt"), ("en", "en")].map { code, value in
            #""\#(code)": {"stringUnit": {"state": "translated", "value": "\#(value)"}}"#
        }
        let catalog = try JSONReader.read(
            Array(#"{"strings": {"Key": {"localizations": {\#(units.joined(separator: ", "))}}}}"#.utf8))
        for (locale, expected) in [
            ("zh-Hant", "繁"), ("zh_Hant_TW", "繁"), ("ZH-hant", "繁"), ("pt_BR", "br"), ("pt-PT", "pt"),
            ("en-GB", "en"), ("de", "Key"),
        ] {
            #expect(PreviewTranslation(catalog: catalog, locale: locale).text("Key") == expected, "\(locale)")
        }
    }
}
