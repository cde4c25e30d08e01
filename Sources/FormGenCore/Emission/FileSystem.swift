#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// The few file operations formgen needs, as plain POSIX calls.
///
/// formgen runs inside every build, once per changed spec; Foundation's file APIs cost more at
/// start-up (type metadata, conformance lookups) than the work they do here. Failures carry the
/// system's own words ("No such file or directory", "File too large").
public enum FileSystem {
    /// A failed call, described by `strerror`.
    public struct Failure: Error, Equatable, Sendable {
        public var reason: String

        public init(reason: String) {
            self.reason = reason
        }

        /// The failure `code` (an `errno` value) names.
        public init(code: Int32) {
            reason = String(cString: strerror(code))
        }

        /// The failure of the call that just set `errno`.
        static func current() -> Failure {
            Failure(code: errno)
        }
    }

    /// What is at a path, following symbolic links.
    public enum Kind: Equatable, Sendable {
        case missing
        case directory
        case other
    }

    public static func kind(of path: String) -> Kind {
        var status = stat()
        guard stat(path, &status) == 0 else { return .missing }
        return (status.st_mode & S_IFMT) == S_IFDIR ? .directory : .other
    }

    /// Which file a path leads to, however it is spelled or linked: its device and inode.
    public struct Identity: Hashable, Sendable {
        var device: UInt64
        var inode: UInt64
    }

    /// The identity of the file `path` leads to; `nil` when there is none.
    public static func identity(of path: String) -> Identity? {
        var status = stat()
        guard stat(path, &status) == 0 else { return nil }
        return Identity(device: UInt64(status.st_dev), inode: UInt64(status.st_ino))
    }

    /// The identity of the file open as `descriptor`; `nil` when it is not open.
    public static func identity(ofDescriptor descriptor: Int32) -> Identity? {
        var status = stat()
        guard fstat(descriptor, &status) == 0 else { return nil }
        return Identity(device: UInt64(status.st_dev), inode: UInt64(status.st_ino))
    }

    /// Whether `first` and `second` lead to one file; `false` when either is missing.
    public static func isSameFile(_ first: String, _ second: String) -> Bool {
        guard let identity = identity(of: first) else { return false }
        return identity == self.identity(of: second)
    }

    /// Whether `path` leads to a regular file, following symbolic links.
    public static func isRegularFile(_ path: String) -> Bool {
        var status = stat()
        return stat(path, &status) == 0 && (status.st_mode & S_IFMT) == S_IFREG
    }

    /// Waits until no other process holds the directory at `path`, then holds it until this process
    /// ends: an advisory lock (`flock`) on the directory itself, so no lock file is ever left
    /// behind, and the system releases it when the process ends, killed or not. `waiting` is called
    /// once, when another process holds it.
    ///
    /// A directory removed or replaced while this process waited (a run that fails removes the
    /// directories it created) is not held: a lock on it would keep out no run. The directory at
    /// `path` then is, after `prepare`, which is also called first and may create it.
    /// - Returns: `false` when another process still held it after `timeout` seconds; otherwise
    ///   `true`, also where the directory cannot be opened or its file system has no such locks (a
    ///   network file system), as there it cannot be held.
    public static func holdUntilExit(
        _ path: String, timeout: Int, prepare: () -> Void = {}, waiting: () -> Void
    ) -> Bool {
        var waited = 0
        var pause = timespec(tv_sec: 0, tv_nsec: 10_000_000)
        // A path whose directory keeps being replaced is, in the end, not held.
        for _ in 0..<100 {
            prepare()
            // Only a directory is opened: opening a FIFO would wait for a writer, and a device may
            // act on being opened.
            let descriptor = open(path, O_RDONLY | O_CLOEXEC | O_DIRECTORY | O_NONBLOCK)
            guard descriptor >= 0 else { return true }
            // The descriptor stays open, and the lock held, for the rest of the process.
            while flock(descriptor, LOCK_EX | LOCK_NB) != 0 {
                guard errno == EWOULDBLOCK || errno == EINTR else {
                    close(descriptor)
                    return true
                }
                if waited == 0 { waiting() }
                if waited >= timeout * 100 {
                    close(descriptor)
                    return false
                }
                nanosleep(&pause, nil)
                waited += 1
            }
            if identity(ofDescriptor: descriptor) == identity(of: path) { return true }
            close(descriptor)
        }
        return true
    }

