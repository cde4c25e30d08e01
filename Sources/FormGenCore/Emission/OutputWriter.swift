#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Writes generated files into a directory without ever leaving it half-updated.
///
/// Every check happens before the first write: a file in the way that formgen did not generate
/// (no generated header) stops the run with nothing written. Unchanged files are not touched, so
/// their modification times stay and build systems see nothing new. Each changed file is written
/// to a temporary file in the same directory and renamed over the old one, which is atomic.
public struct OutputWriter: Sendable {
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

    /// The directory the files go into, as given (relative paths are relative to the current one).
    public let directory: String

    public init(directory: String) {
        self.directory = directory
    }

    /// A file `--check` reports.
    public struct StaleFile: Equatable, Sendable {
        public enum State: Equatable, Sendable {
            /// formgen would write it, and it is not there.
            case missing
            /// It is there with other bytes.
            case outOfDate
            /// formgen wrote it (it carries a marker), but no input of this run makes it any more.
            case orphaned
        }

        public var name: String
        public var state: State
    }

    /// The files whose bytes on disk differ from `files`, in order, then the files formgen wrote
    /// that none of `files` is, by name; writes nothing.
    public func staleFiles(_ files: [GeneratedFile]) throws(Failure) -> [StaleFile] {
        let stale = try plan(files).filter { $0.needsWrite }.map {
            StaleFile(name: $0.file.name, state: $0.exists ? .outOfDate : .missing)
        }
        let names = Set(files.map { $0.name })
        let markers = Set(files.map { $0.marker }).filter { $0 != .none }
        let entries = (try? FileSystem.directoryEntries(directory)) ?? []
        let orphans = entries.sorted().filter { name in
            guard !names.contains(name), !name.hasPrefix(FileSystem.temporaryPrefix),
                FileSystem.kind(of: FileSystem.join(directory, name)) == .other,
                let bytes = try? FileSystem.readBytes(FileSystem.join(directory, name), limit: 4096)
            else { return false }
            return markers.contains { $0.marks(bytes) }
        }
        return stale + orphans.map { StaleFile(name: $0, state: .orphaned) }
    }

    /// Writes the files that changed; nothing at all if any check fails.
    ///
    /// All new contents go to temporary files first; only when every one is on disk are they
    /// renamed over the old files, so a full disk or an unwritable directory changes nothing.
    /// - Throws: `Failure` naming the path at fault.
    public func write(_ files: [GeneratedFile]) throws(Failure) -> Report {
        let steps = try plan(files)
        do {
            try FileSystem.createDirectories(directory)
        } catch {
            throw Failure(path: directory, message: "cannot create the output directory: \(error.reason)")
        }
        var report = Report()
        removeLeftoverTemporaryFiles(of: files)
        // Index loops here: a debug build (the build plugin's tool) runs `filter`, `zip` and a `for in`
        // loop's iterator as unspecialised generic code, in every run.
        var changed: [Step] = []
        var index = 0
        while index < steps.count {
            if steps[index].needsWrite {
                report.written.append(steps[index].file.name)
                changed.append(steps[index])
            } else {
                report.unchanged.append(steps[index].file.name)
            }
            index += 1
        }
        var staged: [String] = []
        do throws(Failure) {
            index = 0
            while index < changed.count {
                staged.append(try stage(changed[index].file, at: changed[index].path))
                index += 1
            }
            index = 0
            while index < changed.count {
                let path = changed[index].path
                do throws(FileSystem.Failure) {
                    try FileSystem.replace(path, with: staged[index])
                } catch {
                    throw Failure(path: path, message: "cannot replace the file: \(error.reason)")
                }
                index += 1
            }
        } catch {
            for temporary in staged { unlink(temporary) }
            throw error
        }
        return report
    }

    private struct Step {
        var file: GeneratedFile
        var path: String
        var exists: Bool
        var needsWrite: Bool
    }

    private func plan(_ files: [GeneratedFile]) throws(Failure) -> [Step] {
        var ancestor = directory
        while true {
            let kind = FileSystem.kind(of: ancestor)
            if kind == .other {
                let place = ancestor == directory ? "the output path" : "'\(ancestor)'"
                throw Failure(path: directory, message: "\(place) is a file, not a directory")
            }
            let parent = FileSystem.parentPath(of: ancestor)
            if kind == .directory || parent == ancestor { break }
            ancestor = parent
        }
        try Self.checkCollisions(files, in: directory)
        var steps: [Step] = []
        var index = 0
        while index < files.count {
            steps.append(try step(for: files[index]))
            index += 1
        }
        return steps
    }

