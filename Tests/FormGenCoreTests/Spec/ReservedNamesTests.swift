import Foundation
import Testing

@testable import FormGenCore
@testable import FormGenTooling

/// The type names a form may not take come from what the generated code spells: every
/// UpperCamelCase identifier in the code of the golden files, less the names the example specs
/// chose themselves, generic parameters (which shadow a form's name rather than the reverse) and
/// the support file's `FormGen` types (refused by their prefix). A template that starts to spell a new SDK type fails here until the list is
/// recorded again, so a form of that name is refused before it breaks the build.
@Suite struct ReservedNamesTests {
    static let listFile = PackagePaths.root.appendingPathComponent("Sources/FormGenCore/Spec/ReservedTypeNames.swift")

    /// The UpperCamelCase identifiers of the golden files' code, without the example specs' own names.
    static func typeNamesInGoldenFiles() throws -> Set<String> {
        let golden = PackagePaths.root.appendingPathComponent("Tests/Golden")
        var names: Set<String> = []
        for file in try FileManager.default.contentsOfDirectory(atPath: golden.path) where file.hasSuffix(".swift") {
            let source = try String(contentsOf: golden.appendingPathComponent(file), encoding: .utf8)
            for name in SwiftIdentifierScanner.identifiers(in: source) where Identifier.isUpperCamelCase(name) {
                names.insert(name)
            }
            names.subtract(genericParameters(in: source))
        }
        // The support file's own types are refused by their prefix already.
        return names.subtracting(try namesChosenBySpecs()).filter { !$0.hasPrefix(ReservedNames.supportTypePrefix) }
    }

    /// The generic parameters of `struct S<A: P, B>` and `func f<A>(…)` declarations.
    static func genericParameters(in source: String) -> Set<String> {
        var names: Set<String> = []
        let pattern = /(?:struct|class|enum|func|init)\s*\w*\s*<([^<>]*)>/
        for match in source.matches(of: pattern) {
            for parameter in match.output.1.split(separator: ",") {
                let name = parameter.split(separator: ":").first?.trimmingCharacters(in: .whitespaces) ?? ""
                names.insert(name)
            }
        }
        return names
    }

    /// The `name` and `focusEnum` of every example spec (`Field` when it is left out), and the name
    /// of each form's preview, which is its name and `Previews`: names that come from a spec.
    static func namesChosenBySpecs() throws -> Set<String> {
        var names: Set<String> = ["Field"]
        for file in try FileManager.default.contentsOfDirectory(atPath: PackagePaths.specs.path)
        where file.hasSuffix(".json") {
            let data = try Data(contentsOf: PackagePaths.specs.appendingPathComponent(file))
            let object = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
            for key in ["name", "focusEnum"] {
                if let name = object[key] as? String { names.insert(name) }
            }
            if let name = object["name"] as? String { names.insert(name + "Previews") }
        }
        return names
    }

    static func swiftSource(listing names: Set<String>) -> String {
        var lines = [
            "// Written by Scripts/regenerate from Tests/Golden/; do not edit.",
            "",
            "extension ReservedNames {",
            "    /// Every UpperCamelCase identifier that the generated code spells, less the example specs' own",
            "    /// form and focus enum names, generic parameters and `FormGen` types.",
            "    static let referencedTypeNames: Set<String> = [",
        ]
        lines += names.sorted().map { "        \"\($0)\"," }
        lines += ["    ]", "}"]
        return lines.joined(separator: "\n") + "\n"
    }

