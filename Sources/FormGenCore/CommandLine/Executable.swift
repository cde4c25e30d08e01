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
        var status = ExitStatus(rawValue: LargeStack.run { command(arguments).rawValue }) ?? .failure
        // `fflush(NULL)` flushes what `print` buffered and fails if those bytes cannot be written.
        if fflush(nil) != 0, DiagnosticPrinter.standardOutputFailure == nil {
            DiagnosticPrinter.standardOutputFailure = errno
        }
        if let failure = DiagnosticPrinter.standardOutputFailure {
            let reason = String(cString: strerror(failure))
            DiagnosticPrinter.writeError("formgen: error: cannot write to standard output: \(reason)")
            status = .failure
        }
        if DiagnosticPrinter.standardErrorFailed {
            status = .failure
        }
        exit(status.rawValue)
    }
}
