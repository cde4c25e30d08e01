/// Each field shows at most one bar: a field claimed by two bars would show two stacked bars.
///
/// Reports a field listed by two bars (at the second listing, with a note at the first), a field
/// listed twice by one bar, more than one bar that omits `whenMatches`, a bar that omits it when
/// the other bars list every field, and ids that are not fields. An empty `whenMatches` is refused
/// by `SpecDecoder`, from the shape's minimum count.
enum WhenMatchesRule: ValidationRule {
    static func check(_ spec: Spec, into diagnostics: inout DiagnosticCollector) {
        let fields = spec.fields?.value ?? []
        let knownIDs = Set(fields.compactMap { $0.id?.value })
        // The ids a "did you mean" may offer, worked out for the first id that is not a field's.
        var suggestible: [String]?
        var hintsLeft = hintLimit
        // Where each claimed id is listed, and the kind of the bar that claims it.
        var claims: [String: (offset: Int, kind: BarKind?)] = [:]
        var catchAll: BarSpec?
        for bar in spec.bars {
            guard let listed = bar.whenMatches?.value else {
                // A `whenMatches` of the wrong shape is reported already; the bar did not omit it.
                if bar.refusedKeys.contains("whenMatches") { continue }
                if let first = catchAll {
                    diagnostics.error(
                        secondCatchAll, at: bar.offset, notes: [("this bar also omits 'whenMatches'", first.offset)])
                } else {
                    catchAll = bar
                }
                continue
            }
            var seenInBar: [String: Int] = [:]
            for id in listed {
                guard knownIDs.contains(id.value) else {
                    var hint = ""
                    if hintsLeft > 0 {
                        hintsLeft -= 1
                        let ids =
                            suggestible
                            ?? fields.compactMap { $0.id?.value }.filter(FieldIdentifierRule.isAcceptableFieldID)
                        suggestible = ids
                        hint = Suggestion.hint(for: id.value, in: ids)
                    }
                    diagnostics.error(notAField(id.value) + hint, at: id.offset)
                    continue
                }
                if let first = seenInBar[id.value] {
                    diagnostics.error(listedTwice(id.value), at: id.offset, notes: [(firstListed(id.value), first)])
                    continue
                }
                seenInBar[id.value] = id.offset
                if let first = claims[id.value] {
                    diagnostics.error(
                        claimedTwice(id.value), at: id.offset,
                        notes: [(firstClaim(id.value, by: first.kind), first.offset)])
                } else {
                    claims[id.value] = (id.offset, bar.kind?.value)
                }
            }
        }
        // With no field left to it, the bar would get an empty list, which shows it for every field.
        if let catchAll, !knownIDs.isEmpty, knownIDs.allSatisfy({ claims[$0] != nil }) {
            diagnostics.error(nothingLeft, at: catchAll.offset)
        }
    }

    /// Unknown ids that get a "did you mean": finding one compares the id with every field id, so
    /// without a limit a spec of many fields and many unknown ids would take quadratic time (200
    /// unknown ids of 64 characters among 10,000 such fields took 20 s).
    static let hintLimit = 10

    static let secondCatchAll =
        "only one bar may omit 'whenMatches'; list the fields of each bar so that no field shows two bars"

    static let nothingLeft =
        "this bar omits 'whenMatches', which gives it the fields no other bar lists, but the other bars "
        + "list every field; it would show for every field, over their bars"

    static func notAField(_ id: String) -> String {
        "'\(id)' in 'whenMatches' is not a field id"
    }

    static func claimedTwice(_ id: String) -> String {
        "field '\(id)' is already listed by another bar; a field can show only one bar"
    }

    static func firstClaim(_ id: String, by kind: BarKind?) -> String {
        let bar = kind.map { "the '\($0.rawValue)' bar" } ?? "a bar"
        return "'\(id)' is first listed by \(bar) here"
    }

    static func listedTwice(_ id: String) -> String {
        "field '\(id)' is listed twice in the same 'whenMatches'"
    }

    static func firstListed(_ id: String) -> String {
        "'\(id)' is first listed here"
    }
}
