import Foundation
import Testing

@testable import FormGenCore
@testable import FormGenTooling

/// The decisions of the generated runtime that need no UI, compiled from the golden support files
/// and run: when the initial focus is set, which failures VoiceOver hears, the failure text's
/// colours, and the language a failure message is looked up in.
@Suite(.serialized) struct RuntimeDecisionTests {
    /// A form presented, its focus set, moved and released in the order of `events`; prints
    /// whether the initial focus is set as the form appears, and whether it is set again after the
    /// transition.
    @Test func initialFocusIsSetOncePerPresentationAndNeverOverAChosenFocus() throws {
        let program = """
            func run(focusedAtStart: Bool, moves: Int, focusedAfter: Bool) -> String {
                var state = FormGenInitialFocus()
                let sets = state.start(isFocused: focusedAtStart)
                for _ in 0..<moves { state.focusChanged() }
                let retries = state.retries(isFocused: focusedAfter)
                // A form popped back to appears again with the same state.
                let setsAgain = state.start(isFocused: false)
                return "\\(sets) \\(retries) \\(setsAgain)"
            }
            // iOS 15 and 16 ignored the focus: nothing moved, nothing has focus.
            print(run(focusedAtStart: false, moves: 0, focusedAfter: false))
            // It took effect, and the user dismissed the keyboard within the deferral.
            print(run(focusedAtStart: false, moves: 2, focusedAfter: false))
            // The user tapped another field meanwhile.
            print(run(focusedAtStart: false, moves: 1, focusedAfter: true))
            // The app had already chosen a field.
            print(run(focusedAtStart: true, moves: 0, focusedAfter: true))
            """
        let lines = try InputRuleLogicTests.output(of: program).split(separator: "\n").map(String.init)
        #expect(lines == ["true true false", "true false false", "true false false", "false false false"])
    }

    /// A failure shown while the user types is announced once, when it appears, however its text
    /// changes; each failed submit announces it again.
    @Test func aFailureIsAnnouncedWhenItAppearsAndAtEachFailedSubmit() throws {
        let program = """
            var announcements = FormGenAnnouncements()
            // Appears after focus left the field, then the user types: too short, then a mismatch.
            let typing = [0, 0, 0, 0].map { announcements.shouldAnnounce(failedSubmits: $0) }
            // Two failed submits, each re-evaluated as the view updates.
            let submits = [1, 1, 2, 2].map { announcements.shouldAnnounce(failedSubmits: $0) }
            print(typing, submits)
            """
        let output = try InputRuleLogicTests.output(of: program)
        #expect(output == "[true, false, false, false] [true, false, true, false]\n")
    }

