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
        // Not a product: its API is formgen's own, with no promise to anyone else.
        .target(
            name: "FormGenCore",
            swiftSettings: swiftSettings
        ),
        .executableTarget(
            name: "formgen",
            dependencies: ["FormGenCore"],
            swiftSettings: swiftSettings
        ),
        // What FormGenPlugin runs: formgen's generate path alone, compiled from FormGenCore's and
        // formgen's files through links (`Core/`, `CommandLine/`), so that an adopter's clean build
        // compiles neither string catalogs, the schema, nor the command line's other commands.
        .executableTarget(
            name: "formgen-plugin-tool",
            swiftSettings: swiftSettings + [.define("FORMGEN_PLUGIN_TOOL")]
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
                    verb: "formgen", description: "Write generated forms into each target's Generated/ folder"),
                permissions: [
                    .writeToPackageDirectory(reason: "formgen writes the generated Swift files into Generated/ folders")
                ]
            ),
            dependencies: ["formgen"]
        ),
        .testTarget(
            name: "FormGenCoreTests",
            dependencies: ["FormGenCore"],
            swiftSettings: swiftSettings
        ),
        .testTarget(
            // Runs the built `formgen` binary; no target dependency, which would link the executable's
            // objects into the test bundle a second time beside the plugin's copy of the tool.
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
