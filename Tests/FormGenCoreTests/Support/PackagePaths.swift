import Foundation

/// Places in the package that tests read and, when recording, write.
enum PackagePaths {
    static let root = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    static let templates = root.appendingPathComponent("Templates")
    static let specs = root.appendingPathComponent("Specs")

    /// `FORMGEN_RECORD=1 swift test` rewrites expected files (and fails, so nothing records silently).
    static var isRecording: Bool { ProcessInfo.processInfo.environment["FORMGEN_RECORD"] == "1" }
}