    /// A failure too long shows at once; any other once focus has left its field, or for every
    /// field once a submit failed.
    @Test func aFailureShowsOnceFocusLeftItsFieldOrASubmitFailed() throws {
        let program = """
            enum Field: Hashable { case a, b }
            func shown(_ failures: FormGenShownFailures<Field>) -> [Bool] {
                [failures.shows(.required, of: .a), failures.shows(.required, of: .b),
                 failures.shows(.tooLong(maximum: 3), of: .b)]
            }
            var failures = FormGenShownFailures<Field>()
            print(shown(failures))
            failures.focusLeft(nil)
            print(shown(failures))
            failures.focusLeft(.a)
            print(shown(failures), failures.failedSubmits)
            failures.submitFailed()
            print(shown(failures), failures.failedSubmits)
            """
        let lines = try InputRuleLogicTests.output(of: program).split(separator: "\n").map(String.init)
        #expect(
            lines == [
                "[false, false, true]", "[false, false, true]", "[true, false, true] 0", "[true, true, true] 1",
            ])
    }

    /// WCAG 2's contrast ratio of two sRGB colours given as 0...1 components.
    static func contrast(_ a: [Double], _ b: [Double]) -> Double {
        func luminance(_ c: [Double]) -> Double {
            let linear = c.map { $0 <= 0.04045 ? $0 / 12.92 : pow(($0 + 0.055) / 1.055, 2.4) }
            return 0.2126 * linear[0] + 0.7152 * linear[1] + 0.0722 * linear[2]
        }
        let (x, y) = (luminance(a), luminance(b))
        return (max(x, y) + 0.05) / (min(x, y) + 0.05)
    }

    /// The failure text reaches 4.5:1 against the backgrounds it sits on: the system background,
    /// grouped background and a form row's (secondary grouped) background, in light and in dark mode.
    @Test func failureTextHasEnoughContrastInLightAndDarkMode() throws {
        let program = """
            for color in [FormGenFailureColor.light, FormGenFailureColor.dark] {
                print(color.red, color.green, color.blue)
            }
            """
        let colors = try InputRuleLogicTests.output(of: program).split(separator: "\n").map {
            $0.split(separator: " ").compactMap { Double($0) }
        }
        try #require(colors.count == 2 && colors.allSatisfy { $0.count == 3 })
        // systemBackground, systemGroupedBackground and secondarySystemGroupedBackground.
        let light: [[Double]] = [[1, 1, 1], [242 / 255, 242 / 255, 247 / 255], [1, 1, 1]]
        let dark: [[Double]] = [[0, 0, 0], [0, 0, 0], [28 / 255, 28 / 255, 30 / 255]]
        for background in light {
            #expect(Self.contrast(colors[0], background) >= 4.5, "light on \(background)")
        }
        for background in dark {
            #expect(Self.contrast(colors[1], background) >= 4.5, "dark on \(background)")
        }
        // The system red, the obvious other choice, falls short on white.
        #expect(Self.contrast([1, 59 / 255, 48 / 255], [1, 1, 1]) < 4.5)
    }

    /// A failure message is looked up in the language of the environment's locale, as the label's
    /// `Text` is, rather than in the app's language.
    @Test func aMessageFollowsTheLocaleOfTheView() throws {
        let bundle = try Swiftc.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: bundle) }
        for (language, text) in [("en", "At least %lld characters"), ("fr", "Au moins %lld caractères")] {
            let folder = bundle.appendingPathComponent("\(language).lproj")
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            try "\"At least %lld characters\" = \"\(text)\";\n".write(
                to: folder.appendingPathComponent("SignUp.strings"), atomically: true, encoding: .utf8)
        }
        let program = """
            import Foundation

            let strings = FormGenStrings(table: "SignUp", bundle: Bundle(path: CommandLine.arguments[1])!)
            for identifier in ["fr_FR", "en_US"] {
                let locale = Locale(identifier: identifier)
                print(FormGenInputMessages().text(for: .tooShort(minimum: 3), in: strings, locale: locale))
            }
            """
        let output = try InputRuleLogicTests.output(of: program, arguments: [bundle.path])
        #expect(output == "Au moins 3 caractères\nAt least 3 characters\n")
    }

    /// The localization a locale takes among a bundle's: the most specific one that names its
    /// language, with the script it gives or the one its language is likely written in there
    /// (Traditional Chinese in Taiwan and Hong Kong), and none when the bundle has none of its
    /// language.
    @Test func aLocaleTakesTheLocalizationOfItsLanguage() throws {
        let program = """
            import Foundation

            let localizations = ["en", "fr", "pt-BR", "pt", "zh-Hant", "zh_Hans"]
            for identifier in [
                "fr_CA", "pt_BR", "pt_PT", "zh_Hant_TW", "zh-Hans", "de_DE", "en@calendar=gregorian", "zh_TW", "zh_HK",
                "zh_CN", "zh",
            ] {
                print(FormGenStrings.localization(for: Locale(identifier: identifier), among: localizations) ?? "-")
            }
            // A localization for the region itself comes first.
            print(FormGenStrings.localization(for: Locale(identifier: "zh_TW"), among: ["zh-Hant", "zh-TW"]) ?? "-")
            """
        let output = try InputRuleLogicTests.output(of: program)
        #expect(output == "fr\npt-BR\npt\nzh-Hant\nzh_Hans\n-\nen\nzh-Hant\nzh-Hant\nzh_Hans\nzh_Hans\nzh-TW\n")
    }
}
