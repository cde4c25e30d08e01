// swift-tools-version: 6.0
import PackageDescription

let swiftSettings: [SwiftSetting] = [
    .enableUpcomingFeature("ExistentialAny")
]

let package = Package(
    name: "formgen",
    products: [
        .executable(name: "formgen", targets: ["formgen"]),
        .plugin(name: "FormGenPlugin", targets: ["FormGenPlugin"]),
        .plugin(name: "FormGenCommandPlugin", targets: ["FormGenCommandPlugin"]),
    ],
    targets: [
        // Not products: their API is formgen's own, with no promise to anyone else.
        // The generate path: reading specs, validation, rendering with the template engine and the
        // built-in templates (parsed from their text once a run), writing the files, and what both
        // executables do around a command.
        .target(
            name: "FormGenCore",
            swiftSettings: swiftSettings
        ),
        // What only the command line needs: String Catalogs, import, previews, the schema and
        // references, and custom templates (--templates, templates dump).
        .target(
            name: "FormGenTooling",
            dependencies: ["FormGenCore"],
            swiftSettings: swiftSettings
        ),
        .executableTarget(
            name: "formgen",
            dependencies: ["FormGenCore", "FormGenTooling"],
            swiftSettings: swiftSettings
        ),
        // What FormGenPlugin runs: the generate path alone, so that an adopter's clean build
        // compiles neither string catalogs, the schema, nor the command line's other commands.
        .executableTarget(
            name: "formgen-plugin-tool",
            dependencies: ["FormGenCore"],
            swiftSettings: swiftSettings
        ),
        .plugin(
            name: "FormGenPlugin",
            capability: .buildTool(),
            dependencies: ["formgen-plugin-tool"]
        ),
        .plugin(
            name: "FormGenCommandPlugin",
            capability: .command(
                intent: .custom(
                    verb: "formgen",
                    description:
                        "Write generated forms into each target's Generated/ folder (--strings: its catalogs; "
                        + "--previews: pictures of its forms)"),
                permissions: [
                    .writeToPackageDirectory(
                        reason: "formgen writes the generated Swift files into Generated/ folders (String Catalogs "
                            + "into Resources/, pictures into Previews/)")
                ]
            ),
            dependencies: ["formgen"]
        ),
        .testTarget(
            name: "FormGenCoreTests",
            dependencies: ["FormGenCore", "FormGenTooling"],
            // Real OpenAPI documents that the import tests read.
            exclude: ["Import/Documents"],
            swiftSettings: swiftSettings
        ),
        .testTarget(
            // Runs the built `formgen` binary as a user does, and imports none of formgen's modules: a
            // dependency on the executable would only link its objects into the test bundle.
            name: "FormGenCLITests",
            exclude: ["Malformed", "Support/check_schema.py"],
            swiftSettings: swiftSettings
        ),
        // Dogfood: this target's specs go through FormGenPlugin, and its tests use the generated logic.
        .testTarget(
            name: "FormGenPluginTests",
            swiftSettings: swiftSettings,
            plugins: ["FormGenPlugin"]
        ),
    ],
    swiftLanguageModes: [.v6]
)
