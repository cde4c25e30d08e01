#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Standard output and standard error, written unbuffered. A failed write is remembered rather
/// than lost: `Executable` fails the run for it, as output that a full disk or `> /dev/full` lost
/// is not a success.
package enum StandardStreams {
    /// The `errno` of the first failed write to standard output, reported when the run ends.
    package nonisolated(unsafe) static var standardOutputFailure: Int32?

    /// Whether a write to standard error failed; the run then fails, as nothing else can tell.
    package nonisolated(unsafe) static var standardErrorFailed = false

    /// Writes `text` to standard output, remembering a failure.
    package static func writeOutput(_ text: String) {
        if let failure = FileSystem.writeAll(text, to: STDOUT_FILENO), standardOutputFailure == nil {
            standardOutputFailure = failure
        }
    }

    /// Writes `text` and a line break to standard error, remembering a failure.
    package static func writeError(_ text: String) {
        if FileSystem.writeAll(text + "\n", to: STDERR_FILENO) != nil {
            standardErrorFailed = true
        }
    }
}
