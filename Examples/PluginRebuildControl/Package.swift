// swift-tools-version: 6.0
import PackageDescription

// The smallest package with a build-tool plugin that runs an executable built from source: no
// formgen in it. Examples/FormsDemo/check-plugins.sh builds it next to FormsDemo to tell SwiftPM's
// own rebuilds apart from formgen's.
let package = Package(
    name: "PluginRebuildControl",
    targets: [
        .executableTarget(name: "gen"),
        .plugin(name: "GenPlugin", capability: .buildTool(), dependencies: ["gen"]),
        .target(name: "Lib", plugins: ["GenPlugin"]),
    ]
)
