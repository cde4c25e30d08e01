import FormGenCore

/// The text a picture draws for each of a form's keys: the translation of one locale from the
/// form's String Catalog, else the spec's own text.
struct PreviewTranslation: Sendable {
    /// The locale's text of each key that has one: plain, or by plural category for a count. Keys
    /// are compared scalar by scalar, as the catalog's lookups at run time compare them.
    private var texts: [[UInt32]: [String: String]] = [:]
    /// Whether the locale is written right to left, so the picture is drawn mirrored.
    let isRightToLeft: Bool
    /// The locale's language, which picks a count's plural form.
    private let language: String

    /// The source text as it is, left to right unless the catalog's source language is not.
    static func source(language: String) -> PreviewTranslation {
        PreviewTranslation(texts: [:], language: language)
    }

    private init(texts: [[UInt32]: [String: String]], language: String) {
        self.texts = texts
        self.isRightToLeft = Self.isRightToLeftLanguage(language)
        self.language = Self.language(of: language)
    }

    /// The translations into `locale` of `catalog`, a String Catalog read as JSON. As the generated
    /// `FormGenStrings` finds a localization, the one that names most of the locale's language,
    /// script and region serves, then its language with the script it is likely written in, then
    /// its language alone, `_` read as `-` and case aside: `zh-Hant` for `zh_Hant_TW` and for
    /// `zh_TW`, `ja` for `ja-JP`.
    init(catalog: JSONNode, locale: String) {
        self.init(texts: [:], language: locale)
        let code = Self.normalized(locale)
        let parts = code.split(separator: "-")
        var candidates = stride(from: parts.count, to: 1, by: -1).map { parts.prefix($0).joined(separator: "-") }
        let language = parts.first.map(String.init) ?? ""
        if let script = Self.likelyScripts[code] ?? Self.likelyScripts[language] {
            candidates.append(language + "-" + script)
        }
        candidates.append(language)
        guard let strings = catalog.member(named: "strings"), case .object(let entries) = strings.value else {
            return
        }
        for entry in entries {
            guard let localizations = entry.value.member(named: "localizations"),
                case .object(let languages) = localizations.value
            else { continue }
            let named = Dictionary(languages.map { (Self.normalized($0.key), $0.value) }) { _, last in last }
            guard let localization = candidates.lazy.compactMap({ named[$0] }).first else { continue }
            var forms: [String: String] = [:]
            if let value = Self.unitValue(localization) { forms["other"] = value }
            if let plural = localization.member(named: "variations").flatMap({ $0.member(named: "plural") }),
                case .object(let categories) = plural.value
            {
                for category in categories {
                    if let value = Self.unitValue(category.value) { forms[category.key] = value }
                }
            }
            if !forms.isEmpty { texts[StringCatalog.scalars(entry.key)] = forms }
        }
    }

    /// The text of `key`.
    func text(_ key: String) -> String {
        texts[StringCatalog.scalars(key)]?["other"] ?? key
    }

    /// The text of a failure `key` with its count `%lld` filled in by `count`: the translation's
    /// plural form for it, else `singular` (the source's text for one) when `count` is 1.
    func text(_ key: String, count: Int, singular: String?) -> String {
        let format: String
        if let forms = texts[StringCatalog.scalars(key)] {
            // A form for zero serves zero in any language, as Foundation reads a catalog.
            let category = count == 0 && forms["zero"] != nil ? "zero" : Self.pluralCategory(of: count, in: language)
            format = forms[category] ?? forms["other"] ?? key
        } else {
            format = count == 1 ? singular ?? key : key
        }
        return Self.formatted(format, count: count)
    }

    /// `format` with `%lld` as `count` and `%%` as `%`, as `String(format:)` reads them.
    static func formatted(_ format: String, count: Int) -> String {
        var result = ""
        var rest = Substring(format)
        while let percent = rest.firstIndex(of: "%") {
            result += rest[..<percent]
            let after = rest[rest.index(after: percent)...]
            if after.hasPrefix("lld") {
                result += String(count)
                rest = after.dropFirst(3)
            } else if after.hasPrefix("%") {
                result += "%"
                rest = after.dropFirst()
            } else {
                result += "%"
                rest = after
            }
        }
        return result + rest
    }

    /// The CLDR plural category of a whole `count` in `language`, as the app picks a catalog's
    /// plural form: the rules of the languages most apps are translated into; any other language
    /// counts as English does.
    private static func pluralCategory(of count: Int, in language: String) -> String {
        let (n, n10, n100) = (count.magnitude, count.magnitude % 10, count.magnitude % 100)
        let fewEnding = (2...4).contains(n10) && !(12...14).contains(n100)
        switch language {
        case "ja", "zh", "ko", "th", "vi", "id", "ms", "my", "km", "lo":
            return "other"
        case "fr", "pt", "hi", "bn", "fa", "gu", "kn", "mr", "zu", "am":
            return n <= 1 ? "one" : "other"
        case "ru", "uk", "be":
            return n10 == 1 && n100 != 11 ? "one" : fewEnding ? "few" : "many"
        case "pl":
            return n == 1 ? "one" : fewEnding ? "few" : "many"
        case "cs", "sk":
            return n == 1 ? "one" : (2...4).contains(n) ? "few" : "other"
        case "ar":
            switch n {
            case 0: return "zero"
            case 1: return "one"
            case 2: return "two"
            default: return (3...10).contains(n100) ? "few" : (11...99).contains(n100) ? "many" : "other"
            }
        case "he", "iw":
            return n == 1 ? "one" : n == 2 ? "two" : "other"
        default:
            return n == 1 ? "one" : "other"
        }
    }

    /// The script a language is likely written in, by language or language and region, where
    /// String Catalogs commonly name a script: Chinese. The app asks Foundation
    /// (`Locale.Language.maximalIdentifier`), which formgen's tooling does not link.
    private static let likelyScripts = [
        "zh": "hans", "zh-cn": "hans", "zh-sg": "hans", "zh-tw": "hant", "zh-hk": "hant", "zh-mo": "hant",
    ]

    /// A locale code with `-` between its parts, in lowercase: `zh-hant-tw` for `zh_Hant_TW`.
    private static func normalized(_ locale: String) -> String {
        String(locale.map { $0 == "_" ? "-" : $0 }).lowercased()
    }

    private static func language(of locale: String) -> String {
        String(normalized(locale).prefix { $0 != "-" })
    }

    /// The languages whose script runs right to left.
    private static let rightToLeftLanguages: Set<String> = [
        "ar", "arc", "ckb", "dv", "fa", "he", "iw", "ks", "ps", "sd", "ug", "ur", "yi",
    ]

    private static func isRightToLeftLanguage(_ locale: String) -> Bool {
        rightToLeftLanguages.contains(language(of: locale))
    }

    private static func unitValue(_ node: JSONNode) -> String? {
        guard let unit = node.member(named: "stringUnit"), let value = unit.member(named: "value"),
            case .string(let text) = value.value
        else { return nil }
        return text
    }
}