    /// Removes the directories of `paths` that are empty, last first: those a failed run created.
    public static func removeEmptyDirectories(_ paths: [String]) {
        for path in paths.reversed() {
            StagedFiles.forgetCreated(path)
            rmdir(path)
        }
    }

    /// The most `readBytesIfPresent` reads unless told otherwise: one byte past the largest file a
    /// template may produce (64 MiB). formgen reads existing output files to compare them with what
    /// it generated; a file longer than this cannot equal anything formgen writes, so its first
    /// bytes are enough to decide, and a huge file is never read whole.
    public static let defaultReadLimit = (64 << 20) + 1

    /// The bytes of the file at `path`, or of standard input for `-`, reading at most `limit`
    /// bytes so a huge file or an endless stream is never read whole.
    /// - Throws: `Failure` when the file is missing or cannot be read, or when `path` is not a
    ///   regular file (a directory, a FIFO, a device); standard input may be anything.
    public static func readBytes(_ path: String, limit: Int = defaultReadLimit) throws(Failure) -> [UInt8] {
        guard path != "-" else { return try readBytes(from: STDIN_FILENO, limit: limit) }
        guard let bytes = try readBytesIfPresent(path, limit: limit) else { throw Failure(code: ENOENT) }
        return bytes
    }

    /// The bytes of the regular file at `path`, or `nil` when there is none; every other failure
    /// throws, a path that is not a regular file too.
    ///
    /// The file is opened with `O_NONBLOCK`, so a FIFO with no writer cannot block the open, and
    /// checked with `fstat` on the open descriptor, so a link swapped in between cannot slip past.
    public static func readBytesIfPresent(_ path: String, limit: Int = defaultReadLimit) throws(Failure) -> [UInt8]? {
        try readFileIfPresent(path, limit: limit)?.bytes
    }

    /// A regular file as `readFileIfPresent(_:limit:)` finds it.
    struct ExistingFile {
        var bytes: [UInt8]
        /// The permission bits, which a replacement keeps.
        var permissions: mode_t
        /// How many names the file has; a replacement by renaming would give the others the old bytes.
        var linkCount: Int
    }

