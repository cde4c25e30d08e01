#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Writes generated files into a directory without ever leaving it half-updated or losing a file.
///
/// Every check happens before the first write: a file in the way that formgen did not generate
/// (no generated header) stops the run with nothing written. Unchanged files are not touched, so
/// their modification times stay and build systems see nothing new. Each changed file is written
/// to a temporary file beside the one it replaces, with that file's permissions, then put in its
/// place in one step that keeps whatever it displaces: if that is not what the run read there
/// (a translator saved a catalog, a hand-written file appeared), every file goes back as it was.
/// A symbolic link is written through, so the file it leads to changes and the link stays.
public struct OutputWriter: Sendable {
    /// What a write did, file by file.
    public struct Report: Equatable, Sendable {
        public var written: [String] = []
        public var unchanged: [String] = []
        /// The String Catalogs that killed runs left under staged names, which are kept (see
        /// `removeLeftoverTemporaryFiles(of:)`), by path.
        public var keptCatalogLeftovers: [String] = []
    }

    /// Why nothing was written.
    public struct Failure: Error, Equatable, Sendable {
        public var path: String
        public var message: String

        package init(path: String, message: String) {
            (self.path, self.message) = (path, message)
        }
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
    /// - Parameter reportingOrphans: `false` when `files` are part of what the directory holds
    ///   (`--only`), so the other part's files are not reported.
    public func staleFiles(_ files: [GeneratedFile], reportingOrphans: Bool = true) throws(Failure) -> [StaleFile] {
        let stale = try plan(files).filter { $0.needsWrite }.map {
            StaleFile(name: $0.file.name, state: $0.existing == nil ? .missing : .outOfDate)
        }
        guard reportingOrphans else { return stale }
        let names = Set(files.map(\.name))
        let markers = Set(files.map(\.marker)).subtracting([.none])
        // Only files of the kinds the run writes: a copy such as `Form.swift.bak` is somebody's.
        let extensions = Set(files.map { Self.fileExtension($0.name) })
        let entries = (try? FileSystem.directoryEntries(directory)) ?? []
        let orphans = entries.sorted().filter { name in
            guard !names.contains(name), extensions.contains(Self.fileExtension(name)),
                !name.hasPrefix(FileSystem.temporaryPrefix),
                FileSystem.kind(of: FileSystem.join(directory, name)) == .other,
                let bytes = try? FileSystem.readBytes(
                    FileSystem.join(directory, name), limit: OwnershipMarker.headerReadLimit)
            else { return false }
            return markers.contains { $0.marks(bytes) }
        }
        return stale + orphans.map { StaleFile(name: $0, state: .orphaned) }
    }

    /// What ends `name` from its last `.`: `.swift`, `.bak`; empty when it has none.
    private static func fileExtension(_ name: String) -> Substring {
        name.lastIndex(of: ".").map { name[$0...] } ?? ""
    }

    /// Gives the files of `names` in the directory the current time as their modification time,
    /// bytes untouched: for a build system that reruns a step while an input is newer than an
    /// output (Xcode's Run Script phases), an unchanged output must still be newer than its inputs.
    public func markCurrent(_ names: [String]) throws(Failure) {
        for name in names {
            let path = FileSystem.join(directory, name)
            do {
                try FileSystem.setModificationTimeToNow(path)
            } catch {
                throw Failure(path: path, message: "cannot set the modification time: \(error.reason)")
            }
        }
    }

    /// Writes the files that changed; nothing at all if any check fails.
    ///
    /// All new contents go to temporary files first; only when every one is on disk are they put
    /// in place, so a full disk or an unwritable directory changes nothing.
    /// - Throws: `Failure` naming the path at fault.
    public func write(_ files: [GeneratedFile]) throws(Failure) -> Report {
        try Self.write([(self, files)])[0]
    }

