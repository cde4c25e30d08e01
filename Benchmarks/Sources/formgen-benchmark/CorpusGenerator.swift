/// Writes a deterministic corpus of realistic specs: 3 to 30 fields each (one in a twelfth of them),
/// and between them every key of the spec format but `$schema`, and every value of its enumerations
/// but the long lists of keyboards, content types and submit labels, of which they take a sample.
struct CorpusGenerator {
    /// SplitMix64, so that every machine gets the same corpus.
    struct Random {
        var state: UInt64
        mutating func next() -> UInt64 {
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return z ^ (z >> 31)
        }
        mutating func below(_ bound: Int) -> Int { Int(next() % UInt64(bound)) }
        mutating func chance(_ percent: Int) -> Bool { below(100) < percent }
        mutating func pick<T>(_ values: [T]) -> T { values[below(values.count)] }
    }

    static let words = ["name", "email", "phone", "street", "city", "postal", "note", "title", "company", "code"]
    static let labels = ["名前", "住所", "Email", "Phone", "メモ", "Company", "Street", "郵便番号", "Title", "Code"]

    var random = Random(state: 2026)

    /// The JSON text of spec number `index`.
    mutating func spec(_ index: Int) -> String {
        let singleField = random.chance(8)
        let count = singleField ? 1 : 3 + random.below(28)
        var fields: [Field] = []
        for position in 0..<count {
            fields.append(field(id: "\(Self.words[position % Self.words.count])\(position)"))
        }
        let ids = (0..<count).map { "\(Self.words[$0 % Self.words.count])\($0)" }
        var keys = [
            #""formgen": 1"#, #""name": "Form\#(index)""#,
        ]
        if random.chance(30) { keys.append(#""focusEnum": "Focus\#(index)""#) }
        if singleField && random.chance(50) { keys.append(#""focusStyle": "bool""#) }
        if random.chance(30) { keys.append(#""access": "public""#) }
        if random.chance(30) { keys.append(#""minimumIOS": "\#(random.pick(["15.0", "16.0", "17.0"]))""#) }
        if random.chance(30) { keys.append(#""layout": "\#(random.pick(["scroll", "form", "fields"]))""#) }
        if random.chance(15) { keys.append(Self.strings(bundle: random.pick(["main", "module"]))) }
        // A part leaves focus, bars and checking its input to its screen.
        if !singleField && random.chance(5) {
            keys.append(#""focusStyle": "none""#)
            keys.append(#""fields": [\#(fields.map(\.plain).joined(separator: ",\n    "))]"#)
            return "{\n  " + keys.joined(separator: ",\n  ") + "\n}\n"
        }
        let observer = random.chance(20)
        let checked = fields.map { !observer && random.chance(5) ? $0.observed : $0.checked }
        keys.append(#""fields": [\#(checked.joined(separator: ",\n    "))]"#)
        keys.append(
            #""bars": [\#(bars(ids: ids, boolFocus: keys.contains(#""focusStyle": "bool""#)).joined(separator: ", "))]"#
        )
        if observer { keys.append(#""keyboardAvoidance": "observer""#) }
        keys.append(#""dismissOnTapOutside": \#(random.chance(40))"#)
        if random.chance(20) { keys.append(#""submitChain": false"#) }
        if random.chance(25) { keys.append(#""submitAction": "save""#) }
        return "{\n  " + keys.joined(separator: ",\n  ") + "\n}\n"
    }

    static func strings(bundle: String) -> String {
        #""strings": {"table": "Forms", "bundle": "\#(bundle)", "sourceLanguage": "en", "done": "Close", "#
            + #""ok": "Keep", "#
            + #""cancel": "Undo", "previous": "Back", "next": "Forward", "clearText": "Erase", "showPassword": "Show", "#
            + #""hidePassword": "Hide", "messages": {"required": "Fill this in"}}"#
    }

    /// Values the spec format accepts, written out so that the benchmark needs none of formgen's code.
    static let keyboards = [
        "default", "asciiCapable", "numbersAndPunctuation", "URL", "numberPad", "phonePad", "namePhonePad",
        "emailAddress", "decimalPad", "twitter", "webSearch", "asciiCapableNumberPad",
    ]
    static let contentTypes = [
        "name", "givenName", "familyName", "nickname", "organizationName", "fullStreetAddress", "postalCode",
        "telephoneNumber", "emailAddress", "URL", "username", "password", "newPassword", "oneTimeCode",
    ]
    static let submitLabels = ["done", "go", "send", "join", "route", "search", "return", "next", "continue"]

    /// A field's keys, and those of its input rules, which a form has unless it is a part.
    struct Field {
        var keys: [String]
        var rules: [String]

        var plain: String { "{" + keys.joined(separator: ", ") + "}" }
        var checked: String { "{" + (keys + rules).joined(separator: ", ") + "}" }
        var observed: String {
            "{" + (keys + rules + [#""keyboardAvoidance": "observer""#]).joined(separator: ", ") + "}"
        }
    }

    private mutating func field(id: String) -> Field {
        var keys = [#""id": "\#(id)""#, #""label": "\#(random.pick(Self.labels))""#]
        var rules: [String] = []
        if random.chance(70) { keys.append(#""prompt": "Enter the \#(id) here""#) }
        let kind = random.pick(["text", "text", "text", "secure", "multiline", "integer", "decimal"])
        keys.append(#""kind": "\#(kind)""#)
        if random.chance(30) { rules.append(#""required": true"#) }
        if kind == "integer" || kind == "decimal" {
            if random.chance(60) { rules.append(kind == "integer" ? #""minimum": 0"# : #""minimum": 0.5"#) }
            if random.chance(60) { rules.append(kind == "integer" ? #""maximum": 9999"# : #""maximum": 999.5"#) }
        } else if random.chance(25) {
            rules += [#""minLength": 2"#, #""maxLength": \#(random.pick([8, 40, 200]))"#]
        }
        if kind == "text" && random.chance(10) { rules.append(#""pattern": "[A-Za-z0-9._%+-]+@[A-Za-z0-9.-]+""#) }
        if !rules.isEmpty && random.chance(20) {
            rules.append(
                #""messages": {"required": "Needed", "tooShort": "Over %lld", "tooLong": "Under %lld", "#
                    + #""mismatch": "Check it", "notANumber": "A number", "outOfRange": "Too far"}"#)
        }
        if kind == "text" {
            if random.chance(40) { keys.append(#""keyboard": "\#(random.pick(Self.keyboards))""#) }
            if random.chance(40) {
                keys.append(#""contentType": "\#(random.pick(Self.contentTypes))""#)
            }
            if random.chance(30) {
                keys.append(#""autocapitalization": "\#(random.pick(["never", "words", "sentences", "characters"]))""#)
            }
            if random.chance(30) { keys.append(#""autocorrection": false"#) }
            if random.chance(30) { keys.append(#""submitLabel": "\#(random.pick(Self.submitLabels))""#) }
            if random.chance(20) { keys.append(#""leading": {"systemImage": "magnifyingglass"}"#) }
            if random.chance(20) {
                keys.append(
                    #""trailing": {"systemImage": "mic.fill", "action": "dictate", "accessibilityLabel": "Dictate"}"#)
            }
        }
        if kind == "secure" && random.chance(60) { keys.append(#""revealToggle": true"#) }
        if random.chance(40) { keys.append(#""clearButton": true"#) }
        return Field(keys: keys, rules: rules)
    }

    /// Splits the fields among up to three bars, with one catch-all at most, so every spec is valid.
    private mutating func bars(ids: [String], boolFocus: Bool) -> [String] {
        if boolFocus {
            return [#"{"kind": "\#(random.pick(["close", "okCancel"]))"}"#]
        }
        var remaining = ids
        var bars: [String] = []
        for kind in ["navigation", "okCancel", "close"] where !remaining.isEmpty && random.chance(70) {
            let take = 1 + random.below(remaining.count)
            let listed = remaining.prefix(take).map { "\"\($0)\"" }.joined(separator: ", ")
            remaining.removeFirst(take)
            var keys = [#""kind": "\#(kind)""#, #""whenMatches": [\#(listed)]"#]
            if random.chance(20) { keys.append(#""name": "\#(kind)Keys""#) }
            if kind == "okCancel" {
                keys.append(#""cancelBehavior": "\#(random.pick(["revert", "clear"]))""#)
                if random.chance(30) { keys += [#""ok": "保存""#, #""cancel": "取消""#] }
            }
            if kind != "okCancel" && random.chance(50) { keys.append(#""title": "閉じる""#) }
            if kind == "navigation" && random.chance(30) { keys += [#""previous": "前へ""#, #""next": "次へ""#] }
            bars.append("{" + keys.joined(separator: ", ") + "}")
        }
        if !remaining.isEmpty {
            bars.append(#"{"kind": "close"}"#)
        }
        return bars
    }
}