    /// Two files whose names differ only in case are one file on macOS's default file system, so
    /// they are refused everywhere, naming the inputs they come from.
    private static func checkCollisions(_ files: [GeneratedFile], in directory: String) throws(Failure) {
        // The first file of each folded name, by its position: a dictionary of `Int` and an index loop,
        // which a debug build (the build plugin's tool) runs with types it has already made.
        var seen: [String: Int] = [:]
        var index = 0
        while index < files.count {
            let file = files[index]
            let folded = String(file.name.lowercased())
            guard let firstIndex = seen[folded] else {
                seen[folded] = index
                index += 1
                continue
            }
            let first = files[firstIndex]
            let sources = [first, file].map { $0.source.map { "'\($0)'" } ?? "formgen's own '\($0.name)'" }
            let what = first.name == file.name ? "'\(file.name)'" : "'\(first.name)' and '\(file.name)'"
            throw Failure(
                path: FileSystem.join(directory, file.name),
                message: "\(sources[0]) and \(sources[1]) would both generate \(what)"
                    + (first.name == file.name ? "" : ", one file where case does not count (as on macOS)"))
        }
    }

    /// What to do with `file`: whether it exists, and whether its bytes on disk differ.
    private func step(for file: GeneratedFile) throws(Failure) -> Step {
        let path = FileSystem.join(directory, file.name)
        let existing: [UInt8]
        do throws(FileSystem.Failure) {
            guard let bytes = try FileSystem.readBytesIfPresent(path) else {
                return Step(file: file, path: path, exists: false, needsWrite: true)
            }
            existing = bytes
        } catch {
            throw Failure(path: path, message: "cannot read the existing file: \(error.reason)")
        }
        let same = FileSystem.sameBytes(existing, file.bytes)
        guard same || file.marker.marks(existing) else {
            throw Failure(path: path, message: file.marker.refusal)
        }
        return Step(file: file, path: path, exists: true, needsWrite: !same)
    }

    /// Stages `file`, to be renamed over `path` once every file is staged.
    private func stage(_ file: GeneratedFile, at path: String) throws(Failure) -> String {
        do {
            return try FileSystem.stage(file.bytes, in: directory, as: file.name)
        } catch {
            throw Failure(path: path, message: "cannot write the file: \(error.reason)")
        }
    }

    /// Deletes the temporary files that a killed run left behind: only names that `FileSystem`
    /// stages (`.formgen-<pid>-<serial>.swift`), whose process `<pid>` is gone, and whose contents
    /// begin with the marker of a kind of file this run writes. Anything else is somebody's file,
    /// and a file this run writes (a spec may be named like a staged file) is its own output.
    private func removeLeftoverTemporaryFiles(of files: [GeneratedFile]) {
        // Index loops and arrays: a debug build (the build plugin's tool) runs `map`, `filter` and the
        // sets' generic code unspecialised, in every run; the files of one run are few.
        var markers: [OwnershipMarker] = []
        var index = 0
        while index < files.count {
            let marker = files[index].marker
            var known = 0
            while known < markers.count, markers[known] != marker { known += 1 }
            if marker != .none, known == markers.count { markers.append(marker) }
            index += 1
        }
        guard !markers.isEmpty else { return }
        let names = (try? FileSystem.directoryEntries(directory)) ?? []
        for name in names where !Self.isOutput(name, of: files) {
            guard let pid = FileSystem.temporaryFileOwner(name), pid != getpid(), kill(pid, 0) != 0, errno == ESRCH
            else { continue }
            let path = FileSystem.join(directory, name)
            guard let bytes = try? FileSystem.readBytes(path, limit: 4096), markers.contains(where: { $0.marks(bytes) })
            else { continue }
            unlink(path)
        }
    }

    /// Whether one of `files` is named `name`.
    private static func isOutput(_ name: String, of files: [GeneratedFile]) -> Bool {
        var index = 0
        while index < files.count {
            if files[index].name == name { return true }
            index += 1
        }
        return false
    }
}