    @Test func theReservedTypeNamesAreThoseTheGeneratedCodeSpells() throws {
        let spelled = try Self.typeNamesInGoldenFiles()
        // The scan sees the SDK types the support file needs, and not the words of its comments.
        #expect(spelled.isSuperset(of: ["RoundedRectangle", "NSValue", "NSObjectProtocol", "View", "FocusState"]))
        #expect(spelled.isDisjoint(with: ["Generated", "Do", "VoiceOver", "LoginForm", "FocusTarget", "Buttons"]))
        if PackagePaths.isRecording {
            try Self.swiftSource(listing: spelled).write(to: Self.listFile, atomically: true, encoding: .utf8)
            Issue.record(
                "recorded \(Self.listFile.lastPathComponent); rebuild and run the tests without FORMGEN_RECORD")
            return
        }
        let listed = ReservedNames.referencedTypeNames
        #expect(
            spelled == listed,
            """
            the generated code now spells \(spelled.subtracting(listed).sorted()) and no longer \
            \(listed.subtracting(spelled).sorted()): run Scripts/regenerate
            """)
    }

    @Test(arguments: ["RoundedRectangle", "NSValue", "NSObjectProtocol", "Rectangle", "Content"])
    func aFormNamedAfterATypeTheGeneratedCodeUsesIsRefused(name: String) {
        let spec = #"{"formgen": 1, "name": "\#(name)", "fields": [{"id": "a"}]}"#
        let result = GeneratorPipeline.validate(SourceFile(name: "f.json", text: spec))
        #expect(result.form == nil)
        #expect(
            result.diagnostics.map(\.formatted) == [
                "f.json:1:24: error: '\(name)' cannot be the 'name': the generated code uses that name"
            ])
    }

    /// A field id or action becomes an instance member of the form, so every instance member the
    /// generated form declares itself must be refused as one (`ReservedNames.formMembers`); a
    /// template that declares a new one fails here until it is listed. Static members may share a
    /// name with an instance member, and members of nested types are not the form's.
    @Test func everyInstanceMemberOfAGeneratedFormIsReserved() throws {
        let golden = PackagePaths.root.appendingPathComponent("Tests/Golden")
        let attributes = #"(?:@[A-Za-z]+(?:\([^)]*\))? )*"#
        let modifiers = #"(?:(?:public|private|fileprivate|internal|nonisolated|mutating) )*"#
        let member = try Regex<(Substring, Substring)>(
            "^    " + attributes + modifiers + #"(?:var|let|func) ([A-Za-z_][A-Za-z0-9_]*)"#)
        var declared: Set<String> = []
        var formsSeen = 0
        for spec in try Self.specObjects() {
            guard let name = spec["name"] as? String,
                let source = try? String(contentsOf: golden.appendingPathComponent(name + ".swift"), encoding: .utf8)
            else { continue }
            formsSeen += 1
            var inForm = false
            for line in source.split(separator: "\n", omittingEmptySubsequences: false) {
                if let match = line.firstMatch(of: Self.topLevel) {
                    inForm = match.output.1 == name
                } else if inForm, let match = line.firstMatch(of: member) {
                    declared.insert(String(match.output.1))
                }
            }
            declared.subtract(Self.memberNamesChosen(by: spec))
        }
        #expect(formsSeen >= 10)
        #expect(declared.isSuperset(of: ["body", "focus", "failures", "submitIfValid"]))
        #expect(
            declared.isSubset(of: ReservedNames.formMembers),
            """
            the generated forms declare \(declared.subtracting(ReservedNames.formMembers).sorted()), \
            which a field id could take
            """)
    }

    /// A bar's members are static members of the form, so every other static member the generated
    /// form declares must be known (`ReservedNames.formStaticMembers`) for `BarNameRule` to keep
    /// bar names off it; a template that declares a new one fails here until it is listed.
    @Test func everyStaticMemberOfAGeneratedFormThatNoBarNamesIsKnown() throws {
        let golden = PackagePaths.root.appendingPathComponent("Tests/Golden")
        let member = try Regex<(Substring, Substring)>(
            #"^    (?:(?:public|private|fileprivate|internal) )?static (?:let|var|func) ([A-Za-z_][A-Za-z0-9_]*)"#)
        var declared: Set<String> = []
        for file in try FileManager.default.contentsOfDirectory(atPath: PackagePaths.specs.path)
        where file.hasSuffix(".json") {
            let bytes = Array(try Data(contentsOf: PackagePaths.specs.appendingPathComponent(file)))
            let form = try #require(GeneratorPipeline.validate(SourceFile(name: file, bytes: bytes)).form)
            let name = form.name
            let source = try String(
                contentsOf: golden.appendingPathComponent(OutputKind.formFileName(forSpec: file, formName: name)),
                encoding: .utf8)
            let barMembers = Set(form.bars.flatMap { [$0.fieldsName, $0.cancelBehaviorName] })
            var inForm = false
            for line in source.split(separator: "\n") {
                if let match = line.firstMatch(of: Self.topLevel) {
                    inForm = match.output.1 == name
                } else if inForm, let match = line.firstMatch(of: member),
                    !barMembers.contains(String(match.output.1))
                {
                    declared.insert(String(match.output.1))
                }
            }
        }
        #expect(declared.isSuperset(of: ["focusOrder", "returnAction", "strings", "keyboardObserverFields"]))
        #expect(
            declared.isSubset(of: ReservedNames.formStaticMembers),
            "the generated forms declare \(declared.subtracting(ReservedNames.formStaticMembers).sorted()) statically")
    }

    /// A top-level type or extension, and its name.
    static var topLevel: Regex<(Substring, Substring)> {
        /^(?:public |internal |fileprivate |private )?(?:struct|extension|enum|class) ([A-Za-z_][A-Za-z0-9_]*)/
    }

    /// Every example spec, as a JSON object.
    static func specObjects() throws -> [[String: Any]] {
        try FileManager.default.contentsOfDirectory(atPath: PackagePaths.specs.path).sorted()
            .filter { $0.hasSuffix(".json") }
            .map { file in
                let data = try Data(contentsOf: PackagePaths.specs.appendingPathComponent(file))
                return try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
            }
    }

    /// The names a spec gives members of its form: field ids, adornment actions, the submit action.
    static func memberNamesChosen(by spec: [String: Any]) -> Set<String> {
        var names: Set<String> = []
        if let submit = spec["submitAction"] as? String { names.insert(submit) }
        for field in spec["fields"] as? [[String: Any]] ?? [] {
            if let id = field["id"] as? String { names.insert(id) }
            for side in ["leading", "trailing"] {
                if let action = (field[side] as? [String: Any])?["action"] as? String { names.insert(action) }
            }
        }
        return names
    }

    @Test func theScannerSkipsCommentsAndStringTextButNotInterpolations() {
        let source = #"""
            // Comment Words
            /* Block /* Nested */ Words */
            let a = Text("Quoted \(Interpolated(x)) Words") + #"Raw \(NotCode)"# + `Backquoted`
            """#
        #expect(
            SwiftIdentifierScanner.identifiers(in: source) == ["let", "a", "Text", "Interpolated", "x", "Backquoted"])
    }
}
