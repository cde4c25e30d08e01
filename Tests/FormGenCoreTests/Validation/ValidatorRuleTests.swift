import FormGenCore
import Testing

/// One spec per validator rule (the spec format article, "What the validator refuses") that breaks it, with every
/// expected finding word for word.
@Suite struct ValidatorRuleTests {
    @Test func validSpecHasNoFindings() {
        expectFindings(
            """
            {
              "formgen": 1, "name": "UserInfoForm",
              "fields": [{ "id": "name", "label": "名前" }, { "id": "memo", "kind": "multiline" }],
              "bars": [{ "kind": "close", "whenMatches": ["name"] }, { "kind": "okCancel" }]
            }
            """, [])
    }

    @Test func formatVersion() {
        expectFindings(
            """
            { "formgen": ⟦v⟧2, "name": "A", "fields": [{ "id": "a" }] }
            """,
            ["⟦v⟧ error: unsupported spec format version 2; this formgen reads version 1"])
    }

    @Test func typeNames() {
        expectFindings(
            """
            {
              "formgen": 1, "name": ⟦n⟧"user form", "focusEnum": ⟦e⟧"TextField",
              "fields": [{ "id": "a" }]
            }
            """,
            [
                "⟦n⟧ error: 'user form' is not a valid 'name'; it must be an UpperCamelCase Swift type name such as 'UserForm'",
                "⟦e⟧ error: 'TextField' cannot be the 'focusEnum': the generated code uses that name",
            ])
        expectFindings(
            """
            { "formgen": 1, "name": ⟦n⟧"Login", "focusEnum": ⟦e⟧"Login", "fields": [{ "id": "a" }] }
            """,
            [
                "⟦e⟧ error: the focus enum cannot have the form's name 'Login'",
                "⟦n⟧ note: the form is named here",
            ])
        expectFindings(
            """
            { "formgen": 1, "name": ⟦n⟧"FormGenBar", "fields": [{ "id": "a" }] }
            """,
            ["⟦n⟧ error: 'FormGenBar' cannot be the 'name': the generated code uses that name"])
        // Names Swift looks up unspelled: as a form's name, `StringLiteralType` retypes every "" in
        // it, and `Body` is what the preview's `Body(…)` finds first, `View`'s associated type.
        for name in ["StringLiteralType", "IntegerLiteralType", "Body", "Previews"] {
            expectFindings(
                """
                { "formgen": 1, "name": ⟦n⟧"\(name)", "fields": [{ "id": "a" }] }
                """,
                ["⟦n⟧ error: '\(name)' cannot be the 'name': the generated code uses that name"])
        }
        expectFindings(
            """
            { "formgen": 1, "name": "Login", "focusEnum": ⟦e⟧"Body", "fields": [{ "id": "a" }] }
            """,
            ["⟦e⟧ error: 'Body' cannot be the 'focusEnum': the generated code uses that name"])
    }

    @Test func fieldIdentifiers() {
        expectFindings(
            """
            {
              "formgen": 1, "name": "A",
              "fields": [
                { "id": ⟦a⟧"first-name" }, { "id": ⟦b⟧"1st" }, { "id": ⟦c⟧"email" }, { "id": ⟦d⟧"email" },
                { "id": ⟦e⟧"body" }, { "id": "default" },
                { "id": "x", "trailing": { "systemImage": "mic", "action": ⟦f⟧"email", "accessibilityLabel": "Mic" } }
              ]
            }
            """,
            [
                "⟦a⟧ error: 'first-name' is not a valid field id; it must be a lowerCamelCase Swift identifier such as 'firstName'",
                "⟦b⟧ error: '1st' is not a valid field id; it must be a lowerCamelCase Swift identifier",
                "⟦d⟧ error: duplicate field id 'email'",
                "⟦c⟧ note: 'email' is first defined here",
                "⟦e⟧ error: 'body' cannot be a field id: the generated form already uses that name",
                "⟦f⟧ error: action 'email' has the name of a field; the form would declare 'email' twice",
                "⟦c⟧ note: 'email' is first defined here",
            ])
    }

    @Test func barNames() {
        expectFindings(
            """
            {
              "formgen": 1, "name": "A",
              "fields": [
                { "id": "a" }, { "id": "b" }, { "id": "c" }, { "id": "d" }, { "id": "e" }, { "id": "f" }, { "id": "g" },
                { "id": ⟦amount⟧"amount", "kind": "integer" }
              ],
              "bars": [
                { "kind": "close", "name": ⟦upper⟧"Keypad", "whenMatches": ["a"] },
                { "kind": "okCancel", "name": ⟦reserved⟧"keyboardObserver", "whenMatches": ["b"] },
                { "kind": "close", "name": ⟦first⟧"keypad", "whenMatches": ["c"] },
                { "kind": "navigation", "name": ⟦second⟧"keypad", "whenMatches": ["d"] },
                ⟦unnamed⟧{ "kind": "close", "whenMatches": ["e"] },
                { "kind": "close", "name": ⟦taken⟧"thirdCloseBar", "whenMatches": ["f"] },
                { "kind": "okCancel", "name": ⟦added⟧"fifthCloseBar", "whenMatches": ["g"] }
              ]
            }
            """,
            [
                "⟦upper⟧ error: 'Keypad' is not a valid bar name; it must be a lowerCamelCase Swift identifier such as 'keypad'",
                "⟦reserved⟧ error: 'keyboardObserver' cannot be a bar name: the generated form declares 'keyboardObserverFields' itself",
                "⟦second⟧ error: duplicate bar name 'keypad'",
                "⟦first⟧ note: 'keypad' is first defined here",
                "⟦taken⟧ error: bar name 'thirdCloseBar' is the name the form gives an unnamed close bar; choose another, or name that bar too",
                "⟦unnamed⟧ note: the unnamed close bar is here",
                "⟦added⟧ error: bar name 'fifthCloseBar' is the name of the close bar the form adds for numeric fields that no bar covers; choose another",
                "⟦amount⟧ note: the form adds that bar for this numeric field, which no bar covers",
            ])
    }