    /// Writes the files of several directories as one write, as `write(_:)` writes one: every
    /// directory is checked before any file is staged, and every file is staged before any is put
    /// in place, so a failure in one directory changes none of them, and removes the directories it
    /// created.
    /// - Returns: a report for each directory, in order.
    public static func write(_ sets: [(writer: OutputWriter, files: [GeneratedFile])]) throws(Failure) -> [Report] {
        var plans: [(writer: OutputWriter, steps: [Step])] = []
        for (writer, files) in sets {
            plans.append((writer, try writer.plan(files)))
        }
        if plans.count > 1 { try checkDirectories(of: plans) }
        var created: [String] = []
        var succeeded = false
        // Runs after the staged files are removed, when the directories are empty again.
        defer { if !succeeded { FileSystem.removeEmptyDirectories(created) } }
        var keptLeftovers: [[String]] = []
        for (writer, steps) in plans {
            do {
                created += try FileSystem.createDirectories(writer.directory)
            } catch {
                throw Failure(path: writer.directory, message: "cannot create the output directory: \(error.reason)")
            }
            keptLeftovers.append(writer.removeLeftoverTemporaryFiles(of: steps))
        }
        var staged: [(writer: OutputWriter, step: Step, temporary: String)] = []
        defer {
            // After the swaps these hold the replaced files, or after a failure the new ones.
            for entry in staged { unlink(entry.temporary) }
            StagedFiles.releaseSignals()
        }
        for (writer, steps) in plans {
            for step in steps where step.needsWrite {
                staged.append((writer, step, try writer.stage(step)))
            }
        }
        // A signal's handler removes every staged path; while files are swapped, one may hold a
        // file that is not formgen's until it is swapped back.
        StagedFiles.holdSignals()
        try publish(staged)
        succeeded = true
        return zip(plans, keptLeftovers).map { plan, kept in
            Report(
                written: plan.steps.filter(\.needsWrite).map(\.file.name),
                unchanged: plan.steps.filter { !$0.needsWrite }.map(\.file.name), keptCatalogLeftovers: kept)
        }
    }

    /// No directory of a write lies at or under a file it writes: creating it would put a folder
    /// where that file goes.
    private static func checkDirectories(of plans: [(writer: OutputWriter, steps: [Step])]) throws(Failure) {
        let files = plans.flatMap { plan in
            plan.steps.map {
                (path: FileSystem.physicalPath($0.path), name: FileSystem.join(plan.writer.directory, $0.file.name))
            }
        }
        for (writer, _) in plans {
            let directory = FileSystem.physicalPath(writer.directory)
            if let file = files.first(where: { directory == $0.path || directory.hasPrefix($0.path + "/") }) {
                let place = directory == file.path ? "is" : "lies inside"
                throw Failure(
                    path: writer.directory,
                    message: "\(place) '\(file.name)', which this run writes as a file; nothing was written")
            }
        }
    }

    private struct Step {
        var file: GeneratedFile
        /// Where the file goes: its place in the directory, or the file a symbolic link there leads to.
        var path: String
        /// What the plan read at `path`; `nil` when there was no file.
        var existing: FileSystem.ExistingFile?
        var needsWrite: Bool
    }

    /// Puts each staged file in place, in order, each only while what it displaces may be replaced
    /// (see `mayReplace`); otherwise the files already put in place are taken back and the run fails.
    private static func publish(_ staged: [(writer: OutputWriter, step: Step, temporary: String)]) throws(Failure) {
        var done: [(placement: Placement, step: Step, temporary: String)] = []
        for (writer, step, temporary) in staged {
            do {
                done.append((try writer.put(temporary, for: step), step, temporary))
            } catch {
                undo(done)
                var failure = error
                let replaced = done.filter { $0.placement == .renamed }.map { "'\($0.step.file.name)'" }
                if !replaced.isEmpty {
                    failure.message +=
                        "; this file system cannot swap files, so " + replaced.joined(separator: ", ")
                        + " had been replaced already"
                }
                throw failure
            }
        }
    }

    /// Puts `temporary` at `step`'s path, or fails saying why it did not.
    private func put(_ temporary: String, for step: Step) throws(Failure) -> Placement {
        let name = FileSystem.join(directory, step.file.name)
        let placement: Placement?
        do {
            placement = try place(temporary, for: step) { mayReplace($0, for: step) }
        } catch {
            throw Failure(path: name, message: "cannot replace the file: \(error.reason)")
        }
        guard let placement else {
            throw step.existing == nil ? Failure(appeared: name) : Failure(changed: name)
        }
        return placement
    }