    /// The regular file at `path`, or `nil` when there is none, as `readBytesIfPresent` reads it.
    static func readFileIfPresent(_ path: String, limit: Int = defaultReadLimit) throws(Failure) -> ExistingFile? {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC | O_NONBLOCK)
        guard descriptor >= 0 else {
            let code = errno
            if code == ENOENT { return nil }
            // A socket cannot be opened at all (ENXIO on Linux, EOPNOTSUPP on macOS): say what it is
            // rather than the error's text.
            var status = stat()
            if stat(path, &status) == 0, (status.st_mode & S_IFMT) == S_IFSOCK {
                throw Failure(reason: "it is a socket, not a regular file")
            }
            throw Failure(code: code)
        }
        defer { close(descriptor) }
        var status = stat()
        guard fstat(descriptor, &status) == 0 else { throw .current() }
        if (status.st_mode & S_IFMT) == S_IFDIR { throw Failure(reason: "it is a directory") }
        if let kind = nonRegularKind(status.st_mode) {
            throw Failure(reason: "it is \(kind), not a regular file")
        }
        return ExistingFile(
            bytes: try readBytes(from: descriptor, limit: limit), permissions: status.st_mode & 0o7777,
            linkCount: Int(status.st_nlink))
    }

    /// The path of the file that `path` names: `path` itself, or, when it is a symbolic link, the
    /// file the link leads to, so that replacing that file keeps the link and whatever shares it.
    /// - Throws: `Failure` when the link leads nowhere.
    static func resolvingLink(_ path: String) throws(Failure) -> String {
        var status = stat()
        guard lstat(path, &status) == 0, (status.st_mode & S_IFMT) == S_IFLNK else { return path }
        guard let resolved = realPath(path) else {
            let code = errno
            throw Failure(
                reason: code == ENOENT
                    ? "it is a symbolic link to a file that does not exist"
                    : "it is a symbolic link that cannot be followed: \(Failure(code: code).reason)")
        }
        return resolved
    }

    /// The absolute path of the file at `path`, with every symbolic link, `.` and `..` resolved;
    /// `nil`, with `errno` set, when there is no such file.
    static func realPath(_ path: String) -> String? {
        guard let resolved = realpath(path, nil) else { return nil }
        defer { free(resolved) }
        return String(cString: resolved)
    }

    /// The absolute path of `path`, with every link of the part that exists resolved and the rest
    /// taken as written (`.` and `..` stepped over): where a file will be, named as the file system
    /// names what is there, so that two spellings of one place compare equal.
    package static func physicalPath(_ path: String) -> String {
        let absolute = path.hasPrefix("/") ? path : join(currentDirectory(), path)
        if let resolved = realPath(absolute) { return resolved }
        // `/` always resolves, so this ends.
        let parent = physicalPath(parentPath(of: absolute))
        switch fileName(of: absolute) {
        case ".": return parent
        case "..": return parentPath(of: parent)
        case let name: return join(parent, name)
        }
    }

    /// The current directory, links resolved.
    package static func currentDirectory() -> String {
        guard let path = getcwd(nil, 0) else { return "/" }
        defer { free(path) }
        return String(cString: path)
    }

    /// What a file of `mode` is, in words, when it is not a regular file.
    private static func nonRegularKind(_ mode: mode_t) -> String? {
        switch mode & S_IFMT {
        case S_IFREG: nil
        case S_IFDIR: "a directory"
        case S_IFIFO: "a FIFO"
        case S_IFCHR: "a character device"
        case S_IFBLK: "a block device"
        case S_IFSOCK: "a socket"
        default: "a special file"
        }
    }

    /// The bytes of an open descriptor, read to its end or to `limit`, whatever it is.
    static func readBytes(from descriptor: Int32, limit: Int) throws(Failure) -> [UInt8] {
        precondition(limit >= 0, "a negative read limit")
        var status = stat()
        if fstat(descriptor, &status) == 0, (status.st_mode & S_IFMT) == S_IFDIR {
            throw Failure(reason: "it is a directory")
        }
        // A regular file is read into an array of its size (plus one byte, to see the end), or of
        // `limit`, which a sparse file's size may be far beyond; pipes and growing files double it
        // as they go.
        let size = Int(status.st_size)
        let sizeHint = (status.st_mode & S_IFMT) == S_IFREG ? (size < limit ? size + 1 : limit) : 1 << 16
        var bytes = [UInt8](repeating: 0, count: min(max(sizeHint, 1), limit))
        var count = 0
        while count < limit {
            if count == bytes.count {
                bytes += repeatElement(0, count: min(bytes.count, limit - bytes.count))
            }
            let read = bytes.withUnsafeMutableBytes { buffer in
                systemRead(descriptor, buffer.baseAddress.map { $0 + count }, buffer.count - count)
            }
            if read < 0 {
                if errno == EINTR { continue }
                throw .current()
            }
            if read == 0 { break }
            count += read
        }
        bytes.removeSubrange(count...)
        return bytes
    }

    /// Whether `a` and `b` hold the same bytes, compared by `memcmp`.
    static func sameBytes(_ a: [UInt8], _ b: [UInt8]) -> Bool {
        a.count == b.count
            && a.withUnsafeBytes { first in
                b.withUnsafeBytes { second in
                    guard let x = first.baseAddress, let y = second.baseAddress else { return true }
                    return memcmp(x, y, first.count) == 0
                }
            }
    }

    /// The bytes of each of `paths`, in the order of `paths`.
    ///
    /// Standard input (`-`) is read once, on the calling thread, by its first mention; later
    /// mentions find it at its end, as they would reading one after the other.
    public static func readFiles(_ paths: [String], limit: Int = defaultReadLimit) -> [Result<[UInt8], Failure>] {
        var results = paths.map { path in path == "-" ? .success([]) : read(path, limit: limit) }
        if let standardInput = paths.firstIndex(of: "-") {
            results[standardInput] = read("-", limit: limit)
        }
        return results
    }

    /// The bytes of `path`, or why they could not be read.
    private static func read(_ path: String, limit: Int) -> Result<[UInt8], Failure> {
        do {
            return .success(try readBytes(path, limit: limit))
        } catch {
            return .failure(error)
        }
    }

    /// Writes `contents` as UTF-8 to a new file at `path`, refusing a name that is taken (`O_EXCL`).
    public static func createFile(_ path: String, contents: String) throws(Failure) {
        try createFile(path, bytes: Array(contents.utf8))
    }

    /// Creates `path`, which must not exist, with `bytes`, and with `permissions` when given (else
    /// 0644 less the umask); on failure nothing is left behind.
    public static func createFile(_ path: String, bytes: [UInt8], permissions: mode_t? = nil) throws(Failure) {
        let descriptor = open(path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else { throw .current() }
        var failure = bytes.withUnsafeBufferPointer { writeAll($0, to: descriptor) }
        if failure == nil, let permissions, fchmod(descriptor, permissions) != 0 {
            failure = errno
        }
        if close(descriptor) != 0, failure == nil {
            failure = errno
        }
        if let failure {
            unlink(path)
            throw Failure(code: failure)
        }
    }

    /// Writes all of `contents` as UTF-8 to an open descriptor, such as standard error.
    /// - Returns: the `errno` of a failed write, or `nil`.
    @discardableResult
    public static func writeAll(_ contents: String, to descriptor: Int32) -> Int32? {
        var contents = contents
        return contents.withUTF8 { writeAll($0, to: descriptor) }
    }

    private static func writeAll(_ bytes: UnsafeBufferPointer<UInt8>, to descriptor: Int32) -> Int32? {
        var offset = 0
        while offset < bytes.count, let base = bytes.baseAddress {
            let written = systemWrite(descriptor, base + offset, bytes.count - offset)
            if written < 0 {
                if errno != EINTR { return errno }
            } else {
                offset += written
            }
        }
        return nil
    }

    /// The longest name, in bytes, that APFS, ext4 and most other file systems allow.
    public static let nameLengthLimit = 255

    /// Prefix of staged files: hidden, and recognisable so a killed run's leftovers can be removed.
    public static let temporaryPrefix = ".formgen-"

    /// Suffix of staged files; `.swift`, so that cleanups that look for staged Swift files find them.
    public static let temporarySuffix = ".swift"

    /// Writes `contents` to a new hidden file in `directory`, to be renamed over its destination by
    /// `replace(_:with:)` once every file of a run is staged.
    ///
    /// The name is `.formgen-<pid>-<token>-<serial>.swift`: at most 40 bytes whatever the destination's
    /// name, so a destination name of up to 255 bytes (the file system's limit) can still be staged.
    /// The process id and a token drawn once per process keep concurrent runs apart, in containers
    /// too, and the id tells a later run whose leftover a file is (see `temporaryFileOwner(_:)`);
    /// `O_EXCL` refuses any name that is taken. Until the file is renamed or removed, an interrupting
    /// signal removes it (see `removeStagedFilesOnSignal()`).
    /// - Parameter permissions: the new file's permission bits; 0644 less the umask when `nil`.
    /// - Returns: the staged file's path.
    public static func stage(
        _ bytes: [UInt8], in directory: String, as name: String, permissions: mode_t? = nil
    ) throws(Failure) -> String {
        let serial = StagedFiles.reserve(in: directory)
        defer { StagedFiles.finishCreating() }
        let temporary = join(directory, temporaryName(pid: getpid(), serial: serial))
        try createFile(temporary, bytes: bytes, permissions: permissions)
        return temporary
    }

    /// The name of the staged file number `serial` of process `pid`, with this process's token.
    public static func temporaryName(pid: pid_t, serial: Int) -> String {
        "\(temporaryPrefix)\(pid)-\(StagedFiles.token)-\(serial)\(temporarySuffix)"
    }

    /// The process id that staged the file called `name`, or `nil` when `name` is not the name of a
    /// staged file: `.formgen-<pid>-<token>-<serial>.swift`, the numbers decimal and the token eight
    /// hexadecimal digits, or `.formgen-<pid>-<serial>.swift` as earlier versions named them.
    public static func temporaryFileOwner(_ name: String) -> pid_t? {
        guard name.hasPrefix(temporaryPrefix), name.hasSuffix(temporarySuffix) else { return nil }
        let middle = name.utf8.dropFirst(temporaryPrefix.utf8.count).dropLast(temporarySuffix.utf8.count)
        var parts = middle.split(separator: UInt8(ascii: "-"), omittingEmptySubsequences: false)
        if parts.count == 3 {
            let isHexDigit = { (byte: UInt8) in (0x30...0x39).contains(byte) || (0x61...0x66).contains(byte) }
            guard parts[1].count == 8, parts[1].allSatisfy(isHexDigit) else { return nil }
            parts.remove(at: 1)
        }
        guard parts.count == 2,
            parts.allSatisfy({ !$0.isEmpty && $0.count <= 19 && $0.allSatisfy { (0x30...0x39).contains($0) } }),
            let pid = pid_t(String(decoding: parts[0], as: UTF8.self)), pid > 0
        else { return nil }
        return pid
    }

    /// Makes the signals that end a run (`StagedFiles.handledSignals`) remove the files this process
    /// staged and has not yet renamed, then end the process as the signal would have; and makes a
    /// file size limit (SIGXFSZ) fail the write with `EFBIG` rather than kill the process, so the
    /// ordinary error path reports it.
    public static func removeStagedFilesOnSignal() {
        StagedFiles.installHandlers()
    }

    /// Renames the staged file `temporary` over `path`, an atomic replacement; on failure the staged
    /// file is removed.
    public static func replace(_ path: String, with temporary: String) throws(Failure) {
        guard rename(temporary, path) != 0 else { return }
        let failure = Failure.current()
        unlink(temporary)
        throw failure
    }

    /// Swaps the files at `first` and `second` in one step, so that neither is ever lost; `false`
    /// where the system or the file system cannot swap.
    static func exchange(_ first: String, _ second: String) throws(Failure) -> Bool {
        try renameSupported(renameExchanging(first, second))
    }

    /// Renames `temporary` to `path` in one step unless something is at `path` (`EEXIST`); `false`
    /// where the system or the file system cannot refuse an existing file.
    static func renameWithoutReplacing(_ temporary: String, to path: String) throws(Failure) -> Bool {
        try renameSupported(renameExclusive(temporary, path))
    }

    /// `true` when a flagged rename returning `result` happened, `false` when it is not supported.
    private static func renameSupported(_ result: Int32) throws(Failure) -> Bool {
        guard result != 0 else { return true }
        // Darwin tells EOPNOTSUPP from ENOTSUP; Linux does not.
        guard [EINVAL, ENOSYS, ENOTSUP, EOPNOTSUPP].contains(errno) else { throw .current() }
        return false
    }

    /// Creates the directory at `path` and any missing parents, like `mkdir -p`; when it fails, the
    /// parents it created are removed again.
    /// - Returns: the directories it created, outermost first.
    @discardableResult public static func createDirectories(_ path: String) throws(Failure) -> [String] {
        switch kind(of: path) {
        case .directory: return []
        case .other: throw Failure(code: ENOTDIR)
        case .missing: break
        }
        var created: [String] = []
        let parent = parentPath(of: path)
        if parent != path, !parent.isEmpty {
            created = try createDirectories(parent)
        }
        if mkdir(path, 0o777) == 0 {
            created.append(path)
            StagedFiles.rememberCreated(path)
        } else {
            let failure = errno
            if failure != EEXIST || kind(of: path) != .directory {
                removeEmptyDirectories(created)
                throw Failure(code: failure)
            }
        }
        return created
    }

    /// Sets the access and modification times of the file at `path` (through a link) to now.
    public static func setModificationTimeToNow(_ path: String) throws(Failure) {
        guard utimensat(AT_FDCWD, path, nil, 0) == 0 else { throw .current() }
    }

    /// The names in the directory at `path`, without `.` and `..`, in no particular order.
    public static func directoryEntries(_ path: String) throws(Failure) -> [String] {
        guard let stream = opendir(path) else { throw .current() }
        defer { closedir(stream) }
        var names: [String] = []
        while let entry = readdir(stream) {
            let name = entryName(&entry.pointee.d_name)
            if name != "." && name != ".." { names.append(name) }
        }
        return names
    }

    /// The name in `storage`, a directory entry's whole `d_name`, whose address is taken where it lies,
    /// through the entry's pointer.
    private static func entryName(_ storage: UnsafeRawPointer) -> String {
        String(cString: storage.assumingMemoryBound(to: CChar.self))
    }

    /// `path` with a `/` and `name` appended.
    public static func join(_ path: String, _ name: String) -> String {
        path.hasSuffix("/") ? path + name : path + "/" + name
    }

    /// The directory that holds `path`: `a/b` → `a`, `/a` → `/`, `a` → `.`.
    package static func parentPath(of path: String) -> String {
        lastName(in: path) { bytes, name in
            guard !name.isEmpty else { return bytes.isEmpty ? "." : "/" }
            let slash = name.lowerBound - 1
            if slash < 0 { return "." }
            if slash == 0 { return "/" }
            return String(decoding: bytes[..<slash], as: UTF8.self)
        }
    }

    /// The last name in `path`: `a/b` → `b`, `a/b/` → `b`, `a` → `a`; `path` itself when it names
    /// nothing (`/`, an empty path).
    package static func fileName(of path: String) -> String {
        lastName(in: path) { bytes, name in
            name.isEmpty ? path : String(decoding: bytes[name], as: UTF8.self)
        }
    }

    /// Calls `body` with the UTF-8 of `path` and the range of its last name: after the last `/` that is
    /// not trailing, up to the trailing ones; empty (at 0) when the path is only slashes or empty.
    /// Read as bytes, as the file system reads a path: a `/` separates names even where it is part of
    /// a longer character (a combining mark after it, a prepended mark before it).
    private static func lastName(in path: String, _ body: ([UInt8], Range<Int>) -> String) -> String {
        let bytes = Array(path.utf8)
        let slash = UInt8(ascii: "/")
        let end = (bytes.lastIndex { $0 != slash } ?? -1) + 1
        let start = (bytes[..<end].lastIndex(of: slash) ?? -1) + 1
        return body(bytes, start..<end)
    }
}

