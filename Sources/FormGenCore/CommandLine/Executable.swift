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