    /// Whether a file may be put in place of `displaced` (`nil`: no file): a file made from what was
    /// on disk only in place of exactly that; any other file in place of what the plan read, of
    /// nothing, or of a file of its own kind that another formgen run put there meanwhile.
    private func mayReplace(_ displaced: [UInt8]?, for step: Step) -> Bool {
        if displaced == step.existing?.bytes { return true }
        guard step.file.basis == nil else { return false }
        return displaced.map(step.file.marker.marks) ?? true
    }

    /// How `place` put a file in place, which says how to take it back.
    private enum Placement {
        /// Where there was no file.
        case created
        /// Swapped with the file that was there, which is now at the temporary path.
        case swapped
        /// Renamed over the file that was there, which is gone.
        case renamed
    }

    /// Puts `temporary` at `step`'s path if `accepts` what it displaces; `nil`, with nothing
    /// changed, if not.
    private func place(_ temporary: String, for step: Step, accepts: ([UInt8]?) -> Bool) throws(FileSystem.Failure)
        -> Placement?
    {
        let path = step.path
        if accepts(nil), try renamedWithoutReplacing(temporary, to: path) { return .created }
        if try exchanged(temporary, path) {
            // `temporary` now holds what was at `path`; what cannot be read is not accepted.
            if let displaced = try? FileSystem.readBytesIfPresent(temporary), accepts(displaced) { return .swapped }
            Self.swapBack(temporary, path, ours: step.file.bytes)
            return nil
        }
        // Where the file system can neither swap nor refuse an existing file: look, then rename.
        guard let current = try? FileSystem.readBytesIfPresent(path), accepts(current) else {
            guard FileSystem.kind(of: path) == .missing, accepts(nil) else { return nil }
            try FileSystem.replace(path, with: temporary)
            return .created
        }
        try FileSystem.replace(path, with: temporary)
        return .renamed
    }

    /// Swaps `temporary` and `path` back after a swap put `ours` at `path`. If `path` no longer
    /// held ours (a program saved it meanwhile), that save goes back in its place, and `temporary`
    /// keeps the file the save replaced.
    private static func swapBack(_ temporary: String, _ path: String, ours: [UInt8]) {
        guard (try? FileSystem.exchange(temporary, path)) == true else { return }
        if !Self.holds(temporary, ours) {
            _ = try? FileSystem.exchange(temporary, path)
        }
    }

    /// Whether the file at `path` holds `bytes`.
    private static func holds(_ path: String, _ bytes: [UInt8]) -> Bool {
        (try? FileSystem.readBytesIfPresent(path)) == bytes
    }

    /// `FileSystem.renameWithoutReplacing`, `false` also when a file is in the way.
    private func renamedWithoutReplacing(_ temporary: String, to path: String) throws(FileSystem.Failure) -> Bool {
        do {
            return try FileSystem.renameWithoutReplacing(temporary, to: path)
        } catch  where error == FileSystem.Failure(code: EEXIST) {
            return false
        }
    }

    /// `FileSystem.exchange`, `false` also when there is no file to swap with.
    private func exchanged(_ temporary: String, _ path: String) throws(FileSystem.Failure) -> Bool {
        do {
            return try FileSystem.exchange(temporary, path)
        } catch  where error == FileSystem.Failure(code: ENOENT) {
            return false
        }
    }

    /// Takes back the files `publish` put in place, last first: a displaced file returns, a new one
    /// goes (to its temporary path, which `write` removes). A file renamed over another cannot be.
    private static func undo(_ done: [(placement: Placement, step: Step, temporary: String)]) {
        for (placement, step, temporary) in done.reversed() {
            switch placement {
            case .created:
                // What is at the path goes only if it is still this run's file.
                if rename(step.path, temporary) == 0, !Self.holds(temporary, step.file.bytes) {
                    rename(temporary, step.path)
                }
            case .swapped: swapBack(temporary, step.path, ours: step.file.bytes)
            case .renamed: break
            }
        }
    }

