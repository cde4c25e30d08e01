#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// What both executables do around their command: staged files removed on a signal, the command
/// run on a large stack, and the exit.
package enum Executable {
    /// Runs `command` with the process's arguments and exits with its status; with a failure when
    /// standard output or standard error could not be written, as output that a full disk or
    /// `> /dev/full` lost is not a success.
    package static func run(_ command: @escaping @Sendable ([String]) -> ExitStatus) -> Never {
        FileSystem.removeStagedFilesOnSignal()
        // `CommandLine.arguments` replaces bytes that are not UTF-8, so such a path would name
        // another file, which a run could then write over. Index 0 is the program's name; a process
        // started with an empty argv has none.
        for index in (0..<Int(CommandLine.argc)).dropFirst() {
            guard let argument = CommandLine.unsafeArgv[index], String(validatingCString: argument) == nil else {
                continue
            }
            // The bytes as given, not as the repaired text that names another file.
            let bytes = UnsafeBufferPointer(start: argument, count: strlen(argument)).map { UInt8(bitPattern: $0) }
            let shown = SwiftEscaping.escapingInvisibles(
                bytes.map { $0 < 0x80 ? String(UnicodeScalar($0)) : "\\x" + String($0, radix: 16, uppercase: true) }
                    .joined())
            StandardStreams.writeError(
                "Error: argument \(index) is not UTF-8 text ('\(shown)'); formgen reads its options and paths as UTF-8")
            exit(ExitStatus.usage.rawValue)
        }
        let arguments = Array(CommandLine.arguments.dropFirst())
        var status = ExitStatus(rawValue: LargeStackThreads.run { command(arguments).rawValue }) ?? .failure
        if let failure = StandardStreams.standardOutputFailure {
            let reason = String(cString: strerror(failure))
            StandardStreams.writeError("formgen: error: cannot write to standard output: \(reason)")
            status = .failure
        }
        if StandardStreams.standardErrorFailed {
            status = .failure
        }
        exit(status.rawValue)
    }
}
