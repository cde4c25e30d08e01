// swift-tools-version: 6.0
import PackageDescription

// The build-tool plugin on a prebuilt formgen: adopters download the tool instead of compiling it.
// Its own package, so that the main package never asks an adopter for the artifact bundle.
//
// Here the bundle is the one `Scripts/make-artifactbundle --output Plugins/FormGenBinary` writes
// beside this file (not committed). A release publishes the zip and this package with the
// binary target's `path:` replaced by the `url:` and `checksum:` that the script prints.
let package = Package(
    name: "FormGenBinary",
    products: [
        .plugin(name: "FormGenBinaryPlugin", targets: ["FormGenBinaryPlugin"])
    ],
    targets: [
        .binaryTarget(name: "FormGenBinary", path: "formgen.artifactbundle"),
        // The same source as FormGenPlugin (the files are links to it); only the tool differs.
        .plugin(
            name: "FormGenBinaryPlugin",
            capability: .buildTool(),
            dependencies: ["FormGenBinary"]
        ),
    ]
)
