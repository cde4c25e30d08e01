/// The Swift files already in an output directory, which a run with other specs must keep
/// compiling: the support files keep the parts of the runtime that formgen's forms among them use.
package enum FormsOnDisk {
    /// Holds `directory` for this run until it ends (see `FileSystem.holdUntilExit`), so that no
    /// other run changes the forms between this run's reading them and its writing; says so on
    /// standard error, unless `quiet`, when it must wait for another run first.
    package static func hold(_ directory: String, quiet: Bool) {
        FileSystem.holdUntilExit(directory) {
            guard !quiet else { return }
            StandardStreams.writeError(
                "formgen: waiting for another formgen run to finish in \(SwiftEscaping.inertText(directory))")
        }
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