    private func plan(_ files: [GeneratedFile]) throws(Failure) -> [Step] {
        var ancestor = directory
        while true {
            let kind = FileSystem.kind(of: ancestor)
            // The path itself goes before each message; a folder above it is named.
            let above = ancestor == directory ? nil : "'\(ancestor)'"
            if kind == .other {
                throw Failure(path: directory, message: (above.map { $0 + " " } ?? "") + "is a file, not a directory")
            }
            if kind == .missing {
                do {
                    _ = try FileSystem.resolvingLink(ancestor)
                } catch {
                    throw Failure(
                        path: directory,
                        message: "cannot be the output directory: " + (above.map { $0 + ": " } ?? "") + error.reason)
                }
            }
            let parent = FileSystem.parentPath(of: ancestor)
            if kind == .directory || parent == ancestor { break }
            ancestor = parent
        }
        try Self.checkCollisions(files, in: directory)
        var steps: [Step] = []
        var names: [String: String] = [:]
        for file in files {
            let step = try step(for: file)
            // Symbolic links may lead two names to one file. A link's path is already absolute and
            // resolved, and a file's must be too, whatever `directory` is relative to.
            if let other = names.updateValue(file.name, forKey: FileSystem.realPath(step.path) ?? step.path) {
                throw Failure(
                    path: FileSystem.join(directory, file.name),
                    message: "leads to the same file as '\(other)', which this run writes too; nothing was written")
            }
            steps.append(step)
        }
        return steps
    }

    /// Two files whose names differ only in case are one file on macOS's default file system, so
    /// they are refused everywhere, naming the inputs they come from. The finding is at the second
    /// file's place in `directory`, or with no directory (a run that writes nothing) at its spec.
    /// A spec named like a staged file (see `FileSystem.temporaryFileOwner(_:)`) would give a form
    /// that a later run takes for a killed run's leftover, so that is refused too, as is a name
    /// longer than a file system allows.
    package static func checkCollisions(_ files: [GeneratedFile], in directory: String?) throws(Failure) {
        var seen: [String: GeneratedFile] = [:]
        for file in files {
            if file.name.utf8.count > FileSystem.nameLengthLimit {
                throw Failure(
                    path: file.source ?? directory.map { FileSystem.join($0, file.name) } ?? file.name,
                    message: "its form's file would be named '\(file.name)', \(file.name.utf8.count) bytes long, past "
                        + "the \(FileSystem.nameLengthLimit) bytes a file system allows in a name; rename the spec")
            }
            if FileSystem.temporaryFileOwner(file.name) != nil {
                throw Failure(
                    path: directory.map { FileSystem.join($0, file.name) } ?? file.source ?? file.name,
                    message: "\(file.source.map { "'\($0)'" } ?? "this run") would generate '\(file.name)', named as "
                        + "formgen names its temporary files ('.formgen-<process>-[<token>-]<number>.swift'); "
                        + "rename the spec")
            }
            let folded = file.name.lowercased()
            guard let first = seen[folded] else {
                seen[folded] = file
                continue
            }
            let sources = [first, file].map { $0.source.map { "'\($0)'" } ?? "formgen's own '\($0.name)'" }
            let what = first.name == file.name ? "'\(file.name)'" : "'\(first.name)' and '\(file.name)'"
            // Swift's `==` counts a composed `é` and an `e` with a combining accent as one name; the
            // bytes differ, and macOS's file systems take them for one file too.
            var why = ""
            if first.name != file.name {
                why = ", one file where case does not count (as on macOS)"
            } else if !first.name.utf8.elementsEqual(file.name.utf8) {
                why = ", the same name with its accents composed in one and separate in the other (one file on macOS)"
            }
            throw Failure(
                path: directory.map { FileSystem.join($0, file.name) } ?? file.source ?? first.source ?? file.name,
                message: "\(sources[0]) and \(sources[1]) would both generate \(what)" + why)
        }
    }

    /// `checkCollisions` of `forms` beside the support files, which a run writes into the same folder
    /// whether or not this part of it writes them.
    package static func checkCollisions(forms: [GeneratedFile], in directory: String?) throws(Failure) {
        let support = OutputKind.targetFileNames.map { GeneratedFile(name: $0, bytes: [], marker: .swiftHeader) }
        try checkCollisions(forms + support, in: directory)
    }