#if canImport(Darwin)
private func renameExchanging(_ first: String, _ second: String) -> Int32 {
    renamex_np(first, second, UInt32(RENAME_SWAP))
}

private func renameExclusive(_ from: String, _ to: String) -> Int32 {
    renamex_np(from, to, UInt32(RENAME_EXCL))
}
#else
/// Linux's `renameat2(2)`, found by name: glibc declares it only for `_GNU_SOURCE`, which Swift's
/// Glibc module leaves out; `nil` where the C library has none.
private let renameat2: (@convention(c) (Int32, UnsafePointer<CChar>?, Int32, UnsafePointer<CChar>?, UInt32) -> Int32)? =
    {
        guard let symbol = dlsym(nil, "renameat2") else { return nil }
        return unsafeBitCast(
            symbol,
            to: (@convention(c) (Int32, UnsafePointer<CChar>?, Int32, UnsafePointer<CChar>?, UInt32) -> Int32).self
        )
    }()

/// `renameat2`'s flags, from `<linux/fs.h>`.
private let renameNoReplace: UInt32 = 1
private let renameExchange: UInt32 = 2

private func renameExchanging(_ first: String, _ second: String) -> Int32 {
    guard let renameat2 else {
        errno = ENOSYS
        return -1
    }
    return renameat2(AT_FDCWD, first, AT_FDCWD, second, renameExchange)
}

private func renameExclusive(_ from: String, _ to: String) -> Int32 {
    guard let renameat2 else {
        errno = ENOSYS
        return -1
    }
    return renameat2(AT_FDCWD, from, AT_FDCWD, to, renameNoReplace)
}
#endif

/// `read(2)` and `write(2)` under names that types with `read` or `write` methods cannot shadow.
private func systemRead(_ descriptor: Int32, _ buffer: UnsafeMutableRawPointer?, _ count: Int) -> Int {
    read(descriptor, buffer, count)
}

private func systemWrite(_ descriptor: Int32, _ bytes: UnsafeRawPointer, _ count: Int) -> Int {
    write(descriptor, bytes, count)
}
