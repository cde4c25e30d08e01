import Foundation
import Testing

@testable import FormGenCore
@testable import FormGenTooling

/// The POSIX file layer the CLI and the output writer stand on.
@Suite final class FileSystemTests {
    let root: String

    init() throws {
        root = try Swiftc.temporaryDirectory().path
    }

    deinit {
        try? FileManager.default.removeItem(atPath: root)
    }

    /// `mkdir -p` that fails part way removes the parents it had created.
    @Test func aFailedCreateLeavesNoParentItMade() throws {
        let tooLong = FileSystem.join(root, "A/B/" + String(repeating: "x", count: 300))
        #expect(throws: FileSystem.Failure.self) { try FileSystem.createDirectories(tooLong) }
        #expect(FileSystem.kind(of: FileSystem.join(root, "A")) == .missing)
        #expect(try FileSystem.createDirectories(FileSystem.join(root, "A/B")).count == 2)
    }

    @Test func readsWholeFilesOfEverySize() throws {
        // Around the first buffer's size, which is the file's size plus one, so the end is seen.
        for size in [0, 1, 4095, 4096, 65_536, 300_001] {
            let path = FileSystem.join(root, "file-\(size)")
            let bytes = (0..<size).map { UInt8(truncatingIfNeeded: $0 &* 31) }
            try Data(bytes).write(to: URL(fileURLWithPath: path))
            #expect(try FileSystem.readBytes(path) == bytes, "size \(size)")
        }
    }

    @Test func readingStopsAtTheLimit() throws {
        let path = FileSystem.join(root, "big")
        try Data(repeating: 7, count: 10_000).write(to: URL(fileURLWithPath: path))
        #expect(try FileSystem.readBytes(path, limit: 1_001).count == 1_001)
    }

    /// A sparse file on tmpfs can have the largest size there is, which plus one overflows.
    @Test func aFileOfTheLargestSizeIsReadUpToTheLimit() throws {
        let path = "/dev/shm/formgen-largest-\(getpid())"
        let descriptor = open(path, O_CREAT | O_WRONLY | O_TRUNC, 0o600)
        try #require(descriptor >= 0, "this test needs tmpfs at /dev/shm")
        defer { unlink(path) }
        let sized = ftruncate(descriptor, off_t.max)
        close(descriptor)
        try #require(sized == 0)
        #expect(try FileSystem.readBytes(path, limit: 4_097) == [UInt8](repeating: 0, count: 4_097))
    }

    @Test func aStreamIsCutAtTheLimit() throws {
        let path = FileSystem.join(root, "fifo-limited")
        #expect(mkfifo(path, 0o600) == 0)
        // Opened for reading and writing, the FIFO always has a reader, so the bytes left unread
        // when formgen stops at the limit (fewer than a pipe holds) never raise SIGPIPE.
        let descriptor = open(path, O_RDWR)
        let writer = Thread {
            let chunk = [UInt8](repeating: 9, count: 30_000)
            for _ in 0..<4 { _ = chunk.withUnsafeBytes { write(descriptor, $0.baseAddress, $0.count) } }
            close(descriptor)
        }
        writer.start()
        // Growth would double the first 64 KiB buffer past the limit; it stops at the limit instead.
        // (Standard input is read this way; a FIFO named by its path is refused.)
        let reader = open(path, O_RDONLY)
        defer { close(reader) }
        #expect(try FileSystem.readBytes(from: reader, limit: 100_001).count == 100_001)
    }

    @Test func readingAStreamGrowsTheBuffer() throws {
        // A FIFO has no size to go by, so the buffer starts small and doubles.
        let path = FileSystem.join(root, "fifo")
        #expect(mkfifo(path, 0o600) == 0)
        let writer = Thread {
            let descriptor = open(path, O_WRONLY)
            let chunk = [UInt8](repeating: 42, count: 50_000)
            for _ in 0..<4 { _ = chunk.withUnsafeBytes { write(descriptor, $0.baseAddress, $0.count) } }
            close(descriptor)
        }
        writer.start()
        let reader = open(path, O_RDONLY)
        defer { close(reader) }
        let bytes = try FileSystem.readBytes(from: reader, limit: .max)
        #expect(bytes.count == 200_000 && bytes.allSatisfy { $0 == 42 })
    }

