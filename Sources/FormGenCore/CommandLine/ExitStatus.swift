/// Process exit codes: 0 success; 1 spec errors, stale files under `--check`, or an I/O failure; 64 a
/// usage error (`EX_USAGE` from sysexits). The command line article of the documentation promises them.
package enum ExitStatus: Int32 {
    case success = 0
    case failure = 1
    case usage = 64
}