    /// Naming one bar leaves the names of the others as they were: an unnamed bar counts every bar of
    /// its kind before it, named or not.
    @Test func aNamedBarKeepsItsPlaceAmongTheBarsOfItsKind() throws {
        let spec = """
            {
              "formgen": 1, "name": "A", "fields": [{ "id": "a" }, { "id": "b" }],
              "bars": [
                { "kind": "close", "name": "keypad", "whenMatches": ["a"] },
                { "kind": "close", "whenMatches": ["b"] }
              ]
            }
            """
        let form = try #require(GeneratorPipeline.validate(SourceFile(name: "A.json", text: spec)).form)
        #expect(form.bars.map(\.fieldsName) == ["keypadFields", "secondCloseBarFields"])
        #expect(form.bars.map(\.displayName) == ["`keypad` close", "second close"])
    }

    @Test func fieldListedByTwoBars() {
        expectFindings(
            """
            {
              "formgen": 1, "name": "A", "fields": [{ "id": "name" }, { "id": "memo" }],
              "bars": [
                { "kind": "close", "whenMatches": [⟦first⟧"name"] },
                { "kind": "okCancel", "whenMatches": ["memo", ⟦second⟧"name"] }
              ]
            }
            """,
            [
                "⟦second⟧ error: field 'name' is already listed by another bar; a field can show only one bar",
                "⟦first⟧ note: 'name' is first listed by the 'close' bar here",
            ])
    }

    @Test func fieldListedTwiceByOneBar() {
        expectFindings(
            """
            {
              "formgen": 1, "name": "A", "fields": [{ "id": "name" }],
              "bars": [{ "kind": "close", "whenMatches": [⟦first⟧"name", ⟦second⟧"name"] }]
            }
            """,
            [
                "⟦second⟧ error: field 'name' is listed twice in the same 'whenMatches'",
                "⟦first⟧ note: 'name' is first listed here",
            ])
    }

    @Test func moreThanOneBarOmitsWhenMatches() {
        expectFindings(
            """
            {
              "formgen": 1, "name": "A", "fields": [{ "id": "name" }],
              "bars": [⟦first⟧{ "kind": "close" }, ⟦second⟧{ "kind": "navigation" }, ⟦third⟧{ "kind": "okCancel" }]
            }
            """,
            [
                "⟦second⟧ error: only one bar may omit 'whenMatches'; list the fields of each bar so that no field shows two bars",
                "⟦first⟧ note: this bar also omits 'whenMatches'",
                "⟦third⟧ error: only one bar may omit 'whenMatches'; list the fields of each bar so that no field shows two bars",
                "⟦first⟧ note: this bar also omits 'whenMatches'",
            ])
    }

