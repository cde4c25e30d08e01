import Foundation
import Testing

@testable import FormGenCore
@testable import FormGenTooling

/// A generated form as a real screen uses it: every layout with every focus style and access
/// level compiles against the SwiftUI stub; a public form works from another module; return does
/// what the spec says.
@Suite(.serialized) struct ScreenContractTests {
    /// One spec of each layout × focus style × access level, each with what its style allows:
    /// bars (one OK/Cancel), an adornment action and a submit action, or none of them for a part.
    static var matrixSpecs: [SourceFile] {
        var specs: [SourceFile] = []
        for layout in Layout.allCases {
            for style in FocusStyle.allCases {
                for access in AccessLevel.allCases {
                    let name = [layout.rawValue, style.rawValue, access.rawValue].map {
                        $0.prefix(1).uppercased() + $0.dropFirst()
                    }.joined()
                    specs.append(SourceFile(name: "\(name).json", text: matrixSpec(name, layout, style, access)))
                }
            }
        }
        return specs
    }

    static func matrixSpec(_ name: String, _ layout: Layout, _ style: FocusStyle, _ access: AccessLevel) -> String {
        let adornment = #""trailing": {"systemImage": "mic", "action": "dictate", "accessibilityLabel": "Dictate"}"#
        let fields: String
        var extra = ""
        switch style {
        case .bool:
            fields = #"[{"id": "text", "clearButton": true, \#(adornment)}]"#
            extra = #", "bars": [{"kind": "okCancel"}], "submitAction": "send", "dismissOnTapOutside": true"#
        case .enum:
            fields =
                #"[{"id": "first", \#(adornment)}, {"id": "second", "kind": "secure", "revealToggle": true}, {"id": "third", "kind": "multiline"}]"#
            extra =
                #", "bars": [{"kind": "navigation", "whenMatches": ["first", "second"]}, {"kind": "okCancel", "whenMatches": ["third"]}]"#
                + #", "submitAction": "send", "keyboardAvoidance": "observer""#
        case .part:
            // A numeric kind gives a part's field its keyboard and no input rule.
            fields = #"[{"id": "first", "clearButton": true, \#(adornment)}, {"id": "second", "kind": "integer"}]"#
        }
        return #"""
            {"formgen": 1, "name": "\#(name)", "focusStyle": "\#(style.rawValue)", "layout": "\#(layout.rawValue)",
             "access": "\#(access.rawValue)", "minimumIOS": "15.0", "fields": \#(fields)\#(extra)}
            """#
    }

    /// Writes `files` into a fresh directory and returns their paths.
    static func write(_ files: [GeneratedFile], into directory: URL) throws -> [String] {
        try files.map { file in
            let url = directory.appendingPathComponent(file.name)
            try Data(file.contents.utf8).write(to: url)
            return url.path
        }
    }

    static func generate(_ sources: [SourceFile], access: AccessLevel? = nil) throws -> [GeneratedFile] {
        let result = GeneratorPipeline.generate(sources, renderer: try FormRenderer.builtin(), access: access)
        try #require(result.succeeded, "\(result.diagnostics.map(\.formatted).joined(separator: "\n"))")
        return result.files
    }

    @Test func everyLayoutFocusStyleAndAccessTypeChecks() throws {
        let specs = Self.matrixSpecs
        #expect(specs.count == Layout.allCases.count * FocusStyle.allCases.count * AccessLevel.allCases.count)
        let directory = try Swiftc.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let paths = try Self.write(try Self.generate(specs), into: directory)
        let stubs = try SDKStubModules.arguments()
        let withStub = try Swiftc.run(
            ["-typecheck", "-swift-version", "6", "-warnings-as-errors", "-D", "DEBUG"] + stubs + paths)
        #expect(withStub.status == 0 && withStub.output.isEmpty, "\(withStub.output.prefix(6000))")
        let logicOnly = try Swiftc.run(["-typecheck", "-swift-version", "6", "-warnings-as-errors"] + paths)
        #expect(logicOnly.status == 0 && logicOnly.output.isEmpty, "\(logicOnly.output.prefix(6000))")
        // Every spec of the matrix says iOS 15.0, the lowest formgen supports.
        let availability = try AvailabilityCheck.run(["15.0"] + paths)
        #expect(availability.status == 0, "\(availability.output.prefix(6000))")
    }

    /// A public form, its bars modifier and `returnAction` used from a second module, as an app
    /// uses a form that lives in a package.
    @Test func aPublicFormWorksFromAnotherModule() throws {
        let directory = try Swiftc.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let specs = try ["LoginForm.json", "ContactFields.json", "SignUpForm.json", "UserInfoPart.json"].map { name in
            SourceFile(
                name: name, bytes: Array(try Data(contentsOf: PackagePaths.specs.appendingPathComponent(name))))
        }
        // As `formgen --access public` writes them, for the part, whose spec is internal.
        let paths = try Self.write(try Self.generate(specs, access: .public), into: directory)
        let stubs = try SDKStubModules.arguments()
        let module = try Swiftc.run(
            [
                "-emit-module", "-parse-as-library", "-swift-version", "6", "-warnings-as-errors", "-module-name",
                "Forms", "-emit-module-path", directory.appendingPathComponent("Forms.swiftmodule").path,
            ] + stubs + paths)
        try #require(module.status == 0 && module.output.isEmpty, "\(module.output.prefix(6000))")
        let consumer = directory.appendingPathComponent("Screen.swift")
        try Self.consumer.write(to: consumer, atomically: true, encoding: .utf8)
        // Alone, and as an app target with forms of its own, which has a support file too: its
        // public declarations shadow those of the forms' module, rather than clash with them.
        for ownSupport in [[], OutputKind.targetFileNames.map { GoldenTests.golden.appendingPathComponent($0).path }] {
            let checked = try Swiftc.run(
                [
                    "-typecheck", "-swift-version", "6", "-warnings-as-errors", "-I", directory.path, consumer.path,
                ] + stubs + ownSupport)
            #expect(checked.status == 0 && checked.output.isEmpty, "\(ownSupport) \(checked.output.prefix(6000))")
        }
    }

    static let consumer = """
        import Forms
        import SwiftUI

        /// The app owns focus: its own button releases focus, then signs in, as return on the password does.
        struct SignInScreen: View {
            @State private var username = ""
            @State private var password = ""
            @State private var attempts = 0
            @FocusState private var focus: LoginForm.LoginField?

            var body: some View {
                VStack {
                    LoginForm(username: $username, password: $password, focus: $focus, signIn: signIn)
                    Button("Sign In") {
                        focus = nil
                        signIn()
                    }
                }
                .onAppear { focus = .username }
            }

            private func signIn() { attempts += 1 }
        }

        /// The form owns focus, which starts at the user name; the submit action is a trailing closure.
        struct OwnedFocusScreen: View {
            @State private var username = ""
            @State private var password = ""

            var body: some View {
                LoginForm(username: $username, password: $password, initialFocus: .username) {}
            }
        }

        /// A fields layout in the app's own scroll view, with the bars applied by the app.
        struct ProfileScreen: View {
            @State private var email = ""
            @State private var phone = ""
            @State private var note = ""
            @State private var subscribed = false
            @FocusState private var focus: ContactFields.ContactField?

            var body: some View {
                ScrollView {
                    Text("Contact")
                    Button(subscribed ? "Unsubscribe" : "Subscribe") { subscribed.toggle() }
                    ContactFields(email: $email, phone: $phone, note: $note, focus: $focus)
                }
                .contactFieldsBars(focus: $focus, note: $note)
            }
        }

        /// The app's own Sign Up button checks the texts with no UI, and when one fails shows every
        /// failure and focuses the first failing field, as return on the last field does.
        struct SignUpScreen: View {
            @State private var username = ""
            @State private var password = ""
            @State private var age = ""
            @State private var height = ""
            @State private var bio = ""
            @State private var postalCode = ""
            @State private var triedSignUp = false
            @FocusState private var focus: SignUpForm.Field?

            var body: some View {
                VStack {
                    SignUpForm(
                        username: $username, password: $password, age: $age, height: $height, bio: $bio,
                        postalCode: $postalCode, focus: $focus, showsFailures: triedSignUp, signUp: signUp)
                    Button("Sign Up") {
                        let failures = SignUpForm.inputFailures([
                            .username: username, .password: password, .age: age, .height: height, .bio: bio,
                            .postalCode: postalCode,
                        ])
                        if let first = SignUpForm.focusOrder.first(where: { failures[$0] != nil }) {
                            triedSignUp = true
                            focus = first
                        } else {
                            focus = nil
                            signUp()
                        }
                    }
                }
            }

            private func signUp() {}
        }

        /// A part and a field of the screen's own, with the bars the screen draws for them, from
        /// the support file of the forms' module.
        struct PartsScreen: View {
            enum Target: Hashable { case userInfo, memo }
            @State private var name = ""
            @State private var address = ""
            @State private var memo = ""
            @FocusState private var focus: Target?

            var body: some View {
                VStack {
                    UserInfoPart(name: $name, address: $address)
                        .focused($focus, equals: .userInfo)
                    TextField("Memo", text: $memo)
                        .focused($focus, equals: .memo)
                }
                .modifier(FormGenCloseBar(Text("Close"), focused: $focus, whenMatches: [.userInfo]))
                .modifier(
                    FormGenOKCancelBar(
                        okTitle: Text("OK"), cancelTitle: Text("Cancel"), text: $memo, focused: $focus,
                        whenMatches: [.memo], cancelBehavior: .clear))
                .modifier(FormGenTapOutside($focus))
            }
        }

        /// The OK/Cancel bar of the forms' module, named with the module, with a form's own cancel
        /// behaviour: what an app target with a support file of its own writes.
        struct NoteScreen: View {
            @State private var note = ""
            @FocusState private var focus: ContactFields.ContactField?

            var body: some View {
                TextField("Note", text: $note)
                    .focused($focus, equals: .note)
                    .modifier(
                        Forms.FormGenOKCancelBar(
                            okTitle: Text("OK"), cancelTitle: Text("Cancel"), text: $note, focused: $focus,
                            whenMatches: [.note], cancelBehavior: ContactFields.okCancelBarCancelBehavior))
            }
        }

        /// Two parts with chevrons between them.
        struct ChevronsScreen: View {
            enum Target: Hashable { case home, work }
            @State private var texts = ["", "", "", ""]
            @FocusState private var focus: Target?

            var body: some View {
                VStack {
                    UserInfoPart(name: $texts[0], address: $texts[1]).focused($focus, equals: .home)
                    UserInfoPart(name: $texts[2], address: $texts[3]).focused($focus, equals: .work)
                }
                .modifier(
                    FormGenNavigationBar(
                        doneTitle: Text("Done"), previousLabel: Text("Previous"), nextLabel: Text("Next"),
                        focused: $focus, order: [.home, .work]))
            }
        }

        /// What return does needs no UI and no main actor.
        nonisolated func passwordReturnSubmits() -> Bool {
            LoginForm.returnAction(from: .password) == .submit
                && LoginForm.returnAction(from: .username) == .focus(.password)
        }
        """

    /// What return does for each field, with the chain on or off and a submit action or none.
    @Test func returnActionFollowsTheChainAndTheSubmitAction() throws {
        var sources: [SourceFile] = []
        for chain in [true, false] {
            for submit in [true, false] {
                let name = "Chain\(chain ? "On" : "Off")Submit\(submit ? "On" : "Off")"
                let submitKey = submit ? #", "submitAction": "send""# : ""
                sources.append(
                    SourceFile(
                        name: "\(name).json",
                        text: #"""
                            {"formgen": 1, "name": "\#(name)", "submitChain": \#(chain),
                             "fields": [{"id": "a"}, {"id": "b", "kind": "multiline"}, {"id": "c"}]\#(submitKey)}
                            """#))
            }
        }
        sources.append(
            SourceFile(
                name: "Single.json",
                text:
                    #"{"formgen": 1, "name": "Single", "focusStyle": "bool", "fields": [{"id": "a"}], "submitAction": "go"}"#
            ))
        let directory = try Swiftc.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let paths = try Self.write(try Self.generate(sources), into: directory)
        let main = directory.appendingPathComponent("main.swift")
        try """
        func describe<Field>(_ action: FormGenReturnAction<Field>) -> String {
            switch action {
            case .focus(let field): "focus(\\(field))"
            case .submit: "submit"
            case .release: "release"
            case .newLine: "newLine"
            }
        }
        func report<Field: CaseIterable>(_ name: String, _ action: (Field) -> FormGenReturnAction<Field>) {
            print(name + ": " + Field.allCases.map { "\\($0)→\\(describe(action($0)))" }.joined(separator: " "))
        }
        report("ChainOnSubmitOn", ChainOnSubmitOn.returnAction)
        report("ChainOnSubmitOff", ChainOnSubmitOff.returnAction)
        report("ChainOffSubmitOn", ChainOffSubmitOn.returnAction)
        report("ChainOffSubmitOff", ChainOffSubmitOff.returnAction)
        print("Single: " + describe(Single.returnAction))
        """.write(to: main, atomically: true, encoding: .utf8)
        let program = directory.appendingPathComponent("program")
        let build = try Swiftc.run(
            ["-swift-version", "6", "-warnings-as-errors", "-o", program.path, main.path] + paths)
        try #require(build.status == 0, "\(build.output)")
        let run = try Swiftc.execute(program)
        #expect(
            run.output == """
                ChainOnSubmitOn: a→focus(b) b→newLine c→submit
                ChainOnSubmitOff: a→focus(b) b→newLine c→release
                ChainOffSubmitOn: a→submit b→newLine c→submit
                ChainOffSubmitOff: a→release b→newLine c→release
                Single: submit

                """)
    }

    /// A multiline field's return key starts a new line, so the form does not act on it; the others do.
    @Test func returnIsHandledExceptInMultilineFields() throws {
        let source = SourceFile(
            name: "Three.json",
            text:
                #"{"formgen": 1, "name": "Three", "fields": [{"id": "a"}, {"id": "b", "kind": "multiline"}, {"id": "c"}]}"#
        )
        let form = try #require(try Self.generate([source]).first)
        #expect(form.contents.contains("Self.returnAction(from: .a).perform(focus: focus, submit: nil)"))
        #expect(!form.contents.contains("Self.returnAction(from: .b)"))
        #expect(form.contents.contains("Self.returnAction(from: .c).perform(focus: focus, submit: nil)"))
    }
}
