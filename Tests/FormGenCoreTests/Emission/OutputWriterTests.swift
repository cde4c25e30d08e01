import Foundation
import Testing

@testable import FormGenCore

/// Enough files that `OutputWriter` checks and stages them on several threads.
@Suite final class OutputWriterTests {
    let root: String

    init() throws {
        root = try Swiftc.temporaryDirectory().path
    }

    deinit {
        try? FileManager.default.removeItem(atPath: root)
    }

    static func files(_ version: Int, count: Int = 20) -> [GeneratedFile] {
        (0..<count).map { index in
            GeneratedFile(
                name: "F\(index).swift", contents: "\(GeneratedFile.headerPrefix) test\nlet f\(index) = \(version)\n")
        }
    }

    @Test func writesChangedFilesOnlyAndReportsInOrder() throws {
        let writer = OutputWriter(directory: FileSystem.join(root, "out"))
        #expect(Self.files(0).count >= concurrencyThreshold)
        let first = try writer.write(Self.files(0))
        #expect(first.written == Self.files(0).map(\.name))
        #expect(try writer.write(Self.files(0)).unchanged.count == 20)
        var changed = Self.files(0)
        changed[13] = Self.files(1)[13]
        let third = try writer.write(changed)
        #expect(third.written == ["F13.swift"])
        #expect(try writer.staleFiles(Self.files(1)).count == 19)
        for file in changed {
            #expect(try FileSystem.readBytes(FileSystem.join(writer.directory, file.name)) == Array(file.contents.utf8))
        }
    }

    /// One staged file cannot be created: nothing is replaced, and no temporary file is left.
    @Test func aFailedStageChangesNothing() throws {
        let directory = FileSystem.join(root, "out")
        let writer = OutputWriter(directory: directory)
        _ = try writer.write(Self.files(0))
        // Directories where the next temporary files would go make their O_EXCL creates fail; there
        // are enough that tests staging files at the same time cannot use up the range.
        let next = StagedFiles.nextSerial
        let blockers = (next..<next + 300).map { FileSystem.temporaryName(pid: getpid(), serial: $0) }
        for blocker in blockers {
            try FileSystem.createDirectories(FileSystem.join(directory, blocker))
        }
        #expect(throws: OutputWriter.Failure.self) { try writer.write(Self.files(1)) }
        for file in Self.files(0) {
            #expect(try FileSystem.readBytes(FileSystem.join(directory, file.name)) == Array(file.contents.utf8))
        }
        let entries = try FileSystem.directoryEntries(directory).sorted()
        #expect(entries == (Self.files(0).map(\.name) + blockers).sorted())
    }

    @Test func theFirstFailureInFileOrderIsReported() throws {
        let directory = FileSystem.join(root, "out")
        let writer = OutputWriter(directory: directory)
        try FileSystem.createDirectories(directory)
        // Two files formgen did not write; the earlier one is named.
        for name in ["F15.swift", "F4.swift"] {
            try FileSystem.createFile(FileSystem.join(directory, name), contents: "struct Mine {}\n")
        }
        do {
            _ = try writer.write(Self.files(0))
            Issue.record("the write succeeded over hand-written files")
        } catch {
            #expect(error.path == FileSystem.join(directory, "F4.swift"))
            #expect(error.message.hasPrefix("refusing to overwrite a file formgen did not generate"))
        }
        #expect(try FileSystem.directoryEntries(directory).sorted() == ["F15.swift", "F4.swift"])
    }
}
