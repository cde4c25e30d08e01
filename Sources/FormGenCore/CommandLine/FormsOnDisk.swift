/// The Swift files already in an output directory, which a run with other specs must keep
/// compiling: the support files keep the parts of the runtime that formgen's forms among them use.
package enum FormsOnDisk {
    /// The start of each Swift file in `directory` other than the support files, by name: enough to
    /// hold a form file's header. Nothing when the directory cannot be read (it may not exist yet);
    /// a file that cannot be read is left out, as the writer reports it if it is one of the outputs.
    package static func read(_ directory: String) -> [String: [UInt8]] {
        guard let names = try? FileSystem.directoryEntries(directory) else { return [:] }
        let supportFiles = Set(OutputKind.targetFileNames)
        var files: [String: [UInt8]] = [:]
        for name in names where name.hasSuffix(OutputKind.formFileExtension) && !supportFiles.contains(name) {
            if let bytes = try? FileSystem.readBytesIfPresent(
                FileSystem.join(directory, name), limit: OwnershipMarker.headerReadLimit)
            {
                files[name] = bytes
            }
        }
        return files
    }
}