    @Test func failuresCarryTheSystemsWords() {
        #expect(throws: FileSystem.Failure(reason: "No such file or directory")) {
            try FileSystem.readBytes(FileSystem.join(root, "missing"))
        }
        #expect(throws: FileSystem.Failure(reason: "it is a directory")) { try FileSystem.readBytes(root) }
        #expect(throws: FileSystem.Failure(reason: "No such file or directory")) {
            try FileSystem.directoryEntries(FileSystem.join(root, "missing"))
        }
    }

    @Test func createsNestedDirectoriesAndListsThem() throws {
        let nested = FileSystem.join(root, "a/b/c/")
        try FileSystem.createDirectories(nested)
        try FileSystem.createDirectories(nested)
        #expect(FileSystem.kind(of: nested) == .directory)
        try FileSystem.createFile(FileSystem.join(root, "a/b/file"), contents: "é\n")
        #expect(try FileSystem.directoryEntries(FileSystem.join(root, "a/b")).sorted() == ["c", "file"])
        #expect(try FileSystem.readBytes(FileSystem.join(root, "a/b/file")) == Array("é\n".utf8))
        #expect(FileSystem.kind(of: FileSystem.join(root, "a/b/file")) == .other)
    }

    @Test func createFileRefusesATakenName() throws {
        let path = FileSystem.join(root, "taken")
        try FileSystem.createFile(path, contents: "first")
        #expect(throws: FileSystem.Failure(reason: "File exists")) {
            try FileSystem.createFile(path, contents: "second")
        }
        #expect(try FileSystem.readBytes(path) == Array("first".utf8))
    }

    @Test func createDirectoriesBelowAFileFails() throws {
        let file = FileSystem.join(root, "plain")
        try FileSystem.createFile(file, contents: "")
        #expect(throws: FileSystem.Failure(reason: "Not a directory")) {
            try FileSystem.createDirectories(FileSystem.join(file, "sub"))
        }
    }

    @Test(arguments: [
        ("a/b", "a"), ("a/b/", "a"), ("/a", "/"), ("/", "/"), ("a", "."), ("", "."), ("/a/b//", "/a"),
        ("//a", "/"), ("é/b", "é"),
        // The file system separates names at every `/` byte, even where a combining mark follows.
        ("a/\u{301}b", "a"),
    ])
    func parentPaths(path: String, parent: String) {
        #expect(FileSystem.parentPath(of: path) == parent)
    }

    @Test(arguments: [
        ("a/b", "b"), ("a/b/", "b"), ("/a", "a"), ("/", "/"), ("a", "a"), ("", ""), ("/a/b//", "b"),
        ("a//b", "b"), ("//", "//"), ("é/ü.json", "ü.json"),
        // The file system separates names at every `/` byte, even where the `/` is part of a longer
        // character: a combining mark after it, a prepended mark (U+0600) before it.
        ("a/\u{301}b", "\u{301}b"), ("a\u{600}/b", "b"),
    ])
    func fileNames(path: String, name: String) {
        #expect(FileSystem.fileName(of: path) == name)
    }

    @Test func sameBytesComparesEveryByteAndTheLength() {
        let bytes = (0..<70_000).map { UInt8(truncatingIfNeeded: $0 &* 31) }
        #expect(FileSystem.sameBytes(bytes, bytes))
        // Equal bytes in another buffer.
        #expect(FileSystem.sameBytes(bytes, bytes.map { $0 }))
        #expect(FileSystem.sameBytes([], []))
        var last = bytes
        last[last.count - 1] ^= 1
        #expect(!FileSystem.sameBytes(bytes, last))
        var first = bytes
        first[0] ^= 0x80
        #expect(!FileSystem.sameBytes(bytes, first))
        #expect(!FileSystem.sameBytes(bytes, Array(bytes.dropLast())))
        #expect(!FileSystem.sameBytes(Array(bytes.dropLast()), bytes))
        #expect(!FileSystem.sameBytes([], [0]))
    }

    @Test func joinAddsOneSlash() {
        #expect(FileSystem.join("out", "A.swift") == "out/A.swift")
        #expect(FileSystem.join("out/", "A.swift") == "out/A.swift")
    }

    @Test func aStagedFileNameFitsWhateverTheDestinationIsCalled() throws {
        // 255 bytes is the longest name the file system allows; a prefix on it would not fit.
        let name = String(repeating: "A", count: 249) + ".swift"
        let staged = try FileSystem.stage(Array("text".utf8), in: root, as: name)
        let stagedName = String(staged.dropFirst(root.count + 1))
        #expect(stagedName.utf8.count <= 40)
        #expect(FileSystem.temporaryFileOwner(stagedName) == getpid())
        try FileSystem.replace(FileSystem.join(root, name), with: staged)
        #expect(try FileSystem.readBytes(FileSystem.join(root, name)) == Array("text".utf8))
        #expect(try FileSystem.directoryEntries(root) == [name])
    }

    @Test func aTemporaryNameTellsWhichProcessMadeIt() {
        #expect(FileSystem.temporaryFileOwner(FileSystem.temporaryName(pid: 4321, serial: 17)) == 4321)
        #expect(FileSystem.temporaryFileOwner(".formgen-4321-0.swift") == 4321)
        for name in [
            "Form.swift", ".formgen-.swift", ".formgen-4321.swift", ".formgen-4321-.swift", ".formgen--1.swift",
            ".formgen-43x1-1.swift", ".formgen-4321-1-2.swift", ".formgen-4321-1.tmp", ".formgen-0-1.swift",
            ".formgen-99999999999999999999-1.swift",
        ] {
            #expect(FileSystem.temporaryFileOwner(name) == nil, "\(name)")
        }
    }

    @Test func onlyRegularFilesAreReadAndAFIFODoesNotBlock() throws {
        let fifo = FileSystem.join(root, "fifo")
        #expect(mkfifo(fifo, 0o644) == 0)
        let link = FileSystem.join(root, "zero")
        #expect(symlink("/dev/zero", link) == 0)
        // With no writer, opening a FIFO without O_NONBLOCK would wait for ever.
        #expect(throws: FileSystem.Failure(reason: "it is a FIFO, not a regular file")) {
            try FileSystem.readBytesIfPresent(fifo)
        }
        // Read to its end, /dev/zero would never end.
        #expect(throws: FileSystem.Failure(reason: "it is a character device, not a regular file")) {
            try FileSystem.readBytes(link)
        }
        #expect(throws: FileSystem.Failure(reason: "it is a directory")) { try FileSystem.readBytes(self.root) }
        #if os(Linux)
        // A socket cannot even be opened; it is named for what it is all the same.
        let socketPath = FileSystem.join(root, "socket")
        #expect(mknod(socketPath, S_IFSOCK | 0o600, 0) == 0)
        #expect(throws: FileSystem.Failure(reason: "it is a socket, not a regular file")) {
            try FileSystem.readBytesIfPresent(socketPath)
        }
        #endif
    }

    @Test func readsStopAtTheDefaultLimitUnlessToldOtherwise() throws {
        #expect(FileSystem.defaultReadLimit == (64 << 20) + 1)
        let path = FileSystem.join(root, "big")
        try Data(repeating: 7, count: 3_000).write(to: URL(fileURLWithPath: path))
        #expect(try FileSystem.readBytes(path, limit: 1_000).count == 1_000)
        #expect(try FileSystem.readBytesIfPresent(path)?.count == 3_000)
    }
}
