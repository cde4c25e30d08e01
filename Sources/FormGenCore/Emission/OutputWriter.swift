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

    /// The files whose bytes on disk differ from `files` (missing ones included), in order.
    public func staleFiles(_ files: [GeneratedFile]) throws(Failure) -> [String] {
        try plan(files).filter { $0.needsWrite }.map(\.file.name)
    }

    /// Writes the files that changed; nothing at all if any check fails.
    /// - Throws: `Failure` naming the path at fault.
    public func write(_ files: [GeneratedFile]) throws(Failure) -> Report {
        let steps = try plan(files)
        try createDirectoryIfNeeded()
        var report = Report()
        for step in steps {
            guard step.needsWrite else {
                report.unchanged.append(step.file.name)
                continue
            }
            try replace(step.url, with: Data(step.file.contents.utf8))
            report.written.append(step.file.name)
        }
        return report
    }

    private struct Step {
        var file: GeneratedFile
        var url: URL
        var needsWrite: Bool
    }

    private func plan(_ files: [GeneratedFile]) throws(Failure) -> [Step] {
        var isDirectory: ObjCBool = false
        if FileManager.default.fileExists(atPath: directory.path, isDirectory: &isDirectory), !isDirectory.boolValue {
            throw Failure(path: directory.path, message: "the output path is a file, not a directory")
        }
        var seen: Set<String> = []
        return try files.map { file throws(Failure) in
            let url = directory.appendingPathComponent(file.name)
            guard seen.insert(file.name).inserted else {
                throw Failure(path: url.path, message: "two specs would both generate '\(file.name)'")
            }
            guard FileManager.default.fileExists(atPath: url.path) else {
                return Step(file: file, url: url, needsWrite: true)
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
            return Step(file: file, url: url, needsWrite: existing != Data(file.contents.utf8))
        }
    }

    private func createDirectoryIfNeeded() throws(Failure) {
        do {
            try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        } catch {
            throw Failure(path: directory.path, message: "cannot create the output directory: \(Self.describe(error))")
        }
    }

    /// Writes a sibling temporary file and renames it over `url`, so readers see the old or the new bytes.
    private func replace(_ url: URL, with data: Data) throws(Failure) {
        let temporary = directory.appendingPathComponent(".\(url.lastPathComponent).formgen-\(UUID().uuidString)")
        do {
            try data.write(to: temporary)
            guard rename(temporary.path, url.path) == 0 else {
                let message = String(cString: strerror(errno))
                try? FileManager.default.removeItem(at: temporary)
                throw Failure(path: url.path, message: "cannot replace the file: \(message)")
            }
        } catch let failure as Failure {
            throw failure
        } catch {
            try? FileManager.default.removeItem(at: temporary)
            throw Failure(path: url.path, message: "cannot write the file: \(Self.describe(error))")
        }
    }

    static func describe(_ error: any Error) -> String {
        let nsError = error as NSError
        if let underlying = nsError.userInfo[NSUnderlyingErrorKey] as? NSError, underlying.domain == NSPOSIXErrorDomain
        {
            return String(cString: strerror(Int32(underlying.code)))
        }
        return nsError.localizedDescription
    }
}
