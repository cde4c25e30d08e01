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
}
