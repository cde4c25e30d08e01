// swift-tools-version: 6.0
import PackageDescription

let swiftSettings: [SwiftSetting] = [
    .enableUpcomingFeature("ExistentialAny")
]

let package = Package(
    name: "formgen",
    products: [
        .executable(name: "formgen", targets: ["formgen"]),
        .library(name: "FormGenCore", targets: ["FormGenCore"]),
    ],
    targets: [
        .target(
            name: "FormGenCore",
            swiftSettings: swiftSettings
        ),
        .executableTarget(
            name: "formgen",
            dependencies: ["FormGenCore"],
            swiftSettings: swiftSettings
        ),
        .testTarget(
            name: "FormGenCoreTests",
            dependencies: ["FormGenCore"],
            swiftSettings: swiftSettings
        ),
        .testTarget(
            name: "FormGenCLITests",
            dependencies: ["formgen"],
            exclude: ["Malformed"],
            swiftSettings: swiftSettings
        ),
    ],
    swiftLanguageModes: [.v6]
)
