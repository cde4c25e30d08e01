/// Process exit codes: 0 success; 1 spec errors, stale files under `--check`, or an I/O failure; 64 a
<<<<<<< HEAD:Sources/FormGenCore/CommandLine/ExitStatus.swift
/// usage error (`EX_USAGE` from sysexits). The README's command reference promises them.
package enum ExitStatus: Int32 {
=======
/// usage error (`EX_USAGE` from sysexits). The command line article of the documentation promises them.
enum ExitStatus: Int32 {
>>>>>>> docs:Sources/formgen/ExitStatus.swift
    case success = 0
    case failure = 1
    case usage = 64
}
