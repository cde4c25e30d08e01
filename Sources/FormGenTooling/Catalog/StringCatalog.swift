import FormGenCore

/// Merges the keys that forms look up into a String Catalog (`.xcstrings`), keeping all the work
/// already in it.
///
/// - A key the catalog lacks is added with the spec's text as its source-language value, a comment
///   saying where it shows, and `"extractionState" : "manual"`: formgen, not Xcode's extraction
///   from source code, keeps it (the generated code looks keys up by value, which Xcode does not
///   extract). A failure text with a count (`%lld`) has plural variations as its value instead,
///   `one` its text for a count of one and `other` the key, as Xcode writes them when a value
///   varies by plural: Xcode compiles them into a `.stringsdict`, which the generated code's
///   lookup and `String(format:locale:)` resolve, so English never reads "At least 1 characters".
/// - A key the catalog has keeps everything it holds: translations, their states, comments,
///   variations, and any field formgen does not know. One that was stale is in use again, so it
///   becomes `manual`. The one thing formgen rewrites is the source-language value of a `manual`
///   key in use when it is exactly what formgen writes for the key, plain or with plural
///   variations: it becomes what formgen writes now, so a key that gains a count gets its
///   variations (a catalog written before formgen wrote them, say), and one that loses it goes
///   back to plain text. Any other value, one a person edited or made, is theirs and stays.
/// - A key no form uses any more, and that formgen or a person added (`manual`), is marked
///   `"extractionState" : "stale"`, and keeps the rest. A key Xcode extracted from the app's own
///   code (no state, `extracted_with_value`, `migrated`) is Xcode's to mark: formgen leaves it
///   alone, so a table the forms share with the app's code does not flip between the two tools.
///
/// Keys are compared scalar by scalar, as the catalog's lookups at run time compare them: `é`
/// written as one scalar and as `e` with a combining accent are two keys.
package enum StringCatalog {
    /// The largest catalog formgen reads; Xcode's own catalogs of thousands of keys are a few MB.
    package static let maximumSize = 64 * 1024 * 1024
    /// The most JSON values a catalog holds: 64 MiB of `[0,0,…]` would otherwise take over a gigabyte.
    package static let maximumValues = 4_000_000

    /// `bytes`, a catalog file, read as JSON; `nil` when it is too large to read or is not JSON,
    /// reported in `diagnostics` at its place in the file.
    static func read(_ bytes: [UInt8], diagnostics: inout DiagnosticCollector) -> JSONNode? {
        guard bytes.count <= maximumSize else {
            diagnostics.error(
                "the catalog is larger than \(maximumSize >> 20) MiB, the most formgen reads",
                at: 0)
            return nil
        }
        let root: JSONNode
        do {
            root = try JSONReader.read(bytes, maximumValues: maximumValues)
        } catch {
            diagnostics.error(error.message, at: error.offset)
            return nil
        }
        return reportRepeatedKeys(in: root, into: &diagnostics) ? nil : root
    }

    /// The catalog's text with `keys` merged into `existing` (the bytes of a catalog on disk, or
    /// `nil` for a new one); `nil` when `existing` cannot be read as a catalog, reported in
    /// `diagnostics` at its place in the file.
    static func merged(
        _ keys: [ValidatedForm.LocalizationKey], sourceLanguage: String, into existing: JSONNode?,
        diagnostics: inout DiagnosticCollector
    ) -> String? {
        var root: [JSONMember] = [
            member("sourceLanguage", .string(sourceLanguage)), member("strings", .object([JSONMember]())),
            member("version", .string("1.0")),
        ]
        if let existing {
            guard let members = checkedCatalog(existing, sourceLanguage: sourceLanguage, into: &diagnostics) else {
                return nil
            }
            root = members
        }
        guard let stringsIndex = root.firstIndex(where: { $0.key == "strings" }),
            case .object(var entries) = root[stringsIndex].value.value
        else { return nil }
        // A key that several forms use gets the comments of all of them.
        let merged = ValidatedForm.LocalizationKey.merged(keys)
        let used = Dictionary(uniqueKeysWithValues: merged.map { ($0.scalars, $0) })
        for index in entries.indices {
            guard case .object(var fields) = entries[index].value.value,
                let state = fields.firstIndex(where: { $0.key == "extractionState" }),
                fields[state].value.value == .string("manual") || fields[state].value.value == .string("stale")
            else { continue }
            if let key = used[scalars(entries[index].key)] {
                fields[state].value.value = .string("manual")
                updateSourceValue(of: &fields, for: key, sourceLanguage: sourceLanguage)
            } else {
                fields[state].value.value = .string("stale")
            }
            entries[index].value.value = .object(fields)
        }
        var present = Set(entries.map { scalars($0.key) })
        for key in merged where present.insert(key.scalars).inserted {
            entries.append(member(key.key, newEntry(key, sourceLanguage: sourceLanguage)))
        }
        root[stringsIndex].value.value = .object(entries)
        // A catalog formgen could not read again could never be updated or checked.
        guard let text = CatalogWriter.text(.object(root), maximumSize: maximumSize) else {
            diagnostics.error(
                "with the new keys, and laid out as formgen writes it, the catalog would be larger than "
                    + "\(maximumSize >> 20) MiB, the most formgen reads; it is not written",
                at: 0)
            return nil
        }
        return text
    }

    /// A new key's entry: its comment, `manual`, and the spec's text as the source-language value.
    private static func newEntry(_ key: ValidatedForm.LocalizationKey, sourceLanguage: String) -> JSONNode.Value {
        .object([
            member("comment", .string(key.comment)),
            member("extractionState", .string("manual")),
            member("localizations", .object([member(sourceLanguage, sourceValue(key.key, singular: key.singular))])),
        ])
    }

    /// The source-language value formgen writes for the key `text`: the text, or for a text with
    /// a count, plural variations with `singular` for a count of one.
    private static func sourceValue(_ text: String, singular: String?) -> JSONNode.Value {
        guard let singular else { return translated(text) }
        return .object([
            member(
                "variations",
                .object([
                    member("plural", .object([member("one", translated(singular)), member("other", translated(text))]))
                ]))
        ])
    }

    /// A `stringUnit` whose state says a person need not look at it.
    private static func translated(_ text: String) -> JSONNode.Value {
        .object([
            member("stringUnit", .object([member("state", .string("translated")), member("value", .string(text))]))
        ])
    }

    /// Gives the `manual` entry `fields` of `key` formgen's source-language value for it now, when
    /// the value there is one formgen wrote for the key, plain or with a count: formgen's own work,
    /// which no person has changed. Compared as written, so the order of members does not count.
    private static func updateSourceValue(
        of fields: inout [JSONMember], for key: ValidatedForm.LocalizationKey, sourceLanguage: String
    ) {
        guard let index = fields.firstIndex(where: { $0.key == "localizations" }),
            case .object(var localizations) = fields[index].value.value,
            let source = localizations.firstIndex(where: { $0.key == sourceLanguage })
        else { return }
        var written = [sourceValue(key.key, singular: nil)]
        if StringsRule.holdsCount(key.key) {
            written.append(sourceValue(key.key, singular: SpecShape.oneText(ofCountFormat: key.key)))
        }
        let texts = written.compactMap { CatalogWriter.text($0, maximumSize: maximumSize) }
        // A value longer than each text formgen writes is none of them.
        guard let longest = texts.map(\.utf8.count).max(),
            let current = CatalogWriter.text(localizations[source].value.value, maximumSize: longest),
            texts.contains(where: { $0.utf8.elementsEqual(current.utf8) })
        else { return }
        localizations[source].value.value = sourceValue(key.key, singular: key.singular)
        fields[index].value.value = .object(localizations)
    }

    /// The top-level members of `node` when it is a catalog formgen can update (`read` has refused
    /// a key written twice): an object with `sourceLanguage` the spec's, `strings` an object of objects, each
    /// `extractionState` a string. Every problem is reported; `diagnostics` is the catalog's own.
    private static func checkedCatalog(
        _ node: JSONNode, sourceLanguage: String, into diagnostics: inout DiagnosticCollector
    ) -> [JSONMember]? {
        guard case .object(let members) = node.value else {
            diagnostics.error("a String Catalog is a JSON object, not \(node.typeDescription)", at: node.offset)
            return nil
        }
        if let language = members.first(where: { $0.key == "sourceLanguage" }) {
            if case .string(let value) = language.value.value {
                if value != sourceLanguage {
                    diagnostics.error(
                        "the catalog's source language is '\(value)', but the specs of its table are in "
                            + "'\(sourceLanguage)'; set 'sourceLanguage' under 'strings' in the specs to '\(value)'",
                        at: language.value.offset)
                }
            } else {
                diagnostics.error(
                    "'sourceLanguage' must be a string, not \(language.value.typeDescription)",
                    at: language.value.offset)
            }
        } else {
            diagnostics.error("the catalog has no 'sourceLanguage'", at: node.offset)
        }
        if let strings = members.first(where: { $0.key == "strings" }) {
            if case .object(let entries) = strings.value.value {
                for entry in entries {
                    guard case .object(let fields) = entry.value.value else {
                        diagnostics.error(
                            "each entry of 'strings' must be an object, not \(entry.value.typeDescription)",
                            at: entry.value.offset)
                        continue
                    }
                    guard let state = fields.first(where: { $0.key == "extractionState" }) else { continue }
                    guard case .string = state.value.value else {
                        diagnostics.error(
                            "'extractionState' must be a string, not \(state.value.typeDescription)",
                            at: state.value.offset)
                        continue
                    }
                }
            } else {
                diagnostics.error(
                    "'strings' must be an object, not \(strings.value.typeDescription)", at: strings.value.offset)
            }
        } else {
            diagnostics.error("the catalog has no 'strings'", at: node.offset)
        }
        return diagnostics.hasErrors ? nil : members
    }

    /// Reports each key written twice in one object, at any depth, and says whether there was one:
    /// JSON leaves the meaning open, so formgen does not guess, whether it merges keys or draws
    /// a picture.
    private static func reportRepeatedKeys(in node: JSONNode, into diagnostics: inout DiagnosticCollector) -> Bool {
        var repeated = false
        switch node.value {
        case .object(let members):
            var seen: Set<[UInt32]> = []
            for member in members {
                if !seen.insert(scalars(member.key)).inserted {
                    diagnostics.error("'\(member.key)' is written twice in this object", at: member.keyOffset)
                    repeated = true
                }
                repeated = reportRepeatedKeys(in: member.value, into: &diagnostics) || repeated
            }
        case .array(let elements):
            for element in elements {
                repeated = reportRepeatedKeys(in: element, into: &diagnostics) || repeated
            }
        default:
            break
        }
        return repeated
    }

    /// A key as the scalars it is written with.
    static func scalars(_ key: String) -> [UInt32] {
        key.unicodeScalars.map(\.value)
    }

    private static func member(_ key: String, _ value: JSONNode.Value) -> JSONMember {
        JSONMember(key: key, keyOffset: 0, value: JSONNode(value, offset: 0))
    }
}
