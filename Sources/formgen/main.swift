import FormGenCore

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

FileSystem.removeStagedFilesOnSignal()
let arguments = Array(CommandLine.arguments.dropFirst())
var status = ExitStatus(rawValue: LargeStack.run { FormGenCommand.run(arguments).rawValue }) ?? .failure
// Output that could not be written (a full disk, `> /dev/full`) is a failure, not a success.
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
