// swift-tools-version: 6.0
import PackageDescription

// A package that adopts formgen through the binary plugin: the build downloads (here: finds) a
// prebuilt formgen instead of compiling it. build.sh makes the artifact bundle first.
let package = Package(
    name: "BinaryPluginConsumer",
    platforms: [.iOS(.v16), .macOS(.v13)],
    dependencies: [
        // An app uses the published plugin package by URL instead (see Documentation/formgen.docc/Plugins.md).
        .package(name: "FormGenBinary", path: "../../Plugins/FormGenBinary")
    ],
    targets: [
        .target(
            name: "Forms",
            plugins: [.plugin(name: "FormGenBinaryPlugin", package: "FormGenBinary")]
        ),
        .testTarget(name: "FormsTests", dependencies: ["Forms"]),
    ],
    swiftLanguageModes: [.v6]
)
