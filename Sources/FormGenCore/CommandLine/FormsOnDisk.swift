/// The Swift files already in an output directory, which a run with other specs must keep
/// compiling: the support files keep the parts of the runtime that formgen's forms among them use.
/// A run holds the directory while it reads them and writes, so that two runs take turns.
package enum FormsOnDisk {
    /// How long, in seconds, a run waits for another that holds its output directory.
    static let holdTimeout = 60

    /// Holds `directory` for the rest of this run (see `FileSystem.holdUntilExit`), so that no other
    /// run changes the forms in it between this run's reading them and its writing, saying so on
    /// standard error when it must wait (unless quiet). With `creating`, a missing directory is
    /// created first, as a run that holds its parent instead would not keep out a run that starts
    /// once it exists; without, a missing one is not held: there is nothing in it to read.
    /// - Returns: the directories created, which a run that fails removes
    ///   (`FileSystem.removeEmptyDirectories`); `nil`, with the error printed, when another run
    ///   held the directory for `holdTimeout` seconds. A directory that cannot be created is not
    ///   held, and the run reports it where it would write.
    static func hold(_ directory: String, creating: Bool, printer: inout DiagnosticPrinter) -> [String]? {
        guard creating || FileSystem.kind(of: directory) == .directory else { return [] }
        var created: [String] = []
        let place = SwiftEscaping.inertText(directory)
        // Created again if a run that failed removed it while this one waited.
        let held = FileSystem.holdUntilExit(
            directory, timeout: holdTimeout,
            prepare: {
                if creating, let made = try? FileSystem.createDirectories(directory) { created += made }
            }
        ) {
            printer.notice(
                "formgen: waiting for \(place), which another formgen run is writing (or another program holds)")
        }
        guard held else {
            FileSystem.removeEmptyDirectories(created)
            printer.error(
                path: directory,
                "another formgen run (or another program) has held the directory for \(holdTimeout) seconds; "
                    + "nothing was written")
            return nil
        }
        return created
    }

    /// Runs `run` while this run holds `directory` (see `hold`); when it fails, the directories
    /// `hold` created, still empty, are removed.
    package static func holding(
        _ directory: String, creating: Bool, printer: inout DiagnosticPrinter,
        _ run: (inout DiagnosticPrinter) -> ExitStatus
    ) -> ExitStatus {
        guard let created = hold(directory, creating: creating, printer: &printer) else { return .failure }
        let status = run(&printer)
        if status != .success { FileSystem.removeEmptyDirectories(created) }
        return status
    }

    /// `read(_:)`, or `nil` with the error printed.
    package static func read(_ directory: String, printer: inout DiagnosticPrinter) -> [String: [UInt8]]? {
        do {
            return try read(directory)
        } catch {
            printer.error(path: error.path, error.message)
            return nil
        }
    }

    /// The start of each Swift file in `directory` other than the support files and formgen's own
    /// staged files, by name: enough to hold a form file's header. Nothing when there is no
    /// directory yet; what is not a regular file is not a form.
    /// - Throws: `OutputWriter.Failure` when the directory cannot be listed or a Swift file in it
    ///   cannot be read: the support files could drop what that form needs.
    package static func read(_ directory: String) throws(OutputWriter.Failure) -> [String: [UInt8]] {
        guard FileSystem.kind(of: directory) == .directory else { return [:] }
        let names: [String]
        do {
            names = try FileSystem.directoryEntries(directory)
        } catch {
            throw OutputWriter.Failure(path: directory, message: "cannot list the output directory: \(error.reason)")
        }
        let supportFiles = Set(OutputKind.targetFileNames)
        var files: [String: [UInt8]] = [:]
        for name in names
        where name.hasSuffix(OutputKind.formFileExtension) && !supportFiles.contains(name)
            && FileSystem.temporaryFileOwner(name) == nil
        {
            let path = FileSystem.join(directory, name)
            guard FileSystem.isRegularFile(path) else { continue }
            do {
                files[name] = try FileSystem.readBytesIfPresent(path, limit: OwnershipMarker.headerReadLimit)
            } catch {
                throw OutputWriter.Failure(
                    path: path,
                    message: "cannot read the file, which may be a form whose parts the support files keep: "
                        + error.reason)
            }
        }
        return files
    }
}