    /// What to do with `file`: where it goes, what is there, and whether its bytes differ.
    private func step(for file: GeneratedFile) throws(Failure) -> Step {
        let place = FileSystem.join(directory, file.name)
        let path: String
        let existing: FileSystem.ExistingFile?
        do throws(FileSystem.Failure) {
            path = try FileSystem.resolvingLink(place)
            existing = try FileSystem.readFileIfPresent(path)
        } catch {
            throw Failure(path: place, message: "cannot read the existing file: \(error.reason)")
        }
        switch file.basis {
        case .absent where existing != nil: throw Failure(appeared: place)
        case .bytes(let bytes) where existing.map({ !FileSystem.sameBytes($0.bytes, bytes) }) ?? true:
            throw Failure(changed: place)
        default: break
        }
        guard let existing else { return Step(file: file, path: path, existing: nil, needsWrite: true) }
        let same = FileSystem.sameBytes(existing.bytes, file.bytes)
        // A file the contents were made from was read and understood as this kind of file already.
        guard same || file.basis != nil || file.marker.marks(existing.bytes) else {
            throw Failure(path: place, message: file.marker.refusal)
        }
        if !same, existing.linkCount > 1 {
            throw Failure(
                path: place,
                message: "has \(existing.linkCount) hard links, and replacing it would leave the other names "
                    + "with the old contents; nothing was written")
        }
        return Step(file: file, path: path, existing: existing, needsWrite: !same)
    }

    /// Stages the new contents of `step`'s file beside the file it replaces, with its permissions.
    private func stage(_ step: Step) throws(Failure) -> String {
        do {
            return try FileSystem.stage(
                step.file.bytes, in: FileSystem.parentPath(of: step.path), as: step.file.name,
                permissions: step.existing?.permissions)
        } catch {
            throw Failure(path: step.path, message: "cannot write the file: \(error.reason)")
        }
    }

    /// Deletes the temporary files that a killed run left behind, in the directory and in each
    /// directory a symbolic link there leads to, where files are staged too: only names that
    /// `FileSystem` stages (see `FileSystem.temporaryFileOwner(_:)`), whose process is gone, and
    /// that are empty (a run killed as it created one) or begin with the marker of a kind of file
    /// this run writes. Anything else is somebody's file, and a file this run writes is its own
    /// output. A String Catalog's leftover is never removed, as a run killed while it swapped a
    /// catalog into place may have left a translator's save under the staged name: it is returned,
    /// for the run to name. A process of another machine (a shared network folder) looks gone from
    /// here; on such a folder a live run's staged file may be taken for a leftover.
    /// - Returns: the String Catalogs left by killed runs, when this run writes catalogs.
    private func removeLeftoverTemporaryFiles(of steps: [Step]) -> [String] {
        let markers = Set(steps.map(\.file.marker)).subtracting([.none])
        guard !markers.isEmpty else { return [] }
        let outputs = Set(steps.map(\.path))
        let directories = Set([directory] + steps.map { FileSystem.parentPath(of: $0.path) })
        var keptCatalogs: [String] = []
        for directory in directories.sorted() {
            for name in (try? FileSystem.directoryEntries(directory)) ?? [] {
                let path = FileSystem.join(directory, name)
                guard !outputs.contains(path), let pid = FileSystem.temporaryFileOwner(name), pid != getpid(),
                    kill(pid, 0) != 0, errno == ESRCH,
                    let bytes = try? FileSystem.readBytes(path, limit: OwnershipMarker.headerReadLimit)
                else { continue }
                if markers.contains(.stringCatalog) && OwnershipMarker.stringCatalog.marks(bytes) {
                    keptCatalogs.append(path)
                } else if bytes.isEmpty || markers.contains(where: { $0.marks(bytes) }) {
                    unlink(path)
                }
            }
        }
        return keptCatalogs
    }
}

extension OutputWriter.Failure {
    /// A file that the run read, or found missing, is not what it was when the run put its own there.
    fileprivate init(changed path: String) {
        self.init(
            path: path,
            message: "changed while formgen was updating it (saved by another program or another formgen run); "
                + "nothing was written: run formgen again")
    }

    fileprivate init(appeared path: String) {
        self.init(
            path: path,
            message: "appeared while formgen was writing it (created by another program or another formgen run); "
                + "nothing was written: run formgen again")
    }
}
