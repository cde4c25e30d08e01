// swift-tools-version: 6.0
import PackageDescription

// The performance benchmark of formgen, kept out of the main package so that adopters never build it.
// Run it with Benchmarks/run.sh.
let package = Package(
    name: "FormGenBenchmarks",
    targets: [
        .executableTarget(name: "formgen-benchmark"),
        // The floor of process start-up: links Foundation, does nothing.
        .executableTarget(name: "do-nothing"),
        // The same without Foundation, which formgen does not link either.
        .executableTarget(name: "do-nothing-swift"),
    ],
    swiftLanguageModes: [.v6]
)
