import Foundation

/// Writes generated files into a directory without ever leaving it half-updated.
///
/// Every check happens before the first write: a file in the way that formgen did not generate
/// (no generated header) stops the run with nothing written. Unchanged files are not touched, so
/// their modification times stay and build systems see nothing new. Each changed file is written
/// to a temporary file in the same directory and renamed over the old one, which is atomic.
public struct OutputWriter {
    /// What a write did, file by file.
    public struct Report: Equatable, Sendable {
        public var written: [String] = []
        public var unchanged: [String] = []
    }

    /// Why nothing was written.
    public struct Failure: Error, Equatable, Sendable {
        public var path: String
        public var message: String
    }

    public let directory: URL

    public init(directory: URL) {
        self.directory = directory
    }

    /// A file `--check` reports: missing, or on disk with other bytes.
    public struct StaleFile: Equatable, Sendable {
        public var name: String
        public var isMissing: Bool
    }

    /// The files whose bytes on disk differ from `files`, in order; writes nothing.
    public func staleFiles(_ files: [GeneratedFile]) throws(Failure) -> [StaleFile] {
        try plan(files).filter(\.needsWrite).map { StaleFile(name: $0.file.name, isMissing: !$0.exists) }
    }

    /// Writes the files that changed; nothing at all if any check fails.
    ///
    /// All new contents go to temporary files first; only when every one is on disk are they
    /// renamed over the old files, so a full disk or an unwritable directory changes nothing.
    /// - Throws: `Failure` naming the path at fault.
    public func write(_ files: [GeneratedFile]) throws(Failure) -> Report {
        let steps = try plan(files)
        try createDirectoryIfNeeded()
        removeLeftoverTemporaryFiles()
        var report = Report()
        var staged: [(temporary: URL, destination: URL)] = []
        do throws(Failure) {
            for step in steps {
                guard step.needsWrite else {
                    report.unchanged.append(step.file.name)
                    continue
                }
                staged.append((try stage(Data(step.file.contents.utf8), for: step.url), step.url))
                report.written.append(step.file.name)
            }
            for file in staged where rename(file.temporary.path, file.destination.path) != 0 {
                throw Failure(
                    path: file.destination.path, message: "cannot replace the file: \(String(cString: strerror(errno)))"
                )
            }
        } catch {
            for file in staged { try? FileManager.default.removeItem(at: file.temporary) }
            throw error
        }
        return report
    }

    private struct Step {
        var file: GeneratedFile
        var url: URL
        var exists: Bool
        var needsWrite: Bool
    }

    private func plan(_ files: [GeneratedFile]) throws(Failure) -> [Step] {
        var ancestor = directory.standardizedFileURL
        while ancestor.path != "/" {
            var isDirectory: ObjCBool = false
            if FileManager.default.fileExists(atPath: ancestor.path, isDirectory: &isDirectory) {
                guard isDirectory.boolValue else {
                    let place = ancestor == directory.standardizedFileURL ? "the output path" : "'\(ancestor.path)'"
                    throw Failure(path: directory.path, message: "\(place) is a file, not a directory")
                }
                break
            }
            ancestor.deleteLastPathComponent()
        }
        var seen: Set<String> = []
        return try files.map { file throws(Failure) in
            let url = directory.appendingPathComponent(file.name)
            guard seen.insert(file.name).inserted else {
                throw Failure(path: url.path, message: "two specs would both generate '\(file.name)'")
            }
            guard FileManager.default.fileExists(atPath: url.path) else {
                return Step(file: file, url: url, exists: false, needsWrite: true)
            }
            let existing: Data
            do {
                existing = try Data(contentsOf: url)
            } catch {
                throw Failure(path: url.path, message: "cannot read the existing file: \(Self.describe(error))")
            }
            guard existing.starts(with: Data(GeneratedFile.headerPrefix.utf8)) else {
                throw Failure(
                    path: url.path,
                    message: "refusing to overwrite a file formgen did not generate (it lacks the "
                        + "'\(GeneratedFile.headerPrefix)' header)")
            }
            return Step(file: file, url: url, exists: true, needsWrite: existing != Data(file.contents.utf8))
        }
    }

    private func createDirectoryIfNeeded() throws(Failure) {
        do {
            try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        } catch {
            throw Failure(path: directory.path, message: "cannot create the output directory: \(Self.describe(error))")
        }
    }

    /// Prefix of the temporary files, hidden and recognisable so a killed run's leftovers can be removed.
    static let temporaryPrefix = ".formgen-"

    /// Writes `data` to a hidden sibling of `url`, to be renamed over it once every file is staged.
    ///
    /// Plain POSIX calls, so that a failure reports the system's reason ("No space left on
    /// device", "File too large") rather than a generic one.
    private func stage(_ data: Data, for url: URL) throws(Failure) -> URL {
        // The process id keeps concurrent runs apart; `O_EXCL` below refuses any name that is taken.
        let temporary = directory.appendingPathComponent(
            "\(Self.temporaryPrefix)\(getpid())-\(url.lastPathComponent)")
        let descriptor = open(temporary.path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else {
            throw Failure(path: url.path, message: "cannot write the file: \(String(cString: strerror(errno)))")
        }
        var failure: Int32?
        data.withUnsafeBytes { buffer in
            var offset = 0
            while offset < buffer.count, failure == nil, let base = buffer.baseAddress {
                let written = writeBytes(descriptor, base + offset, buffer.count - offset)
                if written < 0 {
                    if errno != EINTR { failure = errno }
                } else {
                    offset += written
                }
            }
        }
        if close(descriptor) != 0, failure == nil {
            failure = errno
        }
        if let failure {
            unlink(temporary.path)
            throw Failure(path: url.path, message: "cannot write the file: \(String(cString: strerror(failure)))")
        }
        return temporary
    }

    /// Deletes temporary files that a run killed between staging and renaming left behind; files of
    /// a run that is still going (its process id is alive) are left alone.
    private func removeLeftoverTemporaryFiles() {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []
        for name in names where name.hasPrefix(Self.temporaryPrefix) && name.hasSuffix(".swift") {
            let owner = name.dropFirst(Self.temporaryPrefix.count).prefix { $0 != "-" }
            if let pid = pid_t(owner), pid != getpid(), kill(pid, 0) == 0 || errno == EPERM {
                continue
            }
            try? FileManager.default.removeItem(at: directory.appendingPathComponent(name))
        }
    }

    /// The operating system's words for a file error, such as "No such file or directory".
    public static func describe(_ error: any Error) -> String {
        let nsError = error as NSError
        if let underlying = nsError.userInfo[NSUnderlyingErrorKey] as? NSError, underlying.domain == NSPOSIXErrorDomain
        {
            return String(cString: strerror(Int32(underlying.code)))
        }
        if nsError.domain == NSPOSIXErrorDomain {
            return String(cString: strerror(Int32(nsError.code)))
        }
        switch (error as? CocoaError)?.code {
        case .fileReadNoSuchFile?, .fileNoSuchFile?: return String(cString: strerror(ENOENT))
        case .fileReadNoPermission?, .fileWriteNoPermission?: return String(cString: strerror(EACCES))
        case .fileWriteOutOfSpace?: return String(cString: strerror(ENOSPC))
        case .fileWriteVolumeReadOnly?: return String(cString: strerror(EROFS))
        default: return nsError.localizedDescription
        }
    }
}

/// `write(2)`, named apart from `OutputWriter.write(_:)`, which hides it inside the type.
private func writeBytes(_ descriptor: Int32, _ bytes: UnsafeRawPointer, _ count: Int) -> Int {
    write(descriptor, bytes, count)
}