    /// A pattern matches scalar by scalar, and a mark, a joiner or a CR before a LF joins the scalar
    /// next to it into one character: only printable ASCII and digits count a character each.
    @Test func aPatternOfScalarsThatJoinNeedsNoMoreCharacters() {
        expectFindings(
            #"""
            {
              "formgen": 1, "name": "A",
              "fields": [
                { "id": "accented", "pattern": "\\p{L}\\p{M}", "maxLength": 1 },
                { "id": "lineBreak", "pattern": "\\s\\s", "maxLength": 1 },
                { "id": "word", "pattern": "\\w{3}", "maxLength": 1 },
                { "id": "code", "pattern": ⟦code⟧"[A-Z]{2}\\d{3}", "maxLength": ⟦four⟧4 }
              ]
            }
            """#,
            [
                "⟦code⟧ warning: 'pattern' needs at least 5 characters, but 'maxLength' is 4: no text can match",
                "⟦four⟧ note: 'maxLength' is set here",
            ])
    }

    @Test func aBarThatOmitsWhenMatchesNeedsAFieldLeft() {
        let message =
            "error: this bar omits 'whenMatches', which gives it the fields no other bar lists, but the other "
            + "bars list every field; it would show for every field, over their bars"
        expectFindings(
            """
            {
              "formgen": 1, "name": "A", "fields": [{ "id": "name" }, { "id": "memo" }],
              "bars": [⟦catchAll⟧{ "kind": "close" }, { "kind": "okCancel", "whenMatches": ["memo", "name"] }]
            }
            """,
            ["⟦catchAll⟧ " + message])
        expectFindings(
            """
            {
              "formgen": 1, "name": "A", "fields": [{ "id": "name" }, { "id": "memo" }],
              "bars": [{ "kind": "close" }, { "kind": "okCancel", "whenMatches": ["memo"] }]
            }
            """,
            [])
    }

    @Test func emptyWhenMatchesAndUnknownIDs() {
        expectFindings(
            """
            {
              "formgen": 1, "name": "A", "fields": [{ "id": "address" }, { "id": "name" }],
              "bars": [
                { "kind": "close", "whenMatches": ⟦empty⟧[] },
                { "kind": "okCancel", "whenMatches": [⟦typo⟧"adress", ⟦far⟧"zzz", ⟦num⟧3] }
              ]
            }
            """,
            [
                "⟦empty⟧ error: 'whenMatches' must not be empty",
                "⟦typo⟧ error: 'adress' in 'whenMatches' is not a field id; did you mean 'address'?",
                "⟦far⟧ error: 'zzz' in 'whenMatches' is not a field id",
                "⟦num⟧ error: each element of 'whenMatches' must be a string, but it is a number",
            ])
        // A refused 'whenMatches' is not an omitted one: beside a bar that omits it, no second
        // error says that two bars omit it.
        expectFindings(
            """
            {
              "formgen": 1, "name": "A", "fields": [{ "id": "address" }, { "id": "name" }],
              "bars": [
                { "kind": "close" },
                { "kind": "okCancel", "whenMatches": ⟦empty⟧[] },
                { "kind": "navigation", "whenMatches": ⟦string⟧"name" }
              ]
            }
            """,
            [
                "⟦empty⟧ error: 'whenMatches' must not be empty",
                "⟦string⟧ error: 'whenMatches' must be an array of strings, but it is a string",
            ])
    }

    @Test func boolFocus() {
        expectFindings(
            """
            {
              "formgen": 1, "name": "A", "focusStyle": ⟦style⟧"bool",
              "fields": ⟦fields⟧[{ "id": "a" }, { "id": "b" }],
              "bars": [{ "kind": "close", ⟦when⟧"whenMatches": ["a"] }]
            }
            """,
            [
                "⟦style⟧ error: 'focusStyle' 'bool' needs exactly one field, but the form has 2",
                "⟦fields⟧ note: the fields are listed here",
                "⟦when⟧ error: a bar of a form with 'focusStyle' 'bool' cannot list 'whenMatches'; omit it, the bar shows for the only field",
                "⟦style⟧ note: 'focusStyle' is set to 'bool' here",
            ])
    }

    /// A Bool-focus form has one field, so chevrons have nowhere to go.
    @Test func navigationBarInABoolForm() {
        expectFindings(
            """
            {
              "formgen": 1, "name": "A", "focusStyle": ⟦style⟧"bool",
              "fields": [{ "id": "a" }],
              "bars": [{ "kind": ⟦kind⟧"navigation" }]
            }
            """,
            [
                "⟦kind⟧ error: a form with 'focusStyle' 'bool' has one field, so a 'navigation' bar has nowhere to go; use a 'close' bar",
                "⟦style⟧ note: 'focusStyle' is set to 'bool' here",
            ])
    }

    /// A part leaves focus to its screen, so nothing that needs the part's own focus applies.
    @Test func partsHaveNoFocusOfTheirOwn() {
        expectFindings(
            """
            {
              "formgen": 1, "name": "A", "focusStyle": ⟦style⟧"none",
              "fields": [{ "id": "a" }],
              "bars": ⟦bars⟧[{ "kind": "close" }], "dismissOnTapOutside": ⟦dismiss⟧true,
              "keyboardAvoidance": ⟦observer⟧"observer", "submitChain": ⟦chain⟧false, "submitAction": ⟦submit⟧"save"
            }
            """,
            [
                "⟦bars⟧ error: a part ('focusStyle' 'none') has no bars: the screen that focuses it draws the bar, for example with .keyboardCloseButton",
                "⟦style⟧ note: 'focusStyle' is set to 'none' here",
                "⟦dismiss⟧ error: 'dismissOnTapOutside' needs the form's focus, which a part ('focusStyle' 'none') leaves to the screen",
                "⟦style⟧ note: 'focusStyle' is set to 'none' here",
                "⟦observer⟧ error: the keyboard observer needs the form's focus, which a part ('focusStyle' 'none') leaves to the screen",
                "⟦style⟧ note: 'focusStyle' is set to 'none' here",
                "⟦chain⟧ error: 'submitChain' needs the form's focus, which a part ('focusStyle' 'none') leaves to the screen",
                "⟦style⟧ note: 'focusStyle' is set to 'none' here",
                "⟦submit⟧ error: 'submitAction' needs the form's focus, which a part ('focusStyle' 'none') leaves to the screen",
                "⟦style⟧ note: 'focusStyle' is set to 'none' here",
            ])
        expectFindings(
            """
            {
              "formgen": 1, "name": "A", "focusStyle": ⟦style⟧"none",
              "fields": [{ "id": "a", "keyboardAvoidance": ⟦observer⟧"observer" }]
            }
            """,
            [
                "⟦observer⟧ error: the keyboard observer needs the form's focus, which a part ('focusStyle' 'none') leaves to the screen",
                "⟦style⟧ note: 'focusStyle' is set to 'none' here",
            ])
    }

    /// The submit action is a closure of the form beside the fields and the adornments' actions.
    @Test func submitActionClashes() {
        expectFindings(
            """
            {
              "formgen": 1, "name": "A", "submitAction": ⟦submit⟧"go",
              "fields": [
                { "id": ⟦field⟧"go", "trailing": { "systemImage": "x", "action": ⟦action⟧"go", "accessibilityLabel": "Go" } }
              ]
            }
            """,
            [
                "⟦submit⟧ error: 'submitAction' 'go' has the name of a field; the form would take two closures or values of that name",
                "⟦field⟧ note: the field is declared here",
                "⟦submit⟧ error: 'submitAction' 'go' has the name of an adornment's action; the form would take two closures or values of that name",
                "⟦action⟧ note: the adornment's action is set here",
                "⟦action⟧ error: action 'go' has the name of a field; the form would declare 'go' twice",
                "⟦field⟧ note: 'go' is first defined here",
            ])
        expectFindings(
            """
            { "formgen": 1, "name": "A", "submitAction": ⟦bad⟧"Sign-In", "fields": [{ "id": "a" }] }
            """,
            [
                "⟦bad⟧ error: 'Sign-In' is not a valid submit action; it must be a lowerCamelCase Swift identifier such as 'signIn'"
            ])
        expectFindings(
            """
            { "formgen": 1, "name": "A", "submitAction": ⟦reserved⟧"initialFocus", "fields": [{ "id": "a" }] }
            """,
            [
                "⟦reserved⟧ error: 'initialFocus' cannot be a submit action: the generated form already uses that name"
            ])
        // `submitIfValid()` keeps the fields' failures in a local `failed`, then calls the action.
        expectFindings(
            """
            { "formgen": 1, "name": "A", "submitAction": ⟦action⟧"failed", "fields": [{ "id": ⟦id⟧"failed", "required": true }] }
            """,
            [
                "⟦action⟧ error: 'failed' cannot be a submit action: the generated form already uses that name",
                "⟦id⟧ error: 'failed' cannot be a field id: the generated form already uses that name",
            ])
    }

    /// Input rules that no text could pass, or that do not apply to the field's kind or form.
    @Test func inputRules() {
        expectFindings(
            """
            {
              "formgen": 1, "name": "A",
              "fields": [
                { "id": "a", "minLength": ⟦minLength⟧5, "maxLength": ⟦maxLength⟧3 },
                { "id": "b", "minLength": ⟦negative⟧-1, "minimum": ⟦onText⟧1 },
                { "id": "c", "kind": "decimal", "minimum": ⟦minimum⟧2.5, "maximum": ⟦maximum⟧1 },
                { "id": "d", "pattern": ⟦bad⟧"[a-" },
                { "id": "e", "pattern": ⟦long⟧"[0-9]{3}-(?:[0-9]{4})", "maxLength": ⟦short⟧7 },
                { "id": "f", "messages": { ⟦unknown⟧"tooshort": "x" } },
                { "id": "g", "required": ⟦req⟧true, "maxLength": ⟦zero⟧0 },
                { "id": "h", "kind": "integer", "minimum": ⟦half⟧0.5, "maximum": ⟦almost⟧0.7 },
                { "id": "i", "kind": "integer", "minimum": 0.5, "maximum": 1 },
                { "id": "j", "pattern": ⟦huge⟧"(((((a{9999}){9999}){9999}){9999}){9999})", "maxLength": ⟦three⟧3 },
                { "id": "k", "pattern": "((((((a{-10000}){-10000}){-10000}){-10000}){-10000}){-10000})", "maxLength": 3 }
              ]
            }
            """,
            [
                "⟦minLength⟧ error: 'minLength' 5 is above 'maxLength' 3: no text could pass",
                "⟦maxLength⟧ note: 'maxLength' is set here",
                "⟦negative⟧ error: a length must be 0 or more, not -1",
                "⟦onText⟧ error: 'minimum' applies only to fields of kind 'integer' or 'decimal', not 'text'",
                "⟦minimum⟧ error: 'minimum' is above 'maximum': no number could pass",
                "⟦maximum⟧ note: 'maximum' is set here",
                "⟦bad⟧ error: 'pattern' is not a valid regular expression: expected ']'",
                "⟦long⟧ warning: 'pattern' needs at least 8 characters, but 'maxLength' is 7: no text can match",
                "⟦short⟧ note: 'maxLength' is set here",
                "⟦unknown⟧ error: unknown key 'tooshort' in the messages; did you mean 'tooShort'?",
                "⟦zero⟧ error: 'maxLength' is 0 and the field is 'required': no text could pass",
                "⟦req⟧ note: 'required' is set here",
                "⟦half⟧ error: no whole number lies between 'minimum' 0.5 and 'maximum' 0.7: no number could pass",
                "⟦almost⟧ note: 'maximum' is set here",
                // Counts past any Int are counted to a bound rather than overflowing.
                "⟦huge⟧ warning: 'pattern' needs at least 1099511627776 characters, but 'maxLength' is 3: "
                    + "no text can match",
                "⟦three⟧ note: 'maxLength' is set here",
            ])
        expectFindings(
            """
            {
              "formgen": 1, "name": "A", "focusStyle": ⟦style⟧"none",
              "fields": [{ "id": "a", "required": ⟦required⟧true }]
            }
            """,
            [
                "⟦required⟧ error: 'required' does not apply to a part ('focusStyle' 'none'): the screen that owns its focus checks its input",
                "⟦style⟧ note: 'focusStyle' is set to 'none' here",
            ])
    }

    /// Below iOS 16 patterns run on NSRegularExpression, which refuses some of Regex's syntax.
    @Test func patternsThatIOS15CannotRead() {
        let warning = { (syntax: String, instead: String) in
            "warning: 'pattern' uses \(syntax), which NSRegularExpression does not read: below iOS 16 ('minimumIOS' "
                + "is 15.0) the form checks patterns with it, and no text would match; write \(instead)"
        }
        expectFindings(
            #"""
            {
              "formgen": 1, "name": "A", "minimumIOS": "15.0",
              "fields": [
                { "id": "a", "pattern": ⟦a⟧"[0-9]{,3}" }, { "id": "b", "pattern": ⟦b⟧"(?P<word>[a-z]+)" },
                { "id": "c", "pattern": ⟦c⟧"(?<w>a)(?P=w)" },
                { "id": "d", "pattern": "\\{,3\\}" }, { "id": "e", "pattern": "[0-9]{0,3}" },
                { "id": "f", "pattern": "[{,]+" }, { "id": "g", "pattern": "\\Q{,3\\E" }
              ]
            }
            """#,
            [
                "⟦a⟧ " + warning("'{,n}'", "'{0,n}'"), "⟦b⟧ " + warning("'(?P<name>'", "'(?<name>'"),
                "⟦c⟧ " + warning("'(?P=name)'", #"'\k<name>'"#),
            ])
        // From iOS 16 the form uses Regex, which reads them.
        expectFindings(
            """
            { "formgen": 1, "name": "A", "minimumIOS": "16.0", "fields": [{ "id": "a", "pattern": "[0-9]{,3}" }] }
            """, [])
    }

    /// Below iOS 16 the form wraps a pattern in `^(?:` … `)$` for NSRegularExpression: a comment or
    /// a quote that runs to the end swallows the `)$`, and ICU reads neither `\k{name}` nor the
    /// options it does not have. (`IOS15PatternTests` runs them through NSRegularExpression.)
    @Test func patternsThatIOS15WrappingBreaks() {
        let warning = { (syntax: String, instead: String) in
            "warning: 'pattern' uses \(syntax), which NSRegularExpression does not read: below iOS 16 ('minimumIOS' "
                + "is 15.0) the form checks patterns with it, and no text would match; write \(instead)"
        }
        expectFindings(
            ##"""
            {
              "formgen": 1, "name": "A", "minimumIOS": "15.0",
              "fields": [
                { "id": "a", "pattern": ⟦a⟧"(?x) [a-z]+ # letters" }, { "id": "b", "pattern": ⟦b⟧"\\Qa.b" },
                { "id": "c", "pattern": ⟦c⟧"(?<n>a)\\k{n}" }, { "id": "d", "pattern": ⟦d⟧"(?U)a+" },
                { "id": "e", "pattern": ⟦e⟧"(?n)(a)" }, { "id": "f", "pattern": ⟦f⟧"(?D)\\d" },
                { "id": "g", "pattern": "(?x) [a-z]+ # letters\n" }, { "id": "h", "pattern": "(?x) [a-z]+ \\# x" },
                { "id": "i", "pattern": "\\Qa.b\\E" }, { "id": "j", "pattern": "(?<n>a)\\k<n>" },
                { "id": "k", "pattern": "(?i-s:a)" }, { "id": "l", "pattern": "a#b" }
              ]
            }
            """##,
            [
                "⟦a⟧ " + warning("a '#' comment that runs to its end", "a line break after the comment, or '(?#…)'"),
                "⟦b⟧ " + warning(#"'\Q' with no '\E' after it"#, #"'\E' at the end of the quoted text"#),
                "⟦c⟧ " + warning(#"'\k{name}'"#, #"'\k<name>'"#),
                "⟦d⟧ " + warning("the inline option 'U'", "lazy quantifiers such as '+?'"),
                "⟦e⟧ " + warning("the inline option 'n'", "'(?:…)' for the groups that must not capture"),
                "⟦f⟧ " + warning("the inline option 'D'", "the options i, m, s, w and x only"),
            ])
        expectFindings(
            #"""
            { "formgen": 1, "name": "A", "minimumIOS": "16.0", "fields": [{ "id": "a", "pattern": "\\Qa.b" }] }
            """#, [])
    }

    /// A pattern that makes a backtracking engine try exponentially or polynomially many ways on a
    /// text that does not match: `^(a+)+$` takes `Regex` 36 s on 21 characters.
    @Test func patternsThatBacktrackForMinutes() {
        let nested = { (repetition: String) in
            "warning: 'pattern' repeats '\(repetition)', a repetition of something that repeats over the same "
                + "characters: on a text that does not match, the check's time grows exponentially with the text's "
                + "length, and the form runs it at every keystroke"
        }
        let adjacent = { (first: String, second: String) in
            "warning: 'pattern' has '\(first)' and '\(second)' side by side, repetitions that can take the same "
                + "characters: on a text that does not match, the check's time grows with a power of the text's "
                + "length, and the form runs it at every keystroke"
        }
        expectFindings(
            #"""
            {
              "formgen": 1, "name": "A",
              "fields": [
                { "id": "a", "pattern": ⟦a⟧"^(a+)+$" }, { "id": "b", "pattern": ⟦b⟧"(x+x+)+y" },
                { "id": "c", "pattern": ⟦c⟧"\\d+\\d*" }, { "id": "d", "pattern": ⟦d⟧".*.*" },
                { "id": "e", "pattern": "^[^@]+@[^@]+\\.[^@]+$" }, { "id": "f", "pattern": "^\\d{5}(-\\d{4})?$" },
                { "id": "g", "pattern": "^[A-Z][a-z]+$" }, { "id": "h", "pattern": "^.*x.*$" },
                { "id": "i", "pattern": "^(\\d+,)*\\d+$" }
              ]
            }
            """#,
            [
                "⟦a⟧ " + nested("(a+)+"), "⟦b⟧ " + nested("(x+x+)+"), "⟦c⟧ " + adjacent(#"\d+"#, #"\d*"#),
                "⟦d⟧ " + adjacent(".*", ".*"),
            ])
    }

    /// A form's pattern is a line: a longer one is refused before `Regex` reads it, which took 88 s
    /// and 7.4 GB for 15 MB.
    @Test func patternsLongerThanALine() {
        let limit = String(repeating: "a", count: 999) + "é"
        expectFindings(
            """
            {
              "formgen": 1, "name": "A",
              "fields": [{ "id": "a", "pattern": ⟦a⟧"\(limit)b" }, { "id": "b", "pattern": "\(limit)" }]
            }
            """,
            ["⟦a⟧ error: 'pattern' has 1001 characters, more than the 1000 a pattern may have"])
        let huge = String(repeating: "a", count: 15_000_000)
        let spec = #"{"formgen": 1, "name": "A", "fields": [{"id": "a", "pattern": ""# + huge + #""}]}"#
        let found = GeneratorPipeline.validate(SourceFile(name: "spec.json", text: spec)).diagnostics.map(\.formatted)
        #expect(
            found == ["spec.json:1:63: error: 'pattern' has 15000000 characters, more than the 1000 a pattern may have"]
        )
        // `Regex` reads about two characters a microsecond: a spec's patterns have 100,000 in all.
        let fields = (0...100).map { #"{"id": "f\#($0)", "pattern": "\#(String(repeating: "a", count: 1_000))"}"# }
        let many = #"{"formgen": 1, "name": "A", "fields": ["# + fields.joined(separator: ", ") + "]}"
        let past = GeneratorPipeline.validate(SourceFile(name: "spec.json", text: many)).diagnostics
        #expect(
            past.map(\.message) == [
                "with this 'pattern', the spec's patterns have more than 100000 characters in all, the most formgen "
                    + "checks; this one and those after it are not checked"
            ])
        #expect(past.first?.location.column == many.utf8.count - 1_004)
    }

    /// Rules that together no text or number can meet, where each alone can be.
    @Test func rulesThatNoTextCanMeet() {
        expectFindings(
            #"""
            {
              "formgen": 1, "name": "A",
              "fields": [
                { "id": "a", "kind": "integer", "maxLength": ⟦one⟧1, "minimum": ⟦ten⟧10 },
                { "id": "b", "kind": "integer", "maxLength": ⟦two⟧2, "maximum": ⟦minus⟧-10 },
                { "id": "c", "kind": "decimal", "maxLength": 2, "minimum": -9, "maximum": 99 },
                { "id": "d", "required": ⟦required⟧true, "pattern": ⟦empty⟧"" },
                { "id": "e", "kind": ⟦integer⟧"integer", "pattern": ⟦letters⟧"[a-z]+" },
                { "id": "f", "pattern": ⟦a⟧"a", "minLength": ⟦two2⟧2 },
                { "id": "g", "pattern": ⟦never⟧"(?!)" },
                { "id": "h", "kind": "integer", "pattern": "[٠-٩]+" }, { "id": "i", "pattern": "(?!)|a", "minLength": 1 }
              ]
            }
            """#,
            [
                "⟦ten⟧ error: the largest number that fits in 'maxLength' 1 is 9, below 'minimum' 10: no number could pass",
                "⟦one⟧ note: 'maxLength' is set here",
                "⟦minus⟧ error: the smallest number that fits in 'maxLength' 2 is -9, above 'maximum' -10: "
                    + "no number could pass",
                "⟦two⟧ note: 'maxLength' is set here",
                "⟦empty⟧ warning: 'pattern' matches only the empty text, but the field is 'required': no text can match",
                "⟦required⟧ note: 'required' is set here",
                "⟦letters⟧ warning: 'pattern' matches no number, but the field is of kind 'integer': no number can match",
                "⟦integer⟧ note: 'kind' is set here",
                "⟦a⟧ warning: 'pattern' matches at most 1 character, but 'minLength' is 2: no text can match",
                "⟦two2⟧ note: 'minLength' is set here",
                "⟦never⟧ warning: 'pattern' can never match: a part of it, such as '(?!)', cannot hold for any text; "
                    + "no text can match",
            ])
    }

    /// 16 characters hold every positive bound formgen reads, but not every negative one; 17 hold all.
    @Test func boundsBeyondSixteenCharacters() {
        expectFindings(
            """
            {
              "formgen": 1, "name": "A",
              "fields": [
                { "id": "a", "kind": "integer", "maxLength": ⟦sixteen⟧16, "maximum": ⟦minus⟧-1000000000000000 },
                { "id": "b", "kind": "integer", "maxLength": 16, "minimum": 9007199254740991 },
                { "id": "c", "kind": "integer", "maxLength": 17, "maximum": -9007199254740991 }
              ]
            }
            """,
            [
                "⟦minus⟧ error: the smallest number that fits in 'maxLength' 16 is -999999999999999, above 'maximum' "
                    + "-1000000000000000: no number could pass",
                "⟦sixteen⟧ note: 'maxLength' is set here",
            ])
    }

    /// Past 2^53 - 1 a `Double` rounds whole numbers, so a bound would silently move.
    @Test func boundsBeyondExactDoubles() {
        let refused = { (key: String, lexeme: String) in
            "error: '\(key)' is out of range: \(lexeme); a number must lie within ±9007199254740991 (2^53 - 1), "
                + "where every whole number has an exact Double"
        }
        expectFindings(
            """
            {
              "formgen": 1, "name": "A",
              "fields": [
                { "id": "a", "kind": "integer", "maximum": ⟦a⟧9007199254740993 },
                { "id": "b", "kind": "integer", "minimum": ⟦b⟧-9007199254740992 },
                { "id": "c", "kind": "decimal", "maximum": ⟦c⟧9007199254740991.5 },
                { "id": "d", "kind": "decimal", "maximum": ⟦d⟧1e300 },
                { "id": "e", "kind": "integer", "minimum": -9007199254740991, "maximum": 9007199254740991 },
                { "id": "f", "kind": "decimal", "minimum": 0e400, "maximum": 9.007199254740991e15 }
              ]
            }
            """,
            [
                "⟦a⟧ " + refused("maximum", "9007199254740993"), "⟦b⟧ " + refused("minimum", "-9007199254740992"),
                "⟦c⟧ " + refused("maximum", "9007199254740991.5"), "⟦d⟧ " + refused("maximum", "1e300"),
            ])
    }

    /// A bound that a `Double` does not hold as written would move when the generated code reads
    /// it: `5.0000000000000000001` would be 5, hiding that it is above a maximum of 5. What a
    /// `Double` prints, its shortest form, is held, 17 digits or not.
    @Test func boundsADoubleDoesNotHoldAsWritten() {
        let refused = { (key: String, lexeme: String, value: String) in
            "error: '\(key)' would read as \(value), the Double nearest to \(lexeme); write \(value), or a number "
                + "of fewer digits"
        }
        expectFindings(
            """
            {
              "formgen": 1, "name": "A",
              "fields": [
                { "id": "a", "kind": "integer", "minimum": ⟦a⟧5.0000000000000000001, "maximum": 5 },
                { "id": "b", "kind": "decimal", "minimum": ⟦b⟧1e-400 },
                { "id": "c", "kind": "decimal", "maximum": ⟦c⟧0.10000000000000001 },
                { "id": "d", "kind": "decimal", "minimum": 0.123456789012345, "maximum": 1.50000000000000000000 },
                { "id": "e", "kind": "decimal", "minimum": 1e-307, "maximum": 9007199254740991.0 },
                { "id": "f", "kind": "decimal", "minimum": -3.141592653589793, "maximum": 0.30000000000000004 },
                { "id": "g", "kind": "decimal", "minimum": -0, "maximum": 123456789012345.6 }
              ]
            }
            """,
            [
                "⟦a⟧ " + refused("minimum", "5.0000000000000000001", "5.0"),
                "⟦b⟧ " + refused("minimum", "1e-400", "0.0"),
                "⟦c⟧ " + refused("maximum", "0.10000000000000001", "0.1"),
            ])
    }

    @Test func fieldOptions() {
        expectFindings(
            """
            {
              "formgen": 1, "name": "A",
              "fields": [
                { "id": "a", "revealToggle": ⟦toggle⟧true },
                { "id": "b", "kind": "secure", "revealToggle": true, "contentType": "password" },
                { "id": "c", "leading": ⟦adornment⟧{ "systemImage": "mic", "action": ⟦action⟧"dictate" } },
                { "id": "d", "contentType": ⟦type⟧"birthdate" }
              ]
            }
            """,
            [
                "⟦toggle⟧ error: 'revealToggle' applies only to fields of kind 'secure'",
                "⟦adornment⟧ error: missing key 'accessibilityLabel' in an adornment with action 'dictate': VoiceOver cannot read an icon",
                "⟦action⟧ note: the action is set here",
                "⟦type⟧ error: content type 'birthdate' needs iOS 17.0, but 'minimumIOS' is 16.0",
            ])
    }

    @Test func minimumIOS() {
        for (version, message) in [
            ("14.0", "'minimumIOS' 14.0 is below 15.0, the first iOS with @FocusState"),
            ("16", "'minimumIOS' must be written \"major.minor\", such as \"16.0\", not \"16\""),
            ("sixteen", "'minimumIOS' must be written \"major.minor\", such as \"16.0\", not \"sixteen\""),
            ("16.0.1", "'minimumIOS' must be written \"major.minor\", such as \"16.0\", not \"16.0.1\""),
        ] {
            expectFindings(
                """
                { "formgen": 1, "name": "A", "minimumIOS": ⟦v⟧"\(version)", "fields": [{ "id": "a" }] }
                """,
                ["⟦v⟧ error: \(message)"])
        }
        expectFindings(
            """
            { "formgen": 1, "name": "A", "minimumIOS": "17.4", "fields": [{ "id": "a", "contentType": "cellularEID" }] }
            """, [])
    }

    @Test func multilineFieldWithoutAWayToDismiss() {
        expectFindings(
            """
            {
              "formgen": 1, "name": "A",
              "fields": [{ "id": ⟦memo⟧"memo", "kind": "multiline" }, { "id": "note", "kind": "multiline" }],
              "bars": [{ "kind": "close", "whenMatches": ["note"] }]
            }
            """,
            [
                "⟦memo⟧ warning: multiline field 'memo' has no bar and the form has no 'dismissOnTapOutside': its keyboard cannot be dismissed"
            ])
        expectFindings(
            """
            {
              "formgen": 1, "name": "A", "dismissOnTapOutside": true,
              "fields": [{ "id": "memo", "kind": "multiline" }]
            }
            """, [])
    }

    @Test func keyboardWithoutReturnKeyAndNoBar() {
        expectFindings(
            """
            {
              "formgen": 1, "name": "A",
              "fields": [
                { "id": "pin", "keyboard": ⟦pin⟧"numberPad" }, { "id": "phone", "keyboard": ⟦phone⟧"phonePad" },
                { "id": "amount", "keyboard": ⟦amount⟧"decimalPad" },
                { "id": "code", "keyboard": ⟦code⟧"asciiCapableNumberPad" },
                { "id": "covered", "keyboard": "numberPad" }, { "id": "email", "keyboard": "emailAddress" }
              ],
              "bars": [{ "kind": "close", "whenMatches": ["covered", "email"] }]
            }
            """,
            [
                "⟦pin⟧ warning: field 'pin' has keyboard 'numberPad', which has no return key on an iPhone, and no bar covers it: nothing on the keyboard moves focus on or releases it",
                "⟦phone⟧ warning: field 'phone' has keyboard 'phonePad', which has no return key on an iPhone, and no bar covers it: nothing on the keyboard moves focus on or releases it",
                "⟦amount⟧ warning: field 'amount' has keyboard 'decimalPad', which has no return key on an iPhone, and no bar covers it: nothing on the keyboard moves focus on or releases it",
                "⟦code⟧ warning: field 'code' has keyboard 'asciiCapableNumberPad', which has no return key on an iPhone, and no bar covers it: nothing on the keyboard moves focus on or releases it",
            ])
        // A bar without whenMatches covers every field; a part's bar is the screen's.
        expectFindings(
            """
            { "formgen": 1, "name": "A", "fields": [{ "id": "pin", "keyboard": "numberPad" }], "bars": [{ "kind": "close" }] }
            """, [])
        expectFindings(
            """
            { "formgen": 1, "name": "A", "focusStyle": "none", "fields": [{ "id": "pin", "keyboard": "numberPad" }] }
            """, [])
    }

    @Test func submitLabelOnAKeyboardWithoutReturnKey() {
        expectFindings(
            """
            {
              "formgen": 1, "name": "A",
              "fields": [
                { "id": "pin", "keyboard": ⟦k⟧"numberPad", "submitLabel": ⟦l⟧"done" },
                { "id": "email", "keyboard": "emailAddress", "submitLabel": "go" }
              ],
              "bars": [{ "kind": "close" }]
            }
            """,
            [
                "⟦l⟧ warning: submit label 'done' is never shown on an iPhone: keyboard 'numberPad' has no return key there",
                "⟦k⟧ note: the keyboard is set here",
            ])
    }

    /// A submit action that return can never run: the field whose return would run it starts a
    /// new line or has a number pad; every field in turn when return does not chain.
    @Test func submitActionThatReturnCannotRun() {
        let warning = { (name: String, fields: String) in
            "warning: 'submitAction' '\(name)' never runs from an iPhone's keyboard: return would run it from "
                + "\(fields), but a multiline field's return starts a new line and an iPhone's number and phone pads "
                + "have no return key; end the form with a field that has one, or run the action from a button of "
                + "the screen"
        }
        expectFindings(
            """
            {
              "formgen": 1, "name": "A", "submitAction": ⟦s⟧"save", "dismissOnTapOutside": true,
              "fields": [{ "id": "name" }, { "id": "bio", "kind": "multiline" }]
            }
            """, ["⟦s⟧ " + warning("save", "the last field")])
        expectFindings(
            """
            {
              "formgen": 1, "name": "A", "submitAction": ⟦s⟧"send", "submitChain": false,
              "fields": [{ "id": "age", "kind": "integer" }, { "id": "pin", "keyboard": "phonePad" }],
              "bars": [{ "kind": "close" }]
            }
            """, ["⟦s⟧ " + warning("send", "every field")])
        // One field with a return key is enough; with return chaining, only the last field submits.
        expectFindings(
            """
            {
              "formgen": 1, "name": "A", "submitAction": "send", "submitChain": false,
              "fields": [{ "id": "age", "kind": "integer" }, { "id": "name" }], "bars": [{ "kind": "close" }]
            }
            """, [])
        expectFindings(
            """
            {
              "formgen": 1, "name": "A", "submitAction": "save", "dismissOnTapOutside": true,
              "fields": [{ "id": "bio", "kind": "multiline" }, { "id": "name" }]
            }
            """, [])
    }

    /// The warning about where return goes is about the form formgen would write, so a spec with an
    /// error is told only the error; the warning comes once the error is fixed.
    @Test func unreachableSubmitIsToldOnceTheSpecHasNoErrors() {
        let spec = { (minimumIOS: String) in
            """
            {
              "formgen": 1, "name": "A", "submitAction": ⟦s⟧"save", "dismissOnTapOutside": true,
              "minimumIOS": ⟦v⟧"\(minimumIOS)", "fields": [{ "id": "bio", "kind": "multiline" }]
            }
            """
        }
        expectFindings(spec("14.0"), ["⟦v⟧ error: 'minimumIOS' 14.0 is below 15.0, the first iOS with @FocusState"])
        expectFindings(
            spec("16.0"),
            [
                "⟦s⟧ warning: 'submitAction' 'save' never runs from an iPhone's keyboard: return would run it from "
                    + "the last field, but a multiline field's return starts a new line and an iPhone's number and "
                    + "phone pads have no return key; end the form with a field that has one, or run the action from "
                    + "a button of the screen"
            ])
    }

    @Test func fieldObserverInAFormWithAnObserver() {
        expectFindings(
            """
            {
              "formgen": 1, "name": "A", "keyboardAvoidance": ⟦form⟧"observer",
              "fields": [{ "id": "a", "keyboardAvoidance": ⟦a⟧"observer" }, { "id": "b", "keyboardAvoidance": "system" }]
            }
            """,
            [
                "⟦a⟧ error: field 'a' asks for the keyboard observer, but the form already has one: it would be padded twice",
                "⟦form⟧ note: the form's observer is set here",
            ])
        expectFindings(
            """
            { "formgen": 1, "name": "A", "fields": [{ "id": "a", "keyboardAvoidance": "observer" }, { "id": "b" }] }
            """, [])
    }

    @Test func warningsDoNotPreventAValidatedForm() {
        let result = GeneratorPipeline.validate(
            SourceFile(name: "s", text: #"{"formgen": 1, "name": "A", "fields": [{"id": "m", "kind": "multiline"}]}"#))
        #expect(result.diagnostics.map(\.severity) == [.warning])
        #expect(result.form?.fields.map(\.id) == ["m"])
    }

    /// Each bar covers its fields in focus order; a numeric field no bar covers gets a close bar of its
    /// own; each adornment action is listed once, in the order the fields first use it.
    @Test func barsAndActionsOfAValidatedForm() throws {
        let spec = """
            {"formgen": 1, "name": "A", "fields": [
              {"id": "n1", "kind": "integer", "leading": {"systemImage": "a", "action": "scan", "accessibilityLabel": "S"}},
              {"id": "t1", "trailing": {"systemImage": "b", "action": "dictate", "accessibilityLabel": "D"}},
              {"id": "n2", "kind": "decimal", "leading": {"systemImage": "c", "action": "scan", "accessibilityLabel": "S"},
               "trailing": {"systemImage": "d", "action": "paste", "accessibilityLabel": "P"}},
              {"id": "t2"}, {"id": "n3", "kind": "integer"}],
             "bars": [{"kind": "okCancel", "whenMatches": ["n3", "t1", "n2"]}, {"kind": "close", "whenMatches": ["t2"]}]}
            """
        let form = try #require(GeneratorPipeline.validate(SourceFile(name: "s", text: spec)).form)
        #expect(form.bars.map(\.fields) == [["t1", "n2", "n3"], ["t2"], ["n1"]])
        #expect(form.actions == ["scan", "dictate", "paste"])
        let unlisted = try #require(
            GeneratorPipeline.validate(
                SourceFile(
                    name: "s",
                    text: """
                        {"formgen": 1, "name": "A", "fields": [{"id": "a"}, {"id": "b"}, {"id": "c"}],
                         "bars": [{"kind": "close", "whenMatches": ["b"]}, {"kind": "okCancel"}]}
                        """)
            ).form)
        #expect(unlisted.bars.map(\.fields) == [["b"], ["a", "c"]])
    }

    @Test func idsThatOptionalWouldCaptureAreRefused() {
        expectFindings(
            """
            { "formgen": 1, "name": "A", "fields": [{ "id": ⟦n⟧"none" }, { "id": ⟦s⟧"some" }, { "id": "nones" }] }
            """,
            [
                "⟦n⟧ error: 'none' cannot be a field id: the focus value is an Optional, so '.none' would mean "
                    + "Optional.none rather than the field",
                "⟦s⟧ error: 'some' cannot be a field id: the focus value is an Optional, so '.some' would mean "
                    + "Optional.some rather than the field",
            ])
    }

    @Test func nonASCIIIdsAndNamesAreToldTheyMustBeASCII() {
        expectFindings(
            """
            { "formgen": 1, "name": ⟦n⟧"Formulário", "fields": [{ "id": ⟦i⟧"名前" }, { "id": ⟦c⟧"café" }] }
            """,
            [
                "⟦n⟧ error: 'Formulário' is not a valid 'name'; it must be an UpperCamelCase Swift type name, and "
                    + "type names are ASCII-only: letters and digits, starting with an uppercase letter",
                "⟦i⟧ error: '名前' is not a valid field id; it must be a lowerCamelCase Swift identifier, and field "
                    + "ids are ASCII-only: letters and digits, starting with a lowercase letter",
                "⟦c⟧ error: 'café' is not a valid field id; it must be a lowerCamelCase Swift identifier, and field "
                    + "ids are ASCII-only: letters and digits, starting with a lowercase letter",
            ])
    }

    @Test func aHintNeverOffersANameThatIsRefused() {
        // `Self_` would become `self`, `self_` would become `Self`, and `none_` `none`: all refused.
        expectFindings(
            """
            {
              "formgen": 1, "name": ⟦n⟧"self_",
              "fields": [{ "id": ⟦s⟧"Self_" }, { "id": ⟦o⟧"none_" }, { "id": ⟦b⟧"body" }, { "id": ⟦f⟧"first-name" }],
              "bars": [{ "kind": "close", "whenMatches": [⟦w⟧"bodyy"] }]
            }
            """,
            [
                "⟦n⟧ error: 'self_' is not a valid 'name'; it must be an UpperCamelCase Swift type name",
                "⟦s⟧ error: 'Self_' is not a valid field id; it must be a lowerCamelCase Swift identifier",
                "⟦o⟧ error: 'none_' is not a valid field id; it must be a lowerCamelCase Swift identifier",
                "⟦b⟧ error: 'body' cannot be a field id: the generated form already uses that name",
                "⟦f⟧ error: 'first-name' is not a valid field id; it must be a lowerCamelCase Swift identifier "
                    + "such as 'firstName'",
                "⟦w⟧ error: 'bodyy' in 'whenMatches' is not a field id",
            ])
    }

    /// Each hint compares the id with every field id: only the first ten unknown ids get one.
    @Test func onlyTheFirstUnknownIdsGetAHint() {
        let listed = (0..<(10 + 3)).map { _ in #""nam""# }.joined(separator: ", ")
        let spec =
            #"{"formgen": 1, "name": "A", "fields": [{"id": "name"}], "bars": [{"kind": "close", "whenMatches": ["#
            + listed + "]}]}"
        let messages = GeneratorPipeline.validate(SourceFile(name: "f", text: spec)).diagnostics.map(\.message)
        #expect(messages.count == 10 + 3)
        #expect(
            messages.filter { $0 == "'nam' in 'whenMatches' is not a field id; did you mean 'name'?" }.count
                == 10)
        #expect(messages.suffix(3) == Array(repeating: "'nam' in 'whenMatches' is not a field id", count: 3))
    }
}
